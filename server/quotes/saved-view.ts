import * as englishLines from "#app/content/product-lines.ts";
import * as spanishLines from "#app/content/es/product-lines.ts";
import { savedEstimatePage as englishTexts } from "#app/content/quote-requests.ts";
import { savedEstimatePage as spanishTexts } from "#app/content/es/quote-requests.ts";
import { isPricedLine } from "#app/content/rating.ts";
import { estimateInWords } from "#app/lib/estimate/estimate-words.ts";
import {
  estimateWordsIn,
  questionsInLocale,
} from "#app/lib/estimate/estimate-words-in.ts";
import { usdIn } from "#app/lib/estimate/figures.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import { addLinePath, agentRequestPath } from "#app/lib/quote-paths.ts";
import type { SavedEstimateView } from "#app/lib/saved-estimate-view.ts";
import { formatCompanyDateTime } from "#app/lib/staff/dates.ts";
import { bundleOfLines } from "./line-estimate.ts";
import { rangeInWords } from "./quote-view.ts";
import type { SavedEstimate, SavedLine } from "./saved-estimates.ts";

/** A saved line's estimate in the page's language (saved in the engine's English). */
function estimateOf(saved: SavedLine, locale: Locale) {
  const words = estimateWordsIn(saved.line, locale);
  if (!saved.estimate || !words) return { estimate: saved.estimate, words };
  return {
    estimate: estimateInWords(saved.estimate, saved.answers, words),
    words,
  };
}

/** Business cover's answers, by question: its label and the answer's label in the page's language. */
function answersOf(saved: SavedLine, locale: Locale) {
  const questions = questionsInLocale(saved.line, locale);
  return Object.entries(saved.answers).map(([name, value]) => {
    const question = questions.find((item) => item.name === name);
    // English as it always was: the name and the value as posted.
    if (locale === "en" || !question) return { label: name, answer: value };
    return {
      label: question.label,
      answer:
        question.options?.find((option) => option.value === value)?.label ??
        value,
    };
  });
}

/**
 * A saved estimate as its page shows it: each line's plans as ranges in
 * words, what moved the price, the bundle total with its discount, and the
 * lines that can still be added (each starting its estimate on a page under
 * the saved estimate's own path, to join this one). In `locale`: a Spanish visitor's page says it
 * all in Spanish (its links, English paths, go to the Spanish twins).
 */
export function savedEstimateView(
  saved: SavedEstimate,
  token: string,
  locale: Locale = "en",
): SavedEstimateView {
  const texts = inLocale({ en: englishTexts, es: spanishTexts }, locale);
  const { productLineLinks, productLineTitle } = inLocale(
    { en: englishLines, es: spanishLines },
    locale,
  );
  const bundle = bundleOfLines(saved.lines);
  const present = new Set(saved.lines.map((line) => line.line));
  return {
    reference: saved.reference,
    savedAt: formatCompanyDateTime(saved.updatedAt, locale),
    savedAtIso: saved.updatedAt,
    lines: saved.lines.map((line) => {
      const { estimate, words } = estimateOf(line, locale);
      return {
        line: line.line,
        title: productLineTitle(line.line),
        plans:
          estimate?.plans.map((plan) => ({
            plan: words?.planNames[plan.plan] ?? plan.plan,
            range: rangeInWords(estimate, plan.low, plan.high, locale),
            recommended: plan.recommended,
          })) ?? [],
        factors:
          estimate?.factors.map((factor) => ({
            label: factor.label,
            answer: factor.answer,
            dollars:
              factor.dollars === 0
                ? ""
                : `${factor.dollars > 0 ? "+" : "−"}${usdIn(Math.abs(factor.dollars), locale)}`,
          })) ?? [],
        answers: estimate ? [] : answersOf(line, locale),
      };
    }),
    bundle: bundle && {
      percent: Math.round(bundle.discountRate * 100),
      total: texts.range(
        usdIn(bundle.monthlyLow, locale),
        usdIn(bundle.monthlyHigh, locale),
      ),
      discounted: texts.range(
        usdIn(bundle.discountedLow, locale),
        usdIn(bundle.discountedHigh, locale),
      ),
      tripsApart: saved.lines.some((line) => line.estimate?.period === "trip"),
    },
    addable: productLineLinks
      .filter(({ line }) => isPricedLine(line) && !present.has(line))
      .map(({ line, title }) => ({
        title,
        // The token in the saved estimate's own path, never in a query string.
        href: addLinePath(token, line),
      })),
    // English paths: the page's links take them to the Spanish twins.
    agentHref: agentRequestPath(token),
  };
}
