import { productLines, type ProductLine } from "#app/content/shared.ts";
import {
  planQuestionOf,
  quoteEstimate,
} from "#app/lib/estimate/quote-answers.ts";
import {
  businessQuoteSchema,
  quoteAnswersSchema,
} from "#app/lib/schemas/quote.ts";
import { readQuoteRequest } from "#app/lib/quote-request.ts";
import { PLAN_FIELD, quoteLineOf } from "#app/lib/quote-link.ts";
import { foundOr404 } from "#app/lib/not-found.ts";
import { quotePage as englishTexts } from "#app/content/quote.ts";
import { quotePage as spanishTexts } from "#app/content/es/quote.ts";
import { estimateInWords } from "#app/lib/estimate/estimate-words.ts";
import type { Answers } from "#app/lib/estimate/types.ts";
import {
  fieldErrorsOf,
  type EchoedValues,
  type FormResult,
  type FormSuccess,
} from "#app/lib/forms/form-result.ts";
import { localizeErrors } from "#app/lib/forms/localize-messages.ts";
import { spanishMessages } from "#app/lib/forms/spanish-messages.ts";
import { estimateWordsIn } from "#app/lib/estimate/estimate-words-in.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import type { RateLimitRule } from "#server/rate-limit.ts";
import { defineForm, refusal, type FormRequest } from "./form-definition.ts";

/** The estimate page's words in a language. */
const textsIn = (locale: Locale) =>
  inLocale({ en: englishTexts, es: spanishTexts }, locale);

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

/** The line's answers as its questions name them, each checked by the engine's own rules. */
const answersSchema = (line: ProductLine) =>
  line === "business" ? businessQuoteSchema() : quoteAnswersSchema(line);

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
    invalidToast: (_errors, locale) => textsIn(locale).invalid,
    failureToast: (_error, locale) => textsIn(locale).failure,
    submit: async ({ input, scope, fields, locale }) => {
      // A post whose intent names another line than its address.
      if (scope !== line)
        return refusal(404, {
          ok: false,
          fieldErrors: {},
          toast: textsIn(locale).failure,
        });
      // Where the line asks for a plan, the answer is the plan; elsewhere a quote button's plan rides along.
      const plan = planQuestionOf(line)
        ? undefined
        : readQuoteRequest(
            new URLSearchParams({
              line,
              plan: fields.get(PLAN_FIELD)?.[0] ?? "",
            }),
          )?.plan;
      return {
        ok: true as const,
        quote: estimateOf(line, input, plan, locale),
      };
    },
  });
}

/** What the page shows of valid answers: the answers, the plan, and the estimate they give. */
function estimateOf(
  line: ProductLine,
  answers: Answers,
  plan: string | undefined,
  locale: Locale,
): NonNullable<FormSuccess["quote"]> {
  const estimate = quoteEstimate(line, answers, plan);
  // On a Spanish page, its factors in Spanish (the engine words them in English).
  const words = estimateWordsIn(line, locale);
  return {
    answers,
    ...(plan ? { plan } : {}),
    estimate:
      estimate && words ? estimateInWords(estimate, answers, words) : estimate,
  };
}

/** The estimate's forms, in the order of the lines. */
export const quoteForms = productLines.map(quoteForm);

/** The form of a line (its name is `quote-<line>`). */
export function quoteFormOf(line: ProductLine) {
  return quoteForms[productLines.indexOf(line)]!;
}

/**
 * The line's page's answer to its answers posted with another form (the
 * save form's, which /quote/save sends back when it could not save): what
 * the page's own post would answer, the estimate or the answers' errors in
 * the page's language, without running that post (nor counting it against
 * its rate limit). `plan` is the page's (`estimatePageView`).
 */
export function answerOfLine(
  line: ProductLine,
  values: EchoedValues,
  plan: string | undefined,
  locale: Locale,
): FormResult {
  const form = quoteFormOf(line);
  const parsed = form.schema.safeParse(values);
  if (!parsed.success)
    return {
      ok: false,
      form: form.name,
      fieldErrors: localizeErrors(
        fieldErrorsOf(parsed.error.issues),
        locale === "es" ? spanishMessages : undefined,
      ),
      values,
      toast: textsIn(locale).invalid,
    };
  return {
    ok: true,
    form: form.name,
    quote: estimateOf(line, parsed.data, plan, locale),
  };
}
