import { Icon } from "#app/components/ui/icon.tsx";
import { PhoneLink } from "#app/components/ui/phone-link.tsx";
import { useSyncExternalStore } from "react";
import { Link } from "#app/components/ui/site-link.tsx";

import { company, companyAddressLine } from "#app/content/company.ts";
import { useSiteWords } from "#app/lib/site-words.ts";

import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

export function SiteFooter() {
  const year = useCurrentYear();
  const { footerGroups, layoutText } = useSiteWords();
  return (
    <footer className="on-dark bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <Logo inverted />
          <address className="mt-6 space-y-3 not-italic">
            <p className="flex gap-3">
              <Icon
                name="map-pin"
                size={20}
                className="shrink-0 text-accent-400"
              />
              <span>{companyAddressLine}</span>
            </p>
            <p className="flex gap-3">
              <Icon
                name="phone"
                size={20}
                className="shrink-0 text-accent-400"
              />
              <PhoneLink className="hover:text-white hover:underline" />
            </p>
            <p className="flex gap-3">
              <Icon
                name="mail"
                size={20}
                className="shrink-0 text-accent-400"
              />
              <a
                href={`mailto:${company.email}`}
                className="hover:text-white hover:underline"
              >
                {company.email}
              </a>
            </p>
          </address>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {group.title}
            </h2>
            <ul className="mt-4 space-y-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-sm text-slate-300 sm:px-6 lg:px-8">
          <p>{layoutText.copyright(year)}</p>
          <p>{layoutText.disclaimer}</p>
          <LanguageSwitch paragraph className="text-white underline" />
        </div>
      </div>
    </footer>
  );
}

const noSubscription = () => () => {};
const buildYear = new Date().getFullYear();

/**
 * Static pages are rendered at build time; after hydration the browser's own
 * clock gives the current year.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  );
}
