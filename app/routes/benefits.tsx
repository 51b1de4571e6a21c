import { QuoteCarousel } from "#app/components/company/quote-carousel.tsx";
import { CtaSection } from "#app/components/ui/cta-section.tsx";
import { IconCardGrid } from "#app/components/ui/icon-card-grid.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import {
  additionalAdvantages,
  additionalAdvantagesSection,
  coreBenefits,
  coreBenefitsSection,
  healthBenefitsCta,
  healthBenefitsHero,
  healthQuotes,
  healthQuotesSection,
} from "#app/content/health-benefits.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

export const meta = () => staticPageMeta("/benefits");

export default function Benefits() {
  return (
    <>
      <PageHero {...healthBenefitsHero} />
      <Section id="core-benefits" title={coreBenefitsSection}>
        <IconCardGrid items={coreBenefits} columns={3} />
      </Section>
      <Section
        id="additional-advantages"
        title={additionalAdvantagesSection}
        tone="muted"
      >
        <IconCardGrid items={additionalAdvantages} columns={4} />
      </Section>
      <Section id="member-quotes" title={healthQuotesSection} tone="brand">
        <QuoteCarousel
          quotes={healthQuotes}
          labels={healthQuotesSection.carousel}
        />
      </Section>
      <CtaSection cta={healthBenefitsCta} />
    </>
  );
}
