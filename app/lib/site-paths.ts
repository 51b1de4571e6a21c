import { newsArticles } from "#app/content/news.ts";
import { pagePaths, routeMeta } from "#app/content/pages.ts";
import { pressReleases } from "#app/content/press-releases.ts";
import { quotePath } from "#app/content/quote.ts";
import { productLines } from "#app/content/shared.ts";
import { roles } from "#app/content/roles.ts";
import { hasSpanishTwin, pathIn } from "#app/lib/locale.ts";

/**
 * Every page search engines should know: the indexable static routes, each
 * job, article and press release, each line's estimate. Never the portal. Feeds /sitemap.xml, the
 * all-routes tests and the benchmarks.
 */
export function indexablePaths(): string[] {
  return [
    ...pagePaths.filter((path) => routeMeta[path].indexable),
    ...roles.map((_, index) => `/job/${index}`),
    ...newsArticles.map((article) => `/news/${article.slug}`),
    ...pressReleases.map((release) => `/press-releases/${release.slug}`),
    ...productLines.map(quotePath),
  ];
}

/** The Spanish twins of the indexable pages that have one ("/es", "/es/about"...). */
export function spanishIndexablePaths(): string[] {
  return indexablePaths()
    .filter(hasSpanishTwin)
    .map((path) => pathIn(path, "es"));
}
