import { enqueueMail } from "#server/mail/outbox.ts";
import { mailTemplatesIn } from "#server/mail/templates.ts";
import { countAttempt, type RateLimitRule } from "#server/rate-limit.ts";
import type { Services } from "#server/services.ts";
import { personOf } from "./people.ts";
import { conversationUrl, mintToken } from "./tokens.ts";

type LinkServices = Pick<
  Services,
  "database" | "secrets" | "config" | "outbox"
>;

/**
 * Links one claim's address may be sent, whoever asks: the check's own
 * limit counts per client network, and this keeps many networks from
 * filling one claimant's mailbox. Over it, nothing is sent and nothing
 * different is said.
 */
export const CLAIM_LINK_PER_CLAIM: RateLimitRule = {
  name: "claim-link:claim",
  limit: 3,
  windowMs: 60 * 60_000,
};

/**
 * Emails a fresh link to a claim's conversation (a read token, as a staff
 * message's notice carries) to the address the claim was filed with, never
 * to one typed by whoever asks, in the claim's language. Resolves to
 * whether it was queued; the caller says the same either way.
 */
export async function emailClaimLink(
  services: LinkServices,
  claimId: string,
): Promise<boolean> {
  const subject = { kind: "claim", id: claimId } as const;
  const allowed = await countAttempt(
    services.database,
    CLAIM_LINK_PER_CLAIM,
    claimId,
  );
  if (!allowed.allowed) return false;
  const { db } = services.database;
  const queued = await db.transaction().execute(async (trx) => {
    const person = await personOf(trx, subject);
    // A claim always has its reference; fail closed all the same.
    if (!person?.reference) return false;
    const open = await trx
      .selectFrom("document_requests")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("subject_type", "=", subject.kind)
      .where("subject_id", "=", subject.id)
      .where("fulfilled_at", "is", null)
      .executeTakeFirstOrThrow();
    const token = await mintToken(trx, subject, "read");
    await enqueueMail(trx, services.secrets.dataEncryptionKey, {
      kind: "conversation.link",
      to: person.email,
      ...mailTemplatesIn(person.locale).conversationLink({
        firstName: person.firstName,
        reference: person.reference,
        url: conversationUrl(services.config.appUrl, token, person.locale),
        documents: Number(open.count),
      }),
    });
    return true;
  });
  if (queued) services.outbox.kick();
  return queued;
}
