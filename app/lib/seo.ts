import type { MetaDescriptor } from "react-router";

import { company, companyAddressLine } from "#app/content/company.ts";
import {
  pageMeta,
  truncateDescription,
  type PageMeta,
  type StaticPage,
} from "#app/content/page-meta.ts";

/**
 * The origin the server is told (APP_URL), for pages it renders per request:
 * set at every request by server/http/create-app.ts (through
 * entry.server.tsx), as the build module may be reloaded in development.
 * Until then, as when the build prerenders, the origin the build was made
 * for; a server told another moves those pages at start (decision 0061).
 */
let servedOrigin: string = __APP_ORIGIN__;

export function serveOrigin(origin: string): void {
  servedOrigin = origin;
}

/**
 * The origin of absolute URLs (canonical link, Open Graph, JSON-LD, the
 * sitemap). In the browser, the page's own: the server answers a form only
 * from its APP_URL's origin (server/http/same-origin.ts), so a page that
 * works is on it.
 */
const siteOrigin = () =>
  typeof document === "undefined" ? servedOrigin : window.location.origin;

export const absoluteUrl = (path: string) => new URL(path, siteOrigin()).href;

export interface Crumb {
  name: string;
  path: string;
}

export interface MetaOptions {
  type?: "website" | "article";
  /** The trail below Home, ending at this page; a BreadcrumbList is added for it. */
  breadcrumbs?: readonly Crumb[];
  /** Further JSON-LD objects (JobPosting, InsuranceAgency...). */
  structuredData?: readonly object[];
}

/** Title, description, canonical URL, Open Graph tags and JSON-LD for a page at `path`. */
export function metaTags(
  meta: PageMeta,
  path: string,
  options: MetaOptions = {},
): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const structuredData = [
    ...(options.breadcrumbs ? [breadcrumbList(options.breadcrumbs)] : []),
    ...(options.structuredData ?? []),
  ];
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: company.name },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: url },
    { property: "og:image", content: absoluteUrl("/images/og-default.png") },
    { name: "twitter:card", content: "summary_large_image" },
    ...(meta.indexable ? [] : [{ name: "robots", content: "noindex" }]),
    ...structuredData.map((data) => ({ "script:ld+json": data })),
  ];
}

/**
 * The tags of a static route, from the meta texts its content module gives
 * it. Inner pages get a breadcrumb trail Home > page; pass `trailName` when
 * the title is not the name a visitor would expect in the trail.
 */
export function staticPageMeta(
  page: StaticPage,
  options: { trailName?: string; structuredData?: readonly object[] } = {},
): MetaDescriptor[] {
  const name =
    options.trailName ?? page.title.replace(` | ${company.name}`, "");
  return metaTags(page, page.path, {
    breadcrumbs: page.path === "/" ? undefined : [{ name, path: page.path }],
    structuredData: options.structuredData,
  });
}

export function breadcrumbList(trail: readonly Crumb[]): object {
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

/**
 * The tags of a news article or press release page: its title and summary
 * (cut to a description's length), the article below its `list` in the
 * breadcrumb trail, described to schema.org as a NewsArticle published by
 * the company.
 */
export function articlePageMeta(
  article: {
    link: string;
    title: string;
    summary: string;
    date: string;
    image?: { src: string };
  },
  list: Crumb,
): MetaDescriptor[] {
  const meta = pageMeta(article.title, truncateDescription(article.summary));
  const path = article.link;
  const publisher = {
    "@type": "Organization",
    name: company.name,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl("/favicon.svg") },
  };
  return metaTags(meta, path, {
    type: "article",
    breadcrumbs: [list, { name: article.title, path }],
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: article.title,
        description: meta.description,
        datePublished: article.date,
        ...(article.image ? { image: absoluteUrl(article.image.src) } : {}),
        mainEntityOfPage: absoluteUrl(path),
        author: publisher,
        publisher,
      },
    ],
  });
}

/** The office as a schema.org PostalAddress: the company's and a job's. */
export function officeAddress(): object {
  return {
    "@type": "PostalAddress",
    streetAddress: company.address.street,
    addressLocality: company.address.city,
    addressRegion: company.address.state,
    postalCode: company.address.zip,
    addressCountry: company.address.country,
  };
}

/** The company as schema.org sees it; on the home page. */
export function insuranceAgency(): object {
  return {
    "@context": "https://schema.org",
    "@type": "InsuranceAgency",
    name: company.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    telephone: company.phone,
    email: company.email,
    foundingDate: String(company.foundedYear),
    address: officeAddress(),
    areaServed: { "@type": "Country", name: "United States" },
    description: `${companyAddressLine}. Home, auto, health, life, business and travel insurance.`,
  };
}
