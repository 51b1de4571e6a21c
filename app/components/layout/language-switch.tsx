import { Link as RouterLink, useLocation } from "react-router";

import { useSiteWords } from "#app/lib/site-words.ts";
import { cn } from "#app/lib/cn.ts";
import {
  englishPathOf,
  hasSpanishTwin,
  localeOfPath,
  pathIn,
} from "#app/lib/locale.ts";

/**
 * A plain link to this page in the other language, shown where the page
 * has a twin. It names the other language in that language, says so with
 * lang and hreflang, and never redirects: prerendered pages do not vary by
 * Accept-Language (decision 0082).
 */
export function LanguageSwitch({
  className,
  paragraph = false,
}: {
  className?: string;
  /** Set in a paragraph of its own (the footer's), which is left out with it. */
  paragraph?: boolean;
}) {
  const { pathname } = useLocation();
  // Each language's words name the other language, in that language:
  // English pages say "Español", Spanish pages "English".
  const { label } = useSiteWords().languageSwitch;
  const locale = localeOfPath(pathname);
  const englishPath = englishPathOf(pathname);
  if (!hasSpanishTwin(englishPath)) return null;
  const other = locale === "en" ? "es" : "en";
  const link = (
    <RouterLink
      to={pathIn(englishPath, other)}
      lang={other}
      hrefLang={other}
      data-language-switch=""
      className={cn(
        "rounded-md font-semibold underline-offset-4 hover:underline",
        className,
      )}
    >
      {label}
    </RouterLink>
  );
  return paragraph ? <p>{link}</p> : link;
}
