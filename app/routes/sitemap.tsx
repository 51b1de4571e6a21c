import { NavLink } from "react-router";

import { InfoPage } from "#app/components/ui/info-page.tsx";
import { sitemapPage as page } from "#app/content/sitemap.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

export const meta = () => staticPageMeta("/sitemap");

const headingClasses = "text-2xl font-bold text-brand-900";

export default function SitemapPage() {
  return (
    <InfoPage page={page}>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:px-8">
        <nav aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages" className={headingClasses}>
            {page.pages.heading}
          </h2>
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
        </nav>
        <section aria-labelledby="sitemap-products">
          <h2 id="sitemap-products" className={headingClasses}>
            {page.products.heading}
          </h2>
          <ul className="mt-6 list-disc space-y-3 pl-5 text-slate-700">
            {page.products.items.map((product) => (
              <li key={product}>{product}</li>
            ))}
          </ul>
        </section>
      </div>
    </InfoPage>
  );
}
