import { productPages } from "#app/content/product-pages.ts";
import { productLines, type ProductLine } from "#app/content/shared.ts";

/**
 * Where a quote button sends a visitor: the contact form (anchor #contact),
 * with the insurance line and, when the button belongs to a plan card, the
 * plan's name, e.g. /contact?line=home&plan=Essential#contact. The spec gives
 * these buttons no action; the contact form reads the query back with
 * `readQuoteRequest` to pre-fill its message.
 */
export function quoteHref(line: ProductLine, planName?: string): string {
  const query = new URLSearchParams({ line });
  if (planName) query.set("plan", planName);
  return `/contact?${query}#contact`;
}

export interface QuoteRequest {
  line: ProductLine;
  /** A plan of that line, spelled as the product page shows it. */
  plan?: string;
}

/**
 * The line and plan a quote link carried. Only the six lines and the plans
 * their pages show are recognised, so a crafted link cannot put text of its
 * own into the visitor's message: an unknown line gives undefined, an unknown
 * plan is dropped.
 */
export function readQuoteRequest(
  query: URLSearchParams,
): QuoteRequest | undefined {
  const line = productLines.find((known) => known === query.get("line"));
  if (!line) return undefined;
  const asked = query.get("plan")?.trim().toLowerCase();
  const plan = productPages[line].plans?.plans.find(
    (candidate) => candidate.name.toLowerCase() === asked,
  );
  return plan ? { line, plan: plan.name } : { line };
}
