import { BenefitsSection } from "#app/components/home/benefits-section.tsx";
import { FaqAccordion } from "#app/components/home/faq-accordion.tsx";
import { HomeFinalCta } from "#app/components/home/home-final-cta.tsx";
import { HomeHero } from "#app/components/home/home-hero.tsx";
import { ServicesSection } from "#app/components/home/services-section.tsx";
import { TestimonialsSection } from "#app/components/home/testimonials-section.tsx";
import { WhyChooseUs } from "#app/components/home/why-choose-us.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { faqItems, faqSection } from "#app/content/faq.ts";
import {
  benefitsSection,
  homeFinalCta,
  homeHero,
  homeMeta,
  servicesSection,
  testimonialsSection,
  whyChooseUs,
} from "#app/content/home.ts";
import { products } from "#app/content/products.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { insuranceAgency, staticPageMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/home";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage(["image-fallback"]);

export const meta: Route.MetaFunction = () =>
  staticPageMeta(homeMeta, { structuredData: [insuranceAgency()] });

export default function Home() {
  return (
    <>
      <HomeHero hero={homeHero} />
      <WhyChooseUs section={whyChooseUs} />
      <ServicesSection section={servicesSection} products={products} />
      <BenefitsSection section={benefitsSection} />
      <TestimonialsSection
        section={testimonialsSection}
        testimonials={testimonials}
      />
      <Section id="faq" title={faqSection}>
        <FaqAccordion items={faqItems} />
      </Section>
      <HomeFinalCta cta={homeFinalCta} />
    </>
  );
}
