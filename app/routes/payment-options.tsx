import { PaymentMethodCard } from "#app/components/company/payment-method-card.tsx";
import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { InfoPage } from "#app/components/ui/info-page.tsx";
import { Section } from "#app/components/ui/section.tsx";
import {
  paymentOptionsMeta,
  paymentPage as page,
} from "#app/content/payment-methods.ts";
import { staticPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage();

export const meta = () => staticPageMeta(paymentOptionsMeta);

export default function PaymentOptions() {
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
