import { Section } from "#app/components/ui/section.tsx";
import type { PlansSection } from "#app/content/product-pages.ts";
import { productsOverview } from "#app/content/products.ts";
import type { ProductLine } from "#app/content/shared.ts";
import { quoteHref } from "#app/lib/quote-link.ts";

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
