import { HelpLinks } from "~/components/company/help-links";
import { PaymentMethodCard } from "~/components/company/payment-method-card";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import {
  paymentAssistance,
  paymentHero,
  paymentMethods,
  paymentMethodsSection,
} from "~/content/payment-methods";
import { staticPageMeta } from "~/lib/seo";

export const meta = () => staticPageMeta("/payment-options");

export default function PaymentOptions() {
  return (
    <>
      <PageHero {...paymentHero} />
      <Section
        id="payment-methods"
        heading={paymentMethodsSection.heading}
        intro={paymentMethodsSection.intro}
      >
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
