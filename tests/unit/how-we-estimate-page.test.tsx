import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { HowWeEstimatePage } from "#app/components/estimate/how-we-estimate-page.tsx";
import { howWeEstimateText } from "#app/content/how-we-estimate.ts";
import {
  howWeEstimateText as spanishText,
  ratingTableWords as spanishWords,
} from "#app/content/es/how-we-estimate.ts";
import {
  bundleRule,
  estimateTerms,
  healthAgeCurve,
  healthAgeCurveSource,
  pricedLines,
  rating,
  zipAreas,
} from "#app/content/rating.ts";
import {
  bandLabels,
  formatMultiplier,
  percent,
} from "#app/lib/estimate/describe.ts";
import { formatUsd } from "#app/lib/money.ts";

// /quote/how-we-estimate must publish the whole table the engine computes
// with: every displayed price, every multiplier beside the answers it is for,
// the ranges, the age curve and the bundle rule.
function render(path: string) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <HowWeEstimatePage />
    </MemoryRouter>,
  )
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}
const html = render("/quote/how-we-estimate");
const { rangeWords } = howWeEstimateText;

/** A table row whose header is `label` and whose next cell is `value`. */
const row = (label: string, value: string) =>
  new RegExp(
    `<th scope="row"[^>]*>${label.replace(/[$.()]/g, "\\$&")}</th><td[^>]*>${value.replace(/[$.]/g, "\\$&")}</td>`,
  );

describe("/quote/how-we-estimate", () => {
  it.each(pricedLines)("prints every %s price, factor and rule", (line) => {
    const table = rating[line];
    for (const plan of table.plans)
      expect(html).toMatch(
        row(plan.name, `${formatUsd(plan.price)} a ${table.period}`),
      );
    expect(html).toContain(table.reference.description);
    expect(html).toContain(`${percent(table.rangeWidth)}% below and above`);
    expect(html).toContain(table.recommendation.rule);
    for (const factor of table.factors) {
      expect(html).toContain(factor.explanation);
      const question = table.questions.find((q) => q.name === factor.question)!;
      if (factor.kind === "bands") {
        const labels = bandLabels(factor.bands, question, rangeWords);
        factor.bands.forEach((band, index) =>
          expect(html).toMatch(
            row(labels[index]!, formatMultiplier(band.multiplier)),
          ),
        );
      }
      if (factor.kind === "choice")
        for (const option of question.options!)
          expect(html).toMatch(
            row(
              option.label,
              formatMultiplier(factor.multipliers[option.value]!),
            ),
          );
      if (factor.kind === "coverage")
        for (const [plan, amount] of Object.entries(factor.reference))
          expect(html).toMatch(row(plan, formatUsd(amount)));
      if (
        factor.kind === "people" &&
        factor.children.kind === "free-with-adult"
      ) {
        const labels = bandLabels(factor.weights, question, rangeWords);
        factor.weights.forEach((band, index) =>
          expect(html).toMatch(
            row(labels[index]!, formatMultiplier(band.multiplier)),
          ),
        );
      }
      if (factor.kind === "tobacco-users")
        expect(html).toContain(formatMultiplier(factor.surcharge));
      if (factor.kind === "area")
        for (const area of zipAreas)
          expect(html).toContain(
            `<th scope="row" class="px-2 py-2 font-normal text-slate-700 sm:px-3">${area.digit}</th><td class="px-2 py-2 sm:px-3">${area.states}</td>`,
          );
    }
  });

  it("prints each ZIP code area's multiplier of every line", () => {
    for (const area of zipAreas) {
      const multipliers = (["auto", "home", "health"] as const).map((line) => {
        const factor = rating[line].factors.find(
          (item) => item.kind === "area",
        );
        if (factor?.kind !== "area")
          throw new Error(`${line} has no area factor`);
        return formatMultiplier(factor.multipliers[area.digit]!);
      });
      expect(html).toMatch(
        new RegExp(
          `>${area.states}</td>${multipliers.map((m) => `<td[^>]*>${m.replace(".", "\\.")}</td>`).join("")}`,
        ),
      );
    }
  });

  it("prints the federal age curve with its source", () => {
    expect(html).toContain(healthAgeCurveSource.name);
    expect(html).toContain(`href="${healthAgeCurveSource.href}"`);
    expect(healthAgeCurve).toHaveLength(51);
    for (const [label, ratio] of [
      ["0 to 14", "0.765"],
      ["20", "0.970"],
      ["21", "1.000"],
      ["40", "1.278"],
      ["64 and over", "3.000"],
    ])
      expect(html).toMatch(
        new RegExp(`<dt>Age ${label}</dt><dd[^>]*>${ratio}</dd>`),
      );
  });

  it("states the bundle rule, that an estimate is not an offer and what could change", () => {
    expect(html).toContain(
      `never passes ${percent(bundleRule.maxRate)}%, the "up to 25%" our pages promise`,
    );
    for (const step of bundleRule.ratesByLineCount)
      expect(html).toContain(`${step.lines} lines ${percent(step.rate)}%`);
    expect(html).toContain(`adds ${percent(bundleRule.homeAndAutoExtra)}%`);
    expect(html).toContain("An estimate is not an offer of coverage.");
    expect(html).toContain(estimateTerms.notAnOffer);
    for (const item of estimateTerms.whatCouldChange)
      expect(html).toContain(item);
    expect(html).toContain("took effect on November 26, 2026");
  });
});

// /es/quote/how-we-estimate prints the same figures beside Spanish words.
describe("/es/quote/how-we-estimate", () => {
  const spanish = render("/es/quote/how-we-estimate");

  it.each(pricedLines)(
    "prints every %s price and multiplier in Spanish",
    (line) => {
      const table = rating[line];
      const words = spanishWords.lines[line];
      table.plans.forEach((plan, index) =>
        expect(spanish).toMatch(
          row(
            words.plans[index]!,
            `${formatUsd(plan.price)} ${spanishText.perPeriod[table.period]}`,
          ),
        ),
      );
      expect(spanish).toContain(words.reference);
      expect(spanish).toContain(words.recommendation);
      for (const factor of table.factors) {
        const factorWords = (
          words.factors as Record<string, { explanation: string }>
        )[factor.question]!;
        expect(spanish).toContain(factorWords.explanation);
        expect(spanish).not.toContain(factor.explanation);
        const question = table.questions.find(
          (q) => q.name === factor.question,
        )!;
        const unit = (words.units as Record<string, string>)[question.name];
        if (factor.kind === "bands") {
          const labels = bandLabels(
            factor.bands,
            question,
            spanishText.rangeWords,
            unit,
          );
          factor.bands.forEach((band, index) =>
            expect(spanish).toMatch(
              row(labels[index]!, formatMultiplier(band.multiplier)),
            ),
          );
        }
        if (factor.kind === "choice") {
          const options = (
            words.options as Record<string, Record<string, string>>
          )[question.name]!;
          for (const option of question.options!)
            expect(spanish).toMatch(
              row(
                options[option.value]!,
                formatMultiplier(factor.multipliers[option.value]!),
              ),
            );
        }
      }
    },
  );

  it("prints the age curve, the areas, the bundle rule and the date in Spanish", () => {
    expect(spanish).toMatch(/<dt>Edad 64 o más<\/dt><dd[^>]*>3.000<\/dd>/);
    spanishWords.zipAreaStates.forEach((states) =>
      expect(spanish).toContain(`>${states}</td>`),
    );
    for (const step of bundleRule.ratesByLineCount)
      expect(spanish).toContain(`${step.lines} pólizas ${percent(step.rate)}%`);
    expect(spanish).toContain("entró en vigor el 26 de noviembre de 2026");
    expect(spanish).not.toContain(estimateTerms.notAnOffer);
  });
});
