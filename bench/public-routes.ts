import { pagePaths, routeMeta } from "#app/content/pages.ts";

/** The static public routes, one page of each kind for Lighthouse. */
export function publicRoutes(): string[] {
  return [
    ...pagePaths.filter((path) => routeMeta[path].indexable),
    "/job/0",
    "/news",
    "/press-releases",
  ].filter((path, index, all) => all.indexOf(path) === index);
}
