import { BenefitsSection } from "#app/components/home/benefits-section.tsx";
import { FaqAccordion } from "#app/components/home/faq-accordion.tsx";
import { HomeFinalCta } from "#app/components/home/home-final-cta.tsx";
import { HomeHero } from "#app/components/home/home-hero.tsx";
import { ServicesSection } from "#app/components/home/services-section.tsx";
import { TestimonialsSection } from "#app/components/home/testimonials-section.tsx";
import { WhyChooseUs } from "#app/components/home/why-choose-us.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as faqEnglish from "#app/content/faq.ts";
import * as faqSpanish from "#app/content/es/faq.ts";
import * as homeEnglish from "#app/content/home.ts";
import * as homeSpanish from "#app/content/es/home.ts";
import * as productsEnglish from "#app/content/products.ts";
import * as productsSpanish from "#app/content/es/products.ts";
import * as testimonialsEnglish from "#app/content/testimonials.ts";
import * as testimonialsSpanish from "#app/content/es/testimonials.ts";
import { inLocale, localeOfPath } from "#app/lib/locale.ts";
import { insuranceAgency } from "#app/lib/content-seo.ts";
import { staticPageMeta } from "#app/lib/seo.ts";
import { useLocale } from "#app/lib/use-locale.ts";

import type { Route } from "./+types/home";
import { contentPage } from "#app/lib/enhancements.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

/** Serves / and its Spanish twin /es; the path picks the language. */
const home = { en: homeEnglish, es: homeSpanish };
const faq = { en: faqEnglish, es: faqSpanish };
const products = { en: productsEnglish, es: productsSpanish };
const testimonials = { en: testimonialsEnglish, es: testimonialsSpanish };

export const handle = { ...spanishSite, ...contentPage(["image-fallback"]) };

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const text = inLocale(home, locale);
  return staticPageMeta(text.homeMeta, {
    locale,
    structuredData: [insuranceAgency(text.agencySummary)],
  });
};

export default function Home() {
  const locale = useLocale();
  const text = inLocale(home, locale);
  const { faqItems, faqSection } = inLocale(faq, locale);
  const { ratingLabel, testimonials: quotes } = inLocale(testimonials, locale);
  return (
    <>
      <HomeHero hero={text.homeHero} />
      <WhyChooseUs section={text.whyChooseUs} />
      <ServicesSection
        section={text.servicesSection}
        products={inLocale(products, locale).products}
      />
      <BenefitsSection section={text.benefitsSection} />
      <TestimonialsSection
        section={text.testimonialsSection}
        testimonials={quotes}
        ratingLabel={ratingLabel}
      />
      <Section id="faq" title={faqSection}>
        <FaqAccordion items={faqItems} />
      </Section>
      <HomeFinalCta cta={text.homeFinalCta} />
    </>
  );
}
