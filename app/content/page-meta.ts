import { company } from "./company.ts";

/** The <title> and meta description of a page, and whether search engines should index it. */
export interface PageMeta {
  title: string;
  description: string;
  indexable: boolean;
}

/**
 * A static route's meta texts with the path they belong to. Each lives in the
 * content module of its page, so a route's browser bundle carries its own
 * title and description, not every page's (app/content/pages.ts gathers them
 * for the sitemap, the tests and the benchmarks).
 */
export interface StaticPage<Path extends string = string> extends PageMeta {
  path: Path;
}

/** "About Us" → "About Us | Harborline Insurance". */
export function pageTitle(name: string): string {
  return `${name} | ${company.name}`;
}

export function pageMeta(
  name: string,
  description: string,
  indexable = true,
): PageMeta {
  return { title: pageTitle(name), description, indexable };
}

export function staticPage<const Path extends `/${string}`>(
  path: Path,
  name: string,
  description: string,
  indexable = true,
): StaticPage<Path> {
  return { path, ...pageMeta(name, description, indexable) };
}

/** Meta descriptions are shown cut at about 160 characters; cut at a word instead. */
export function truncateDescription(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
}
