import { formatUsd } from "#app/lib/money.ts";
import { suggestedCoverage } from "#app/lib/life-coverage.ts";
import type { Answers, PricedLine, Question } from "#app/lib/estimate/types.ts";
import { company } from "./company.ts";
import { productPages, type Plan } from "./product-pages.ts";
import type { IsoDate } from "./shared.ts";

/**
 * The published rating table of the online estimate (issue 24): every line's
 * questions, base prices, factors and multipliers, the range around a rated
 * price and the bundle rule. /quote/how-we-estimate prints all of it and the
 * engine (app/lib/estimate/estimate.ts) computes with nothing else, so what a
 * visitor reads is what priced them. Decision 0058 says why these factors.
 *
 * The base prices are the plan prices the product pages display: they are the
 * prices of each line's reference profile (every multiplier 1). Numbers the
 * product pages show (prices, limits, the 10x income rule) are read from
 * product-pages.ts, never written again here.
 */

/** The day this table took effect; a quote uses the rates in force when a person applies. */
export const ratingEffectiveDate: IsoDate = "2026-11-26";

/** The same day in words: "November 26, 2026". */
export const ratingEffectiveDateInWords = new Date(
  `${ratingEffectiveDate}T12:00:00Z`,
).toLocaleDateString("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A question of the table: the shared shape, the one message its checks give, and how its number reads. */
export interface RatingQuestion extends Question {
  /** Under the field when the answer is missing, malformed or out of range (the spec's style). */
  message: string;
  /** A dollar amount: shown as "$250,000". */
  money?: true;
  /** Ages: how many people at most. */
  maxCount?: number;
}

/** A number answer's band: the multiplier of the last band whose `from` the answer reaches. */
export interface Band {
  from: number;
  multiplier: number;
}

/** Who pays nothing among the people an `ages` answer lists. */
export type ChildRule =
  /** Only the `charged` oldest children under `under` are charged (federal family rating). */
  | { kind: "oldest-charged"; under: number; charged: number }
  /** Children under `under` travel free when someone of at least `under` travels too. */
  | { kind: "free-with-adult"; under: number };

interface FactorBase {
  /** The question whose answer it rates. */
  question: string;
  /** The factor in plain words, as the estimate lists it. */
  label: string;
  /** Why the answer moves the price. */
  explanation: string;
  /** The plans it prices; the others are not moved by it. All when absent. */
  plans?: readonly string[];
}

/** The ten ZIP code areas: a ZIP code's first digit names a group of states (USPS). */
export type AreaMultipliers = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

export type Factor =
  | (FactorBase & {
      kind: "choice";
      multipliers: Readonly<Record<string, number>>;
    })
  | (FactorBase & {
      kind: "bands";
      bands: readonly Band[];
      /** A plan rates the answer only up to its own limit (a dwelling or trip cancellation limit). */
      limits?: Readonly<Record<string, number>>;
    })
  | (FactorBase & { kind: "area"; multipliers: AreaMultipliers })
  | (FactorBase & {
      kind: "coverage";
      /** The share of a price that is the same whatever the amount (issuing and keeping the policy). */
      fixedShare: number;
      /** Each plan's displayed amount: the amount its displayed price is for. */
      reference: Readonly<Record<string, number>>;
    })
  | (FactorBase & {
      kind: "people";
      /** Each person's weight by age; the factor is the sum of the weights over `referenceWeight`. */
      weights: readonly Band[];
      referenceWeight: number;
      children: ChildRule;
    })
  | (FactorBase & {
      kind: "tobacco-users";
      /** The `people` factor whose people use tobacco. */
      peopleQuestion: string;
      /** Each user's own share of the price is multiplied by this. */
      surcharge: number;
      /** Users are counted among the people this old or older, oldest first. */
      adultFrom: number;
      /** Under the field when more users are given than people of `adultFrom` or over. */
      tooMany: string;
    });

/** Typed reads of answers that passed their checks, for the recommendation rules. */
export interface CheckedAnswers {
  number(name: string): number;
  choice(name: string): string;
  ages(name: string): readonly number[];
}

export interface LineRating {
  line: PricedLine;
  period: "month" | "trip";
  /** The product page's plans, in its order: names, displayed prices, features. */
  plans: readonly Plan[];
  questions: readonly RatingQuestion[];
  /** In question order. */
  factors: readonly Factor[];
  /** The estimate is the rated price less and plus this share, in whole dollars. */
  rangeWidth: number;
  rangeReason: string;
  /** The profile the displayed prices are for, in words and as answers. */
  reference: { description: string; answers: Answers };
  /** The question whose answer names a plan (its "recommend" value leaves the choice to the rule). */
  planQuestion?: string;
  /** The plan the rating recommends when the visitor picked none, and the rule in words. */
  recommendation: {
    rule: string;
    choose(answers: CheckedAnswers): string;
  };
}

/** The value of a plan question that asks the rating to recommend. */
export const RECOMMEND = "recommend";

/** The lines with a published price, in the order the estimate offers them. */
export const pricedLines: readonly PricedLine[] = [
  "auto",
  "home",
  "life",
  "health",
  "travel",
];

export const isPricedLine = (value: string): value is PricedLine =>
  (pricedLines as readonly string[]).includes(value);

function plansOf(line: PricedLine): readonly Plan[] {
  const plans = productPages[line].plans?.plans;
  if (!plans) throw new Error(`The ${line} page shows no plans`);
  return plans;
}

function planNamed(line: PricedLine, index: 0 | 1 | 2): string {
  return plansOf(line)[index]!.name;
}

/** "Up to $250,000" → 250000: a limit as a plan card shows it. */
function dollarsIn(text: string): number {
  const match = /\$([\d,]+)/.exec(text);
  if (!match) throw new Error(`No dollar amount in "${text}"`);
  return Number(match[1]!.replaceAll(",", ""));
}

/** Each plan's limit of one coverage the product page lists, e.g. "Dwelling". */
function planLimits(
  line: PricedLine,
  label: string,
): Readonly<Record<string, number>> {
  return Object.fromEntries(
    plansOf(line).map((plan) => {
      const limit = plan.coverage?.find((item) => item.label === label);
      if (!limit) throw new Error(`${line} ${plan.name} lists no ${label}`);
      return [plan.name, dollarsIn(limit.value)];
    }),
  );
}

function planQuestion(line: PricedLine, label: string): RatingQuestion {
  return {
    name: "plan",
    label,
    kind: "choice",
    options: [
      ...plansOf(line).map((plan) => ({ value: plan.name, label: plan.name })),
      { value: RECOMMEND, label: "Not sure: recommend one" },
    ],
    message: "Please choose a plan",
  };
}

function zipQuestion(label: string): RatingQuestion {
  return {
    name: "zip",
    label,
    hint: "We estimate by the first digit of your ZIP code, which names a group of states.",
    kind: "zip",
    message: "Please enter a valid 5-digit ZIP code",
  };
}

function agesQuestion(
  label: string,
  hint: string,
  maxCount: number,
): RatingQuestion {
  return {
    name: "ages",
    label,
    hint,
    kind: "ages",
    min: 0,
    max: 99,
    maxCount,
    message: `Please enter up to ${maxCount} ages from 0 to 99, separated by commas`,
  };
}

/**
 * The ten ZIP code areas. The US Postal Service numbers them by a ZIP code's
 * first digit; each holds neighbouring states, so an area's multiplier is a
 * fair middle of its states' costs. A quote prices the exact address.
 */
export const zipAreas: readonly { digit: number; states: string }[] = [
  {
    digit: 0,
    states:
      "Connecticut, Maine, Massachusetts, New Hampshire, New Jersey, Rhode Island, Vermont",
  },
  { digit: 1, states: "Delaware, New York, Pennsylvania" },
  {
    digit: 2,
    states:
      "District of Columbia, Maryland, North Carolina, South Carolina, Virginia, West Virginia",
  },
  { digit: 3, states: "Alabama, Florida, Georgia, Mississippi, Tennessee" },
  { digit: 4, states: "Indiana, Kentucky, Michigan, Ohio" },
  {
    digit: 5,
    states: "Iowa, Minnesota, Montana, North Dakota, South Dakota, Wisconsin",
  },
  { digit: 6, states: "Illinois, Kansas, Missouri, Nebraska" },
  { digit: 7, states: "Arkansas, Louisiana, Oklahoma, Texas" },
  {
    digit: 8,
    states: "Arizona, Colorado, Idaho, Nevada, New Mexico, Utah, Wyoming",
  },
  { digit: 9, states: "Alaska, California, Hawaii, Oregon, Washington" },
];

/** The reference profiles live in area 6, whose multiplier is 1 on every line. */
const REFERENCE_ZIP = "63101";

/**
 * The federal default standard age curve for individual health plans: each
 * age's premium relative to a 21-year-old's (45 CFR 147.102(e); CMS, "Market
 * Rating Reforms: State Specific Age Curve Variations", the default curve in
 * force since plan year 2018). Ages 0 to 14 share one ratio, 64 and over
 * another. A few states use curves of their own; a quote uses your state's.
 */
export const healthAgeCurve: readonly Band[] = [
  { from: 0, multiplier: 0.765 },
  ...[
    0.833, 0.859, 0.885, 0.913, 0.941, 0.97, 1.0, 1.0, 1.0, 1.0, 1.004, 1.024,
    1.048, 1.087, 1.119, 1.135, 1.159, 1.183, 1.198, 1.214, 1.222, 1.23, 1.238,
    1.246, 1.262, 1.278, 1.302, 1.325, 1.357, 1.397, 1.444, 1.5, 1.563, 1.635,
    1.706, 1.786, 1.865, 1.952, 2.04, 2.135, 2.23, 2.333, 2.437, 2.548, 2.603,
    2.714, 2.81, 2.873, 2.952, 3.0,
  ].map((multiplier, index) => ({ from: 15 + index, multiplier })),
];

export const healthAgeCurveSource = {
  name: "Federal default standard age curve (CMS, Market Rating Reforms; 45 CFR 147.102)",
  href: "https://www.cms.gov/cciio/programs-and-initiatives/health-insurance-market-reforms/state-rating",
};

/** The ratio of the curve at `age`. */
export function ageCurveRatio(age: number): number {
  let ratio = healthAgeCurve[0]!.multiplier;
  for (const band of healthAgeCurve)
    if (age >= band.from) ratio = band.multiplier;
  return ratio;
}

export const HEALTH_REFERENCE_AGE = 40;
/** Federal rules allow a tobacco surcharge of at most 1.5 (50% more); ours is lower. */
export const HEALTH_TOBACCO_SURCHARGE = 1.25;
export const HEALTH_TOBACCO_LIMIT = 1.5;

// Auto ------------------------------------------------------------------

const autoPlans = plansOf("auto");
const VEHICLE_YEAR_MIN = 1981;
const VEHICLE_YEAR_MAX = 2027;
const autoVehicleYearBands: readonly Band[] = [
  { from: VEHICLE_YEAR_MIN, multiplier: 0.8 },
  { from: 2009, multiplier: 0.9 },
  { from: 2014, multiplier: 1.0 },
  { from: 2019, multiplier: 1.05 },
  { from: 2024, multiplier: 1.15 },
];
const physicalDamagePlans = [planNamed("auto", 1), planNamed("auto", 2)];

const auto: LineRating = {
  line: "auto",
  period: "month",
  plans: autoPlans,
  questions: [
    zipQuestion("ZIP code where the car is kept"),
    {
      name: "youngestDriverAge",
      label: "Age of the youngest driver",
      kind: "number",
      min: 16,
      max: 99,
      message: "Please enter an age from 16 to 99",
    },
    {
      name: "drivers",
      label: "Number of drivers",
      kind: "number",
      min: 1,
      max: 6,
      message: "Please enter from 1 to 6 drivers",
    },
    {
      name: "vehicleYear",
      label: "Vehicle model year",
      kind: "number",
      min: VEHICLE_YEAR_MIN,
      max: VEHICLE_YEAR_MAX,
      message: `Please enter a model year from ${VEHICLE_YEAR_MIN} to ${VEHICLE_YEAR_MAX}`,
    },
    {
      name: "annualMileage",
      label: "Miles driven a year",
      kind: "number",
      min: 0,
      max: 100_000,
      unit: "miles a year",
      message: "Please enter from 0 to 100,000 miles a year",
    },
    {
      name: "incidents",
      label: "At-fault accidents and moving violations in the last 3 years",
      hint: "Enter 0 if there were none.",
      kind: "number",
      min: 0,
      max: 10,
      message: "Please enter a number from 0 to 10",
    },
    planQuestion("auto", "Plan"),
  ],
  factors: [
    {
      kind: "area",
      question: "zip",
      label: "Where the car is kept",
      explanation:
        "Traffic, theft, repair costs and each state's rules differ from place to place.",
      multipliers: [1.05, 1.15, 0.95, 1.15, 1.1, 0.85, 1.0, 1.1, 1.0, 1.05],
    },
    {
      kind: "bands",
      question: "youngestDriverAge",
      label: "Age of the youngest driver",
      explanation:
        "Drivers under 25 have far more accidents per mile than experienced drivers; the risk rises again after 75.",
      bands: [
        { from: 16, multiplier: 2.2 },
        { from: 20, multiplier: 1.55 },
        { from: 25, multiplier: 1.15 },
        { from: 30, multiplier: 1.0 },
        { from: 65, multiplier: 1.05 },
        { from: 75, multiplier: 1.25 },
      ],
    },
    {
      kind: "bands",
      question: "drivers",
      label: "Number of drivers",
      explanation: "Each driver who shares the car adds time on the road.",
      bands: [
        { from: 1, multiplier: 1.0 },
        { from: 2, multiplier: 1.2 },
        { from: 3, multiplier: 1.4 },
        { from: 4, multiplier: 1.6 },
      ],
    },
    {
      kind: "bands",
      question: "vehicleYear",
      label: "Vehicle model year",
      explanation: `A newer car costs more to repair or replace. It moves only the plans with collision and comprehensive coverage (${physicalDamagePlans.join(" and ")}); ${planNamed("auto", 0)} is liability only.`,
      plans: physicalDamagePlans,
      bands: autoVehicleYearBands,
    },
    {
      kind: "bands",
      question: "annualMileage",
      label: "Miles driven a year",
      explanation: "The more miles on the road, the more chances of a claim.",
      bands: [
        { from: 0, multiplier: 0.85 },
        { from: 5_000, multiplier: 0.95 },
        { from: 10_000, multiplier: 1.0 },
        { from: 15_000, multiplier: 1.1 },
        { from: 20_000, multiplier: 1.2 },
      ],
    },
    {
      kind: "bands",
      question: "incidents",
      label: "Accidents and violations in 3 years",
      explanation:
        "A recent at-fault accident or moving violation is the strongest sign of future claims.",
      bands: [
        { from: 0, multiplier: 1.0 },
        { from: 1, multiplier: 1.3 },
        { from: 2, multiplier: 1.65 },
        { from: 3, multiplier: 2.1 },
      ],
    },
  ],
  rangeWidth: 0.15,
  rangeReason:
    "Your vehicle's make and model, your driving record as reported to us and your state's own rules are checked only in a quote.",
  reference: {
    description: `One driver aged 30 to 64 with no accidents or violations in 3 years, a ${2014} to ${2018} car driven 10,000 to 14,999 miles a year, kept in ZIP code area 6.`,
    answers: {
      zip: REFERENCE_ZIP,
      youngestDriverAge: "40",
      drivers: "1",
      vehicleYear: "2016",
      annualMileage: "12000",
      incidents: "0",
      plan: RECOMMEND,
    },
  },
  planQuestion: "plan",
  recommendation: {
    rule: `For a car of ${autoVehicleYearBands[4]!.from} or later, ${planNamed("auto", 2)} (new car replacement and gap coverage); for a car of ${autoVehicleYearBands[1]!.from - 1} or earlier, ${planNamed("auto", 0)} (an older car is often worth less than collision coverage costs over a few years); otherwise ${planNamed("auto", 1)}.`,
    choose(answers) {
      const year = answers.number("vehicleYear");
      if (year >= autoVehicleYearBands[4]!.from) return planNamed("auto", 2);
      if (year < autoVehicleYearBands[1]!.from) return planNamed("auto", 0);
      return planNamed("auto", 1);
    },
  },
};

// Home ------------------------------------------------------------------

const dwellingLimits = planLimits("home", "Dwelling");
const homePlanNames = plansOf("home").map((plan) => plan.name);
const REBUILD_MIN = 50_000;
const REBUILD_MAX = Math.max(...Object.values(dwellingLimits));
const YEAR_BUILT_MAX = 2026;

const home: LineRating = {
  line: "home",
  period: "month",
  plans: plansOf("home"),
  questions: [
    zipQuestion("ZIP code of the home"),
    {
      name: "rebuildValue",
      label: "Rebuild value",
      hint: `What it would cost to rebuild the home, not what it would sell for. Above ${formatUsd(REBUILD_MAX)}, an agent quotes your home.`,
      kind: "number",
      min: REBUILD_MIN,
      max: REBUILD_MAX,
      money: true,
      message: `Please enter a rebuild value from ${formatUsd(REBUILD_MIN)} to ${formatUsd(REBUILD_MAX)}`,
    },
    {
      name: "yearBuilt",
      label: "Year the home was built",
      kind: "number",
      min: 1800,
      max: YEAR_BUILT_MAX,
      message: `Please enter a year from 1800 to ${YEAR_BUILT_MAX}`,
    },
    {
      name: "roofAge",
      label: "Age of the roof",
      kind: "number",
      min: 0,
      max: 60,
      unit: "years",
      message: "Please enter a roof age from 0 to 60 years",
    },
    {
      name: "claims",
      label: "Home insurance claims in the last 5 years",
      hint: "Enter 0 if there were none.",
      kind: "number",
      min: 0,
      max: 10,
      message: "Please enter a number from 0 to 10",
    },
    {
      name: "deductible",
      label: "Deductible",
      hint: "What you pay towards each claim before we pay the rest.",
      kind: "choice",
      options: [500, 1_000, 2_500, 5_000].map((amount) => ({
        value: String(amount),
        label: formatUsd(amount),
      })),
      message: "Please choose a deductible",
    },
  ],
  factors: [
    {
      kind: "area",
      question: "zip",
      label: "Where the home is",
      explanation:
        "Hurricanes, hail, wildfire and building costs differ from place to place.",
      multipliers: [1.05, 1.0, 0.95, 1.25, 0.9, 0.9, 1.0, 1.3, 0.95, 1.0],
    },
    {
      kind: "bands",
      question: "rebuildValue",
      label: "Rebuild value",
      explanation: `A home that costs more to rebuild costs more to insure. Each plan rates the rebuild value up to its own dwelling limit (${homePlanNames.map((name) => `${name} ${formatUsd(dwellingLimits[name]!)}`).join(", ")}).`,
      limits: dwellingLimits,
      bands: [
        { from: REBUILD_MIN, multiplier: 0.8 },
        { from: 150_000, multiplier: 0.9 },
        { from: 250_000, multiplier: 1.0 },
        { from: 350_000, multiplier: 1.2 },
        { from: 500_000, multiplier: 1.45 },
        { from: 750_000, multiplier: 1.8 },
      ],
    },
    {
      kind: "bands",
      question: "yearBuilt",
      label: "Year built",
      explanation:
        "Older wiring, plumbing and building codes make fire and water damage more likely and repairs dearer.",
      bands: [
        { from: 1800, multiplier: 1.3 },
        { from: 1940, multiplier: 1.15 },
        { from: 1970, multiplier: 1.05 },
        { from: 2000, multiplier: 1.0 },
        { from: 2015, multiplier: 0.9 },
      ],
    },
    {
      kind: "bands",
      question: "roofAge",
      label: "Age of the roof",
      explanation:
        "Most home claims start at the roof; a new roof earns a discount.",
      bands: [
        { from: 0, multiplier: 0.9 },
        { from: 6, multiplier: 1.0 },
        { from: 11, multiplier: 1.1 },
        { from: 16, multiplier: 1.25 },
        { from: 21, multiplier: 1.45 },
      ],
    },
    {
      kind: "bands",
      question: "claims",
      label: "Claims in 5 years",
      explanation: "Homes with recent claims are more likely to claim again.",
      bands: [
        { from: 0, multiplier: 1.0 },
        { from: 1, multiplier: 1.2 },
        { from: 2, multiplier: 1.45 },
        { from: 3, multiplier: 1.8 },
      ],
    },
    {
      kind: "choice",
      question: "deductible",
      label: "Deductible",
      explanation:
        "A higher deductible means you pay more of each claim yourself, so the premium is lower.",
      multipliers: { "500": 1.1, "1000": 1.0, "2500": 0.88, "5000": 0.78 },
    },
  ],
  rangeWidth: 0.15,
  rangeReason:
    "Your home's construction, its distance to a fire station and its exact address are checked only in a quote.",
  reference: {
    description: `A home built 2000 to 2014 with a rebuild value of ${formatUsd(250_000)} to ${formatUsd(349_999)}, a roof 6 to 10 years old, no claims in 5 years and a ${formatUsd(1_000)} deductible, in ZIP code area 6.`,
    answers: {
      zip: REFERENCE_ZIP,
      rebuildValue: "250000",
      yearBuilt: "2005",
      roofAge: "8",
      claims: "0",
      deductible: "1000",
    },
  },
  recommendation: {
    rule: `The first plan whose dwelling limit covers the rebuild value: ${homePlanNames.map((name) => `${name} up to ${formatUsd(dwellingLimits[name]!)}`).join(", ")}.`,
    choose(answers) {
      const value = answers.number("rebuildValue");
      return (
        homePlanNames.find((name) => value <= dwellingLimits[name]!) ??
        homePlanNames[homePlanNames.length - 1]!
      );
    },
  },
};

// Life ------------------------------------------------------------------

const deathBenefits = planLimits("life", "Death benefit");
const lifeCalculator = productPages.life.extra;
if (lifeCalculator.kind !== "coverage-calculator")
  throw new Error("The life page has no coverage calculator");
const exampleIncome = lifeCalculator.defaultAnnualIncome;
const exampleCoverage = suggestedCoverage(
  String(exampleIncome),
  lifeCalculator.incomeMultiplier,
)!;
const COVERAGE_MIN = 50_000;
const COVERAGE_MAX = 5_000_000;
const termPlan = planNamed("life", 0);
const [wholePlan, universalPlan] = [planNamed("life", 1), planNamed("life", 2)];

const life: LineRating = {
  line: "life",
  period: "month",
  plans: plansOf("life"),
  questions: [
    {
      name: "age",
      label: "Your age",
      kind: "number",
      min: 18,
      max: 75,
      message: "Please enter an age from 18 to 75",
    },
    {
      name: "tobacco",
      label: "Have you used tobacco or nicotine in the last 12 months?",
      kind: "choice",
      options: [
        { value: "no", label: "No" },
        { value: "yes", label: "Yes" },
      ],
      message: "Please choose yes or no",
    },
    {
      name: "health",
      label: "How would you rate your health?",
      hint: "Excellent: no ongoing conditions and a healthy weight and blood pressure. Fair: a condition that needs regular treatment.",
      kind: "choice",
      options: [
        { value: "excellent", label: "Excellent" },
        { value: "very-good", label: "Very good" },
        { value: "good", label: "Good" },
        { value: "fair", label: "Fair" },
      ],
      message: "Please choose how you rate your health",
    },
    {
      name: "coverageAmount",
      label: "Coverage amount",
      hint: `A common rule of thumb is ${lifeCalculator.incomeMultiplier} times your annual income: ${formatUsd(exampleIncome)} a year suggests ${formatUsd(exampleCoverage)}.`,
      kind: "number",
      min: COVERAGE_MIN,
      max: COVERAGE_MAX,
      money: true,
      message: `Please enter a coverage amount from ${formatUsd(COVERAGE_MIN)} to ${formatUsd(COVERAGE_MAX)}`,
    },
    {
      name: "coverageLength",
      label: "How long do you need coverage?",
      hint: `${wholePlan} and ${universalPlan} cover you for life; a ${termPlan} plan for a set number of years.`,
      kind: "choice",
      options: [
        { value: "10", label: "10 years" },
        { value: "20", label: "20 years" },
        { value: "30", label: "30 years" },
        { value: "life", label: "For life" },
      ],
      message: "Please choose how long you need coverage",
    },
  ],
  factors: [
    {
      kind: "bands",
      question: "age",
      label: "Age",
      explanation:
        "The chance of a claim in any year rises with age, and a policy bought younger keeps its price.",
      bands: [
        { from: 18, multiplier: 0.85 },
        { from: 30, multiplier: 0.92 },
        { from: 35, multiplier: 1.0 },
        { from: 40, multiplier: 1.3 },
        { from: 45, multiplier: 1.75 },
        { from: 50, multiplier: 2.5 },
        { from: 55, multiplier: 3.6 },
        { from: 60, multiplier: 5.2 },
        { from: 65, multiplier: 7.8 },
        { from: 70, multiplier: 11.5 },
      ],
    },
    {
      kind: "choice",
      question: "tobacco",
      label: "Tobacco or nicotine",
      explanation:
        "Tobacco shortens life expectancy more than any other single habit; smokers typically pay two to three times as much.",
      multipliers: { no: 1.0, yes: 2.5 },
    },
    {
      kind: "choice",
      question: "health",
      label: "Health as you rate it",
      explanation:
        "Your health decides the class an underwriter places you in; the quote confirms it with a questionnaire and sometimes an exam.",
      multipliers: {
        excellent: 0.85,
        "very-good": 1.0,
        good: 1.3,
        fair: 1.75,
      },
    },
    {
      kind: "coverage",
      question: "coverageAmount",
      label: "Coverage amount",
      explanation: `A quarter of each plan's price is the cost of issuing and keeping the policy, the same whatever the amount; the rest grows with the coverage amount. Displayed prices are for the death benefit each plan card shows (${Object.entries(
        deathBenefits,
      )
        .map(([name, amount]) => `${name} ${formatUsd(amount)}`)
        .join(", ")}).`,
      fixedShare: 0.25,
      reference: deathBenefits,
    },
    {
      kind: "choice",
      question: "coverageLength",
      label: "Length of coverage",
      explanation: `A longer term covers older years, when claims are likelier. It moves only the ${termPlan} plan, which prices "For life" as its longest term, 30 years.`,
      plans: [termPlan],
      multipliers: { "10": 0.75, "20": 1.0, "30": 1.6, life: 1.6 },
    },
  ],
  rangeWidth: 0.2,
  rangeReason:
    "The health class an underwriter gives you after a questionnaire, and sometimes a medical exam, can move the price most.",
  reference: {
    description:
      "A 35 to 39-year-old in very good health who has not used tobacco in 12 months, buying the death benefit the plan card shows; for Term, a 20-year term.",
    answers: {
      age: "35",
      tobacco: "no",
      health: "very-good",
      coverageAmount: String(deathBenefits[termPlan]),
      coverageLength: "20",
    },
  },
  recommendation: {
    rule: `${termPlan} when you need coverage for a set number of years; for life, ${universalPlan} from ${formatUsd(deathBenefits[universalPlan]!)} of coverage (flexible premiums for larger estates), otherwise ${wholePlan}.`,
    choose(answers) {
      if (answers.choice("coverageLength") !== "life") return termPlan;
      return answers.number("coverageAmount") >= deathBenefits[universalPlan]!
        ? universalPlan
        : wholePlan;
    },
  },
};

// Health ----------------------------------------------------------------

const [bronze, silver, gold] = [0, 1, 2].map((index) =>
  planNamed("health", index as 0 | 1 | 2),
);
export const HEALTH_YOUNG = 30;
export const HEALTH_OLDER = 60;
export const HEALTH_ADULT = 18;

const health: LineRating = {
  line: "health",
  period: "month",
  plans: plansOf("health"),
  questions: [
    zipQuestion("ZIP code"),
    agesQuestion(
      "Ages of the people to cover",
      "Separate ages with commas, for example 42, 40, 9.",
      10,
    ),
    {
      name: "tobaccoUsers",
      label: "How many of them use tobacco?",
      hint: "Tobacco used on average four or more times a week in the last six months. Enter 0 if no one does.",
      kind: "number",
      min: 0,
      max: 10,
      message: "Please enter a number from 0 to 10",
    },
    planQuestion("health", "Metal tier"),
  ],
  factors: [
    {
      kind: "area",
      question: "zip",
      label: "Where you live",
      explanation:
        "Federal rules let health prices vary by rating area: the cost of care differs from place to place.",
      multipliers: [1.1, 1.05, 1.05, 1.0, 0.95, 1.0, 1.0, 0.95, 0.95, 1.05],
    },
    {
      kind: "people",
      question: "ages",
      label: "Ages and number of people covered",
      explanation: `Each person is priced by age on the federal default age curve, relative to an adult of ${HEALTH_REFERENCE_AGE}, and a family's price is the sum of its members' prices. Only the three oldest children under 21 are charged (federal family rating).`,
      weights: healthAgeCurve,
      referenceWeight: ageCurveRatio(HEALTH_REFERENCE_AGE),
      children: { kind: "oldest-charged", under: 21, charged: 3 },
    },
    {
      kind: "tobacco-users",
      question: "tobaccoUsers",
      label: "Tobacco use",
      explanation: `Each tobacco user's own share of the price is multiplied by ${HEALTH_TOBACCO_SURCHARGE}; federal rules allow at most ${HEALTH_TOBACCO_LIMIT}, and some states allow less or none. We count the users among the oldest people aged ${HEALTH_ADULT} or over, which gives the higher figure.`,
      peopleQuestion: "ages",
      surcharge: HEALTH_TOBACCO_SURCHARGE,
      adultFrom: HEALTH_ADULT,
      tooMany: `Please enter no more tobacco users than people aged ${HEALTH_ADULT} or over`,
    },
  ],
  rangeWidth: 0.1,
  rangeReason:
    "Federal rules fix the factors of a health price, so only your exact rating area and the plan's own rate can move it.",
  reference: {
    description: `One adult aged ${HEALTH_REFERENCE_AGE} who does not use tobacco, in ZIP code area 6.`,
    answers: {
      zip: REFERENCE_ZIP,
      ages: String(HEALTH_REFERENCE_AGE),
      tobaccoUsers: "0",
      plan: RECOMMEND,
    },
  },
  planQuestion: "plan",
  recommendation: {
    rule: `${bronze} when everyone covered is under ${HEALTH_YOUNG} (the lowest premium, HSA eligible); ${gold} when anyone is ${HEALTH_OLDER} or over (the lowest deductible, for members who see doctors often); otherwise ${silver}, chosen by most members.`,
    choose(answers) {
      const ages = answers.ages("ages");
      if (ages.some((age) => age >= HEALTH_OLDER)) return gold!;
      if (ages.every((age) => age < HEALTH_YOUNG)) return bronze!;
      return silver!;
    },
  },
};

// Travel ----------------------------------------------------------------

const cancellationLimits = planLimits("travel", "Trip cancellation");
const [essentialTrip, comprehensiveTrip, premiumTrip] = [0, 1, 2].map((index) =>
  planNamed("travel", index as 0 | 1 | 2),
);
const TRIP_COST_MIN = 100;
const TRIP_COST_MAX = Math.max(...Object.values(cancellationLimits));
export const CHEAP_TRIP = 1_000;
export const SHORT_TRIP_DAYS = 14;

const travel: LineRating = {
  line: "travel",
  period: "trip",
  plans: plansOf("travel"),
  questions: [
    {
      name: "tripCost",
      label: "Trip cost per traveler",
      hint: "The prepaid, non-refundable cost of the trip for one person.",
      kind: "number",
      min: TRIP_COST_MIN,
      max: TRIP_COST_MAX,
      money: true,
      message: `Please enter a trip cost from ${formatUsd(TRIP_COST_MIN)} to ${formatUsd(TRIP_COST_MAX)}`,
    },
    {
      name: "tripDays",
      label: "Trip length",
      kind: "number",
      min: 1,
      max: 180,
      unit: "days",
      message: "Please enter a trip length from 1 to 180 days",
    },
    agesQuestion(
      "Ages of the travelers",
      "Separate ages with commas, for example 45, 43, 12. Children under 17 travel free with an adult.",
      10,
    ),
    planQuestion("travel", "Plan"),
  ],
  factors: [
    {
      kind: "bands",
      question: "tripCost",
      label: "Trip cost per traveler",
      explanation: `Trip cancellation pays back what you prepaid, so a dearer trip costs more to cover. Each plan rates the cost up to its own cancellation limit (${Object.entries(
        cancellationLimits,
      )
        .map(([name, amount]) => `${name} ${formatUsd(amount)}`)
        .join(", ")}).`,
      limits: cancellationLimits,
      bands: [
        { from: TRIP_COST_MIN, multiplier: 0.6 },
        { from: 500, multiplier: 0.8 },
        { from: 1_000, multiplier: 1.0 },
        { from: 2_000, multiplier: 1.5 },
        { from: 4_000, multiplier: 2.2 },
        { from: 6_000, multiplier: 3.2 },
        { from: 10_000, multiplier: 4.5 },
        { from: 25_000, multiplier: 8.0 },
        { from: 50_000, multiplier: 12.0 },
      ],
    },
    {
      kind: "bands",
      question: "tripDays",
      label: "Trip length",
      explanation: `Displayed prices cover a trip of up to ${SHORT_TRIP_DAYS} days; a longer trip is longer exposed to illness, delays and loss.`,
      bands: [
        { from: 1, multiplier: 1.0 },
        { from: 15, multiplier: 1.3 },
        { from: 31, multiplier: 1.75 },
        { from: 61, multiplier: 2.3 },
        { from: 91, multiplier: 3.2 },
      ],
    },
    {
      kind: "people",
      question: "ages",
      label: "Travelers and their ages",
      explanation:
        "Each traveler is priced by age, since emergency medical costs rise with age, and the trip's price is the sum. Children under 17 travel free with a traveler of 17 or over.",
      weights: [
        { from: 0, multiplier: 1.0 },
        { from: 40, multiplier: 1.1 },
        { from: 50, multiplier: 1.35 },
        { from: 60, multiplier: 1.75 },
        { from: 70, multiplier: 2.6 },
        { from: 80, multiplier: 4.0 },
      ],
      referenceWeight: 1,
      children: { kind: "free-with-adult", under: 17 },
    },
  ],
  rangeWidth: 0.1,
  rangeReason:
    "Your destination and the dates you book on are checked only when you buy.",
  reference: {
    description: `One traveler aged 17 to 39 on a trip of up to ${SHORT_TRIP_DAYS} days costing ${formatUsd(1_000)} to ${formatUsd(1_999)}.`,
    answers: {
      tripCost: "1500",
      tripDays: "10",
      ages: "30",
      plan: RECOMMEND,
    },
  },
  planQuestion: "plan",
  recommendation: {
    rule: `${premiumTrip} when the trip costs more per traveler than ${comprehensiveTrip}'s cancellation limit of ${formatUsd(cancellationLimits[comprehensiveTrip!]!)}; ${essentialTrip} for a trip under ${formatUsd(CHEAP_TRIP)} per traveler and up to ${SHORT_TRIP_DAYS} days; otherwise ${comprehensiveTrip}, our most popular plan.`,
    choose(answers) {
      const cost = answers.number("tripCost");
      if (cost > cancellationLimits[comprehensiveTrip!]!) return premiumTrip!;
      if (cost < CHEAP_TRIP && answers.number("tripDays") <= SHORT_TRIP_DAYS)
        return essentialTrip!;
      return comprehensiveTrip!;
    },
  },
};

/** The rating of every priced line. */
export const rating: Readonly<Record<PricedLine, LineRating>> = {
  auto,
  home,
  life,
  health,
  travel,
};

// Bundles ---------------------------------------------------------------

/**
 * The rule behind "bundle discounts up to 25%": the monthly lines of an
 * estimate (trip prices are not bundled) earn a rate by how many there are,
 * home and auto together earn more, and the rate never passes `maxRate`.
 * Health plans count towards the number of lines, but their price is never
 * discounted: federal rules let it vary by nothing but age, place, tobacco
 * and family size.
 */
export const bundleRule = {
  ratesByLineCount: [
    { lines: 2, rate: 0.1 },
    { lines: 3, rate: 0.15 },
    { lines: 4, rate: 0.2 },
  ],
  homeAndAutoExtra: 0.05,
  maxRate: 0.25,
  countedLines: ["auto", "home", "life", "health"],
  discountedLines: ["auto", "home", "life"],
} as const satisfies {
  ratesByLineCount: readonly { lines: number; rate: number }[];
  homeAndAutoExtra: number;
  maxRate: number;
  countedLines: readonly PricedLine[];
  discountedLines: readonly PricedLine[];
};

// Words every estimate carries ------------------------------------------

/** What the estimate is and is not, shown with every estimate and on /quote/how-we-estimate. */
export const estimateTerms = {
  notAnOffer:
    "An estimate is not an offer of coverage. It is our published rating table applied to your answers. We offer a policy only after an agent has checked the details and we have accepted your application, and the price we offer then is the one that counts.",
  whatCouldChangeHeading: "What could change the final price",
  whatCouldChange: [
    "Details we did not ask for: your driving and claims records as reported to us, your vehicle's make and model, your home's construction, and for life coverage a health questionnaire and sometimes a medical exam.",
    "Your exact address: the estimate uses the first digit of your ZIP code; a quote prices your exact rating territory.",
    "Your state's rules: each state approves our rates, and some limit or forbid factors used here (for example age or tobacco).",
    "The options you choose with your agent: deductibles, endorsements, riders, discounts and how you pay.",
    "Health plans: the exact plan and its rate in your rating area. Premium tax credits, if you qualify for them, lower what you pay; the estimate leaves them out.",
    `Our rates: this table took effect on ${ratingEffectiveDateInWords}; a quote uses the rates in force when you apply.`,
  ],
  dollarsRule:
    "How much each answer moved the price is counted in question order: the change that answer's multiplier makes to the price so far, in whole dollars. The amounts add up to the difference between the displayed price and your price.",
  rangeRule:
    "The estimate is a range: the rated price less and plus the line's published width, each end rounded to whole dollars.",
  priceRule:
    "A plan's price is its displayed price multiplied by the multiplier of each of your answers, rounded to whole dollars.",
} as const;

/** Business coverage is priced per business: the estimate leads to an agent instead. */
export const businessEstimateNote = `${company.name} prices business coverage for each business, so the estimate asks a few questions and passes them to an agent, who sends you a quote.`;
