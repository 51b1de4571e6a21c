import { productPages as englishPages } from "#app/content/product-pages.ts";
import { productPages as spanishPages } from "#app/content/es/product-pages.ts";
import type { Plan } from "#app/content/product-pages.ts";
import { quotePath } from "#app/content/quote.ts";
import type { ProductLine } from "#app/content/shared.ts";
import { inLocale, pathIn, type Locale } from "#app/lib/locale.ts";
import { PLAN_FIELD } from "#app/lib/quote-link.ts";
import { addLinePath } from "#app/lib/quote-paths.ts";
import { readQuoteRequest } from "#app/lib/quote-request.ts";

import type { EstimateWords } from "./estimate-words.ts";
import { questionsInLocale, estimateWordsIn } from "./estimate-words-in.ts";
import { planQuestionOf } from "./quote-answers.ts";
import type { Answers, Question } from "./types.ts";

/**
 * What a line's estimate page draws (/quote/<line>, its Spanish twin, and
 * the same page under a saved estimate): the line's questions and plans in
 * the page's language, the plan a quote button named, and the saved
 * estimate a save joins.
 */
export interface EstimatePageView {
  line: ProductLine;
  /** The plan a quote button named, where the line asks no plan question. */
  plan: string | undefined;
  /** Answers the page starts with (the plan a quote button named, where the line asks one). */
  defaults: Answers;
  /** The question whose answer names a plan, where the line asks one. */
  planQuestion: string | undefined;
  questions: readonly Question[];
  /** The line's plans as its product page shows them. */
  plans: readonly Plan[];
  /** On a Spanish page, the words its estimate is said with (English: the engine's own). */
  words: EstimateWords | undefined;
  /** The token of the saved estimate a save joins (`/quote/saved/<token>/add/<line>`), if any. */
  addTo: string | undefined;
}

/**
 * The view of a line's estimate page in `locale`. `asked` is the plan a
 * quote button named (`?plan=`), kept only if the line's page shows it;
 * `addTo` a token already checked for its shape. For the loader and the
 * server: it reads both languages' product pages.
 */
export function estimatePageView(
  line: ProductLine,
  locale: Locale,
  { asked, addTo }: { asked: string | undefined; addTo: string | undefined },
): EstimatePageView {
  const plan = readQuoteRequest(
    new URLSearchParams({ line, plan: asked ?? "" }),
  )?.plan;
  const planQuestion = planQuestionOf(line);
  const pages = inLocale({ en: englishPages, es: spanishPages }, locale);
  return {
    line,
    // Where the line asks for a plan, the button's plan is that answer's first value.
    plan: planQuestion ? undefined : plan,
    defaults: planQuestion && plan ? { [planQuestion]: plan } : {},
    planQuestion,
    questions: questionsInLocale(line, locale),
    plans: pages[line].plans?.plans ?? [],
    words: estimateWordsIn(line, locale),
    addTo,
  };
}

/**
 * Where the page's answers are posted to be estimated again: the page
 * itself, with the plan its quote button named, opened at the estimate.
 * What a page drawn at another address (/quote/save, sending back a save it
 * refused) gives its answers form.
 */
export function estimatePagePath(view: EstimatePageView, locale: Locale) {
  const page = view.addTo
    ? addLinePath(view.addTo, view.line)
    : quotePath(view.line);
  const query = view.plan
    ? `?${new URLSearchParams({ [PLAN_FIELD]: view.plan })}`
    : "";
  return `${pathIn(page, locale)}${query}#estimate`;
}
