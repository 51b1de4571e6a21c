import { useId } from "react";

import { Icon } from "#app/components/ui/icon.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type {
  CoverageCalculatorSection,
  ProductPageText,
} from "#app/content/product-pages.ts";
import { suggestedCoverage } from "#app/lib/life-coverage.ts";
import { formatUsd } from "#app/lib/money.ts";

/**
 * Life: suggested cover = annual income × the multiplier, updated as the
 * visitor types by the framework-free module app/enhance/calculator.ts and
 * announced politely by the <output>. The page shows the default income's
 * result and the rule in words, so the section still says everything it has
 * to say without JavaScript.
 */
export function CoverageCalculator({
  section,
  text,
}: {
  section: CoverageCalculatorSection;
  text: ProductPageText;
}) {
  const id = useId();
  const coverage = suggestedCoverage(
    String(section.defaultAnnualIncome),
    section.incomeMultiplier,
  );
  const ids = {
    input: `${id}-income`,
    hint: `${id}-hint`,
    label: `${id}-result`,
  };
  return (
    <Section id="coverage-calculator" title={section} tone="brand">
      <div
        data-coverage-calculator=""
        data-multiplier={section.incomeMultiplier}
        className="mx-auto grid max-w-4xl gap-8 rounded-2xl bg-white p-6 shadow-sm sm:p-10 md:grid-cols-2"
      >
        <div>
          <label
            htmlFor={ids.input}
            className="block text-lg font-semibold text-brand-900"
          >
            {section.incomeLabel}
          </label>
          <div className="mt-3 flex items-center rounded-md border border-slate-400 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-600">
            <span aria-hidden="true" className="pl-4 text-lg text-slate-600">
              $
            </span>
            <input
              id={ids.input}
              type="number"
              inputMode="numeric"
              min={section.minAnnualIncome}
              max={section.maxAnnualIncome}
              step={section.incomeStep}
              data-coverage-income=""
              defaultValue={section.defaultAnnualIncome}
              aria-describedby={ids.hint}
              className="w-full rounded-md px-2 py-3 text-lg focus:outline-none"
            />
          </div>
          <p id={ids.hint} className="mt-2 text-sm text-slate-600">
            {text.incomeRange(
              formatUsd(section.minAnnualIncome),
              formatUsd(section.maxAnnualIncome),
            )}
          </p>
        </div>
        <div className="flex flex-col justify-center rounded-xl bg-brand-900 p-6 text-white">
          <p id={ids.label} className="flex items-center gap-2 text-brand-100">
            <Icon name="calculator" size={20} />
            {section.resultLabel}
          </p>
          <output
            htmlFor={ids.input}
            aria-labelledby={ids.label}
            aria-live="polite"
            aria-atomic="true"
            className="mt-2 block text-4xl font-extrabold tracking-tight"
          >
            {coverage === undefined ? "—" : formatUsd(coverage)}
          </output>
          <p className="mt-3 text-sm text-brand-100">
            {section.resultLabel} = {section.incomeLabel.toLowerCase()} ×{" "}
            {section.incomeMultiplier}
          </p>
        </div>
      </div>
      <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-slate-600">
        {section.disclaimer}
      </p>
    </Section>
  );
}
