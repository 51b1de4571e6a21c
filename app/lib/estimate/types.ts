import type { ProductLine } from "#app/content/shared.ts";

/**
 * The online estimate's shapes (issue 24), shared by the rating table
 * (app/content/rating.ts), the engine (app/lib/estimate/estimate.ts), the
 * quote pages and the saved estimates. Money is whole US dollars.
 */

/** The lines with a published price; business cover is quoted per business by an agent. */
export type PricedLine = Exclude<ProductLine, "business">;

/** A visitor's answers to one line's questions, by question name, as posted (strings). */
export type Answers = Readonly<Record<string, string>>;

/** One question of a line: what the quote page asks and how it is checked. */
export interface Question {
  /** The field name, e.g. "youngestDriverAge". */
  name: string;
  label: string;
  hint?: string;
  /** zip: 5 digits; number: a whole number within min..max; choice: one of options; ages: comma-separated ages. */
  kind: "zip" | "number" | "choice" | "ages";
  options?: readonly { value: string; label: string }[];
  min?: number;
  max?: number;
  /** Shown after a number, e.g. "miles a year". */
  unit?: string;
}

/** How one answer moved the price: its multiplier on the base, and in dollars on the recommended plan. */
export interface FactorEffect {
  question: string;
  /** The factor's name in plain words, e.g. "Age of the youngest driver". */
  label: string;
  /** The answer in words, e.g. "19". */
  answer: string;
  multiplier: number;
  /** Monthly (travel: per trip) dollars this factor added (+) or took off (-) on the recommended plan. */
  dollars: number;
}

/** One plan's estimate: a range around the rated price. */
export interface PlanEstimate {
  /** The plan's name as the product page shows it, e.g. "Standard". */
  plan: string;
  /** The displayed plan price: the price for the reference profile. */
  basePrice: number;
  /** The rated price before the range is applied. */
  price: number;
  low: number;
  high: number;
  recommended: boolean;
}

export interface Estimate {
  line: PricedLine;
  period: "month" | "trip";
  /** The recommended plan and its neighbours, in the product page's order. */
  plans: readonly PlanEstimate[];
  /** Every factor that applied, in question order; multiplier 1 ones included. */
  factors: readonly FactorEffect[];
}

/** Several lines' estimates together, and the bundle discount the rating table allows. */
export interface BundleEstimate {
  estimates: readonly Estimate[];
  /** 0 to 0.25. */
  discountRate: number;
  /** Monthly totals of the recommended plans, before and after the discount (trip prices are not bundled). */
  monthlyLow: number;
  monthlyHigh: number;
  discountedLow: number;
  discountedHigh: number;
}
