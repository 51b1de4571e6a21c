import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";

import type { KeyRing } from "#server/crypto.ts";
import type { DB } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { openMailContent } from "./outbox.ts";
import type { MailTransport } from "./transport.ts";

/** After this many failed attempts (about two hours with the backoff below) a message is marked failed. */
export const MAX_ATTEMPTS = 12;
/** How long a claim keeps other workers off a message; far longer than the SMTP timeouts. */
const LOCK_MS = 60_000;
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 30 * 60_000;
const MAX_ERROR_LENGTH = 500;
/** Sent messages (recipient, subject, kind, status: their bodies are gone) are deleted after this. */
export const SENT_RETENTION_MS = 30 * 24 * 3600_000;
/** How often a worker deletes sent messages past their retention: on a drain at most this often. */
const PURGE_INTERVAL_MS = 10 * 60_000;

/** Wait before the next try after `attempts` failed tries: 10 s, 20 s, 40 s, ... at most 30 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);
}

export interface OutboxWorkerOptions {
  db: Kysely<DB>;
  transport: Pick<MailTransport, "send">;
  logger: Logger;
  /** The data key ring: queued content is sealed (outbox.ts). */
  keys: KeyRing;
  pollIntervalMs?: number;
  /** The clock, injectable so tests can move past a retry delay without waiting. */
  now?: () => Date;
  maxAttempts?: number;
  /** How long a sent message's row is kept; SENT_RETENTION_MS unless a test says otherwise. */
  sentRetentionMs?: number;
}

export interface OutboxWorker {
  /** Polls for due messages until stop(). */
  start(): void;
  /** Stops polling and waits for a message being sent to finish. */
  stop(): Promise<void>;
  /** Processes soon instead of at the next poll, e.g. right after a commit that queued mail. */
  kick(): void;
  /**
   * Sends every due message now; resolves to how many were sent. Also
   * deletes sent messages past their retention (at most every ten minutes).
   */
  drain(): Promise<number>;
  /** Tries one pending message right now, even if it is waiting for a retry; true if it was sent. */
  deliver(id: string): Promise<boolean>;
}

const claimedColumns = [
  "id",
  "kind",
  "to_address",
  "subject",
  "content",
  "attempts",
] as const;

/**
 * Sends the outbox. Every instance of the server runs one; they coordinate only
 * through the database: a message is claimed by a single UPDATE that sets
 * `locked_until`, so two workers never send the same message at once, and a
 * worker that dies mid-send only delays the message until the lock expires.
 * Delivery is at least once: if the send succeeds but recording it fails, the
 * message is sent again after the lock expires.
 *
 * A waiting message's content (body, reply address, threading headers) is
 * sealed with the data key; a sent one keeps its recipient, subject, kind
 * and status but not its content, which is cleared as it is marked sent (a
 * confirmation or reset link in it stays live for a while). Sent rows are deleted 30 days
 * after sending, by the workers' drains.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, logger, keys } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const sentRetentionMs = options.sentRetentionMs ?? SENT_RETENTION_MS;

  // Timestamps are compared as ISO strings passed as parameters: text order on
  // SQLite, timestamptz on PostgreSQL; the same statement works on both.
  const unlocked = (eb: ExpressionBuilder<DB, "outbox">, at: string) =>
    eb.or([eb("locked_until", "is", null), eb("locked_until", "<", at)]);

  function claim(
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

  const claimNextDue = () =>
    claim((eb, at) =>
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

  const claimById = (id: string) => claim((eb) => eb("id", "=", id));

  type Claimed = NonNullable<Awaited<ReturnType<typeof claimNextDue>>>;

  async function attempt(row: Claimed): Promise<boolean> {
    const context = { kind: row.kind, id: row.id, attempt: row.attempts };
    try {
      if (row.content === null) throw new Error("The message has no content");
      await transport.send({
        to: row.to_address,
        subject: row.subject,
        ...openMailContent(row.content, keys, row.id),
      });
    } catch (error) {
      await recordFailure(row, context, errorMessage(error));
      return false;
    }
    await db
      .updateTable("outbox")
      .set({
        status: "sent",
        sent_at: now().toISOString(),
        locked_until: null,
        // Delivered: the content is not kept (it may hold a live link).
        content: null,
      })
      .where("id", "=", row.id)
      .execute();
    logger.info(context, "mail sent");
    return true;
  }

  async function recordFailure(row: Claimed, context: object, error: string) {
    if (row.attempts >= maxAttempts) {
      await db
        .updateTable("outbox")
        .set({ status: "failed", locked_until: null, last_error: error })
        .where("id", "=", row.id)
        .execute();
      logger.error(
        { ...context, error },
        "mail failed after the last attempt; giving up",
      );
      return;
    }
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

  let stopped = false;
  let polling = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pass: Promise<void> | undefined;
  let kicked = false;
  const inFlight = new Set<Promise<unknown>>();

  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }

  function schedule(delayMs: number) {
    clearTimeout(timer);
    timer = setTimeout(() => void runPass(), delayMs);
    // The worker alone must not keep a process alive (tests, scripts).
    timer.unref();
  }

  async function runPass() {
    timer = undefined;
    if (!polling) return;
    if (pass) {
      kicked = true;
      return;
    }
    kicked = false;
    pass = drain().then(
      () => undefined,
      (error: unknown) =>
        logger.error(
          { error: errorMessage(error) },
          "outbox pass failed; will try again",
        ),
    );
    await pass;
    pass = undefined;
    if (polling) schedule(kicked ? 0 : pollIntervalMs);
  }

  let lastPurge: number | undefined;

  /** Deletes sent messages past their retention: one cheap DELETE on (status, sent_at). */
  async function purgeSent() {
    const at = now().getTime();
    if (lastPurge !== undefined && at - lastPurge < PURGE_INTERVAL_MS) return;
    lastPurge = at;
    try {
      const result = await db
        .deleteFrom("outbox")
        .where("status", "=", "sent")
        .where("sent_at", "<", new Date(at - sentRetentionMs).toISOString())
        .executeTakeFirst();
      const purged = Number(result.numDeletedRows);
      if (purged > 0)
        logger.info({ purged }, "sent mail past retention deleted");
    } catch (error) {
      // Sending matters more; the next purge tries again.
      lastPurge = undefined;
      logger.warn({ error: errorMessage(error) }, "could not purge sent mail");
    }
  }

  function drain(): Promise<number> {
    return track(
      (async () => {
        await purgeSent();
        let sent = 0;
        // Checked between messages so that stop() waits for one send, not a whole backlog.
        while (!stopped) {
          const row = await claimNextDue();
          if (!row) break;
          if (await attempt(row)) sent += 1;
        }
        return sent;
      })(),
    );
  }

  return {
    start() {
      if (polling) return;
      polling = true;
      stopped = false;
      schedule(0);
    },
    async stop() {
      polling = false;
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...inFlight]);
    },
    kick() {
      if (!polling) return;
      if (pass) kicked = true;
      else schedule(0);
    },
    drain,
    deliver(id) {
      return track(
        (async () => {
          if (stopped) return false;
          const row = await claimById(id);
          return row ? attempt(row) : false;
        })(),
      );
    },
  };
}

/** Only the message: an error object may carry the SMTP conversation or the message. */
function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > MAX_ERROR_LENGTH
    ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…`
    : message;
}
