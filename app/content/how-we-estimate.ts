import type { PricedLine } from "#app/lib/estimate/types.ts";
import { staticPage } from "./page-meta.ts";
import { company } from "./company.ts";
import {
  businessEstimateNote,
  estimateTerms,
  healthAgeCurveSource,
  rating,
  ratingEffectiveDateInWords,
  zipAreas,
  type LineRating,
} from "./rating.ts";
import type { PageHero, Widen } from "./shared.ts";

/**
 * The words of /quote/how-we-estimate around the rating table, which the page
 * prints from app/content/rating.ts.
 */
export const howWeEstimateMeta = staticPage(
  "/quote/how-we-estimate",
  "How We Estimate Your Price",
  "Every number behind our online estimates: the prices we start from, each factor and its multiplier, the range we show and the bundle discount rule.",
);

export const howWeEstimateHero: PageHero = {
  eyebrow: "Online Estimates",
  title: "How We Estimate Your Price",
  subtitle: `An online estimate from ${company.name} is our published rating table applied to a few answers. This page prints the whole table, so you can check any estimate by hand.`,
};

export const howWeEstimateText = {
  notAnOfferHeading: "An estimate is not an offer",
  methodHeading: "How an estimate is worked out",
  effectiveFrom: "This rating table took effect on",
  startQuote: { label: "Get an Estimate", href: "/quote" },
  contentsLabel: "On this page",
  /** Read after each contents link, so "Auto Insurance" here differs from the link to /auto-insurance. */
  contentsLinkContext: ", on this page",
  displayedPricesCaption: (title: string) =>
    `${title}: displayed prices, the starting point of every estimate`,
  planColumn: "Plan",
  priceColumn: "Displayed price",
  perPeriod: { month: "a month", trip: "a trip" },
  referenceLabel: "The displayed prices are for",
  rangeLabel: "Range shown",
  rangeText: (percent: number, reason: string) =>
    `${percent}% below and above the rated price. ${reason}`,
  recommendationLabel: "Recommended plan",
  recommendationText: (rule: string) =>
    `The plan you pick. If you pick none: ${rule}`,
  answerColumn: "Your answer",
  factorCaption: (label: string) => `${label}: multiplier by answer`,
  multiplierColumn: "Multiplier",
  appliesTo: (plans: string) => `Applies to ${plans} only.`,
  areaNote:
    "By the ZIP code area's first digit: see the table of ZIP code areas below.",
  coverageFormula: (fixedShare: number) =>
    `Multiplier = ${fixedShare} + ${1 - fixedShare} × your coverage amount ÷ the plan's displayed death benefit.`,
  coverageCaption: "Displayed death benefit of each plan",
  amountColumn: "Death benefit",
  peopleHealth: (reference: number, age: number) =>
    `Multiplier = the sum of each charged person's age curve ratio ÷ ${reference} (the ratio at ${age}).`,
  peopleTravel:
    "Multiplier = the sum of each charged traveler's multiplier below.",
  ageColumn: "Age",
  ageCurveLink: "See the age curve below.",
  tobaccoNone: "No one uses tobacco",
  tobaccoEach: "Each person who uses tobacco, on their own share of the price",
  areasHeading: "ZIP code areas",
  areasIntro:
    "The first digit of a ZIP code names one of ten areas of neighboring states, numbered by the US Postal Service. Each area's multiplier is a middle value for its states; a quote prices your exact rating territory. Travel prices do not depend on where you live.",
  areasCaption: "Multiplier by ZIP code area and line",
  areaColumn: "Area",
  areaLineColumn: { auto: "Auto", home: "Home", health: "Health" } as Readonly<
    Record<string, string>
  >,
  /** The bundle's rates by number of lines: "2 lines 10%". */
  bundleStep: (lines: number, percent: number) => `${lines} lines ${percent}%`,
  /** The lines as the bundle rule names them. */
  lineWords: {
    auto: "auto",
    home: "home",
    life: "life",
    health: "health",
    travel: "travel",
  } as Readonly<Record<PricedLine, string>>,
  /** How bands and lists read: "16 to 19", "75 and over", "Standard and Premium". */
  rangeWords: { to: "to", andOver: "and over", and: "and" },
  statesColumn: "States",
  ageCurveHeading: "Health: the federal default age curve",
  ageCurveIntro:
    "Federal rules let individual health plans vary their prices by age only along an age curve, at most 3 to 1 between the oldest and youngest adults. We use the federal default curve: each age's ratio to the price of a 21-year-old.",
  ageCurveSourceLabel: "Source:",
  ageCurveCaption: "Age curve ratio by age",
  bundleHeading: "Bundle discount",
  bundleText: (parts: {
    rates: string;
    extra: number;
    max: number;
    discounted: string;
  }) => [
    `Bundling monthly lines earns a discount by how many there are: ${parts.rates}. Having home and auto together adds ${parts.extra}%, and the discount never passes ${parts.max}%, the "up to 25%" our pages promise.`,
    `The discount applies to the ${parts.discounted} prices. A health plan counts towards the number of lines, but its own price is never discounted, because federal rules let health prices vary only by age, place, tobacco use and family size. Travel is priced per trip and is not bundled.`,
  ],
};

/** A factor as the page names and explains it. */
export interface FactorWords {
  label: string;
  explanation: string;
}

/**
 * One line's words on the page, by question name: `Q` the questions its
 * factors rate, `C` those answered by a choice (the labels of its options),
 * `U` those whose numbers carry a unit. The figures stay in rating.ts.
 */
export interface LineWords<Q extends string, C extends Q, U extends Q> {
  /** The plans' names, in the product page's order. */
  plans: readonly string[];
  factors: Readonly<Record<Q, FactorWords>>;
  options: Readonly<Record<C, Readonly<Record<string, string>>>>;
  units: Readonly<Record<U, string>>;
  reference: string;
  rangeReason: string;
  recommendation: string;
}

/** The words of the rating table (rating.ts) that this page prints. */
export interface RatingTableWords {
  lines: {
    auto: LineWords<
      | "zip"
      | "youngestDriverAge"
      | "drivers"
      | "vehicleYear"
      | "annualMileage"
      | "incidents",
      never,
      "annualMileage"
    >;
    home: LineWords<
      | "zip"
      | "rebuildValue"
      | "yearBuilt"
      | "roofAge"
      | "claims"
      | "deductible",
      "deductible",
      "roofAge"
    >;
    life: LineWords<
      "age" | "tobacco" | "health" | "coverageAmount" | "coverageLength",
      "tobacco" | "health" | "coverageLength",
      never
    >;
    health: LineWords<"zip" | "ages" | "tobaccoUsers", never, never>;
    travel: LineWords<"tripCost" | "tripDays" | "ages", never, "tripDays">;
  };
  /** The states of each ZIP code area, by its first digit. */
  zipAreaStates: readonly string[];
  ageCurveSource: string;
  effectiveDate: string;
  terms: Widen<typeof estimateTerms>;
  businessNote: string;
}

/** A line's words as rating.ts writes them (the table's one English definition). */
function wordsOf(table: LineRating) {
  const question = (name: string) =>
    table.questions.find((item) => item.name === name)!;
  return {
    plans: table.plans.map((plan) => plan.name),
    factors: Object.fromEntries(
      table.factors.map((factor) => [
        factor.question,
        { label: factor.label, explanation: factor.explanation },
      ]),
    ),
    options: Object.fromEntries(
      table.factors
        .filter((factor) => factor.kind === "choice")
        .map((factor) => [
          factor.question,
          Object.fromEntries(
            (question(factor.question).options ?? []).map((option) => [
              option.value,
              option.label,
            ]),
          ),
        ]),
    ),
    units: Object.fromEntries(
      table.factors.flatMap((factor) => {
        const unit = question(factor.question).unit;
        return unit ? [[factor.question, unit]] : [];
      }),
    ),
    reference: table.reference.description,
    rangeReason: table.rangeReason,
    recommendation: table.recommendation.rule,
  };
}

/**
 * The rating table's words, read from rating.ts, so that the Spanish page
 * has a twin of them (es/how-we-estimate.ts) while rating.ts's questions
 * wait for the estimate form's part of issue 25. The Spanish twin is held
 * to `RatingTableWords`; the unit test holds this projection to the same
 * shape.
 */
export const ratingTableWords: RatingTableWords = {
  lines: {
    auto: wordsOf(rating.auto),
    home: wordsOf(rating.home),
    life: wordsOf(rating.life),
    health: wordsOf(rating.health),
    travel: wordsOf(rating.travel),
    // Keyed at run time by the questions' names; the unit test checks the keys.
  } as unknown as RatingTableWords["lines"],
  zipAreaStates: zipAreas.map((area) => area.states),
  ageCurveSource: healthAgeCurveSource.name,
  effectiveDate: ratingEffectiveDateInWords,
  terms: estimateTerms,
  businessNote: businessEstimateNote,
};
