import type {
  howWeEstimateText,
  RatingTableWords,
} from "#app/content/how-we-estimate.ts";
import type { LineRating } from "#app/content/rating.ts";
import { percent } from "#app/lib/estimate/describe.ts";
import { formatUsd } from "#app/lib/money.ts";
import { Panel } from "#app/components/ui/panel.tsx";

import { FactorRates, lineWords } from "./factor-rates";
import { RateTable } from "./rate-table";

/** One line's part of the rating table: its displayed prices, reference profile, range, rule and factors. */
export function LineRates({
  table,
  title,
  text,
  words,
}: {
  table: LineRating;
  /** The line's name in the page's language ("Auto Insurance"). */
  title: string;
  text: typeof howWeEstimateText;
  words: RatingTableWords["lines"][keyof RatingTableWords["lines"]];
}) {
  const lookup = lineWords(table, words);
  return (
    <Panel id={`${table.line}-rates`} heading={title}>
      <RateTable
        caption={text.displayedPricesCaption(title)}
        columns={[text.planColumn, text.priceColumn]}
        rows={table.plans.map((plan) => [
          lookup.plan(plan.name),
          `${formatUsd(plan.price)} ${text.perPeriod[table.period]}`,
        ])}
      />
      <dl className="mt-6 space-y-4">
        <div>
          <dt className="font-semibold text-slate-800">
            {text.referenceLabel}
          </dt>
          <dd className="mt-1">{words.reference}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">{text.rangeLabel}</dt>
          <dd className="mt-1">
            {text.rangeText(percent(table.rangeWidth), words.rangeReason)}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">
            {text.recommendationLabel}
          </dt>
          <dd className="mt-1">
            {text.recommendationText(words.recommendation)}
          </dd>
        </div>
      </dl>
      {table.factors.map((factor) => (
        <FactorRates
          key={factor.question}
          table={table}
          factor={factor}
          text={text}
          words={lookup}
        />
      ))}
    </Panel>
  );
}
