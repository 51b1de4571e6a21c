import type { Kysely } from "kysely";

import type { KeyRing } from "#server/crypto.ts";
import type { DB } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import {
  claimById,
  claimNextDue,
  type Delivery,
  errorMessage,
  MAX_ATTEMPTS,
  sendClaimed,
} from "./outbox-delivery.ts";
import type { MailTransport } from "./transport.ts";

export { MAX_ATTEMPTS, retryDelayMs } from "./outbox-delivery.ts";

/** Sent messages (recipient, subject, kind, status: their bodies are gone) are deleted after this. */
export const SENT_RETENTION_MS = 30 * 24 * 3600_000;
/** How often a worker deletes sent messages past their retention: on a drain at most this often. */
const PURGE_INTERVAL_MS = 10 * 60_000;

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

/**
 * Sends the outbox. Every instance of the server runs one; they coordinate only
 * through the database: a message is claimed by a single UPDATE that sets
 * `locked_until`, so two workers never send the same message at once, and a
 * worker that dies mid-send only delays the message until the lock expires.
 * Delivery is at least once: if the send succeeds but recording it fails, the
 * message is sent again after the lock expires (outbox-delivery.ts).
 *
 * A waiting message's content (body, reply address, threading headers) is
 * sealed with the data key; a sent one keeps its recipient, subject, kind
 * and status but not its content, which is cleared as it is marked sent (a
 * confirmation or reset link in it stays live for a while). Sent rows are deleted 30 days
 * after sending, by the workers' drains.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, logger, keys } = options;
  const now = options.now ?? (() => new Date());
  const delivery: Delivery = {
    db,
    transport,
    logger,
    keys,
    now,
    maxAttempts: options.maxAttempts ?? MAX_ATTEMPTS,
  };
  const purgeSent = createSentPurge(
    delivery,
    options.sentRetentionMs ?? SENT_RETENTION_MS,
  );

  let stopped = false;
  const inFlight = new Set<Promise<unknown>>();

  /** Remembered until settled, so that stop() can wait for it. */
  function track<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }

  async function sendEveryDue(): Promise<number> {
    await purgeSent();
    let sent = 0;
    // Checked between messages so that stop() waits for one send, not a whole backlog.
    while (!stopped) {
      const row = await claimNextDue(delivery);
      if (!row) break;
      if (await sendClaimed(delivery, row)) sent += 1;
    }
    return sent;
  }

  async function sendNow(id: string): Promise<boolean> {
    if (stopped) return false;
    const row = await claimById(delivery, id);
    return row ? sendClaimed(delivery, row) : false;
  }

  const drain = () => track(sendEveryDue());
  const loop = createPollLoop(drain, options.pollIntervalMs ?? 2_000, logger);

  return {
    start() {
      if (loop.start()) stopped = false;
    },
    async stop() {
      loop.halt();
      stopped = true;
      await Promise.allSettled([...inFlight]);
    },
    kick: loop.kick,
    drain,
    deliver: (id) => track(sendNow(id)),
  };
}

interface PollLoop {
  /** Starts polling with a pass right away; false if it was already polling. */
  start(): boolean;
  /** Stops polling; a pass under way finishes but schedules no next one. */
  halt(): void;
  /** Runs a pass soon: now, or right after the one under way. */
  kick(): void;
}

/**
 * Runs `pass` every `pollIntervalMs`, one at a time: a kick during a pass
 * runs the next one as soon as it ends instead of after the interval. A
 * failed pass is logged and the loop goes on.
 */
function createPollLoop(
  pass: () => Promise<unknown>,
  pollIntervalMs: number,
  logger: Logger,
): PollLoop {
  let polling = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let kicked = false;

  function schedule(delayMs: number) {
    clearTimeout(timer);
    timer = setTimeout(() => void runPass(), delayMs);
    // The worker alone must not keep a process alive (tests, scripts).
    timer.unref();
  }

  async function runPass() {
    timer = undefined;
    if (!polling) return;
    if (running) {
      kicked = true;
      return;
    }
    kicked = false;
    running = pass().then(
      () => undefined,
      (error: unknown) =>
        logger.error(
          { error: errorMessage(error) },
          "outbox pass failed; will try again",
        ),
    );
    await running;
    running = undefined;
    if (polling) schedule(kicked ? 0 : pollIntervalMs);
  }

  return {
    start() {
      if (polling) return false;
      polling = true;
      schedule(0);
      return true;
    },
    halt() {
      polling = false;
      clearTimeout(timer);
      timer = undefined;
    },
    kick() {
      if (!polling) return;
      if (running) kicked = true;
      else schedule(0);
    },
  };
}

/**
 * Deletes sent messages past their retention: one cheap DELETE on (status,
 * sent_at), at most every PURGE_INTERVAL_MS however often it is called.
 */
function createSentPurge(
  { db, now, logger }: Pick<Delivery, "db" | "now" | "logger">,
  sentRetentionMs: number,
): () => Promise<void> {
  let lastPurge: number | undefined;
  return async () => {
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
  };
}
