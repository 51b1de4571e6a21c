import { HelpLinks } from "#app/components/company/help-links.tsx";
import { PaymentMethodCard } from "#app/components/company/payment-method-card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import {
  paymentAssistance,
  paymentHero,
  paymentMethods,
  paymentMethodsSection,
} from "#app/content/payment-methods.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

export const meta = () => staticPageMeta("/payment-options");

export default function PaymentOptions() {
  return (
    <>
      <PageHero {...paymentHero} />
      <Section id="payment-methods" title={paymentMethodsSection}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {paymentMethods.map((method) => (
            <li key={method.id}>
              <PaymentMethodCard
                method={method}
                methodsLabel={paymentMethodsSection.methodsLabel}
              />
            </li>
          ))}
        </ul>
      </Section>
      <HelpLinks id="need-assistance" section={paymentAssistance} />
    </>
  );
}
