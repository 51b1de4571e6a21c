import { cn } from "#app/lib/cn.ts";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
  "3 from sm": "sm:grid-cols-3",
  "3 from md": "md:grid-cols-3",
  "2 from md, 3 from lg": "md:grid-cols-2 lg:grid-cols-3",
  "3 from lg": "lg:grid-cols-3",
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
  className,
  children: card,
}: {
  items: readonly Item[];
  columns?: CardGridColumns;
  gap?: "gap-6" | "gap-8";
  ordered?: boolean;
  className?: string;
  children: (item: Item, index: number) => React.ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className={cn("grid", gap, columnClasses[columns], className)}>
      {items.map((item, index) => (
        <li key={index}>{card(item, index)}</li>
      ))}
    </List>
  );
}
