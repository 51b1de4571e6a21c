import { CardGrid } from "#app/components/ui/card-grid.tsx";
import type { ProductCard as Product } from "#app/content/products.ts";

import { ProductCard } from "./product-card";

/** The six product cards in a responsive grid. */
export function ProductGrid({
  products,
  linkLabel,
  popularBadge,
  estimateLabel,
  estimateContext,
  phoneRow = false,
}: {
  products: readonly Product[];
  linkLabel: string;
  popularBadge: string;
  /** On the products overview: each card also links to its line's estimate. */
  estimateLabel?: (line: Product["line"]) => string;
  /** Read after it: which line ("for Auto Insurance"). */
  estimateContext?: (title: string) => string;
  /** One sideways row on phones, where the page has more to show below. */
  phoneRow?: boolean;
}) {
  return (
    <CardGrid items={products} gap="gap-8" phoneRow={phoneRow}>
      {(product) => (
        <ProductCard
          product={product}
          linkLabel={linkLabel}
          popularBadge={popularBadge}
          estimateLabel={estimateLabel?.(product.line)}
          estimateContext={estimateContext?.(product.title)}
        />
      )}
    </CardGrid>
  );
}
