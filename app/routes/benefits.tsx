import { QuoteCarousel } from "#app/components/company/quote-carousel.tsx";
import { IconCardGrid } from "#app/components/ui/icon-card.tsx";
import { InfoPage } from "#app/components/ui/info-page.tsx";
import { Section } from "#app/components/ui/section.tsx";
import {
  benefitsMeta,
  healthBenefitsPage as page,
} from "#app/content/health-benefits.ts";
import { staticPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage(["carousel"]);

export const meta = () => staticPageMeta(benefitsMeta);

export default function Benefits() {
  return (
    <InfoPage page={page}>
      <Section id="core-benefits" title={page.core}>
        <IconCardGrid
          items={page.core.cards}
          columns="2 on phones, 3 from lg"
          dense
        />
      </Section>
      <Section id="additional-advantages" title={page.additional} tone="muted">
        <IconCardGrid
          items={page.additional.cards}
          columns="2 on phones, 4 from lg"
          dense
        />
      </Section>
      <Section id="member-quotes" title={page.quotes} tone="brand">
        <QuoteCarousel
          quotes={page.quotes.quotes}
          labels={page.quotes.carousel}
        />
      </Section>
    </InfoPage>
  );
}
