import * as english from "#app/content/claims.ts";
import * as spanish from "#app/content/es/claims.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import { CLAIM_LINK_FORM } from "#app/lib/schemas/claim-check.ts";
import { ClaimStatusSchema } from "#app/lib/schemas/claim-status.ts";
import { emailClaimLink } from "#server/conversations/link-by-email.ts";
import {
  CLAIM_CHECK_PAGE,
  CLAIM_CHECK_RATE_LIMIT,
  findClaim,
} from "./claim-status.ts";
import { defineForm } from "./form-definition.ts";

const wordsIn = (locale: Locale) =>
  inLocale({ en: english, es: spanish }, locale);

/**
 * "Email me a secure link", under a claim's check: the same reference and
 * policy number again, and for the right pair a link to the claim's
 * conversation goes to the claim's own address. The screen says the same
 * whatever happened (no claim, a limit reached, the email queued), so it
 * tells nobody more than the check did, and the conversation opens only
 * from the claimant's mailbox. Posted to the check's address with its own
 * intent, it shares the check's counter.
 */
export const claimLinkForm = defineForm({
  name: CLAIM_LINK_FORM,
  page: CLAIM_CHECK_PAGE,
  endpoint: "/api/forms/claim-link",
  rateLimit: CLAIM_CHECK_RATE_LIMIT,
  schema: ClaimStatusSchema,
  failureToast: (_error, locale) => wordsIn(locale).claimCheck.failure,
  submit: async ({ services, input, locale }) => {
    const claim = await findClaim(services.database.db, input);
    if (claim) await emailClaimLink(services, claim.id);
    return { ok: true, toast: wordsIn(locale).claimCheck.link.sent };
  },
});
