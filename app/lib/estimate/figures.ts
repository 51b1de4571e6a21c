import { quotePage as englishTexts } from "#app/content/quote.ts";
import { quotePage as spanishTexts } from "#app/content/es/quote.ts";
import { inLocale, intlLocale, type Locale } from "#app/lib/locale.ts";
import type { Estimate, FactorEffect, PlanEstimate } from "./types.ts";

/**
 * How an estimate's figures are written on the quote page, the same with
 * and without scripts: ranges, multipliers and each factor's effect, in
 * the page's language (money through Intl in that language's tag).
 */

const quoteTexts = (locale: Locale) =>
  inLocale({ en: englishTexts, es: spanishTexts }, locale);

const dollars = {
  en: new Intl.NumberFormat(intlLocale.en, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }),
  es: new Intl.NumberFormat(intlLocale.es, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }),
};

/** Whole US dollars as the page's language writes them: "$850,000". */
export function usdIn(amount: number, locale: Locale = "en"): string {
  return dollars[locale].format(amount);
}

/** The plan the estimate recommends (the engine marks one); the first if none is marked. */
export function recommendedOf(estimate: Estimate): PlanEstimate {
  return estimate.plans.find((plan) => plan.recommended) ?? estimate.plans[0]!;
}

/** "$68 to $84 a month". */
export function rangeText(
  plan: PlanEstimate,
  period: Estimate["period"],
  locale: Locale = "en",
) {
  const texts = quoteTexts(locale);
  return texts.estimate.rangeLabel(
    usdIn(plan.low, locale),
    usdIn(plan.high, locale),
    texts.estimate.perPeriod[period],
  );
}

/**
 * The sentence read out when an estimate appears or changes: "Standard: $68
 * to $84 a month". `planName` says a plan's name in the page's language.
 */
export function summaryText(
  estimate: Estimate,
  locale: Locale = "en",
  planName: (plan: string) => string = (plan) => plan,
): string {
  const texts = quoteTexts(locale);
  const plan = recommendedOf(estimate);
  return texts.estimate.summary(
    planName(plan.plan),
    usdIn(plan.low, locale),
    usdIn(plan.high, locale),
    texts.estimate.perPeriod[estimate.period],
  );
}

/** A multiplier as a person reads it: 1.25 → "×1.25", 0.9 → "×0.90". */
export function multiplierText(
  multiplier: number,
  locale: Locale = "en",
): string {
  if (locale === "en") return `×${multiplier.toFixed(2)}`;
  return `×${multiplier.toLocaleString(intlLocale[locale], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  })}`;
}

/** What a factor did to the recommended plan: "+$12 a month", "−$4 per trip", or no change. */
export function effectText(
  factor: FactorEffect,
  period: Estimate["period"],
  locale: Locale = "en",
): string {
  const texts = quoteTexts(locale);
  if (factor.dollars === 0) return texts.factors.noChange;
  return texts.factors.effect(
    usdIn(Math.abs(factor.dollars), locale),
    texts.estimate.perPeriod[period],
    factor.dollars > 0 ? 1 : -1,
  );
}
