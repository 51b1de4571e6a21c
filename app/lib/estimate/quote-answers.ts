import { businessQuestions } from "#app/content/business-quote.ts";
import { rating } from "#app/content/rating.ts";
import type { ProductLine } from "#app/content/shared.ts";
import { checkAnswers, estimateFor } from "./estimate.ts";
import type { Answers, Estimate, Question } from "./types.ts";

/**
 * The quote pages' one way to a line's questions, checks and estimate,
 * business cover included (asked, never priced). The server's form
 * (server/forms/quote.ts) and the browser (which imports this module as the
 * visitor starts answering) run the same code.
 */

/** The questions the line's page asks, in order. */
export function questionsOf(line: ProductLine): readonly Question[] {
  return line === "business" ? businessQuestions : rating[line].questions;
}

/** The question whose answer names a plan, where the line asks one (auto's "Plan"). */
export function planQuestionOf(line: ProductLine): string | undefined {
  return line === "business" ? undefined : rating[line].planQuestion;
}

/** A line's answers as its questions name them, trimmed; a question left out is "". */
export function answersOf(
  line: ProductLine,
  posted: (name: string) => unknown,
): Answers {
  const answers: Record<string, string> = {};
  for (const { name } of questionsOf(line)) {
    const value = posted(name);
    answers[name] = typeof value === "string" ? value.trim() : "";
  }
  return answers;
}

/** The field errors of a line's answers, by question name: empty when every answer passes. */
export function checkQuoteAnswers(
  line: ProductLine,
  answers: Answers,
): Record<string, string> {
  if (line !== "business") return checkAnswers(line, answers);
  const errors: Record<string, string> = {};
  for (const question of businessQuestions)
    if (!question.options.some(({ value }) => value === answers[question.name]))
      errors[question.name] = question.message;
  return errors;
}

/**
 * The estimate of answers that pass their checks; none for business cover.
 * `plan` is the plan a quote button named; where the line asks for a plan,
 * the answer is what counts, and the button only chose its first value.
 */
export function quoteEstimate(
  line: ProductLine,
  answers: Answers,
  plan?: string,
): Estimate | undefined {
  if (line === "business") return undefined;
  return estimateFor(line, answers, planQuestionOf(line) ? undefined : plan);
}
