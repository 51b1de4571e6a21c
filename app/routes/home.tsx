import { BenefitsSection } from "~/components/home/benefits-section";
import { FaqAccordion } from "~/components/home/faq-accordion";
import { HomeFinalCta } from "~/components/home/home-final-cta";
import { HomeHero } from "~/components/home/home-hero";
import { ServicesSection } from "~/components/home/services-section";
import { TestimonialsSection } from "~/components/home/testimonials-section";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { Section } from "~/components/ui/section";
import { faqItems, faqSection } from "~/content/faq";
import {
  benefitsSection,
  homeFinalCta,
  homeHero,
  servicesSection,
  testimonialsSection,
  whyChooseUs,
} from "~/content/home";
import { products } from "~/content/products";
import { testimonials } from "~/content/testimonials";
import { insuranceAgency, staticPageMeta } from "~/lib/seo";

import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  staticPageMeta("/", { structuredData: [insuranceAgency()] });

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
      <Section id="faq" heading={faqSection.heading} intro={faqSection.intro}>
        <FaqAccordion items={faqItems} />
      </Section>
      <HomeFinalCta cta={homeFinalCta} />
    </>
  );
}
