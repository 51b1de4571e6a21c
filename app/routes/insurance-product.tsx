import { ProductGrid } from "#app/components/products/product-grid.tsx";
import { InfoPage } from "#app/components/ui/info-page.tsx";
import { Section } from "#app/components/ui/section.tsx";
import {
  insuranceProductMeta,
  products,
  productsOverview,
  productsOverviewPage as page,
} from "#app/content/products.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/insurance-product";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage();

export const meta: Route.MetaFunction = () =>
  staticPageMeta(insuranceProductMeta);

export default function InsuranceProducts() {
  return (
    <InfoPage page={page}>
      <Section id="products" title={page.cards}>
        <ProductGrid
          products={products}
          linkLabel={productsOverview.cardLinkLabel}
          popularBadge={productsOverview.popularBadge}
          estimateLabel={productsOverview.estimateLinkLabel}
        />
      </Section>
    </InfoPage>
  );
}
