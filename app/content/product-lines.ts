import type { ProductLine } from "./shared.ts";

/**
 * A line's name and page: all the footer, the sitemap and the contact form
 * show of it. The product cards (products.ts) add their texts and images;
 * keeping those apart keeps them out of the bundle every page loads.
 */
export interface ProductLineLink {
  line: ProductLine;
  route: `/${ProductLine}-insurance`;
  title: string;
}

/** The six lines in the order the site shows them. */
export const productLineLinks: readonly ProductLineLink[] = [
  { line: "home", route: "/home-insurance", title: "Home Insurance" },
  { line: "auto", route: "/auto-insurance", title: "Auto Insurance" },
  { line: "health", route: "/health-insurance", title: "Health Insurance" },
  { line: "life", route: "/life-insurance", title: "Life Insurance" },
  {
    line: "business",
    route: "/business-insurance",
    title: "Business Insurance",
  },
  { line: "travel", route: "/travel-insurance", title: "Travel Insurance" },
];

/** The name of a line ("Auto Insurance"); every line has one. */
export function productLineTitle(line: ProductLine): string {
  const link = productLineLinks.find((entry) => entry.line === line);
  if (!link) throw new Error(`No product line ${line}`);
  return link.title;
}
