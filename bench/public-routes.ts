import { routeMeta } from "../app/content/pages.ts";

/** Every public, static route of the site (the portal and forms' results excluded). */
export function publicRoutes(): string[] {
  return Object.entries(routeMeta)
    .filter(([, meta]) => meta.indexable)
    .map(([path]) => path);
}
