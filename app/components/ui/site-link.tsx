import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from "react-router";

import { localizeHref, type Locale } from "#app/lib/locale.ts";
import { useLocale } from "#app/lib/use-locale.ts";

/**
 * The attributes of a link written in the content with its English href,
 * on a page in `locale`: on a Spanish page it goes to the Spanish twin, and
 * where there is none yet (or never will be, as the portal) it says its
 * target is English (hreflang), so a visitor and a search engine know.
 */
function localized(to: LinkProps["to"], locale: Locale) {
  if (typeof to !== "string" || locale === "en") return { to };
  const href = localizeHref(to, locale);
  return href === to && to.startsWith("/")
    ? { to, hrefLang: "en" }
    : { to: href };
}

/** react-router's Link, in the page's language (see `localized`). */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink {...props} {...localized(to, useLocale())} />;
}

/**
 * react-router's NavLink, in the page's language. A link to the Spanish
 * home ("/es", "/es#services") is current only there, as "/" is in English,
 * not on every page under /es.
 */
export function NavLink({ to, end, ...props }: NavLinkProps) {
  const link = localized(to, useLocale());
  const spanishHome =
    typeof link.to === "string" && /^\/es(?:[?#]|$)/.test(link.to);
  return <RouterNavLink {...props} {...link} end={end ?? spanishHome} />;
}
