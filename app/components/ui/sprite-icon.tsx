import spriteUrl from "./icon-sprite.svg?no-inline";
import type { SpriteIconName } from "./sprite-icon-names";

/**
 * A decorative lucide icon drawn from the site's SVG sprite, a hashed asset
 * cached for a year. Unlike `Icon`, whose name lookup puts every icon's
 * drawing in the page's JavaScript (about 10 KB gzipped), each use costs a
 * name and nothing more, and it renders the same without JavaScript. The
 * stroke and fill are set here so CSS classes can restyle them (fill-* for a
 * filled star).
 */
export function SpriteIcon({
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
