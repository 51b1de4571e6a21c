import { cn } from "#app/lib/cn.ts";

import spriteUrl from "./icon-sprite.svg?no-inline";
import type { SpriteIconName } from "./sprite-icon-names";

/**
 * A decorative lucide icon drawn from the site's SVG sprite, a hashed asset
 * cached for a year: each use costs a name, not the icon's drawing in the
 * page's JavaScript, and it renders the same without JavaScript. Stroke and
 * fill are set here so CSS classes can restyle them (fill-* for a filled star).
 * The sprite is made by scripts/generate-icon-sprite.ts.
 */
export function Icon({
  name,
  size = 24,
  className,
}: {
  name: SpriteIconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

const badgeSizes = {
  md: { box: "size-10 rounded-lg", icon: 22 },
  lg: { box: "size-12 rounded-lg", icon: 24 },
  xl: { box: "size-14 rounded-xl", icon: 28 },
} as const;

const badgeTones = {
  brand: "bg-brand-50 text-brand-700",
  inverse: "bg-white/10 text-accent-400",
  muted: "bg-slate-200 text-slate-600",
} as const;

/** A decorative icon on a rounded tile: the mark of a card or a heading. */
export function IconBadge({
  name,
  size = "lg",
  tone = "brand",
  className,
}: {
  name: SpriteIconName;
  size?: keyof typeof badgeSizes;
  tone?: keyof typeof badgeTones;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center justify-center",
        badgeSizes[size].box,
        badgeTones[tone],
        className,
      )}
    >
      <Icon name={name} size={badgeSizes[size].icon} />
    </span>
  );
}
