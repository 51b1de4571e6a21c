import type { Kysely, Transaction } from "kysely";

import {
  columnContext,
  decryptText,
  encryptText,
  type KeyRing,
} from "#server/crypto.ts";
import type { DB } from "#server/db/schema.ts";
import type { OutgoingMail } from "./transport.ts";

export interface QueuedMail extends OutgoingMail {
  /** What the message is for, e.g. "contact.staff"; it is logged, so never content. */
  kind: string;
}

/** What of a queued email is sealed: everything but its recipient, subject and kind. */
export type MailContent = Omit<OutgoingMail, "to" | "subject">;

const contentContext = (id: string) => columnContext("outbox", "content", id);

/**
 * Seals a message's body, reply address and threading headers for its row:
 * they may hold a live link or a reply token, which must not be readable
 * from the database's files (decision 0053).
 */
export function sealMailContent(
  content: MailContent,
  key: Buffer,
  id: string,
): string {
  return encryptText(JSON.stringify(content), key, contentContext(id));
}

export function openMailContent(
  sealed: string,
  keys: KeyRing,
  id: string,
): MailContent {
  return JSON.parse(
    decryptText(sealed, keys, contentContext(id)),
  ) as MailContent;
}

/**
 * Queues an email for the outbox worker, its content sealed with the
 * current data key. Pass the transaction that writes the data the email is
 * about: the email then exists exactly when that data does, and nothing is
 * sent for a submission that was rolled back.
 */
export async function enqueueMail(
  executor: Kysely<DB> | Transaction<DB>,
  dataKey: Buffer,
  message: QueuedMail,
): Promise<string> {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  const { kind, to, subject, ...content } = message;
  await executor
    .insertInto("outbox")
    .values({
      id,
      created_at: now,
      kind,
      to_address: to,
      subject,
      content: sealMailContent(content, dataKey, id),
      status: "pending",
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      sent_at: null,
    })
    .execute();
  return id;
}
