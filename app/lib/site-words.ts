import { createContext, use } from "react";

import { errorPages } from "#app/content/errors.ts";
import {
  errorSummary,
  formControls,
  toastRegion,
} from "#app/content/form-parts.ts";
import {
  footerGroups,
  headerButtons,
  headerLinks,
  languageSwitch,
  layoutText,
} from "#app/content/navigation.ts";

/**
 * The words of the site's frame (header, footer, skip link, language
 * switch, error pages, toasts) and of the shared form parts, in English.
 * Every hydrating page's first load carries them (the root's chunk), and
 * they are what a page without a Spanish twin shows (decision 0092).
 */
export const englishSiteWords = {
  errorPages,
  errorSummary,
  formControls,
  toastRegion,
  footerGroups,
  headerButtons,
  headerLinks,
  languageSwitch,
  layoutText,
};
export type SiteWords = typeof englishSiteWords;

/**
 * What a route module serving a Spanish path puts in its `handle`: the
 * frame's words in Spanish (app/lib/spanish-site-words.ts). The root reads
 * them from the matched routes, so only a Spanish page's own chunks carry
 * them.
 */
export interface SpanishSiteHandle {
  spanishSiteWords: SiteWords;
}

/** The frame's words of the page the matched routes make up, in its language. */
export function siteWordsOf(
  matches: readonly { handle?: unknown }[],
  spanish: boolean,
): SiteWords {
  if (!spanish) return englishSiteWords;
  for (const { handle } of matches.toReversed()) {
    const words = (handle as Partial<SpanishSiteHandle> | undefined)
      ?.spanishSiteWords;
    if (words) return words;
  }
  return englishSiteWords;
}

const SiteWordsContext = createContext<SiteWords>(englishSiteWords);

/** Given by the root (app/root.tsx) around the whole page, error pages included. */
export const SiteWordsProvider = SiteWordsContext;

/** The frame's and the form parts' words of this page. */
export function useSiteWords(): SiteWords {
  return use(SiteWordsContext);
}
