import { quotePage as texts } from "#app/content/quote.ts";
import { formatUsd } from "#app/lib/money.ts";
import type { Estimate, FactorEffect, PlanEstimate } from "./types.ts";

/**
 * How an estimate's figures are written on the quote page, the same with
 * and without scripts: ranges, multipliers and each factor's effect.
 */

/** The plan the estimate recommends (the engine marks one); the first if none is marked. */
export function recommendedOf(estimate: Estimate): PlanEstimate {
  return estimate.plans.find((plan) => plan.recommended) ?? estimate.plans[0]!;
}

/** "$68 to $84 a month". */
export function rangeText(plan: PlanEstimate, period: Estimate["period"]) {
  return texts.estimate.rangeLabel(
    formatUsd(plan.low),
    formatUsd(plan.high),
    texts.estimate.perPeriod[period],
  );
}

/** The sentence read out when an estimate appears or changes: "Standard: $68 to $84 a month". */
export function summaryText(estimate: Estimate): string {
  const plan = recommendedOf(estimate);
  return texts.estimate.summary(
    plan.plan,
    formatUsd(plan.low),
    formatUsd(plan.high),
    texts.estimate.perPeriod[estimate.period],
  );
}

/** A multiplier as a person reads it: 1.25 → "×1.25", 0.9 → "×0.90". */
export function multiplierText(multiplier: number): string {
  return `×${multiplier.toFixed(2)}`;
}

/** What a factor did to the recommended plan: "+$12 a month", "−$4 per trip", or no change. */
export function effectText(
  factor: FactorEffect,
  period: Estimate["period"],
): string {
  if (factor.dollars === 0) return texts.factors.noChange;
  return texts.factors.effect(
    formatUsd(Math.abs(factor.dollars)),
    texts.estimate.perPeriod[period],
    factor.dollars > 0 ? 1 : -1,
  );
}
