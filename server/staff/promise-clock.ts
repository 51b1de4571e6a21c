import type { Kysely, Transaction } from "kysely";

import {
  clockFrom,
  promiseLeft,
  promises,
  stopsClock,
  WAITING_STATUS,
} from "#app/lib/staff/promises.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";
import { inboxTables } from "./inbox-tables.ts";

/**
 * The promise clock of an inbox record (app/lib/staff/promises.ts), kept in
 * its columns (migration 0012): started when the record is stored
 * (`startingClock` in each form's insert), stopped by the inbox's event,
 * paused while the record waits on the person, resumed when they answer.
 * Each function runs in the caller's transaction and does nothing when the
 * clock is not in the state it acts on, so callers need not check first.
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
 * Stops the clock at `at`: the promise was kept if `responded_at` is not
 * after `due_at`. A paused clock is resumed first, so `due_at` counts what
 * was left when it paused.
 */
export async function stopClock(
  db: Db,
  kind: InboxKind,
  id: string,
  at: Date,
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

/** What a status change does to the clock: the inbox's stopping statuses stop it, waiting pauses it, leaving waiting resumes it. */
export async function clockAfterStatusChange(
  db: Db,
  kind: InboxKind,
  id: string,
  change: { from: string; to: string; at: Date },
): Promise<void> {
  if (stopsClock(kind, change.to)) return stopClock(db, kind, id, change.at);
  if (change.to === WAITING_STATUS) return pauseClock(db, kind, id, change.at);
  if (change.from === WAITING_STATUS)
    return resumeClock(db, kind, id, change.at);
}

/** What a staff message does: stops the clock where a reply keeps the promise; asking for documents pauses it. */
export async function clockAfterStaffMessage(
  db: Db,
  kind: InboxKind,
  id: string,
  message: { documentsRequested: number; at: Date },
): Promise<void> {
  if (promises[kind].stopsOnReply) await stopClock(db, kind, id, message.at);
  if (message.documentsRequested > 0)
    await pauseClock(db, kind, id, message.at);
}
