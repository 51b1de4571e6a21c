import { ProductGrid } from "#app/components/products/product-grid.tsx";
import { CtaSection } from "#app/components/ui/cta-section.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { servicesSection } from "#app/content/home.ts";
import { products, productsOverview } from "#app/content/products.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/insurance-product";

export const meta: Route.MetaFunction = () =>
  staticPageMeta("/insurance-product");

export default function InsuranceProducts() {
  const { hero, cardsIntro, bundle } = productsOverview;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
      />
      <Section id="products" title={cardsIntro}>
        <ProductGrid
          products={products}
          linkLabel={productsOverview.cardLinkLabel}
          popularBadge={productsOverview.popularBadge}
          fallbackHref={servicesSection.fallbackHref}
        />
      </Section>
      <CtaSection
        cta={{
          heading: bundle.heading,
          text: bundle.text,
          actions: [bundle.action],
        }}
      />
    </>
  );
}
