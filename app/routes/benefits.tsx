import { QuoteCarousel } from "~/components/company/quote-carousel";
import { CtaSection } from "~/components/ui/cta-section";
import { IconCardGrid } from "~/components/ui/icon-card-grid";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import {
  additionalAdvantages,
  additionalAdvantagesSection,
  coreBenefits,
  coreBenefitsSection,
  healthBenefitsCta,
  healthBenefitsHero,
  healthQuotes,
  healthQuotesSection,
} from "~/content/health-benefits";
import { staticPageMeta } from "~/lib/seo";

export const meta = () => staticPageMeta("/benefits");

export default function Benefits() {
  return (
    <>
      <PageHero {...healthBenefitsHero} />
      <Section
        id="core-benefits"
        heading={coreBenefitsSection.heading}
        intro={coreBenefitsSection.intro}
      >
        <IconCardGrid items={coreBenefits} columns={3} />
      </Section>
      <Section
        id="additional-advantages"
        heading={additionalAdvantagesSection.heading}
        intro={additionalAdvantagesSection.intro}
        tone="muted"
      >
        <IconCardGrid items={additionalAdvantages} columns={4} />
      </Section>
      <Section
        id="member-quotes"
        heading={healthQuotesSection.heading}
        intro={healthQuotesSection.intro}
        tone="brand"
      >
        <QuoteCarousel
          quotes={healthQuotes}
          labels={healthQuotesSection.carousel}
        />
      </Section>
      <CtaSection cta={healthBenefitsCta} />
    </>
  );
}
