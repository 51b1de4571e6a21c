import { ProductGrid } from "#app/components/products/product-grid.tsx";
import { InfoPage } from "#app/components/ui/info-page.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as english from "#app/content/products.ts";
import * as spanish from "#app/content/es/products.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { useLocalized } from "#app/lib/use-locale.ts";

import { contentPage } from "#app/lib/enhancements.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

/** Serves /insurance-product and its Spanish twin /es/insurance-product. */
const twins = { en: english, es: spanish };

export const handle = { ...spanishSite, ...contentPage() };

export const meta = twinPageMeta(
  twins,
  (content) => content.insuranceProductMeta,
);

export default function InsuranceProducts() {
  const {
    products,
    productsOverview,
    productsOverviewPage: page,
  } = useLocalized(twins);
  return (
    <InfoPage page={page}>
      <Section id="products" title={page.cards}>
        <ProductGrid
          products={products}
          linkLabel={productsOverview.cardLinkLabel}
          popularBadge={productsOverview.popularBadge}
          estimateLabel={productsOverview.estimateLinkLabel}
          estimateContext={productsOverview.estimateLinkContext}
        />
      </Section>
    </InfoPage>
  );
}
