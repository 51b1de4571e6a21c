import { sql, type Kysely } from "kysely";

import {
  promiseLeft,
  promises,
  startingClock,
} from "#app/lib/staff/promises.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";

/** The five inbox tables (server/staff/workflow.ts `inboxTables`), as this migration found them. */
const inboxTables = {
  contact: "contact_submissions",
  application: "job_applications",
  verification: "onboarding_responses",
  claim: "claims",
  quote: "quote_requests",
} as const;

/** Rows read and written per round: bounded memory whatever the table's size. */
const BATCH = 1000;

// A bare Kysely: the tables are named as text, so their rows are untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const iso = (value: unknown) => new Date(value as string).toISOString();

/**
 * Promise clocks for the records received before there were any (issue 23),
 * and the index of the "at risk" view.
 *
 * Each record without a clock gets the one its promise gives from when it
 * was received (app/lib/staff/promises.ts, as it stands when this runs).
 * The clock stops at the earliest event on file that stops it: a move to
 * one of the inbox's stopping statuses (status_changes) or, where a reply
 * keeps the promise, the first staff message. A record still running with
 * a document request open is paused from the request. A record that
 * reached a stopping status with no dated event keeps `responded_at` null,
 * which the back office shows as "No clock" rather than guess a date.
 *
 * The partial indexes serve the "at risk" filter and the "soonest due
 * first" order (server/staff/inboxes.ts), whose condition repeats their
 * terms: running clocks only, by `at_risk_at` and by `due_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const anyDb = db as AnyDb;
  for (const [kind, table] of Object.entries(inboxTables) as [
    InboxKind,
    string,
  ][]) {
    await backfill(anyDb, kind, table);
    await anyDb.schema
      .createIndex(`${table}_running_at_risk_idx`)
      .on(table)
      .column("at_risk_at")
      .where(sql.ref("responded_at"), "is", null)
      .where(sql.ref("paused_at"), "is", null)
      .execute();
    await anyDb.schema
      .createIndex(`${table}_running_due_idx`)
      .on(table)
      .columns(["due_at", "id"])
      .where(sql.ref("responded_at"), "is", null)
      .where(sql.ref("paused_at"), "is", null)
      .execute();
  }
}

async function backfill(db: AnyDb, kind: InboxKind, table: string) {
  const promise = promises[kind];
  let after = "";
  for (;;) {
    const rows: { id: string; created_at: unknown }[] = await db
      .selectFrom(table)
      .select(["id", "created_at"])
      .where("due_at", "is", null)
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    const ids = rows.map((row) => row.id);

    const stops = new Map<string, number>();
    const earliest = (id: string, at: unknown) => {
      const ms = Date.parse(iso(at));
      const known = stops.get(id);
      if (known === undefined || ms < known) stops.set(id, ms);
    };
    for (const change of await db
      .selectFrom("status_changes")
      .select(["subject_id", (eb) => eb.fn.min("created_at").as("at")])
      .where("subject_type", "=", kind)
      .where("subject_id", "in", ids)
      .where("to_status", "in", [...promise.stopsAt])
      .groupBy("subject_id")
      .execute())
      earliest(change.subject_id, change.at);
    if (promise.stopsOnReply)
      for (const reply of await db
        .selectFrom("conversation_messages")
        .select(["subject_id", (eb) => eb.fn.min("created_at").as("at")])
        .where("subject_type", "=", kind)
        .where("subject_id", "in", ids)
        .where("author", "=", "staff")
        .groupBy("subject_id")
        .execute())
        earliest(reply.subject_id, reply.at);
    const requested = new Map<string, number>();
    for (const request of await db
      .selectFrom("document_requests")
      .select(["subject_id", (eb) => eb.fn.min("created_at").as("at")])
      .where("subject_type", "=", kind)
      .where("subject_id", "in", ids)
      .where("fulfilled_at", "is", null)
      .groupBy("subject_id")
      .execute())
      requested.set(request.subject_id, Date.parse(iso(request.at)));

    for (const row of rows) {
      const received = new Date(iso(row.created_at));
      const clock = startingClock(kind, received);
      const stopped = stops.get(row.id);
      const pausedAt =
        stopped === undefined ? requested.get(row.id) : undefined;
      await db
        .updateTable(table)
        .set({
          ...clock,
          responded_at:
            stopped === undefined ? null : new Date(stopped).toISOString(),
          paused_at:
            pausedAt === undefined ? null : new Date(pausedAt).toISOString(),
          paused_left_ms:
            pausedAt === undefined
              ? null
              : promiseLeft(kind, Date.parse(clock.due_at), pausedAt),
        })
        .where("id", "=", row.id)
        .execute();
    }
  }
}
