import { businessQuestions } from "#app/content/business-quote.ts";
import { rating } from "#app/content/rating.ts";
import { checkAnswers } from "#app/lib/estimate/estimate.ts";
import { checkQuoteAnswers } from "#app/lib/estimate/quote-answers.ts";
import type { Answers, PricedLine } from "#app/lib/estimate/types.ts";
import { z } from "#app/lib/zod.ts";

/**
 * Answers to a list of questions as a form schema, for the form layer
 * (server/forms): the fields are the questions' names, each trimmed, and
 * the checks are `check`, so the messages under the fields are the
 * questions' own (one definition). Other posted fields are dropped.
 */
function answersSchema(
  names: readonly string[],
  check: (answers: Answers) => Record<string, string>,
) {
  const fields = z.object(
    Object.fromEntries(names.map((name) => [name, z.optional(z.string())])),
  );
  return z
    .pipe(
      fields,
      z.transform((values): Answers =>
        Object.fromEntries(
          names.map((name) => [name, (values[name] ?? "").trim()]),
        ),
      ),
    )
    .check(
      z.superRefine((answers: Answers, ctx) => {
        for (const [name, message] of Object.entries(check(answers)))
          ctx.addIssue({ code: "custom", path: [name], message });
      }),
    );
}

/** A priced line's estimate questions (app/content/rating.ts), checked by `checkAnswers`. */
export const quoteAnswersSchema = (line: PricedLine) =>
  answersSchema(
    rating[line].questions.map((question) => question.name),
    (answers) => checkAnswers(line, answers),
  );

/** A business quote's four answers (app/content/business-quote.ts): no price, an agent's quote. */
export const businessQuoteSchema = () =>
  answersSchema(
    businessQuestions.map((question) => question.name),
    (answers) => checkQuoteAnswers("business", answers),
  );
