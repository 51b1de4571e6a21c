import { PaymentMethodCard } from "#app/components/company/payment-method-card.tsx";
import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { InfoPage } from "#app/components/ui/info-page.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as english from "#app/content/payment-methods.ts";
import * as spanish from "#app/content/es/payment-methods.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

/** Serves /payment-options and its Spanish twin /es/payment-options. */
const twins = { en: english, es: spanish };

export const handle = { ...spanishSite, ...contentPage() };

export const meta = twinPageMeta(
  twins,
  (content) => content.paymentOptionsMeta,
);

export default function PaymentOptions() {
  const { paymentPage: page } = useLocalized(twins);
  const { methods } = page;
  return (
    <InfoPage page={page}>
      <Section id="payment-methods" title={methods}>
        <CardGrid items={methods.cards}>
          {(method) => (
            <PaymentMethodCard
              method={method}
              methodsLabel={methods.methodsLabel}
            />
          )}
        </CardGrid>
      </Section>
    </InfoPage>
  );
}
