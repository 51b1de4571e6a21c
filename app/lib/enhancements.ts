/**
 * The site's framework-free browser modules (app/enhance/<name>.ts), one per
 * behaviour. Content pages ship no React: their HTML works on its own and
 * each behaviour that makes it nicer is one of these small modules, loaded
 * only on the pages that have it (decision 0038).
 */
import { isWorkspacePage } from "./page-chrome.ts";

export const enhancements = [
  "menu",
  "image-fallback",
  "carousel",
  "guides",
  "calculator",
  "map",
  "shortcuts",
] as const;
export type Enhancement = (typeof enhancements)[number];

/**
 * What a route module's `handle` says about the browser code of its page.
 * `enhancements` may depend on the route id, for a module that serves several
 * routes (the six product pages share one).
 */
export interface PageHandle {
  /** A content page: rendered without React Router's scripts. */
  hydrate?: false;
  enhancements?:
    readonly Enhancement[] | ((routeId: string) => readonly Enhancement[]);
}

/** The handle of a content page: no framework JavaScript, only these modules. */
export function contentPage(
  enhancements: PageHandle["enhancements"] = [],
): PageHandle {
  return { hydrate: false, enhancements };
}

/** Every public page has the site header, and so its small-screen menu. */
const everyPublicPage: readonly Enhancement[] = ["menu"];

/**
 * The browser code of the page the matched routes make up: whether React
 * hydrates it (yes, unless a matched route is a content page) and which
 * modules it loads.
 */
export function pageScripts(
  matches: readonly { id: string; handle?: unknown }[],
): { hydrate: boolean; modules: Enhancement[] } {
  const modules = new Set(isWorkspacePage(matches) ? [] : everyPublicPage);
  let hydrate = true;
  for (const match of matches) {
    const handle = match.handle as PageHandle | undefined;
    if (!handle) continue;
    if (handle.hydrate === false) hydrate = false;
    const listed =
      typeof handle.enhancements === "function"
        ? handle.enhancements(match.id)
        : (handle.enhancements ?? []);
    for (const name of listed) modules.add(name);
  }
  return { hydrate, modules: [...modules] };
}
