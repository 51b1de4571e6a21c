const usd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

/** Whole US dollars as the site shows them: 850000 → "$850,000". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
