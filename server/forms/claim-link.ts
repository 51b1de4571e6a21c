import { CLAIM_LINK_FORM } from "#app/lib/schemas/claim-check.ts";
import { emailClaimLink } from "#server/conversations/link-by-email.ts";
import { claimCheckForms, claimWordsIn, findClaim } from "./claim-status.ts";
import { defineForm } from "./form-definition.ts";

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
  ...claimCheckForms,
  name: CLAIM_LINK_FORM,
  endpoint: "/api/forms/claim-link",
  submit: async ({ services, input, locale }) => {
    const claim = await findClaim(services.database.db, input);
    if (claim) await emailClaimLink(services, claim.id);
    return { ok: true, toast: claimWordsIn(locale).claimCheck.link.sent };
  },
});
