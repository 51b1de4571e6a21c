import type { MetaDescriptor } from "react-router";

import { company } from "~/content/company";

/** The public origin the site was built for (APP_URL). */
export const appOrigin: string =
  typeof __APP_ORIGIN__ === "string" ? __APP_ORIGIN__ : "http://localhost:3000";

export const absoluteUrl = (path: string) => new URL(path, appOrigin).href;

export interface PageMetaOptions {
  title: string;
  description: string;
  /** The route's path, for the canonical URL. */
  path: string;
  /** Titles get the company name appended unless they already carry it. */
  noindex?: boolean;
  type?: "website" | "article";
  /** JSON-LD objects for this page (BreadcrumbList, JobPosting...). */
  structuredData?: readonly object[];
}

/** Title, description, canonical URL, Open Graph and JSON-LD for one route. */
export function pageMeta(options: PageMetaOptions): MetaDescriptor[] {
  const title = options.title.includes(company.name)
    ? options.title
    : `${options.title} | ${company.name}`;
  const url = absoluteUrl(options.path);
  return [
    { title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl("/images/og-default.png") },
    { name: "twitter:card", content: "summary_large_image" },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(options.structuredData ?? []).map((data) => ({
      "script:ld+json": data,
    })),
  ];
}

/** BreadcrumbList JSON-LD: Home, then the given trail ending at the current page. */
export function breadcrumbs(
  trail: ReadonlyArray<{ name: string; path: string }>,
): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map(
      (item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        item: absoluteUrl(item.path),
      }),
    ),
  };
}
