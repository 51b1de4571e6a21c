import { rating } from "#app/content/rating.ts";
import { checkAnswers } from "#app/lib/estimate/estimate.ts";
import type { Answers, PricedLine } from "#app/lib/estimate/types.ts";
import { z } from "#app/lib/zod.ts";

/**
 * A line's estimate questions as a form schema, for the form layer
 * (server/forms): the fields are the line's questions, each trimmed, and the
 * checks are `checkAnswers`, so the messages under the fields are the rating
 * table's own (one definition). Other posted fields are dropped.
 */
export function quoteAnswersSchema(line: PricedLine) {
  const names = rating[line].questions.map((question) => question.name);
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
          checkAnswers(line, answers),
        ))
          ctx.addIssue({ code: "custom", path: [name], message });
      }),
    );
}
