import { z } from "#app/lib/zod.ts";

/** The id of the "Check a claim" section on /file-a-claim; emails link to it. */
export const CLAIM_CHECK_SECTION = "check-a-claim";

/**
 * Which of /file-a-claim's two forms a post is: the check names itself in the
 * query (`?form=check-a-claim`), because the page must know before it reads
 * the body (the claim form's rate limit is counted first, and only the claim
 * form may carry files).
 */
export const CLAIM_CHECK_FORM = "check-a-claim";

/** Where the check posts without JavaScript: the page's action, opening at the section. */
export const claimCheckPageAction = `/file-a-claim?form=${CLAIM_CHECK_FORM}#${CLAIM_CHECK_SECTION}`;

/** True when a post to /file-a-claim is the claim check rather than a claim. */
export function isClaimCheckPost(url: URL): boolean {
  return url.searchParams.get("form") === CLAIM_CHECK_FORM;
}

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
 * The "Check a claim" form: the claim's reference and the policy number
 * given with it. A reference that cannot be one is refused as typed; whether
 * a claim exists is never said by the schema.
 */
export const ClaimStatusSchema = z.object({
  reference: z.pipe(
    z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, "Claim reference is required"),
          z.maxLength(
            20,
            "A claim reference is CL followed by six digits, e.g. CL012345",
          ),
        ),
      z.transform(normaliseReference),
    ),
    z
      .string()
      .check(
        z.regex(
          /^CL\d{6}$/,
          "A claim reference is CL followed by six digits, e.g. CL012345",
        ),
      ),
  ),
  policyNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Policy number is required"),
      z.maxLength(40, "Policy number must be at most 40 characters"),
    ),
});

export type ClaimStatusInput = z.infer<typeof ClaimStatusSchema>;

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
  /** The claim type's label ("Home Insurance"). */
  claimType: string;
  /** The current status's label. */
  status: string;
  /** When the claim was submitted, as an ISO timestamp. */
  submittedAt: string;
  /** Oldest first, starting with the submission itself. */
  history: ClaimStatusStep[];
}
