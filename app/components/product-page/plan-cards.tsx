import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import {
  productPages as englishPages,
  type PlansSection,
  type ProductPageText,
} from "#app/content/product-pages.ts";
import type { ProductLine } from "#app/content/shared.ts";
import { estimateHref, quoteHref } from "#app/lib/quote-link.ts";

import { PlanCard } from "./plan-card";

/** The three plans of a line, each with its quote (or Choose Plan) button: to the estimate or, where the spec says so, the contact form. */
export function PlanCards({
  line,
  plans,
  text,
}: {
  line: ProductLine;
  plans: PlansSection;
  text: ProductPageText;
}) {
  // The estimate and the contact form know a plan by its English name, a
  // fact the translations do not change.
  const planKey = (index: number) =>
    englishPages[line].plans?.plans[index]?.name ?? plans.plans[index]!.name;
  return (
    <Section id="plans" title={plans}>
      <CardGrid items={plans.plans} columns="3 from lg" gap="gap-8">
        {(plan, index) => (
          <PlanCard
            plan={plan}
            text={text}
            ctaLabel={plans.ctaLabel}
            ctaHref={
              plans.ctaGoesTo === "estimate"
                ? estimateHref(line, planKey(index))
                : quoteHref(line, planKey(index))
            }
          />
        )}
      </CardGrid>
      <p className="mx-auto mt-8 max-w-3xl text-center text-slate-700">
        {text.samplePrices.text}{" "}
        <TextLink to={estimateHref(line)}>{text.samplePrices.link}</TextLink>
      </p>
    </Section>
  );
}
