import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";

import type { KeyRing } from "#server/crypto.ts";
import type { DB } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { openMailContent } from "./outbox.ts";
import type { MailTransport } from "./transport.ts";

/**
 * One message's trip through the outbox: claimed by a single UPDATE, sent,
 * then marked sent, or put back for a retry with backoff, or marked failed
 * after the last attempt. The loop that drives it is in outbox-worker.ts.
 */

/** After this many failed attempts (about two hours with the backoff below) a message is marked failed. */
export const MAX_ATTEMPTS = 12;
/** How long a claim keeps other workers off a message; far longer than the SMTP timeouts. */
const LOCK_MS = 60_000;
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 30 * 60_000;
const MAX_ERROR_LENGTH = 500;

/** Wait before the next try after `attempts` failed tries: 10 s, 20 s, 40 s, ... at most 30 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);
}

/** What delivering a message needs; the worker makes one from its options. */
export interface Delivery {
  db: Kysely<DB>;
  transport: Pick<MailTransport, "send">;
  logger: Logger;
  /** The data key ring: queued content is sealed (outbox.ts). */
  keys: KeyRing;
  now: () => Date;
  maxAttempts: number;
}

const claimedColumns = [
  "id",
  "kind",
  "to_address",
  "subject",
  "content",
  "attempts",
] as const;

// Timestamps are compared as ISO strings passed as parameters: text order on
// SQLite, timestamptz on PostgreSQL; the same statement works on both.
const unlocked = (eb: ExpressionBuilder<DB, "outbox">, at: string) =>
  eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]);

/** Locks the pending message `pick` chooses and counts the attempt; undefined if another worker has it. */
function claim(
  { db, now }: Pick<Delivery, "db" | "now">,
  pick: (
    eb: ExpressionBuilder<DB, "outbox">,
    at: string,
  ) => Expression<SqlBool>,
) {
  const claimedAt = now();
  const at = claimedAt.toISOString();
  // The lock condition is repeated outside the subquery: on PostgreSQL a second
  // worker that picked the same row waits for the first one's commit, then
  // re-checks this WHERE against the locked row and updates nothing.
  return db
    .updateTable("outbox")
    .set((eb) => ({
      locked_until: new Date(claimedAt.getTime() + LOCK_MS).toISOString(),
      attempts: eb("attempts", "+", 1),
    }))
    .where((eb) => pick(eb, at))
    .where("status", "=", "pending")
    .where((eb) => unlocked(eb, at))
    .returning(claimedColumns)
    .executeTakeFirst();
}

export type ClaimedMessage = NonNullable<Awaited<ReturnType<typeof claim>>>;

/** Claims the pending, unlocked message that has waited longest for its next attempt, if one is due. */
export const claimNextDue = (delivery: Pick<Delivery, "db" | "now">) =>
  claim(delivery, (eb, at) =>
    eb(
      "id",
      "=",
      eb
        .selectFrom("outbox as due")
        .select("due.id")
        .where("due.status", "=", "pending")
        .where("due.next_attempt_at", "<=", at)
        .where((inner) =>
          inner.or([
            inner("due.locked_until", "is", null),
            inner("due.locked_until", "<", at),
          ]),
        )
        .orderBy("due.next_attempt_at")
        .limit(1),
    ),
  );

/** Claims one pending message even if its retry is not due yet: the "try now" path. */
export const claimById = (delivery: Pick<Delivery, "db" | "now">, id: string) =>
  claim(delivery, (eb) => eb("id", "=", id));

/**
 * Sends a claimed message and records the outcome; true if it was sent. A
 * failure to record the sending itself is not caught: the message stays
 * locked and is sent again once the lock expires (at least once).
 */
export async function sendClaimed(
  delivery: Delivery,
  row: ClaimedMessage,
): Promise<boolean> {
  const context = { kind: row.kind, id: row.id, attempt: row.attempts };
  try {
    if (row.content === null) throw new Error("The message has no content");
    await delivery.transport.send({
      to: row.to_address,
      subject: row.subject,
      ...openMailContent(row.content, delivery.keys, row.id),
    });
  } catch (error) {
    await recordFailure(delivery, row, context, errorMessage(error));
    return false;
  }
  await markSent(delivery, row.id);
  delivery.logger.info(context, "mail sent");
  return true;
}

async function markSent({ db, now }: Delivery, id: string) {
  await db
    .updateTable("outbox")
    .set({
      status: "sent",
      sent_at: now().toISOString(),
      locked_until: null,
      // Delivered: the content is not kept (it may hold a live link).
      content: null,
    })
    .where("id", "=", id)
    .execute();
}

/** A failed send: retried after retryDelayMs, or given up after the last attempt. */
async function recordFailure(
  delivery: Delivery,
  row: ClaimedMessage,
  context: object,
  error: string,
) {
  if (row.attempts >= delivery.maxAttempts)
    await markFailed(delivery, row, context, error);
  else await scheduleRetry(delivery, row, context, error);
}

async function markFailed(
  { db, logger }: Delivery,
  row: ClaimedMessage,
  context: object,
  error: string,
) {
  await db
    .updateTable("outbox")
    .set({ status: "failed", locked_until: null, last_error: error })
    .where("id", "=", row.id)
    .execute();
  logger.error(
    { ...context, error },
    "mail failed after the last attempt; giving up",
  );
}

async function scheduleRetry(
  { db, logger, now }: Delivery,
  row: ClaimedMessage,
  context: object,
  error: string,
) {
  const nextAttemptAt = new Date(
    now().getTime() + retryDelayMs(row.attempts),
  ).toISOString();
  await db
    .updateTable("outbox")
    .set({
      next_attempt_at: nextAttemptAt,
      locked_until: null,
      last_error: error,
    })
    .where("id", "=", row.id)
    .execute();
  logger.warn(
    { ...context, error, nextAttemptAt },
    "mail not sent; will retry",
  );
}

/** Only the message: an error object may carry the SMTP conversation or the message. */
export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > MAX_ERROR_LENGTH
    ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…`
    : message;
}
