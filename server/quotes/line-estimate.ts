import { isPricedLine, rating } from "#app/content/rating.ts";
import type { ProductLine } from "#app/content/shared.ts";
import {
  HONEYPOT_FIELD,
  INTENT_FIELD,
  TOKEN_FIELD,
} from "#app/lib/forms/guards.ts";
import {
  bundleOf,
  checkAnswers,
  estimateFor,
} from "#app/lib/estimate/estimate.ts";
import type { BundleEstimate } from "#app/lib/estimate/types.ts";
import type { PostedFields } from "#server/forms/form-definition.ts";
import type { SavedLine } from "./saved-estimates.ts";

/** Fields of the save form that are not answers (decision 0060), and the form guards. */
const NOT_ANSWERS = new Set([
  "line",
  "plan",
  "email",
  "add",
  "next",
  HONEYPOT_FIELD,
  TOKEN_FIELD,
  INTENT_FIELD,
]);

/**
 * Business cover has no rating table: its answers (industry, employees,
 * revenue band, cover wanted) go to the agent as posted. They are bounded,
 * so a crafted post cannot fill the record: a few names of letters, short
 * values.
 */
const BUSINESS_ANSWERS_MAX = 8;
const BUSINESS_NAME = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/;
const BUSINESS_VALUE_MAX = 200;

/**
 * A line's answers as posted, estimated again here with the engine (never
 * the figures a browser sent): the saved line, or the field errors of the
 * answers. Only the line's own questions are read; anything else posted is
 * left out.
 */
export function estimateLine(
  line: ProductLine,
  plan: string | undefined,
  fields: PostedFields,
):
  | { ok: true; line: SavedLine }
  | { ok: false; errors: Record<string, string> } {
  const first = (name: string) => fields.get(name)?.[0]?.trim() ?? "";
  if (!isPricedLine(line)) {
    const answers = Object.fromEntries(
      [...fields.keys()]
        .filter((name) => !NOT_ANSWERS.has(name) && BUSINESS_NAME.test(name))
        .filter((name) => first(name) !== "")
        .slice(0, BUSINESS_ANSWERS_MAX)
        .map((name) => [name, first(name).slice(0, BUSINESS_VALUE_MAX)]),
    );
    if (Object.keys(answers).length === 0)
      return { ok: false, errors: { form: "answers" } };
    return {
      ok: true,
      line: { line, plan: plan ?? null, answers, estimate: null },
    };
  }
  const answers = Object.fromEntries(
    rating[line].questions.map((question) => [
      question.name,
      first(question.name),
    ]),
  );
  const errors = checkAnswers(line, answers);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    line: {
      line,
      plan: plan ?? null,
      answers,
      estimate: estimateFor(line, answers, plan),
    },
  };
}

/** The bundle of a saved estimate's priced lines, when it has two or more; else none. */
export function bundleOfLines(
  lines: readonly SavedLine[],
): BundleEstimate | null {
  const estimates = lines.flatMap((saved) =>
    saved.estimate ? [saved.estimate] : [],
  );
  return estimates.length >= 2 ? bundleOf(estimates) : null;
}
