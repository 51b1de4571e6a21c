import { businessQuestions } from "#app/content/business-quote.ts";
import { checkQuoteAnswers } from "#app/lib/estimate/quote-answers.ts";
import type { Answers } from "#app/lib/estimate/types.ts";
import { z } from "#app/lib/zod.ts";

/**
 * A business quote's four answers as a form schema, the business twin of
 * `quoteAnswersSchema` (quote.ts): each answer trimmed, checked by
 * `checkQuoteAnswers`, so the messages are the questions' own. Other posted
 * fields are dropped.
 */
export function businessQuoteSchema() {
  const names = businessQuestions.map((question) => question.name);
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
        for (const [name, message] of Object.entries(
          checkQuoteAnswers("business", answers),
        ))
          ctx.addIssue({ code: "custom", path: [name], message });
      }),
    );
}
