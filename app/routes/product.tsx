import { useMatches } from "react-router";

import { ProductPage } from "#app/components/product-page/product-page.tsx";
import { productPages } from "#app/content/product-pages.ts";
import { productLines, type ProductLine } from "#app/content/shared.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/product";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage((routeId) =>
  routeId === "product-life" ? ["calculator"] : [],
);

/**
 * One module serves the six product pages; app/routes.ts gives each path the
 * id `product-<line>`, so the matched route names the line.
 */
function lineOf(matches: readonly ({ id: string } | undefined)[]): ProductLine {
  for (const match of matches) {
    const line = productLines.find((known) => match?.id === `product-${known}`);
    if (line) return line;
  }
  throw new Error("The product route was matched without a product line");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  staticPageMeta(productPages[lineOf(matches)].meta);

export default function ProductRoute() {
  const line = lineOf(useMatches());
  return <ProductPage page={productPages[line]} />;
}
