import { errorPages } from "#app/content/es/errors.ts";
import {
  errorSummary,
  formControls,
  toastRegion,
} from "#app/content/es/form-parts.ts";
import {
  footerGroups,
  headerButtons,
  headerLinks,
  languageSwitch,
  layoutText,
} from "#app/content/es/navigation.ts";

import type { SiteWords, SpanishSiteHandle } from "./site-words.ts";

/** The frame's and the shared form parts' words in Spanish (./site-words.ts). */
export const spanishSiteWords: SiteWords = {
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

/**
 * The part of a `handle` that every route module serving a Spanish path
 * spreads into its own (`{ ...spanishSite, ...contentPage() }`); a unit
 * test holds each /es route to it (tests/unit/site-words.test.ts).
 */
export const spanishSite: SpanishSiteHandle = { spanishSiteWords };
