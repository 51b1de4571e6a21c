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
