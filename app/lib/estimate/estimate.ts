import {
  bundleRule,
  rating,
  type Band,
  type CheckedAnswers,
  type Factor,
  type LineRating,
  type RatingQuestion,
} from "#app/content/rating.ts";

import type {
  Answers,
  BundleEstimate,
  Estimate,
  FactorEffect,
  PlanEstimate,
  PricedLine,
} from "./types.ts";
import { questionNumber } from "./describe.ts";

/**
 * The online estimate's engine (issue 24): pure functions of the published
 * rating table (app/content/rating.ts), the same in the browser and on the
 * server, so the price a page shows with JavaScript on is the one it posts
 * back with JavaScript off. Money is whole US dollars.
 */

/**
 * Whole dollars, rounded half up. The amount is rounded to cents first, so
 * that a product like 45 × 1.1 (49.50000000000001 in floating point) rounds
 * as the decimal arithmetic a reader does by hand.
 */
export function roundDollars(amount: number): number {
  return Math.round(Math.round(amount * 100) / 100);
}

/** "12,000", "$250,000" or "12000" → 12000; anything else, no number. */
function wholeNumberIn(text: string): number | undefined {
  const cleaned = text.trim().replace(/^\$/, "").replaceAll(",", "");
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : undefined;
}

/** "42, 40, 9" → [42, 40, 9]; commas, semicolons or spaces separate them. */
function agesIn(text: string): number[] | undefined {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const ages = parts.map(wholeNumberIn);
  return ages.every((age) => age !== undefined)
    ? (ages as number[])
    : undefined;
}

const within = (value: number, question: RatingQuestion) =>
  value >= (question.min ?? 0) && value <= (question.max ?? Infinity);

/** The message of one answer that fails its question's checks, if it does. */
function answerProblem(
  question: RatingQuestion,
  raw: string | undefined,
): string | undefined {
  const text = (raw ?? "").trim();
  switch (question.kind) {
    case "zip":
      return /^\d{5}$/.test(text) ? undefined : question.message;
    case "number": {
      const value = wholeNumberIn(text);
      return value !== undefined && within(value, question)
        ? undefined
        : question.message;
    }
    case "choice":
      return question.options?.some((option) => option.value === text)
        ? undefined
        : question.message;
    case "ages": {
      const ages = agesIn(text);
      return ages &&
        ages.length > 0 &&
        ages.length <= (question.maxCount ?? Infinity) &&
        ages.every((age) => within(age, question))
        ? undefined
        : question.message;
    }
  }
}

function ratingOf(line: PricedLine): LineRating {
  const table = rating[line];
  if (!table) throw new Error(`No rating for the line "${String(line)}"`);
  return table;
}

/** Typed reads of answers already checked. */
function reader(answers: Answers): CheckedAnswers {
  return {
    number: (name) => wholeNumberIn(answers[name] ?? "") ?? NaN,
    choice: (name) => (answers[name] ?? "").trim(),
    ages: (name) => agesIn(answers[name] ?? "") ?? [],
  };
}

function questionOf(table: LineRating, name: string): RatingQuestion {
  const question = table.questions.find((item) => item.name === name);
  if (!question) throw new Error(`${table.line} has no question "${name}"`);
  return question;
}

function tobaccoUsersProblem(
  table: LineRating,
  answers: Answers,
  errors: Readonly<Record<string, string>>,
): [string, string] | undefined {
  for (const factor of table.factors) {
    if (factor.kind !== "tobacco-users") continue;
    if (errors[factor.question] || errors[factor.peopleQuestion]) continue;
    const read = reader(answers);
    const adults = read
      .ages(factor.peopleQuestion)
      .filter((age) => age >= factor.adultFrom).length;
    if (read.number(factor.question) > adults)
      return [factor.question, factor.tooMany];
  }
  return undefined;
}

/**
 * The field errors of a line's answers, by question name (empty when every
 * answer passes): the one definition of the estimate's checks, from the
 * questions of the rating table. Answers are the posted strings.
 */
export function checkAnswers(
  line: PricedLine,
  answers: Answers,
): Record<string, string> {
  const table = ratingOf(line);
  const errors: Record<string, string> = {};
  for (const question of table.questions) {
    const problem = answerProblem(question, answers[question.name]);
    if (problem) errors[question.name] = problem;
  }
  const cross = tobaccoUsersProblem(table, answers, errors);
  if (cross) errors[cross[0]] = cross[1];
  return errors;
}

/** The multiplier of the last band the value reaches (values below every band take the first). */
export function bandMultiplier(bands: readonly Band[], value: number): number {
  let multiplier = bands[0]!.multiplier;
  for (const band of bands)
    if (value >= band.from) multiplier = band.multiplier;
  return multiplier;
}

/** The ZIP code area (0 to 9) of a 5-digit ZIP code: its first digit. */
export const zipArea = (zip: string): number => Number(zip.trim()[0]);

/** The people an `ages` answer lists who are charged, with their weights. */
function chargedPeople(
  factor: Extract<Factor, { kind: "people" }>,
  ages: readonly number[],
): { age: number; weight: number }[] {
  const { children } = factor;
  const adults = ages.filter((age) => age >= children.under);
  const young = ages
    .filter((age) => age < children.under)
    .sort((a, b) => b - a);
  const chargedYoung =
    children.kind === "oldest-charged"
      ? young.slice(0, children.charged)
      : adults.length > 0
        ? []
        : young;
  return [...adults, ...chargedYoung].map((age) => ({
    age,
    weight: bandMultiplier(factor.weights, age),
  }));
}

function peopleFactor(
  table: LineRating,
  question: string,
): Extract<Factor, { kind: "people" }> {
  const factor = table.factors.find(
    (item) => item.kind === "people" && item.question === question,
  );
  if (factor?.kind !== "people")
    throw new Error(`${table.line} rates no people by "${question}"`);
  return factor;
}

const sum = (values: readonly number[]) =>
  values.reduce((total, value) => total + value, 0);

/** One factor's multiplier for one plan. */
function factorMultiplier(
  table: LineRating,
  factor: Factor,
  read: CheckedAnswers,
  plan: string,
): number {
  if (factor.plans && !factor.plans.includes(plan)) return 1;
  switch (factor.kind) {
    case "choice":
      return factor.multipliers[read.choice(factor.question)] ?? NaN;
    case "bands": {
      const value = read.number(factor.question);
      const limit = factor.limits?.[plan] ?? Infinity;
      return bandMultiplier(factor.bands, Math.min(value, limit));
    }
    case "area":
      return factor.multipliers[zipArea(read.choice(factor.question))] ?? NaN;
    case "coverage": {
      const amount = read.number(factor.question);
      const reference = factor.reference[plan] ?? NaN;
      return factor.fixedShare + (1 - factor.fixedShare) * (amount / reference);
    }
    case "people": {
      const people = chargedPeople(factor, read.ages(factor.question));
      return (
        sum(people.map((person) => person.weight)) / factor.referenceWeight
      );
    }
    case "tobacco-users": {
      const people = chargedPeople(
        peopleFactor(table, factor.peopleQuestion),
        read.ages(factor.peopleQuestion),
      );
      const total = sum(people.map((person) => person.weight));
      const users = people
        .filter((person) => person.age >= factor.adultFrom)
        .sort((a, b) => b.age - a.age)
        .slice(0, read.number(factor.question));
      const surcharged = sum(users.map((person) => person.weight));
      return (total + (factor.surcharge - 1) * surcharged) / total;
    }
  }
}

/** The line's plan of this name, matched without regard to case. */
function planNamed(table: LineRating, name: string | undefined) {
  const wanted = name?.trim().toLowerCase();
  return wanted
    ? table.plans.find((plan) => plan.name.toLowerCase() === wanted)?.name
    : undefined;
}

/**
 * The plan an estimate recommends: the one the visitor picked (the `plan`
 * argument, e.g. from a plan card's link, before the line's plan question),
 * else the rating's own rule applied to the answers.
 */
export function recommendedPlan(
  line: PricedLine,
  answers: Answers,
  plan?: string,
): string {
  const table = ratingOf(line);
  return (
    planNamed(table, plan) ??
    planNamed(table, table.planQuestion && answers[table.planQuestion]) ??
    table.recommendation.choose(reader(answers))
  );
}

/** An answer in words, as an estimate lists it: "$750,000", "12,000 miles a year", "Very good". */
export function answerInWords(question: RatingQuestion, raw: string): string {
  const text = raw.trim();
  switch (question.kind) {
    case "zip":
      return text;
    case "choice":
      return (
        question.options?.find((option) => option.value === text)?.label ?? text
      );
    case "ages":
      return (agesIn(text) ?? []).join(", ");
    case "number": {
      const number = questionNumber(question, wholeNumberIn(text) ?? NaN);
      return question.unit ? `${number} ${question.unit}` : number;
    }
  }
}

/**
 * The estimate of one line: every plan of the line in the product page's
 * order, each rated as its displayed price times the multiplier of each
 * answer and given the line's range, the recommended plan marked, and how
 * each answer moved the recommended plan's price. Throws when the answers
 * fail their checks (`checkAnswers` first).
 */
export function estimateFor(
  line: PricedLine,
  answers: Answers,
  plan?: string,
): Estimate {
  const table = ratingOf(line);
  const problems = Object.keys(checkAnswers(line, answers));
  if (problems.length > 0)
    throw new Error(
      `The ${line} estimate's answers fail their checks: ${problems.join(", ")}`,
    );
  const read = reader(answers);
  const recommended = recommendedPlan(line, answers, plan);
  let factors: FactorEffect[] = [];
  const plans = table.plans.map((item): PlanEstimate => {
    // The running price after each answer, in question order: its rounded
    // steps are the dollars each answer moved, and its end is the price.
    let running = item.price;
    const effects = table.factors.map((factor): FactorEffect => {
      const multiplier = factorMultiplier(table, factor, read, item.name);
      const before = running;
      running *= multiplier;
      return {
        question: factor.question,
        label: factor.label,
        answer: answerInWords(
          questionOf(table, factor.question),
          answers[factor.question] ?? "",
        ),
        multiplier,
        dollars: roundDollars(running) - roundDollars(before),
      };
    });
    if (item.name === recommended) factors = effects;
    const price = roundDollars(running);
    return {
      plan: item.name,
      basePrice: item.price,
      price,
      low: roundDollars(price * (1 - table.rangeWidth)),
      high: roundDollars(price * (1 + table.rangeWidth)),
      recommended: item.name === recommended,
    };
  });
  return { line, period: table.period, plans, factors };
}

/**
 * The answers of a line's reference profile: the profile its displayed
 * prices are for. On life, each plan's displayed price is for its own
 * death benefit, so `plan` sets the coverage amount to that plan's.
 */
export function referenceAnswers(line: PricedLine, plan?: string): Answers {
  const table = ratingOf(line);
  const answers: Record<string, string> = { ...table.reference.answers };
  const name = planNamed(table, plan);
  for (const factor of table.factors)
    if (factor.kind === "coverage" && name)
      answers[factor.question] = String(factor.reference[name]);
  return answers;
}

/**
 * The bundle rate of a set of lines (bundleRule in the rating table): by
 * how many counted lines there are, more with home and auto together, never
 * above the maximum.
 */
export function bundleRate(lines: readonly PricedLine[]): number {
  const distinct = new Set(lines);
  const counted = [...distinct].filter((line) =>
    (bundleRule.countedLines as readonly PricedLine[]).includes(line),
  ).length;
  let rate = 0;
  for (const step of bundleRule.ratesByLineCount)
    if (counted >= step.lines) rate = step.rate;
  if (rate > 0 && distinct.has("home") && distinct.has("auto"))
    rate += bundleRule.homeAndAutoExtra;
  // 0.15 + 0.05 in floating point is 0.19999999999999998: rates are whole percents.
  return Math.min(Math.round(rate * 100) / 100, bundleRule.maxRate);
}

/**
 * Several lines' estimates together: the monthly totals of their recommended
 * plans (trip prices are not bundled) and the totals after the bundle
 * discount, which applies to the discounted lines' prices only (health
 * counts towards the bundle but is never discounted).
 */
export function bundleOf(estimates: readonly Estimate[]): BundleEstimate {
  const monthly = estimates
    .filter((estimate) => estimate.period === "month")
    .map((estimate) => ({
      line: estimate.line,
      plan: estimate.plans.find((item) => item.recommended)!,
    }));
  const discountRate = bundleRate(monthly.map((item) => item.line));
  const discounted = monthly.filter((item) =>
    (bundleRule.discountedLines as readonly PricedLine[]).includes(item.line),
  );
  const monthlyLow = sum(monthly.map((item) => item.plan.low));
  const monthlyHigh = sum(monthly.map((item) => item.plan.high));
  return {
    estimates,
    discountRate,
    monthlyLow,
    monthlyHigh,
    discountedLow:
      monthlyLow -
      roundDollars(discountRate * sum(discounted.map((item) => item.plan.low))),
    discountedHigh:
      monthlyHigh -
      roundDollars(
        discountRate * sum(discounted.map((item) => item.plan.high)),
      ),
  };
}
