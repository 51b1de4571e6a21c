import { productLines, type ProductLine } from "#app/content/shared.ts";

/**
 * Where a quote button the spec points at /contact sends a visitor (travel's
 * Choose Plan): the contact form (anchor #contact), with the insurance line
 * and, when the button belongs to a plan card, the plan's name, e.g.
 * /contact?line=travel&plan=Essential#contact. The contact form reads the
 * query back with `readQuoteRequest` (quote-request.ts) to pre-fill its
 * message.
 */
export function quoteHref(line: ProductLine, planName?: string): string {
  const query = new URLSearchParams({ line });
  if (planName) query.set("plan", planName);
  return `/contact?${query}#contact`;
}

/**
 * Where a quote button whose action the spec leaves open sends a visitor:
 * the line's online estimate, with the plan its card shows, e.g.
 * /quote/home?plan=Essential (decision 0059). The estimate page reads the
 * plan back with `readQuoteRequest`, so an unknown plan is dropped.
 */
export function estimateHref(line: ProductLine, planName?: string): string {
  const query = planName ? `?${new URLSearchParams({ plan: planName })}` : "";
  return `/quote/${line}${query}`;
}

/** The line a /quote/{line} address names; none for anything else. */
export function quoteLineOf(
  param: string | undefined,
): ProductLine | undefined {
  return productLines.find((line) => line === param);
}

/** The field of an estimate's form that carries the plan a quote button named. */
export const PLAN_FIELD = "plan";
