import { ProductGrid } from "~/components/products/product-grid";
import { CtaSection } from "~/components/ui/cta-section";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { servicesSection } from "~/content/home";
import { products, productsOverview } from "~/content/products";
import { staticPageMeta } from "~/lib/seo";

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
      <Section
        id="products"
        heading={cardsIntro.heading}
        intro={cardsIntro.intro}
      >
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
