import * as english from "#app/content/how-we-estimate.ts";
import * as spanish from "#app/content/es/how-we-estimate.ts";
import * as englishLines from "#app/content/product-lines.ts";
import * as spanishLines from "#app/content/es/product-lines.ts";
import {
  bundleRule,
  healthAgeCurve,
  healthAgeCurveSource,
  pricedLines,
  rating,
  zipAreas,
} from "#app/content/rating.ts";
import {
  bandLabels,
  formatMultiplier,
  listInWords,
  percent,
} from "#app/lib/estimate/describe.ts";
import { ButtonLinks } from "#app/components/ui/button-link.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { useLocalized } from "#app/lib/use-locale.ts";

import { LineRates } from "./line-rates";
import { RateTable } from "./rate-table";

const areaLines = pricedLines.filter((line) =>
  rating[line].factors.some((factor) => factor.kind === "area"),
);

function areaMultiplier(line: (typeof pricedLines)[number], digit: number) {
  const factor = rating[line].factors.find((item) => item.kind === "area");
  return factor?.kind === "area" ? factor.multipliers[digit]! : 1;
}

/**
 * /quote/how-we-estimate and /es/quote/how-we-estimate: the whole rating
 * table in plain words. The figures are rating.ts's in both languages; the
 * words are the page's language's (decision 0085).
 */
export function HowWeEstimatePage() {
  const {
    howWeEstimateHero: hero,
    howWeEstimateText: text,
    ratingTableWords: words,
  } = useLocalized({ en: english, es: spanish });
  const { productLineTitle } = useLocalized({
    en: englishLines,
    es: spanishLines,
  });
  const sections = [
    { id: "not-an-offer", label: text.notAnOfferHeading },
    { id: "method", label: text.methodHeading },
    ...pricedLines.map((line) => ({
      id: `${line}-rates`,
      label: productLineTitle(line),
    })),
    { id: "zip-areas", label: text.areasHeading },
    { id: "age-curve", label: text.ageCurveHeading },
    { id: "bundle", label: text.bundleHeading },
    { id: "business", label: productLineTitle("business") },
  ];
  const estimateTerms = words.terms;
  const ageLabels = bandLabels(
    healthAgeCurve,
    { name: "age", label: text.ageColumn, kind: "number", message: "" },
    text.rangeWords,
  );
  const bundleParagraphs = text.bundleText({
    rates: bundleRule.ratesByLineCount
      .map((step) => text.bundleStep(step.lines, percent(step.rate)))
      .join(", "),
    extra: percent(bundleRule.homeAndAutoExtra),
    max: percent(bundleRule.maxRate),
    discounted: listInWords(
      bundleRule.discountedLines.map((line) => text.lineWords[line]),
      text.rangeWords,
    ),
  });
  return (
    <>
      <PageHero {...hero} />
      <div className="mx-auto max-w-4xl space-y-14 px-4 py-12 leading-relaxed text-slate-700 sm:px-6 lg:px-8 lg:py-16">
        <nav
          aria-labelledby="contents-label"
          className="rounded-xl border border-slate-200 bg-slate-50 p-6"
        >
          <p id="contents-label" className="font-semibold text-brand-900">
            {text.contentsLabel}
          </p>
          <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {section.label}
                  <span className="sr-only">{text.contentsLinkContext}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <Panel id="not-an-offer" heading={text.notAnOfferHeading}>
          <p className="mt-4 text-lg">{estimateTerms.notAnOffer}</p>
          <h3 className="mt-6 text-xl font-semibold text-brand-900">
            {estimateTerms.whatCouldChangeHeading}
          </h3>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            {estimateTerms.whatCouldChange.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Panel>

        <Panel id="method" heading={text.methodHeading}>
          <div className="mt-4 space-y-4">
            <p>{estimateTerms.priceRule}</p>
            <p>{estimateTerms.rangeRule}</p>
            <p>{estimateTerms.dollarsRule}</p>
            <p>
              {text.effectiveFrom} {words.effectiveDate}.
            </p>
          </div>
          <ButtonLinks links={[text.startQuote]} className="mt-6" />
        </Panel>

        {pricedLines.map((line) => (
          <LineRates
            key={line}
            table={rating[line]}
            title={productLineTitle(line)}
            text={text}
            words={words.lines[line]}
          />
        ))}

        <Panel id="zip-areas" heading={text.areasHeading}>
          <p className="mt-4">{text.areasIntro}</p>
          <RateTable
            scrollable
            caption={text.areasCaption}
            columns={[
              text.areaColumn,
              text.statesColumn,
              ...areaLines.map((line) => text.areaLineColumn[line] ?? line),
            ]}
            rows={zipAreas.map((area, index) => [
              String(area.digit),
              words.zipAreaStates[index]!,
              ...areaLines.map((line) =>
                formatMultiplier(areaMultiplier(line, area.digit)),
              ),
            ])}
          />
        </Panel>

        <Panel id="age-curve" heading={text.ageCurveHeading}>
          <p className="mt-4">{text.ageCurveIntro}</p>
          <p className="mt-2">
            {text.ageCurveSourceLabel}{" "}
            <a
              href={healthAgeCurveSource.href}
              className="text-brand-700 underline"
            >
              {words.ageCurveSource}
            </a>
          </p>
          <p className="mt-4 font-semibold text-slate-800">
            {text.ageCurveCaption}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
            {healthAgeCurve.map((band, index) => (
              <div
                key={band.from}
                className="flex justify-between border-b border-slate-200 py-1"
              >
                <dt>
                  {text.ageColumn} {ageLabels[index]}
                </dt>
                <dd className="tabular-nums">
                  {formatMultiplier(band.multiplier, 3)}
                </dd>
              </div>
            ))}
          </dl>
        </Panel>

        <Panel id="bundle" heading={text.bundleHeading}>
          <div className="mt-4 space-y-4">
            {bundleParagraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Panel>

        <Panel id="business" heading={productLineTitle("business")}>
          <p className="mt-4">{words.businessNote}</p>
        </Panel>
      </div>
    </>
  );
}
