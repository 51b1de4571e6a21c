/**
 * The email a status change sends the person, for the kinds that declare
 * statuses which do (app/lib/kinds/ `emailsOnStatus`): a claim's new stage
 * (issue 10), a complaint acknowledged or resolved (issue 33). Queued in
 * the move's transaction, in the language the record was made in.
 */
import type { Transaction } from "kysely";

import { pathIn } from "#app/lib/locale.ts";
import {
  claimantStatusLabel,
  type ClaimOutcomeView,
} from "#app/lib/staff/claim-outcome.ts";
import type {
  ComplaintOutcome,
  RecordOutcome,
} from "#app/lib/staff/outcomes.ts";
import type { EmailingKind } from "#app/lib/staff/promises.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import { conversationUrl, mintToken } from "#server/conversations/tokens.ts";
import type { DB } from "#server/db/schema.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { mailTemplatesIn } from "#server/mail/templates.ts";
import type { Services } from "#server/services.ts";

/** Where a claimant checks a claim; the status email links here. */
export const CHECK_A_CLAIM_PATH = "/file-a-claim#check-a-claim";

type MailServices = Pick<Services, "secrets" | "config">;

interface StatusMail {
  id: string;
  status: string;
  outcome: RecordOutcome | undefined;
  at: Date;
}

const statusMails: {
  [K in EmailingKind]: (
    trx: Transaction<DB>,
    services: MailServices,
    mail: StatusMail,
  ) => Promise<void>;
} = {
  claim: async (trx, services, { id, status, outcome }) => {
    const claim = await trx
      .selectFrom("claims")
      .select(["reference", "claimant_name", "claimant_email", "locale"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    await enqueueMail(trx, services.secrets.dataEncryptionKey, {
      kind: "claim.status",
      to: claim.claimant_email,
      ...mailTemplatesIn(claim.locale).claimStatus({
        claimantName: claim.claimant_name,
        reference: claim.reference,
        status: claimantStatusLabel(status, claim.locale),
        ...(outcome ? { outcome: outcome as ClaimOutcomeView } : {}),
        checkUrl: new URL(
          pathIn(CHECK_A_CLAIM_PATH, claim.locale),
          services.config.appUrl,
        ).href,
      }),
    });
  },
  // Resolved links to the final response, which staff write on the
  // conversation: a new read link, as a staff message's notice brings.
  complaint: async (trx, services, { id, status, outcome, at }) => {
    const complaint = await trx
      .selectFrom("complaints")
      .select(["reference", "full_name", "email", "locale"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const templates = mailTemplatesIn(complaint.locale);
    const person = {
      name: complaint.full_name,
      reference: complaint.reference,
    };
    const content =
      status === "resolved" && outcome
        ? templates.complaintStatus({
            ...person,
            status: "resolved",
            // The workflow stored it as one of the complaint's outcomes.
            outcome: outcome.outcome as ComplaintOutcome,
            responseUrl: conversationUrl(
              services.config.appUrl,
              await mintToken(trx, { kind: "complaint", id }, "read", at),
              complaint.locale,
            ),
          })
        : templates.complaintStatus({ ...person, status: "acknowledged" });
    await enqueueMail(trx, services.secrets.dataEncryptionKey, {
      kind: `complaint.${status}`,
      to: complaint.email,
      ...content,
    });
  },
};

/**
 * Queues the email of a move to `status` (one its kind declares emails).
 * A kind that declares such a status has its mail here, or the build fails.
 */
export async function queueStatusMail(
  trx: Transaction<DB>,
  services: MailServices,
  kind: InboxKind,
  mail: StatusMail,
): Promise<void> {
  const send = (
    statusMails as Partial<Record<InboxKind, typeof statusMails.claim>>
  )[kind];
  if (!send) throw new Error(`No status email is written for ${kind}`);
  await send(trx, services, mail);
}
