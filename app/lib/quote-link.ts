import type { ProductLine } from "#app/content/shared.ts";

/**
 * Where a quote button sends a visitor: the contact form (anchor #contact),
 * with the insurance line and, when the button belongs to a plan card, the
 * plan's name, e.g. /contact?line=home&plan=Essential#contact. The spec gives
 * these buttons no action; the contact form reads the query back with
 * `readQuoteRequest` (quote-request.ts) to pre-fill its message.
 */
export function quoteHref(line: ProductLine, planName?: string): string {
  const query = new URLSearchParams({ line });
  if (planName) query.set("plan", planName);
  return `/contact?${query}#contact`;
}
