import type {
  howWeEstimateText,
  RatingTableWords,
} from "#app/content/how-we-estimate.ts";
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

type Text = typeof howWeEstimateText;
type Words = RatingTableWords["lines"][keyof RatingTableWords["lines"]];

/**
 * A line's words looked up by question name, and a plan's name in the
 * page's language by its English name (rating.ts keys plans by it).
 */
export function lineWords(table: LineRating, words: Words) {
  const byQuestion = <T,>(record: object, name: string) =>
    (record as Readonly<Record<string, T>>)[name];
  return {
    factor: (name: string) =>
      byQuestion<{ label: string; explanation: string }>(words.factors, name)!,
    option: (name: string, value: string, fallback: string) =>
      byQuestion<Readonly<Record<string, string>>>(words.options, name)?.[
        value
      ] ?? fallback,
    unit: (name: string) => byQuestion<string>(words.units, name),
    plan: (englishName: string) =>
      words.plans[table.plans.findIndex((plan) => plan.name === englishName)] ??
      englishName,
  };
}

/** One factor of a line: its name, why it moves the price and every multiplier. */
export function FactorRates({
  table,
  factor,
  text,
  words,
}: {
  table: LineRating;
  factor: Factor;
  text: Text;
  words: ReturnType<typeof lineWords>;
}) {
  const { label, explanation } = words.factor(factor.question);
  const caption = text.factorCaption(label);
  return (
    <div className="mt-8">
      <h3 className="text-xl font-semibold text-brand-900">{label}</h3>
      <p className="mt-2">{explanation}</p>
      {factor.plans && (
        <p className="mt-2">
          {text.appliesTo(
            listInWords(factor.plans.map(words.plan), text.rangeWords),
          )}
        </p>
      )}
      <FactorBody
        factor={factor}
        table={table}
        caption={caption}
        text={text}
        words={words}
      />
    </div>
  );
}

function FactorBody({
  table,
  factor,
  caption,
  text,
  words,
}: {
  table: LineRating;
  factor: Factor;
  caption: string;
  text: Text;
  words: ReturnType<typeof lineWords>;
}) {
  const columns = [text.answerColumn, text.multiplierColumn] as const;
  const question = table.questions.find(
    (item) => item.name === factor.question,
  )!;
  const unit = words.unit(question.name);
  switch (factor.kind) {
    case "choice":
      return (
        <RateTable
          caption={caption}
          columns={columns}
          rows={(question.options ?? []).map((option) => [
            words.option(question.name, option.value, option.label),
            formatMultiplier(factor.multipliers[option.value]!),
          ])}
        />
      );
    case "bands": {
      const labels = bandLabels(factor.bands, question, text.rangeWords, unit);
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
              words.plan(plan),
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
      const labels = bandLabels(
        factor.weights,
        question,
        text.rangeWords,
        unit,
      );
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
