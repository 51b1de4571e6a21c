import { createHash, timingSafeEqual } from "node:crypto";

import type { Kysely } from "kysely";

import * as english from "#app/content/claims.ts";
import * as spanish from "#app/content/es/claims.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import {
  CLAIM_CHECK_FORM,
  formatPolicyNumber,
  normalisePolicyNumber,
  type ClaimStatusReport,
} from "#app/lib/schemas/claim-check.ts";
import {
  ClaimStatusSchema,
  type ClaimStatusInput,
} from "#app/lib/schemas/claim-status.ts";
import {
  claimantOutcomeWords,
  claimantStatusLabel,
  RESOLVED_STATUS,
} from "#app/lib/staff/claim-outcome.ts";
import { WAITING_STATUS } from "#app/lib/staff/promises.ts";
import type { KeyRing } from "#server/crypto.ts";
import type { DB } from "#server/db/schema.ts";
import type { RateLimitRule } from "#server/rate-limit.ts";
import { readClaimOutcome } from "#server/staff/workflow.ts";
import { defineForm, refusal, type FormResponse } from "./form-definition.ts";

/**
 * Counted per client network before the body is read: ten checks in ten
 * minutes, then the forms' readable 429. One counter for the check and for
 * its "Email me a secure link" (claim-link.ts), which share the check's
 * address: a pair tried by one is a pair tried by the other.
 */
const CLAIM_CHECK_RATE_LIMIT: RateLimitRule = {
  name: "form:claim-status",
  limit: 10,
  windowMs: 10 * 60_000,
};

/**
 * Where the check and its link are posted without JavaScript: named in the
 * query, since the page must know before it reads the body which of its
 * forms this is (only the claim form takes files).
 */
const CLAIM_CHECK_PAGE = `/file-a-claim?form=${CLAIM_CHECK_FORM}`;

/** The claim page's words in the language of the page the check was made on. */
export const claimWordsIn = (locale: Locale) =>
  inLocale({ en: english, es: spanish }, locale);

/**
 * What the check and its "Email me a secure link" (claim-link.ts) share:
 * the page they are posted to, the counter, the pair they ask for and the
 * failure they say.
 */
export const claimCheckForms = {
  page: CLAIM_CHECK_PAGE,
  rateLimit: CLAIM_CHECK_RATE_LIMIT,
  schema: ClaimStatusSchema,
  failureToast: (_error: unknown, locale: Locale) =>
    claimWordsIn(locale).claimCheck.failure,
};

/**
 * "Check a claim" (issue 10): the claim's status and dated history for its
 * reference and policy number, and the documents its handler is waiting
 * for. With a six-digit reference and a policy number nobody else holds,
 * the rate limit leaves a guesser nothing to work with.
 */
export const claimStatusForm = defineForm({
  ...claimCheckForms,
  name: CLAIM_CHECK_FORM,
  endpoint: "/api/forms/claim-status",
  submit: async ({ services, input, locale }) => {
    const report = await lookUpClaim(
      services.database.db,
      input,
      services.secrets.dataEncryptionKeys,
      locale,
    );
    return report ? { ok: true, claimStatus: report } : notFound(locale);
  },
});

/** The one answer to every pair that does not match: which half was wrong is not said. */
function notFound(locale: Locale): FormResponse {
  return refusal(404, {
    ok: false,
    fieldErrors: {},
    toast: claimWordsIn(locale).claimCheck.notFound,
  });
}

/**
 * The claim whose reference and policy number are these, or undefined.
 *
 * A wrong reference and a wrong policy number take the same path: one
 * query by reference (references are made by the server in capitals, and the
 * schema brings what was typed to that form), then one comparison of the
 * policy numbers in constant time, made against an empty stand-in when no
 * claim has the reference.
 */
export async function findClaim(db: Kysely<DB>, input: ClaimStatusInput) {
  const claim = await db
    .selectFrom("claims")
    .select([
      "id",
      "reference",
      "claim_type",
      "policy_number",
      "status",
      "created_at",
      "outcome",
      "outcome_amount_cents",
      "outcome_reason",
    ])
    .where("reference", "=", input.reference)
    .executeTakeFirst();
  const policyMatches = samePolicyNumber(
    claim?.policy_number ?? "",
    input.policyNumber,
  );
  return claim && policyMatches ? claim : undefined;
}

/**
 * The claim whose reference and policy number are these, as the claimant
 * may see it: its type, status, when it was submitted and each later change
 * with its date, the documents asked of them and not yet sent, and once
 * resolved its outcome (the amount paid, or a denial's reason and how to
 * appeal). Who changed it, notes, the messages and everything else stay out.
 */
export async function lookUpClaim(
  db: Kysely<DB>,
  input: ClaimStatusInput,
  keys: KeyRing,
  locale: Locale = "en",
): Promise<ClaimStatusReport | undefined> {
  const claim = await findClaim(db, input);
  if (!claim) return undefined;

  const changes = await db
    .selectFrom("status_changes")
    .select(["created_at", "to_status"])
    .where("subject_type", "=", "claim")
    .where("subject_id", "=", claim.id)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  // The labels only: a handler names a document for the claimant to read
  // ("Photo of the damage"); what the message around it says stays behind
  // the conversation's link.
  const requests = await db
    .selectFrom("document_requests")
    .select("label")
    .where("subject_type", "=", "claim")
    .where("subject_id", "=", claim.id)
    .where("fulfilled_at", "is", null)
    .orderBy("created_at", "asc")
    .orderBy("label", "asc")
    .execute();
  const outcome =
    claim.status === RESOLVED_STATUS ? readClaimOutcome(claim, keys) : null;
  const words = outcome ? claimantOutcomeWords(outcome, locale) : undefined;
  return {
    reference: claim.reference,
    policyNumber: formatPolicyNumber(input.policyNumber) ?? input.policyNumber,
    claimType:
      claimWordsIn(locale).claimTypes.find(
        (type) => type.value === claim.claim_type,
      )?.label ?? claim.claim_type,
    status: words?.status ?? claimantStatusLabel(claim.status, locale),
    ...(outcome && words
      ? {
          outcome: {
            summary: words.summary,
            ...(outcome.outcome === "denied" && outcome.reason
              ? { reason: outcome.reason }
              : {}),
            ...(words.appeal ? { appeal: words.appeal } : {}),
          },
        }
      : {}),
    submittedAt: claim.created_at,
    waiting: claim.status === WAITING_STATUS,
    // A resolved claim asks for nothing more, whatever was left open.
    requests:
      claim.status === RESOLVED_STATUS
        ? []
        : requests.map((request) => request.label),
    history: [
      {
        at: claim.created_at,
        status: claimantStatusLabel("submitted", locale),
      },
      ...changes.map((change) => ({
        at: change.created_at,
        status: claimantStatusLabel(change.to_status, locale),
      })),
    ],
  };
}

/**
 * Policy numbers compared as their letters and digits, without case, in
 * time that does not depend on where they differ (digests of equal length).
 * Nothing typed matches an empty number.
 */
function samePolicyNumber(stored: string, typed: string): boolean {
  const expected = normalisePolicyNumber(stored);
  const given = normalisePolicyNumber(typed);
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(expected), digest(given)) && given !== "";
}
