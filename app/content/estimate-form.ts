import type { PricedLine } from "#app/lib/estimate/types.ts";
import { rating, type RatingQuestion } from "./rating.ts";

/**
 * The words of the estimate form (/quote/{line}, decision 0086): each
 * question's label, hint, option labels, unit and message, read from the
 * rating table (rating.ts) at load time, so English stays written once and
 * the Spanish twin (es/estimate-form.ts) is held to `EstimateFormWords` by
 * tsc. The figures (limits, values, plans' keys) stay in rating.ts.
 *
 * What the estimate's result prints besides: each factor's label is the
 * rating table's (`ratingTableWords`, how-we-estimate.ts); the range, the
 * effects and the notes are quote.ts's.
 */

/**
 * One line's form words, by question name: `Q` every question, `H` those
 * with a hint, `C` those answered by a choice (option labels by option
 * value), `U` those whose numbers carry a unit, `T` those with a check
 * across questions (health's tobacco users, no more than the adults).
 */
export interface FormLineWords<
  Q extends string,
  H extends Q,
  C extends Q,
  U extends Q,
  T extends Q = never,
> {
  labels: Readonly<Record<Q, string>>;
  hints: Readonly<Record<H, string>>;
  options: Readonly<Record<C, Readonly<Record<string, string>>>>;
  units: Readonly<Record<U, string>>;
  /** Under the field when its answer is missing, malformed or out of range. */
  messages: Readonly<Record<Q, string>>;
  /** Under the field when its answer does not fit another one. */
  crossMessages: Readonly<Record<T, string>>;
}

/** The words of every priced line's questions (rating.ts) that the estimate form prints. */
export interface EstimateFormWords {
  lines: {
    auto: FormLineWords<
      | "zip"
      | "youngestDriverAge"
      | "drivers"
      | "vehicleYear"
      | "annualMileage"
      | "incidents"
      | "plan",
      "zip" | "incidents",
      "plan",
      "annualMileage"
    >;
    home: FormLineWords<
      | "zip"
      | "rebuildValue"
      | "yearBuilt"
      | "roofAge"
      | "claims"
      | "deductible",
      "zip" | "rebuildValue" | "claims" | "deductible",
      "deductible",
      "roofAge"
    >;
    life: FormLineWords<
      "age" | "tobacco" | "health" | "coverageAmount" | "coverageLength",
      "health" | "coverageAmount" | "coverageLength",
      "tobacco" | "health" | "coverageLength",
      never
    >;
    health: FormLineWords<
      "zip" | "ages" | "tobaccoUsers" | "plan",
      "zip" | "ages" | "tobaccoUsers",
      "plan",
      never,
      "tobaccoUsers"
    >;
    travel: FormLineWords<
      "tripCost" | "tripDays" | "ages" | "plan",
      "tripCost" | "ages",
      "plan",
      "tripDays"
    >;
  };
}

/** A line's form words as rating.ts writes them (the table's one English definition). */
function formWordsOf(line: PricedLine) {
  const { questions, factors } = rating[line];
  const each = <T>(pick: (question: RatingQuestion) => T | undefined) =>
    Object.fromEntries(
      questions.flatMap((question) => {
        const value = pick(question);
        return value === undefined ? [] : [[question.name, value]];
      }),
    );
  return {
    labels: each((question) => question.label),
    hints: each((question) => question.hint),
    options: each((question) =>
      question.options
        ? Object.fromEntries(
            question.options.map((option) => [option.value, option.label]),
          )
        : undefined,
    ),
    units: each((question) => question.unit),
    messages: each((question) => question.message),
    crossMessages: Object.fromEntries(
      factors.flatMap((factor) =>
        factor.kind === "tobacco-users"
          ? [[factor.question, factor.tooMany]]
          : [],
      ),
    ),
  };
}

/**
 * The estimate form's words, read from rating.ts. The Spanish twin is held
 * to `EstimateFormWords`; the unit tests hold this projection to the same
 * shape, and `questionsIn(line, estimateFormWords)` to rating.ts's
 * questions exactly.
 */
export const estimateFormWords: EstimateFormWords = {
  lines: {
    auto: formWordsOf("auto"),
    home: formWordsOf("home"),
    life: formWordsOf("life"),
    health: formWordsOf("health"),
    travel: formWordsOf("travel"),
    // Keyed at run time by the questions' names; the unit tests check the keys.
  } as unknown as EstimateFormWords["lines"],
};

/** Any line's form words, read by question name. */
type AnyLineWords = FormLineWords<string, string, string, string, string>;

/**
 * A line's questions in a language: rating.ts's questions (names, kinds,
 * limits, option values) with `words`' labels, hints, option labels, units
 * and messages. With the English words, rating.ts's questions as they are.
 */
export function questionsIn(
  line: PricedLine,
  words: EstimateFormWords,
): RatingQuestion[] {
  const own = words.lines[line] as AnyLineWords;
  return rating[line].questions.map((question) => {
    const hint = own.hints[question.name];
    const unit = own.units[question.name];
    const options = own.options[question.name];
    return {
      ...question,
      label: own.labels[question.name] ?? question.label,
      ...(hint === undefined ? {} : { hint }),
      ...(unit === undefined ? {} : { unit }),
      ...(options && question.options
        ? {
            options: question.options.map((option) => ({
              value: option.value,
              label: options[option.value] ?? option.label,
            })),
          }
        : {}),
      message: own.messages[question.name] ?? question.message,
    };
  });
}

/**
 * A field error in a language: the English message the engine gave for the
 * question (app/lib/estimate/estimate.ts checks with rating.ts's words),
 * as `words` say it; the cross-question message when the engine gave that.
 */
export function fieldMessageIn(
  line: PricedLine,
  question: string,
  englishMessage: string,
  words: EstimateFormWords,
): string {
  const english = estimateFormWords.lines[line] as AnyLineWords;
  const own = words.lines[line] as AnyLineWords;
  if (englishMessage === english.crossMessages[question])
    return own.crossMessages[question] ?? englishMessage;
  return own.messages[question] ?? englishMessage;
}
