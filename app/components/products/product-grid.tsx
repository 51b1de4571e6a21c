import type { ProductCard as Product } from "#app/content/products.ts";

import { ProductCard } from "./product-card";

/** The six product cards in a responsive grid. */
export function ProductGrid({
  products,
  linkLabel,
  popularBadge,
  fallbackHref,
}: {
  products: readonly Product[];
  linkLabel: string;
  popularBadge: string;
  fallbackHref: string;
}) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <li key={product.line}>
          <ProductCard
            product={product}
            linkLabel={linkLabel}
            popularBadge={popularBadge}
            fallbackHref={fallbackHref}
          />
        </li>
      ))}
    </ul>
  );
}
