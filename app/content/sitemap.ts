import { staticPage } from "./page-meta.ts";
import { company } from "./company.ts";
import { productLineLinks } from "./product-lines.ts";
import type { LinkItem, PageHero } from "./shared.ts";

/** The /sitemap page (the XML sitemap for crawlers is built elsewhere). */
export const sitemapHero: PageHero = {
  eyebrow: "Sitemap",
  title: "Sitemap",
  subtitle: "Every page of our website in one place.",
};

export const sitemapPagesHeading: string = "Pages";

/** The spec's list, in its order. */
export const sitemapLinks: readonly LinkItem[] = [
  { label: "Home", href: "/" },
  { label: "About Us", href: "/about" },
  { label: "Health Benefits", href: "/benefits" },
  { label: "Contact", href: "/contact" },
  { label: "Careers", href: "/explore-roles" },
  { label: "File a Claim", href: "/file-a-claim" },
  { label: "Payment Options", href: "/payment-options" },
  { label: "Insurance Guides", href: "/insurance-guides" },
  { label: "Leadership", href: "/leadership" },
  { label: "News", href: "/news" },
  { label: "Press Releases", href: "/press-releases" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Accessibility", href: "/accessibility" },
  { label: "Sitemap", href: "/sitemap" },
];

export const sitemapProductsHeading: string = "Insurance Products";

/** The six products, listed as plain text (not links) as the spec asks. */
export const sitemapProducts: readonly string[] = productLineLinks.map(
  (product) => product.title,
);

/** The /sitemap page, in the order it shows its parts. */
export const sitemapPage = {
  hero: sitemapHero,
  pages: { heading: sitemapPagesHeading, links: sitemapLinks },
  products: { heading: sitemapProductsHeading, items: sitemapProducts },
};

export const sitemapMeta = staticPage(
  "/sitemap",
  "Sitemap",
  `Find every page of the ${company.name} website: insurance products, customer service, company information and legal pages.`,
);
