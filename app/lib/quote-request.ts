import { productPages } from "#app/content/product-pages.ts";
import { productLines, type ProductLine } from "#app/content/shared.ts";

// Kept apart from quote-link.ts: it needs every product page's copy to know
// the plans, and the contact form loads it only when it was opened from a
// quote link (contact-form.tsx), not with every visit.

export interface QuoteRequest {
  line: ProductLine;
  /** A plan of that line, spelled as the product page shows it. */
  plan?: string;
}

/**
 * The line and plan a quote link (`quoteHref`) carried. Only the six lines
 * and the plans their pages show are recognised, so a crafted link cannot put
 * text of its own into the visitor's message: an unknown line gives
 * undefined, an unknown plan is dropped.
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
