import { useMatches } from "react-router";

import { ProductPage } from "~/components/product-page/product-page";
import { productPages } from "~/content/product-pages";
import { productLines, type ProductLine } from "~/content/shared";
import { staticPageMeta } from "~/lib/seo";

import type { Route } from "./+types/product";

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
  staticPageMeta(`/${lineOf(matches)}-insurance`);

export default function ProductRoute() {
  const line = lineOf(useMatches());
  return <ProductPage page={productPages[line]} />;
}
