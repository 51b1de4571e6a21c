import { useMatches } from "react-router";

import { ProductPage } from "#app/components/product-page/product-page.tsx";
import * as english from "#app/content/product-pages.ts";
import * as spanish from "#app/content/es/product-pages.ts";
import { productLines, type ProductLine } from "#app/content/shared.ts";
import { inLocale, localeOfPath } from "#app/lib/locale.ts";
import { staticPageMeta } from "#app/lib/seo.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

import type { Route } from "./+types/product";
import { contentPage } from "#app/lib/enhancements.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

/** Serves the six product pages and their Spanish twins (/es/auto-insurance...). */
const twins = { en: english, es: spanish };

export const handle = {
  ...spanishSite,
  ...contentPage((routeId) =>
    routeId === productRouteId("life") || routeId === spanishRouteId("life")
      ? ["calculator"]
      : [],
  ),
};

/** The route ids app/routes.ts gives a line's page and its Spanish twin. */
function productRouteId(line: ProductLine): string {
  return `product-${line}`;
}
function spanishRouteId(line: ProductLine): string {
  return `es/${line}-insurance`;
}

/**
 * One module serves the six product pages; app/routes.ts gives each path the
 * id `product-<line>` (its Spanish twin `es/<line>-insurance`), so the matched
 * route names the line.
 */
function lineOf(matches: readonly ({ id: string } | undefined)[]): ProductLine {
  for (const match of matches) {
    const line = productLines.find(
      (known) =>
        match?.id === productRouteId(known) ||
        match?.id === spanishRouteId(known),
    );
    if (line) return line;
  }
  throw new Error("The product route was matched without a product line");
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const locale = localeOfPath(location.pathname);
  return staticPageMeta(
    inLocale(twins, locale).productPages[lineOf(matches)].meta,
    { locale },
  );
};

export default function ProductRoute() {
  const line = lineOf(useMatches());
  const { productPages, productPageText } = useLocalized(twins);
  return <ProductPage page={productPages[line]} text={productPageText} />;
}
