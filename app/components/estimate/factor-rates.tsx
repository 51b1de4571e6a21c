import { howWeEstimateText as text } from "#app/content/how-we-estimate.ts";
import {
  HEALTH_REFERENCE_AGE,
  type Factor,
  type LineRating,
} from "#app/content/rating.ts";
import {
  bandLabels,
  formatMultiplier,
  listInWords,
} from "#app/lib/estimate/describe.ts";
import { formatUsd } from "#app/lib/money.ts";

import { RateTable } from "./rate-table";

const columns = [text.answerColumn, text.multiplierColumn] as const;

/** One factor of a line: its name, why it moves the price and every multiplier. */
export function FactorRates({
  table,
  factor,
}: {
  table: LineRating;
  factor: Factor;
}) {
  const caption = text.factorCaption(factor.label);
  return (
    <div className="mt-8">
      <h3 className="text-xl font-semibold text-brand-900">{factor.label}</h3>
      <p className="mt-2">{factor.explanation}</p>
      {factor.plans && (
        <p className="mt-2">{text.appliesTo(listInWords(factor.plans))}</p>
      )}
      <FactorBody factor={factor} table={table} caption={caption} />
    </div>
  );
}

function FactorBody({
  table,
  factor,
  caption,
}: {
  table: LineRating;
  factor: Factor;
  caption: string;
}) {
  const question = table.questions.find(
    (item) => item.name === factor.question,
  )!;
  switch (factor.kind) {
    case "choice":
      return (
        <RateTable
          caption={caption}
          columns={columns}
          rows={(question.options ?? []).map((option) => [
            option.label,
            formatMultiplier(factor.multipliers[option.value]!),
          ])}
        />
      );
    case "bands": {
      const labels = bandLabels(factor.bands, question);
      return (
        <RateTable
          caption={caption}
          columns={columns}
          rows={factor.bands.map((band, index) => [
            labels[index]!,
            formatMultiplier(band.multiplier),
          ])}
        />
      );
    }
    case "area":
      return (
        <p className="mt-2">
          <a href="#zip-areas" className="text-brand-700 underline">
            {text.areaNote}
          </a>
        </p>
      );
    case "coverage":
      return (
        <>
          <p className="mt-2">{text.coverageFormula(factor.fixedShare)}</p>
          <RateTable
            caption={text.coverageCaption}
            columns={[text.planColumn, text.amountColumn]}
            rows={Object.entries(factor.reference).map(([plan, amount]) => [
              plan,
              formatUsd(amount),
            ])}
          />
        </>
      );
    case "people": {
      if (factor.children.kind === "oldest-charged")
        return (
          <p className="mt-2">
            {text.peopleHealth(factor.referenceWeight, HEALTH_REFERENCE_AGE)}{" "}
            <a href="#age-curve" className="text-brand-700 underline">
              {text.ageCurveLink}
            </a>
          </p>
        );
      const labels = bandLabels(factor.weights, question);
      return (
        <>
          <p className="mt-2">{text.peopleTravel}</p>
          <RateTable
            caption={caption}
            columns={[text.ageColumn, text.multiplierColumn]}
            rows={factor.weights.map((band, index) => [
              labels[index]!,
              formatMultiplier(band.multiplier),
            ])}
          />
        </>
      );
    }
    case "tobacco-users":
      return (
        <RateTable
          caption={caption}
          columns={columns}
          rows={[
            [text.tobaccoNone, formatMultiplier(1)],
            [text.tobaccoEach, formatMultiplier(factor.surcharge)],
          ]}
        />
      );
  }
}
