import { newsArticles } from "#app/content/news.ts";
import { pagePaths, routeMeta } from "#app/content/pages.ts";
import { pressReleases } from "#app/content/press-releases.ts";

/**
 * The public routes, one page of each kind: every indexable static page,
 * the sign-in pages (public, though kept out of search engines), one job,
 * one news article, one press release and one line's estimate.
 */
export function publicRoutes(): string[] {
  return [
    ...pagePaths.filter((path) => routeMeta[path].indexable),
    "/login",
    "/forgot-password",
    "/reset-password",
    "/job/0",
    "/quote/auto",
    `/news/${newsArticles[0]!.slug}`,
    `/press-releases/${pressReleases[0]!.slug}`,
  ].filter((path, index, all) => all.indexOf(path) === index);
}
