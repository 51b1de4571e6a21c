import { productLines, type ProductLine } from "#app/content/shared.ts";
import {
  answersOf,
  checkQuoteAnswers,
  quoteEstimate,
} from "#app/lib/estimate/quote-answers.ts";
import { readQuoteRequest } from "#app/lib/quote-request.ts";
import { quoteLineOf } from "#app/lib/quote-link.ts";
import { foundOr404 } from "#app/lib/not-found.ts";
import { z } from "#app/lib/zod.ts";
import { quotePage as texts } from "#app/content/quote.ts";
import type { RateLimitRule } from "#server/rate-limit.ts";
import { defineForm, type FormRequest } from "./form-definition.ts";

/** The plan a quote button started from, posted with the answers. */
export const PLAN_FIELD = "plan";

/**
 * Counted per client before the body is read. An estimate stores nothing,
 * but each post runs the engine; a visitor without scripts posts once per
 * change of mind, so the limit is generous.
 */
const rateLimit: RateLimitRule = {
  name: "form:quote",
  limit: 60,
  windowMs: 10 * 60_000,
};

/** The line the page's address names, checked before the body is read: another is a 404. */
async function lineOfPage({ params }: FormRequest): Promise<ProductLine> {
  return foundOr404(quoteLineOf(params?.line));
}

/**
 * A line's answers as its questions name them, each a string, checked with
 * the engine's own rules (the same the browser runs): the messages land on
 * the fields they are about. Other posted fields (the plan) are left out.
 */
function answersSchema(line: ProductLine) {
  return z
    .pipe(
      z.record(z.string(), z.unknown()),
      z.transform((posted) => answersOf(line, (name) => posted[name])),
    )
    .check(
      z.superRefine((answers, context) => {
        for (const [name, message] of Object.entries(
          checkQuoteAnswers(line, answers),
        ))
          context.addIssue({ code: "custom", path: [name], message });
      }),
    );
}

/**
 * One form per line, all answered by /quote/:line (the posted intent names
 * the line's). Valid answers come back with the estimate they give,
 * computed by the same engine the browser runs; nothing is stored.
 */
function quoteForm<const Line extends ProductLine>(line: Line) {
  return defineForm({
    name: `quote-${line}`,
    page: "/quote/:line",
    schema: answersSchema(line),
    rateLimit,
    access: lineOfPage,
    invalidToast: () => texts.invalid,
    failureToast: () => texts.failure,
    submit: async ({ input, scope, fields }) => {
      // A post whose intent names another line than its address.
      if (scope !== line) foundOr404(undefined);
      const plan = readQuoteRequest(
        new URLSearchParams({
          line,
          plan: fields.get(PLAN_FIELD)?.[0] ?? "",
        }),
      )?.plan;
      return {
        ok: true as const,
        quote: {
          answers: input,
          plan,
          estimate: quoteEstimate(line, input, plan),
        },
      };
    },
  });
}

/** The estimate's forms, in the order of the lines. */
export const quoteForms = productLines.map(quoteForm);

/** The form of a line (its name is `quote-<line>`). */
export function quoteFormOf(line: ProductLine) {
  return quoteForms[productLines.indexOf(line)]!;
}
