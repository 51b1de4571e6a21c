import { cn } from "#app/lib/cn.ts";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  "3 from sm": "sm:grid-cols-3",
  "3 from md": "md:grid-cols-3",
  "2 from md, 3 from lg": "md:grid-cols-2 lg:grid-cols-3",
  "3 from lg": "lg:grid-cols-3",
  // Short cards (a mark, a heading, a sentence) sit two abreast even on phones.
  "2 on phones, 3 from lg": "grid-cols-2 max-sm:gap-3 lg:grid-cols-3",
  "2 on phones, 4 from lg": "grid-cols-2 max-sm:gap-3 lg:grid-cols-4",
} as const;

/**
 * On phones, tall cards in one row that scrolls sideways and snaps to each
 * card, the next one peeking in, instead of a column several screens long.
 * Pure CSS: works without JavaScript; a keyboard reaches every card's links
 * and the browser scrolls them into view.
 */
const phoneRowClasses = {
  list: "max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:gap-4 max-sm:overflow-x-auto max-sm:overscroll-x-contain max-sm:px-4 max-sm:pb-4",
  item: "max-sm:w-[85%] max-sm:shrink-0 max-sm:snap-start",
} as const;

export type CardGridColumns = keyof typeof columnClasses;

/**
 * A responsive grid of cards as a list, one item a card. `columns` is the
 * count on wide screens, reached through two on small ones unless it says
 * from which width it applies; `ordered` makes it a numbered list. Content
 * lists are fixed, so a card's place is its key.
 */
export function CardGrid<Item>({
  items,
  columns = 3,
  gap = "gap-6",
  ordered = false,
  phoneRow = false,
  className,
  children: card,
}: {
  items: readonly Item[];
  columns?: CardGridColumns;
  gap?: "gap-6" | "gap-8";
  ordered?: boolean;
  /**
   * Tall cards: one sideways-scrolling row on phones (see phoneRowClasses).
   * Only for cards that hold a link: a keyboard scrolls the row by moving
   * between them (axe: scrollable-region-focusable).
   */
  phoneRow?: boolean;
  className?: string;
  children: (item: Item, index: number) => React.ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List
      className={cn(
        "grid",
        gap,
        columnClasses[columns],
        phoneRow && phoneRowClasses.list,
        className,
      )}
    >
      {items.map((item, index) => (
        <li key={index} className={phoneRow ? phoneRowClasses.item : undefined}>
          {card(item, index)}
        </li>
      ))}
    </List>
  );
}
