import { howWeEstimateText as text } from "#app/content/how-we-estimate.ts";
import { productLineTitle } from "#app/content/product-lines.ts";
import type { LineRating } from "#app/content/rating.ts";
import { percent } from "#app/lib/estimate/describe.ts";
import { formatUsd } from "#app/lib/money.ts";
import { Panel } from "#app/components/ui/panel.tsx";

import { FactorRates } from "./factor-rates";
import { RateTable } from "./rate-table";

/** One line's part of the rating table: its displayed prices, reference profile, range, rule and factors. */
export function LineRates({ table }: { table: LineRating }) {
  const title = productLineTitle(table.line);
  return (
    <Panel id={`${table.line}-rates`} heading={title}>
      <RateTable
        caption={text.displayedPricesCaption(title)}
        columns={[text.planColumn, text.priceColumn]}
        rows={table.plans.map((plan) => [
          plan.name,
          `${formatUsd(plan.price)} ${text.perPeriod[table.period]}`,
        ])}
      />
      <dl className="mt-6 space-y-4">
        <div>
          <dt className="font-semibold text-slate-800">
            {text.referenceLabel}
          </dt>
          <dd className="mt-1">{table.reference.description}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">{text.rangeLabel}</dt>
          <dd className="mt-1">
            {text.rangeText(percent(table.rangeWidth), table.rangeReason)}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">
            {text.recommendationLabel}
          </dt>
          <dd className="mt-1">
            {text.recommendationText(table.recommendation.rule)}
          </dd>
        </div>
      </dl>
      {table.factors.map((factor) => (
        <FactorRates key={factor.question} table={table} factor={factor} />
      ))}
    </Panel>
  );
}
