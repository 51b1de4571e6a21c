import { cn } from "#app/lib/cn.ts";

import { Icon } from "./icon";
import type { SpriteIconName } from "./sprite-icon-names";

const sizes = {
  sm: { box: "size-9 rounded-lg", icon: 20 },
  md: { box: "size-10 rounded-lg", icon: 22 },
  lg: { box: "size-12 rounded-lg", icon: 24 },
  xl: { box: "size-14 rounded-xl", icon: 28 },
} as const;

const tones = {
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
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center justify-center",
        sizes[size].box,
        tones[tone],
        className,
      )}
    >
      <Icon name={name} size={sizes[size].icon} />
    </span>
  );
}
