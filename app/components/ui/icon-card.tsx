import type { IconCard as IconCardContent } from "#app/content/shared.ts";
import { cn } from "#app/lib/cn.ts";

import { CardGrid, type CardGridColumns } from "./card-grid";
import { IconBadge } from "./icon";
import type { SpriteIconName } from "./sprite-icon-names";

const frames = {
  plain: "border-slate-200",
  brand: "border-brand-200",
} as const;

/**
 * The site's common card: an icon badge (or another mark, such as a step's
 * number), a heading, then a short text or whatever the card says instead
 * (`children`). `aside` sits beside the mark, level with it. A `footer`
 * (a button, a list of methods) comes last; the text then takes the spare
 * height, so the feet of a row of cards line up.
 */
export function IconCard({
  icon,
  title,
  description,
  aside,
  footer,
  children,
  as: Tag = "div",
  headingLevel = 3,
  titleId,
  titleSize = "lg",
  frame = "plain",
  dense = false,
  id,
}: {
  icon: SpriteIconName | React.ReactElement;
  title: React.ReactNode;
  description?: React.ReactNode;
  aside?: React.ReactNode;
  footer?: React.ReactNode;
  children?: React.ReactNode;
  /** An article is named by its heading. */
  as?: "div" | "article";
  headingLevel?: 2 | 3;
  titleId?: string;
  titleSize?: "lg" | "xl";
  frame?: keyof typeof frames;
  /** Two abreast on a phone: less padding and smaller words there, as on a wide screen from sm. */
  dense?: boolean;
  id?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const mark = typeof icon === "string" ? <IconBadge name={icon} /> : icon;
  return (
    <Tag
      id={id}
      aria-labelledby={Tag === "article" ? titleId : undefined}
      className={cn(
        "h-full rounded-xl border bg-white shadow-sm",
        // Two abreast on a 320 px phone a column is 138 px: a long word
        // ("recomendaciones") breaks, hyphenated where the browser can,
        // rather than pushing the page wider than the screen.
        dense ? "p-4 break-words hyphens-auto sm:p-6" : "p-6",
        frames[frame],
        footer !== undefined && "flex flex-col",
      )}
    >
      {aside !== undefined ? (
        <div className="flex items-start justify-between gap-4">
          {mark}
          {aside}
        </div>
      ) : (
        mark
      )}
      <Heading
        id={titleId}
        className={cn(
          "mt-4 font-semibold text-brand-900",
          titleSize === "xl" ? "text-xl" : "text-lg",
          dense && "max-sm:text-base",
        )}
      >
        {title}
      </Heading>
      {children}
      {description !== undefined && (
        <p
          className={cn(
            "mt-2 text-slate-600",
            dense && "max-sm:text-sm",
            footer !== undefined && "flex-1",
          )}
        >
          {description}
        </p>
      )}
      {footer}
    </Tag>
  );
}

/** A grid of icon + title + text cards; the titles are h3 under the section's h2. */
export function IconCardGrid({
  items,
  columns = 3,
  dense = false,
}: {
  items: readonly IconCardContent[];
  columns?: CardGridColumns;
  /** For a grid two abreast on phones (see IconCard). */
  dense?: boolean;
}) {
  return (
    <CardGrid items={items} columns={columns}>
      {(item) => <IconCard {...item} dense={dense} />}
    </CardGrid>
  );
}
