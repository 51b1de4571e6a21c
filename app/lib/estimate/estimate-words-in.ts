import { businessQuestions as englishBusiness } from "#app/content/business-quote.ts";
import { businessQuestions as spanishBusiness } from "#app/content/es/business-quote.ts";
import { estimateFormWords as spanishFormWords } from "#app/content/es/estimate-form.ts";
import { ratingTableWords as spanishTableWords } from "#app/content/es/how-we-estimate.ts";
import { questionsIn } from "#app/content/estimate-form.ts";
import { isPricedLine, rating } from "#app/content/rating.ts";
import type { ProductLine } from "#app/content/shared.ts";
import type { Locale } from "#app/lib/locale.ts";
import type { EstimateWords } from "./estimate-words.ts";
import type { PricedLine, Question } from "./types.ts";

/**
 * A line's estimate words in a page's language, for the loader and the
 * server (it reads the rating table and the Spanish content: not for a
 * page's first browser bundle). English needs none: the engine's own.
 */
export function estimateWordsIn(
  line: ProductLine,
  locale: Locale,
): EstimateWords | undefined {
  if (locale === "en" || !isPricedLine(line)) return undefined;
  return spanishEstimateWords(line);
}

function spanishEstimateWords(line: PricedLine): EstimateWords {
  const table = spanishTableWords.lines[line];
  const factors = table.factors as Readonly<Record<string, { label: string }>>;
  return {
    factorLabels: Object.fromEntries(
      Object.entries(factors).map(([name, words]) => [name, words.label]),
    ),
    planNames: Object.fromEntries(
      rating[line].plans.map((plan, index) => [
        plan.name,
        table.plans[index] ?? plan.name,
      ]),
    ),
    questions: questionsIn(line, spanishFormWords),
  };
}

/** The questions a line's page asks, in the page's language. */
export function questionsInLocale(
  line: ProductLine,
  locale: Locale,
): readonly Question[] {
  if (!isPricedLine(line))
    return locale === "es" ? spanishBusiness : englishBusiness;
  return locale === "es"
    ? questionsIn(line, spanishFormWords)
    : rating[line].questions;
}
