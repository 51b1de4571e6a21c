import type { Kysely, Transaction } from "kysely";

import type { DB } from "#server/db/schema.ts";
import type { OutgoingMail } from "./transport.ts";

export interface QueuedMail extends OutgoingMail {
  /** What the message is for, e.g. "contact.staff"; it is logged, so never content. */
  kind: string;
}

/**
 * Queues an email for the outbox worker. Pass the transaction that writes the
 * data the email is about: the email then exists exactly when that data does,
 * and nothing is sent for a submission that was rolled back.
 */
export async function enqueueMail(
  executor: Kysely<DB> | Transaction<DB>,
  message: QueuedMail,
): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await executor
    .insertInto("outbox")
    .values({
      id,
      created_at: now,
      kind: message.kind,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      status: "pending",
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      sent_at: null,
    })
    .execute();
  return id;
}
