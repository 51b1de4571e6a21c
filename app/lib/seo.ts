import type { MetaDescriptor } from "react-router";

import { company } from "#app/content/company.ts";
import type { PageMeta, StaticPage } from "#app/content/page-meta.ts";
import {
  hasSpanishTwin,
  inLocale,
  localeOfPath,
  locales,
  ogLocale,
  pathIn,
  type Locale,
} from "#app/lib/locale.ts";

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
  /** The page's language; `path` is always the English path (decision 0081). */
  locale?: Locale;
  type?: "website" | "article";
  /** The trail below Home, ending at this page; a BreadcrumbList is added for it. */
  breadcrumbs?: readonly Crumb[];
  /** Further JSON-LD objects (JobPosting, InsuranceAgency...). */
  structuredData?: readonly object[];
}

/**
 * Title, description, canonical URL, language alternates, Open Graph tags
 * and JSON-LD for the page at English path `path` in `options.locale`.
 * A page with a twin names both (hreflang en, es and x-default, the
 * English one); each canonical is the page itself.
 */
export function metaTags(
  meta: PageMeta,
  path: string,
  options: MetaOptions = {},
): MetaDescriptor[] {
  const locale = options.locale ?? "en";
  const url = absoluteUrl(pathIn(path, locale));
  const twinned = hasSpanishTwin(path);
  const structuredData = [
    ...(options.breadcrumbs
      ? [breadcrumbList(options.breadcrumbs, locale)]
      : []),
    ...(options.structuredData ?? []),
    webPage(meta, url, locale),
  ];
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(twinned ? alternates(path) : []),
    { property: "og:locale", content: ogLocale[locale] },
    ...(twinned
      ? locales
          .filter((other) => other !== locale)
          .map((other) => ({
            property: "og:locale:alternate",
            content: ogLocale[other],
          }))
      : []),
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

/** The page in every language it has, and x-default: the English one. */
function alternates(path: string): MetaDescriptor[] {
  return [
    ...locales.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale,
      href: absoluteUrl(pathIn(path, locale)),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absoluteUrl(path),
    },
  ];
}

/** The page itself to schema.org, with the language it is written in. */
function webPage(meta: PageMeta, url: string, locale: Locale): object {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: meta.title,
    url,
    inLanguage: locale,
  };
}

/**
 * The tags of a static route, from the meta texts its content module gives
 * it. Inner pages get a breadcrumb trail Home > page; pass `trailName` when
 * the title is not the name a visitor would expect in the trail.
 */
export function staticPageMeta(
  page: StaticPage,
  options: {
    locale?: Locale;
    trailName?: string;
    structuredData?: readonly object[];
  } = {},
): MetaDescriptor[] {
  const name = options.trailName ?? pageName(page);
  return metaTags(page, page.path, {
    locale: options.locale,
    breadcrumbs: page.path === "/" ? undefined : [{ name, path: page.path }],
    structuredData: options.structuredData,
  });
}

/** A page's name as its title gives it ("About Us | Harborline Insurance" → "About Us"). */
export function pageName(page: PageMeta): string {
  return page.title.replace(` | ${company.name}`, "");
}

/** The first crumb of every trail, in each language. */
const homeCrumb: Readonly<Record<Locale, string>> = {
  en: "Home",
  es: "Inicio",
};

/** A trail of English paths, each crumb linked in `locale`. */
export function breadcrumbList(
  trail: readonly Crumb[],
  locale: Locale = "en",
): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: homeCrumb[locale], path: "/" }, ...trail].map(
      (item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        item: absoluteUrl(
          hasSpanishTwin(item.path) ? pathIn(item.path, locale) : item.path,
        ),
      }),
    ),
  };
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

/**
 * The meta function of a route module that serves one language's page (a
 * form page has a module per language, decision 0092): its meta texts, in
 * that language.
 */
export function pageMetaIn(page: StaticPage, locale: Locale) {
  return () => staticPageMeta(page, { locale });
}

/**
 * The meta function of a route that serves a page and its Spanish twin: the
 * path names the language, `pick` finds the page's meta texts in that
 * language's content module.
 */
export function twinPageMeta<Module>(
  twins: { en: Module; es: Module },
  pick: (content: Module) => StaticPage,
  options: { trailName?: (content: Module) => string } = {},
) {
  return ({ location }: { location: { pathname: string } }) => {
    const locale = localeOfPath(location.pathname);
    const content = inLocale(twins, locale);
    return staticPageMeta(pick(content), {
      locale,
      trailName: options.trailName?.(content),
    });
  };
}
