import type { Band, RatingQuestion } from "#app/content/rating.ts";
import { formatUsd } from "#app/lib/money.ts";

/**
 * How the rating table's numbers read on a page (/quote/how-we-estimate and
 * the estimate itself): multipliers, and the answers each band covers.
 */

/** 1.1 → "1.10", 0.765 → "0.765", 2.5 → "2.50"; with `digits` 3, 1 → "1.000". */
export function formatMultiplier(multiplier: number, digits = 2): string {
  return multiplier.toLocaleString("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: 4,
  });
}

/** 0.15 → 15 */
export const percent = (rate: number) => Math.round(rate * 100);

/** A number of a question as it reads: "$250,000", "12,000", but years as "2016". */
export function questionNumber(
  question: RatingQuestion,
  value: number,
): string {
  if (question.money) return formatUsd(value);
  return question.unit || value >= 10_000
    ? value.toLocaleString("en-US")
    : String(value);
}

/** The words between a band's numbers, in the page's language (app/content/how-we-estimate.ts). */
export interface RangeWords {
  to: string;
  andOver: string;
  and: string;
}

/**
 * The answers each band covers, in words: "16 to 19", "$750,000 to
 * $1,000,000", "75 and over"; the last band ends at the question's maximum.
 * `unit` is the question's unit in the page's language.
 */
export function bandLabels(
  bands: readonly Band[],
  question: RatingQuestion,
  words: RangeWords,
  unit = question.unit,
): string[] {
  const after = unit ? ` ${unit}` : "";
  return bands.map((band, index) => {
    const from = questionNumber(question, band.from);
    const next = bands[index + 1];
    const to = next ? next.from - 1 : question.max;
    if (to === undefined) return `${from} ${words.andOver}${after}`;
    if (to === band.from) return `${from}${after}`;
    return `${from} ${words.to} ${questionNumber(question, to)}${after}`;
  });
}

/** ["Standard", "Premium"] → "Standard and Premium"; three or more with commas. */
export function listInWords(
  items: readonly string[],
  words: Pick<RangeWords, "and">,
): string {
  if (items.length <= 2) return items.join(` ${words.and} `);
  return `${items.slice(0, -1).join(", ")} ${words.and} ${items[items.length - 1]}`;
}
