import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { PlansSection } from "#app/content/product-pages.ts";
import { productsOverview } from "#app/content/products.ts";
import type { ProductLine } from "#app/content/shared.ts";
import { estimateHref, quoteHref } from "#app/lib/quote-link.ts";

import { PlanCard } from "./plan-card";

/** The three plans of a line, each with its quote (or Choose Plan) button: to the estimate or, where the spec says so, the contact form. */
export function PlanCards({
  line,
  plans,
}: {
  line: ProductLine;
  plans: PlansSection;
}) {
  return (
    <Section id="plans" title={plans}>
      <CardGrid items={plans.plans} columns="3 from lg" gap="gap-8">
        {(plan) => (
          <PlanCard
            plan={plan}
            badge={productsOverview.popularBadge}
            ctaLabel={plans.ctaLabel}
            ctaHref={
              plans.ctaGoesTo === "estimate"
                ? estimateHref(line, plan.name)
                : quoteHref(line, plan.name)
            }
          />
        )}
      </CardGrid>
    </Section>
  );
}
