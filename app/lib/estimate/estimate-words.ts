import type { RatingQuestion } from "#app/content/rating.ts";
import { answerInWords } from "./estimate.ts";
import type { Answers, Estimate } from "./types.ts";

/**
 * What an estimate is said with in a language other than the rating
 * table's (decision 0086): the engine words its factors in English
 * (rating.ts); a Spanish page relabels them by question name.
 */
export interface EstimateWords {
  /** Each factor's label, by its question's name (the rating table page's words). */
  factorLabels: Readonly<Record<string, string>>;
  /** Each plan's name in the language, by its English name (what the engine and the forms use). */
  planNames: Readonly<Record<string, string>>;
  /** The line's questions in the language: option labels and units for the answers in words. */
  questions: readonly RatingQuestion[];
}

/**
 * The estimate with its factors in `words`' language: each label by its
 * question, each answer said again from the raw answers with the
 * language's option labels and units. Plans keep their English names (the
 * page and the forms compare by them); say them with `planNames`.
 */
export function estimateInWords(
  estimate: Estimate,
  answers: Answers,
  words: EstimateWords,
): Estimate {
  return {
    ...estimate,
    factors: estimate.factors.map((factor) => {
      const question = words.questions.find(
        (item) => item.name === factor.question,
      );
      return {
        ...factor,
        label: words.factorLabels[factor.question] ?? factor.label,
        answer: question
          ? answerInWords(question, answers[factor.question] ?? "")
          : factor.answer,
      };
    }),
  };
}
