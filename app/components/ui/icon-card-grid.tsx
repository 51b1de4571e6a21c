import type { IconCard as IconCardContent } from "#app/content/shared.ts";

import { CardGrid, type CardGridColumns } from "./card-grid";
import { IconCard } from "./icon-card";

/** A grid of icon + title + text cards; the titles are h3 under the section's h2. */
export function IconCardGrid({
  items,
  columns = 3,
}: {
  items: readonly IconCardContent[];
  columns?: CardGridColumns;
}) {
  return (
    <CardGrid items={items} columns={columns}>
      {(item) => <IconCard {...item} />}
    </CardGrid>
  );
}
