/**
 * How a resolved claim ended (issue 23, decision 0076): machine values and
 * the amount's reading, shared by the status form's schema (browser and
 * server) and the server that stores it. Words are in app/content/claims.ts
 * (the claimant's) and app/content/staff.ts (the handler's).
 */
import * as english from "#app/content/claims.ts";
import * as spanish from "#app/content/es/claims.ts";
import { claim } from "#app/lib/kinds/claim.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import { isStatusOf } from "./workflow.ts";

/** The claimant's words of a claim's stages and outcomes, in each language. */
const claimWords = { en: english, es: spanish };

/** As the claim's declaration names them (app/lib/kinds/claim.ts). */
export const claimOutcomes = claim.outcome.values;

export type ClaimOutcome = (typeof claimOutcomes)[number];

export const isClaimOutcome = (value: unknown): value is ClaimOutcome =>
  (claimOutcomes as readonly unknown[]).includes(value);

/** The status a claim is resolved with; only it takes an outcome. */
export const RESOLVED_STATUS = claim.outcome.at;

/** The most a denial's reason holds. */
export const OUTCOME_REASON_MAX_LENGTH = 1000;

/** The largest payment the form takes: $100,000,000.00, in cents. */
export const MAX_PAID_CENTS = 10_000_000_000;

/**
 * An amount in dollars as a handler types it ("12,500", "$12,500.00",
 * "980.5") in cents, or undefined when it is not a positive amount of at
 * most two decimals up to MAX_PAID_CENTS. Read from the text, never through
 * a float, so "0.29" is 29 cents.
 */
export function dollarsToCents(text: string): number | undefined {
  const plain = text.trim().replace(/^\$\s*/, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(plain)) return undefined;
  const [whole = "", fraction = ""] = plain.replace(/,/g, "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return cents > 0 && cents <= MAX_PAID_CENTS ? cents : undefined;
}

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
});

/** Cents as the claimant and staff read them: 1250050 → "$12,500.50". */
export const formatCents = (cents: number): string =>
  dollars.format(cents / 100);

/** A resolved claim's outcome as it is read back (the reason opened). */
export type ClaimOutcomeView =
  | { outcome: "paid"; amountCents: number }
  | { outcome: "denied"; reason: string }
  | { outcome: "withdrawn" };

/**
 * What the claimant reads of an outcome: the status line that replaces a
 * bare "Resolved", the summary, and for a denial how to appeal. The reason
 * is left to the caller: Check a claim shows it, the email does not.
 */
export function claimantOutcomeWords(
  view: ClaimOutcomeView,
  locale: Locale = "en",
): {
  status: string;
  summary: string;
  appeal?: string;
} {
  const text = inLocale(claimWords, locale).claimOutcomeText;
  switch (view.outcome) {
    case "paid": {
      const amount = formatCents(view.amountCents);
      return {
        status: text.status.paid(amount),
        summary: text.summary.paid(amount),
      };
    }
    case "denied":
      return {
        status: text.status.denied,
        summary: text.summary.denied,
        appeal: text.appeal,
      };
    case "withdrawn":
      return { status: text.status.withdrawn, summary: text.summary.withdrawn };
  }
}

/** A claim's status as the claimant reads it, in their language; a value that is no claim status as it is. */
export function claimantStatusLabel(status: string, locale: Locale = "en") {
  return isStatusOf("claim", status)
    ? inLocale(claimWords, locale).claimantStatusLabels[
        status as english.ClaimStatus
      ]
    : status;
}
