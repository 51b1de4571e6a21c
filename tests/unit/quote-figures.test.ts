import { describe, expect, it } from "vitest";

import {
  effectText,
  multiplierText,
  rangeText,
  recommendedOf,
  summaryText,
} from "#app/lib/estimate/figures.ts";
import type { Estimate, FactorEffect } from "#app/lib/estimate/types.ts";

const factor = (dollars: number, multiplier = 1): FactorEffect => ({
  question: "drivers",
  label: "Number of drivers",
  answer: "2",
  multiplier,
  dollars,
});

const estimate: Estimate = {
  line: "auto",
  period: "month",
  plans: [
    {
      plan: "Basic",
      basePrice: 45,
      price: 54,
      low: 46,
      high: 62,
      recommended: false,
    },
    {
      plan: "Standard",
      basePrice: 75,
      price: 90,
      low: 77,
      high: 104,
      recommended: true,
    },
    {
      plan: "Premium",
      basePrice: 115,
      price: 138,
      low: 117,
      high: 159,
      recommended: false,
    },
  ],
  factors: [factor(15, 1.2)],
};

describe("an estimate's figures in words", () => {
  it("write a multiplier with two decimals", () => {
    expect(multiplierText(1.2)).toBe("×1.20");
    expect(multiplierText(0.9)).toBe("×0.90");
    expect(multiplierText(1)).toBe("×1.00");
    expect(multiplierText(2.125)).toBe("×2.13");
  });

  it("sign a factor's effect in dollars by period, and say when it changed nothing", () => {
    expect(effectText(factor(15, 1.2), "month")).toBe("+$15 a month");
    expect(effectText(factor(-4, 0.95), "trip")).toBe("−$4 per trip");
    expect(effectText(factor(1_250, 3), "month")).toBe("+$1,250 a month");
    expect(effectText(factor(0), "month")).toBe("No change");
  });

  it("give a plan's range and the sentence read out for the recommended plan", () => {
    expect(rangeText(estimate.plans[0]!, "month")).toBe("$46 to $62 a month");
    expect(rangeText(estimate.plans[2]!, "trip")).toBe("$117 to $159 per trip");
    expect(recommendedOf(estimate).plan).toBe("Standard");
    expect(summaryText(estimate)).toBe("Standard: $77 to $104 a month");
  });

  it("fall back to the first plan when none is marked", () => {
    const unmarked = {
      ...estimate,
      plans: estimate.plans.map((plan) => ({ ...plan, recommended: false })),
    };
    expect(recommendedOf(unmarked).plan).toBe("Basic");
  });
});
