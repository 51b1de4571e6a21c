import { newsArticles } from "#app/content/news.ts";
import { pagePaths, routeMeta } from "#app/content/pages.ts";
import { pressReleases } from "#app/content/press-releases.ts";
import { hasSpanishTwin, pathIn } from "#app/lib/locale.ts";

/**
 * The public routes, one page of each kind: every indexable static page,
 * the sign-in pages (public, though kept out of search engines), one job,
 * one news article, one press release and one line's estimate; then the
 * Spanish twin of each that has one (decision 0082).
 */
export function publicRoutes(): string[] {
  const english = [
    ...pagePaths.filter((path) => routeMeta[path].indexable),
    "/login",
    "/forgot-password",
    "/reset-password",
    "/job/0",
    "/quote/auto",
    `/news/${newsArticles[0]!.slug}`,
    `/press-releases/${pressReleases[0]!.slug}`,
  ].filter((path, index, all) => all.indexOf(path) === index);
  return [
    ...english,
    ...english.filter(hasSpanishTwin).map((path) => pathIn(path, "es")),
  ];
}
