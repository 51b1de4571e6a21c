/**
 * The life calculator's rule: suggested cover is the annual income times the
 * multiplier (10x in the content). `income` is the raw text of the number
 * field; anything that is not a number of dollars (empty, negative, "e")
 * gives no suggestion rather than a wrong one.
 */
export function suggestedCoverage(
  income: string,
  multiplier: number,
): number | undefined {
  if (income.trim() === "") return undefined;
  const amount = Number(income);
  if (!Number.isFinite(amount) || amount < 0) return undefined;
  return Math.round(amount * multiplier);
}
