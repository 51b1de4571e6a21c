// What the browser and the server both know of "Check a claim", apart from
// its schema (claim-status.ts), which pages fetch only when the form is used.

import { pathIn, type Locale } from "#app/lib/locale.ts";

/** The id of the "Check a claim" section on /file-a-claim; emails link to it. */
export const CLAIM_CHECK_SECTION = "check-a-claim";

/**
 * The check's name. Posted without JavaScript, it names itself in the query
 * (`?form=check-a-claim`, its definition's page), because /file-a-claim must
 * know which of its two forms a post is before it reads the body (the claim
 * form's rate limit is counted first, and only the claim form may carry
 * files).
 */
export const CLAIM_CHECK_FORM = "check-a-claim";

/**
 * "Email me a secure link", offered by the check's answer: it posts the
 * same reference and policy number to the check's address under this
 * intent, and a link to the claim's conversation goes to the claim's own
 * email address (server/forms/claim-link.ts).
 */
export const CLAIM_LINK_FORM = "claim-link";

/**
 * Where the check posts without JavaScript: the action of the page in
 * `locale` (/file-a-claim or /es/file-a-claim), opening at the section.
 */
export const claimCheckPageAction = (locale: Locale) =>
  `${pathIn("/file-a-claim", locale)}?form=${CLAIM_CHECK_FORM}#${CLAIM_CHECK_SECTION}`;

/** A claim reference as people type it, in any case and with spaces ("cl 012345" is CL012345). */
export function normaliseReference(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * A policy number as it is compared: letters and digits only, in capitals,
 * so "hl 1234567" and "HL-1234567" are the same policy.
 */
export function normalisePolicyNumber(value: string): string {
  return value.replace(/[^0-9a-z]/gi, "").toUpperCase();
}

/**
 * A policy number as the hint shows it ("HL-1234567"), from one typed in
 * any case and with or without spaces and dashes ("hl 1234567"); undefined
 * when the text is not two letters and seven digits.
 */
export function formatPolicyNumber(value: string): string | undefined {
  const plain = value.replace(/[\s-]/g, "").toUpperCase();
  return /^[A-Z]{2}\d{7}$/.test(plain)
    ? `${plain.slice(0, 2)}-${plain.slice(2)}`
    : undefined;
}

/** One step of a claim's history: the day it reached a status. Never who moved it. */
export interface ClaimStatusStep {
  /** When, as an ISO timestamp. */
  at: string;
  /** The status's label, as the claimant reads it ("In review"). */
  status: string;
}

/** What the check answers for the right pair: the claim's stage and how it got there. */
export interface ClaimStatusReport {
  reference: string;
  /**
   * The policy number the person typed (as the hint writes it), for
   * "Email me a secure link" to post the pair again: the check's page has
   * no other copy once it has answered. Never more than they sent.
   */
  policyNumber: string;
  /** The claim type's label ("Home Insurance"). */
  claimType: string;
  /** The current status's label; a resolved claim's names its outcome ("Resolved: paid $1,200.00"). */
  status: string;
  /** When the claim was submitted, as an ISO timestamp. */
  submittedAt: string;
  /** Oldest first, starting with the submission itself. */
  history: ClaimStatusStep[];
  /**
   * The claim waits on the claimant ("Waiting for information from you"):
   * the answer reads as a call to act, not as a success.
   */
  waiting: boolean;
  /**
   * The documents a handler asked for that have not come yet, oldest first,
   * by the names the handler gave them. A request alone does not move the
   * status, so these are listed whatever the status says.
   */
  requests: string[];
  /** A resolved claim's outcome in the claimant's words (decision 0076). */
  outcome?: {
    summary: string;
    /** A denial's reason, as the handler wrote it to the claimant. */
    reason?: string;
    /** A denial's how-to-appeal. */
    appeal?: string;
  };
}
