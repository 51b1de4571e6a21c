import { Section } from "~/components/ui/section";
import type { PlansSection } from "~/content/product-pages";
import { productsOverview } from "~/content/products";
import type { ProductLine } from "~/content/shared";
import { quoteHref } from "~/lib/quote-link";

import { PlanCard } from "./plan-card";

/** The three plans of a line, each with its quote (or Choose Plan) button. */
export function PlanCards({
  line,
  plans,
}: {
  line: ProductLine;
  plans: PlansSection;
}) {
  return (
    <Section id="plans" heading={plans.heading} intro={plans.intro}>
      <ul className="grid gap-8 lg:grid-cols-3">
        {plans.plans.map((plan) => (
          <li key={plan.name}>
            <PlanCard
              plan={plan}
              badge={productsOverview.popularBadge}
              ctaLabel={plans.ctaLabel}
              ctaHref={quoteHref(line, plan.name)}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
