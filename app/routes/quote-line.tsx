import { isRouteErrorResponse } from "react-router";

import { NotFound } from "#app/components/not-found.tsx";
import { EstimatePage } from "#app/components/quote/estimate-page.tsx";
import * as englishLines from "#app/content/product-lines.ts";
import * as spanishLines from "#app/content/es/product-lines.ts";
import * as english from "#app/content/quote.ts";
import * as spanish from "#app/content/es/quote.ts";
import { estimatePageView } from "#app/lib/estimate/estimate-page.ts";
import { inLocale, localeOfPath } from "#app/lib/locale.ts";
import { foundOr404 } from "#app/lib/not-found.ts";
import { PLAN_FIELD, quoteLineOf } from "#app/lib/quote-link.ts";
import { metaTags } from "#app/lib/seo.ts";

import { spanishSite } from "#app/lib/spanish-site-words.ts";
import { isTokenShaped } from "#server/conversations/tokens.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import { quoteFormOf, quoteForms } from "#server/forms/quote.ts";
import type { Route } from "./+types/quote-line";

/** A Spanish path's frame words come with its route (decision 0092). */
export const handle = spanishSite;

/**
 * /quote/{line}: the line's questions and its estimate. Rendered for each
 * request, as the plan a quote button names (?plan=Standard) must reach the
 * page without scripts too. The questions and the plans come from the
 * loader, so the page's first load carries no rating table and no other
 * line's copy; the engine is fetched when the visitor starts answering.
 *
 * The same page under a saved estimate, /quote/saved/{token}/add/{line}, is
 * its "Add another line" (decision 0060): the next steps save into that
 * estimate. Its token rides in the path, never in a query string, and the
 * page is answered as every token page is (server/http/token-routes.ts).
 * Whether the estimate is still there is told when the line is saved
 * (`?expired=1` on the estimate saved instead), as before.
 */

export function loader({ params, request }: Route.LoaderArgs) {
  const line = foundOr404(quoteLineOf(params.line));
  const token = "token" in params ? params.token : undefined;
  // Under a saved estimate: a token not shaped like one opens nothing.
  const addTo =
    token === undefined
      ? undefined
      : foundOr404(isTokenShaped(token) ? token : undefined);
  const url = new URL(request.url);
  // /es/quote/{line}: the questions, plans and estimate words in Spanish.
  return {
    ...estimatePageView(line, localeOfPath(url.pathname), {
      asked: url.searchParams.get(PLAN_FIELD) ?? undefined,
      addTo,
    }),
    forms: pageForms([quoteFormOf(line)]),
  };
}

/** The answers posted without scripts: the page comes back with the estimate and the answers kept. */
export const action = formAction(quoteForms);

export function meta({ loaderData, location }: Route.MetaArgs) {
  // A 404: the page body says so (NotFound writes its own title).
  if (!loaderData) return [];
  const locale = localeOfPath(location.pathname);
  const { quoteLineMeta, quoteMeta, quoteTrailName } = inLocale(
    { en: english, es: spanish },
    locale,
  );
  const { productLineTitle } = inLocale(
    { en: englishLines, es: spanishLines },
    locale,
  );
  const page = quoteLineMeta(loaderData.line);
  return metaTags(page, page.path, {
    locale,
    breadcrumbs: [
      { name: quoteTrailName, path: quoteMeta.path },
      { name: productLineTitle(loaderData.line), path: page.path },
    ],
  });
}

export default function QuoteLine({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <EstimatePage view={loaderData} answer={actionData} />;
}

/** An address that names no line is the site's 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  throw error;
}
