import { useLocation } from "react-router";

import { inLocale, localeOfPath, type Locale } from "./locale.ts";

/**
 * The language of the page being rendered, read from its path: every
 * component asks the same question the same way, with no provider to
 * forget, and a prerendered page never depends on the visitor's headers.
 */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The twin of a content module (or of one of its parts) for this page's language. */
export function useLocalized<T>(twins: { en: T; es: T }): T {
  return inLocale(twins, useLocale());
}
