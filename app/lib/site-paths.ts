import { newsArticles } from "~/content/news";
import { pagePaths, routeMeta } from "~/content/pages";
import { pressReleases } from "~/content/press-releases";
import { roles } from "~/content/roles";

/**
 * Every page search engines should know: the indexable static routes, each
 * job, article and press release. Never the portal. Feeds /sitemap.xml, the
 * all-routes tests and the benchmarks.
 */
export function indexablePaths(): string[] {
  return [
    ...pagePaths.filter((path) => routeMeta[path].indexable),
    ...roles.map((_, index) => `/job/${index}`),
    ...newsArticles.map((article) => `/news/${article.slug}`),
    ...pressReleases.map((release) => `/press-releases/${release.slug}`),
  ];
}
