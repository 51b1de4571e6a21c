import {
  hasSpanishTwin,
  locales,
  pathIn,
  type Locale,
} from "#app/lib/locale.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { indexablePaths } from "#app/lib/site-paths.ts";

/**
 * One <url> per page and language: a page with a Spanish twin is listed in
 * both, each naming the other (and x-default, the English one) as the
 * sitemap form of hreflang.
 */
function entry(path: string, locale: Locale): string {
  const loc = `<loc>${absoluteUrl(pathIn(path, locale))}</loc>`;
  if (!hasSpanishTwin(path)) return `  <url>${loc}</url>`;
  const alternates = [
    ...locales.map((other) => [other, pathIn(path, other)] as const),
    ["x-default", path] as const,
  ].map(
    ([lang, href]) =>
      `<xhtml:link rel="alternate" hreflang="${lang}" href="${absoluteUrl(href)}"/>`,
  );
  return `  <url>${loc}${alternates.join("")}</url>`;
}

export function loader() {
  const paths = indexablePaths();
  const urls = [
    ...paths.map((path) => entry(path, "en")),
    ...paths.filter(hasSpanishTwin).map((path) => entry(path, "es")),
  ].join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
