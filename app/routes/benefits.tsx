import { QuoteCarousel } from "#app/components/company/quote-carousel.tsx";
import { IconCardGrid } from "#app/components/ui/icon-card.tsx";
import { InfoPage } from "#app/components/ui/info-page.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as english from "#app/content/health-benefits.ts";
import * as spanish from "#app/content/es/health-benefits.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

/** Serves /benefits and its Spanish twin /es/benefits. */
const twins = { en: english, es: spanish };

export const handle = { ...spanishSite, ...contentPage(["carousel"]) };

export const meta = twinPageMeta(twins, (content) => content.benefitsMeta);

export default function Benefits() {
  const { healthBenefitsPage: page } = useLocalized(twins);
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
