import { NavLink } from "#app/components/ui/site-link.tsx";

import { InfoPage } from "#app/components/ui/info-page.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import * as english from "#app/content/sitemap.ts";
import * as spanish from "#app/content/es/sitemap.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

/** Serves /sitemap and its Spanish twin /es/sitemap. */
const twins = { en: english, es: spanish };

export const handle = { ...spanishSite, ...contentPage() };

export const meta = twinPageMeta(twins, (content) => content.sitemapMeta);

export default function SitemapPage() {
  const { sitemapPage: page } = useLocalized(twins);
  return (
    <InfoPage page={page}>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8">
        <Panel as="nav" id="sitemap-pages" heading={page.pages.heading}>
          <ul className="mt-6 space-y-3">
            {page.pages.links.map((link) => (
              <li key={link.href}>
                <NavLink
                  to={link.href}
                  end
                  className="font-medium text-brand-700 hover:text-brand-800 hover:underline"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel id="sitemap-products" heading={page.products.heading}>
          <ul className="mt-6 list-disc space-y-3 pl-5 text-slate-700">
            {page.products.items.map((product) => (
              <li key={product}>{product}</li>
            ))}
          </ul>
        </Panel>
      </div>
    </InfoPage>
  );
}
