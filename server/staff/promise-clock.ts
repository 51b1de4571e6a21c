import type { Kysely, Transaction } from "kysely";

import {
  clockFrom,
  promiseLeft,
  promises,
  statusAnswersPerson,
  stopsClock,
  WAITING_STATUS,
} from "#app/lib/staff/promises.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";
import { inboxTables } from "#server/kinds/stored-kinds.ts";

/**
 * The promise clock of an inbox record (app/lib/staff/promises.ts), kept in
 * its columns (migration 0012): started when the record is stored
 * (`startingClock` in `receiveRecord`, server/forms/record-received.ts), stopped by the inbox's event,
 * paused while the record waits on the person, resumed when they answer.
 * Each function runs in the caller's transaction and does nothing when the
 * clock is not in the state it acts on, so callers need not check first.
 * Who stopped the clock, and the first response the person saw and who gave
 * it, are kept beside it (migration 0022) for the manager's report.
 */

type Db = Kysely<DB> | Transaction<DB>;

async function clockOf(db: Db, kind: InboxKind, id: string) {
  return db
    .selectFrom(inboxTables[kind])
    .select(["due_at", "responded_at", "paused_at", "paused_left_ms"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Stops the clock at `at`, by the member of staff `by`: the promise was
 * kept if `responded_at` is not after `due_at`. A paused clock is resumed
 * first, so `due_at` counts what was left when it paused.
 */
export async function stopClock(
  db: Db,
  kind: InboxKind,
  id: string,
  at: Date,
  by: string,
): Promise<void> {
  const clock = await clockOf(db, kind, id);
  if (!clock || clock.responded_at !== null || clock.due_at === null) return;
  const resumed =
    clock.paused_at !== null && clock.paused_left_ms !== null
      ? clockFrom(kind, at.getTime(), Number(clock.paused_left_ms))
      : {};
  await db
    .updateTable(inboxTables[kind])
    .set({
      ...resumed,
      responded_at: at.toISOString(),
      responded_by: by,
      paused_at: null,
      paused_left_ms: null,
    })
    .where("id", "=", id)
    .execute();
}

/** Pauses a running clock at `at`, keeping what is left of the promise in its own measure. */
export async function pauseClock(
  db: Db,
  kind: InboxKind,
  id: string,
  at: Date,
): Promise<void> {
  const clock = await clockOf(db, kind, id);
  if (
    !clock ||
    clock.responded_at !== null ||
    clock.paused_at !== null ||
    clock.due_at === null
  )
    return;
  await db
    .updateTable(inboxTables[kind])
    .set({
      paused_at: at.toISOString(),
      paused_left_ms: promiseLeft(kind, Date.parse(clock.due_at), at.getTime()),
    })
    .where("id", "=", id)
    .execute();
}

/** Resumes a paused clock at `at`: due when what was left has run, in the promise's measure. */
export async function resumeClock(
  db: Db,
  kind: InboxKind,
  id: string,
  at: Date,
): Promise<void> {
  const clock = await clockOf(db, kind, id);
  if (
    !clock ||
    clock.responded_at !== null ||
    clock.paused_at === null ||
    clock.paused_left_ms === null
  )
    return;
  await db
    .updateTable(inboxTables[kind])
    .set({
      ...clockFrom(kind, at.getTime(), Number(clock.paused_left_ms)),
      paused_at: null,
      paused_left_ms: null,
    })
    .where("id", "=", id)
    .execute();
}

/**
 * Records the person's first response from staff, at `at` by `by`: only the
 * first counts (a conditional update, so two at the same moment cannot both).
 */
export async function recordFirstResponse(
  db: Db,
  kind: InboxKind,
  id: string,
  response: { at: Date; by: string },
): Promise<void> {
  await db
    .updateTable(inboxTables[kind])
    .set({
      first_response_at: response.at.toISOString(),
      first_response_by: response.by,
    })
    .where("id", "=", id)
    .where("first_response_at", "is", null)
    .execute();
}

/**
 * What a staff member's status change does: one the person is told of is a
 * response (statusAnswersPerson); the inbox's stopping statuses stop the
 * clock, waiting pauses it, leaving waiting resumes it.
 */
export async function clockAfterStatusChange(
  db: Db,
  kind: InboxKind,
  id: string,
  change: { from: string; to: string; at: Date; by: string },
): Promise<void> {
  if (statusAnswersPerson(kind, change.to))
    await recordFirstResponse(db, kind, id, change);
  if (stopsClock(kind, change.to))
    return stopClock(db, kind, id, change.at, change.by);
  if (change.to === WAITING_STATUS) return pauseClock(db, kind, id, change.at);
  if (change.from === WAITING_STATUS)
    return resumeClock(db, kind, id, change.at);
}

/**
 * What a staff message does: it is a response to the person on every inbox;
 * it stops the clock where a reply keeps the promise; asking for documents
 * pauses it.
 */
export async function clockAfterStaffMessage(
  db: Db,
  kind: InboxKind,
  id: string,
  message: { documentsRequested: number; at: Date; by: string },
): Promise<void> {
  await recordFirstResponse(db, kind, id, message);
  if (promises[kind].stopsOnReply)
    await stopClock(db, kind, id, message.at, message.by);
  if (message.documentsRequested > 0)
    await pauseClock(db, kind, id, message.at);
}
