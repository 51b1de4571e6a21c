/**
 * The site's two languages and the paths between them (decision 0081).
 * English pages live at their paths; each Spanish twin lives at the same
 * path under /es, with the English slug kept after the prefix ("/about" →
 * "/es/about", "/" → "/es"). Plain data and functions: routes.ts, the
 * server, the tests and the browser all import it.
 */
export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];

/** The tag `Intl` formats dates, numbers and money with, per language. */
export const intlLocale: Readonly<Record<Locale, string>> = {
  en: "en-US",
  es: "es-US",
};

/** Open Graph's spelling of the same (og:locale). */
export const ogLocale: Readonly<Record<Locale, string>> = {
  en: "en_US",
  es: "es_US",
};

const spanishPrefix = "/es";

/**
 * The English paths whose page has a Spanish twin so far (issue 25 is done
 * in parts: README.md's "Spanish pages" lists what is left). routes.ts
 * registers a route for each, the sitemap lists both, links on Spanish
 * pages go to the twin, and the language switcher shows only where a twin
 * exists.
 */
export const spanishTwinPaths = [
  "/",
  "/about",
  "/insurance-product",
  "/privacy-policy",
  "/terms-of-service",
  "/accessibility",
  "/payment-options",
  "/leadership",
  "/sitemap",
  "/benefits",
  "/insurance-guides",
  "/home-insurance",
  "/auto-insurance",
  "/health-insurance",
  "/life-insurance",
  "/business-insurance",
  "/travel-insurance",
  "/news",
  "/press-releases",
  "/explore-roles",
  "/quote/how-we-estimate",
  "/contact",
  "/file-a-claim",
  "/complaints",
  "/quote",
  "/quote/save",
  "/verification",
] as const;
export type TwinPath = (typeof spanishTwinPaths)[number];

const twinSet: ReadonlySet<string> = new Set(spanishTwinPaths);

/**
 * The dynamic routes whose every page has a Spanish twin: "/news/" is
 * /news/:slug (a slug that names nothing is a 404 in both languages);
 * "/quote/" is /quote/:line, the six lines' estimates.
 */
export const spanishTwinPrefixes = [
  "/news/",
  "/press-releases/",
  "/quote/",
  "/job/",
] as const;

/**
 * Paths whose every page below, at any depth, has a Spanish twin: a saved
 * estimate (/quote/saved/<token>) and its request for an agent.
 */
const spanishTwinTrees = ["/quote/saved/"] as const;

/** Whether a page (by its English path) has a Spanish twin. */
export function hasSpanishTwin(englishPath: string): boolean {
  return (
    twinSet.has(englishPath) ||
    spanishTwinTrees.some(
      (tree) =>
        englishPath.startsWith(tree) && englishPath.length > tree.length,
    ) ||
    spanishTwinPrefixes.some(
      (prefix) =>
        englishPath.startsWith(prefix) &&
        englishPath.length > prefix.length &&
        !englishPath.slice(prefix.length).includes("/"),
    )
  );
}

/** The language a path is in: /es and everything under it is Spanish. */
export function localeOfPath(pathname: string): Locale {
  return pathname === spanishPrefix || pathname.startsWith(`${spanishPrefix}/`)
    ? "es"
    : "en";
}

/**
 * "/es/about" → "/about", "/es" → "/"; an English path is returned as it
 * is. A trailing slash is dropped: the build prerenders each page at its
 * path with one ("/about/").
 */
export function englishPathOf(pathname: string): string {
  const path =
    pathname.length > 1 && pathname.endsWith("/")
      ? pathname.slice(0, -1)
      : pathname;
  if (localeOfPath(path) === "en") return path;
  return path.slice(spanishPrefix.length) || "/";
}

/** An English page's path in `locale`: "/about" → "/es/about", "/" → "/es". */
export function pathIn(englishPath: string, locale: Locale): string {
  if (locale === "en") return englishPath;
  return englishPath === "/" ? spanishPrefix : `${spanishPrefix}${englishPath}`;
}

/**
 * Where a link written in the content (an English href) goes on a page in
 * `locale`: to the Spanish twin when there is one, keeping a #fragment or
 * ?query ("/#services" → "/es#services"). tel:, mailto:, bare anchors and
 * pages without a twin keep their href.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === "en" || !href.startsWith("/")) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  return hasSpanishTwin(path) ? `${pathIn(path, locale)}${rest}` : href;
}

/** The one of two twins that serves `locale`. */
export function inLocale<T>(twins: { en: T; es: T }, locale: Locale): T {
  return twins[locale];
}
