import { sql, type Kysely } from "kysely";

import { timestampColumn } from "#server/db/migration-helpers.ts";

/** The five inbox tables (server/kinds/stored-kinds.ts), as this migration found them. */
const inboxTables = {
  contact: "contact_submissions",
  application: "job_applications",
  verification: "onboarding_responses",
  claim: "claims",
  quote: "quote_requests",
} as const;

/**
 * Who answered a record, and when the person first heard from us (issue 36,
 * item 6; decision 0069 as amended on 2026-11-29).
 *
 * - `responded_by`: the member of staff whose act stopped the promise clock
 *   (`responded_at`), credited with keeping or missing the promise.
 * - `first_response_at`, `first_response_by`: the first thing staff did that
 *   the person sees (a message; a claim's change of status, which emails the
 *   claimant; a quote marked Contacted or Quote sent), and who did it. For a
 *   claim this is often earlier than the clock's stop (the move to review).
 *
 * Records answered before this migration get them from the events on file:
 * the staff message or status change dated exactly `responded_at` (the clock
 * is stopped in the same transaction, with the same instant), and the
 * earliest staff message or answering status change. A change the person's
 * own answer made (`via` = 'reply') is nobody's response. An event whose
 * author's account is gone leaves the person null, as the history shows it.
 * Plain SQL, the same on SQLite and PostgreSQL, so a large table is updated
 * by the database alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampColumn(db);
  for (const [kind, table] of Object.entries(inboxTables)) {
    await db.schema
      .alterTable(table)
      .addColumn("responded_by", "text")
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn("first_response_at", timestamp)
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn("first_response_by", "text")
      .execute();
    await backfill(db, kind, table);
  }
}

/** The status changes that answer the person, per inbox, as when this migration ran. */
const answeringStatuses: Record<string, readonly string[] | "all"> = {
  claim: "all",
  quote: ["contacted", "quoted"],
};

async function backfill(db: Kysely<unknown>, kind: string, table: string) {
  const record = sql.table(table);
  const id = sql`${record}.id`;
  const staffMessages = sql`from conversation_messages m
    where m.subject_type = ${kind} and m.subject_id = ${id} and m.author = 'staff'`;
  const answering = answeringStatuses[kind];
  const staffChanges = sql`from status_changes s
    where s.subject_type = ${kind} and s.subject_id = ${id} and s.via = 'staff'`;
  const answeringChanges =
    answering === undefined
      ? null
      : answering === "all"
        ? staffChanges
        : sql`${staffChanges} and s.to_status in (${sql.join([...answering])})`;

  // Who stopped the clock: the staff event dated exactly when it stopped.
  await sql`update ${record} set responded_by = coalesce(
      (select s.actor_id ${staffChanges} and s.created_at = ${record}.responded_at
        order by s.id limit 1),
      (select m.author_id ${staffMessages} and m.created_at = ${record}.responded_at
        order by m.id limit 1))
    where ${record}.responded_at is not null`.execute(db);

  // The first message from staff...
  await sql`update ${record} set first_response_at = (select min(m.created_at) ${staffMessages})
    where exists (select 1 ${staffMessages})`.execute(db);
  // ...or an earlier status change the person was told of.
  if (answeringChanges)
    await sql`update ${record} set first_response_at = (select min(s.created_at) ${answeringChanges})
      where exists (select 1 ${answeringChanges}
        and (${record}.first_response_at is null or s.created_at < ${record}.first_response_at))`.execute(
      db,
    );
  const messageAuthor = sql`(select m.author_id ${staffMessages} and m.created_at = ${record}.first_response_at
      order by m.id limit 1)`;
  await sql`update ${record} set first_response_by = ${
    answeringChanges
      ? sql`coalesce((select s.actor_id ${answeringChanges} and s.created_at = ${record}.first_response_at
          order by s.id limit 1), ${messageAuthor})`
      : messageAuthor
  }
    where ${record}.first_response_at is not null`.execute(db);
}
