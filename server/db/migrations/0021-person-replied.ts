import { sql, type Kysely } from "kysely";

import { finalStatus, type InboxKind } from "#app/lib/staff/workflow.ts";
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
 * Records whose person replied since staff last did (issue 36, item 2;
 * decision 0055, amended 2026-11-29).
 *
 * `person_replied_at` on each inbox table: when the person's first message
 * that staff have not yet answered arrived; null when staff wrote last (or
 * nobody wrote). A staff message clears it, and so does closing the record.
 * A column rather than a comparison of the latest messages at read time:
 * the list, its "Replied" view and the navigation's count then read one
 * partial index, whatever the size of the inbox.
 *
 * The backfill gives each record the earliest of its person's messages
 * after which no staff message was written and no member of staff closed
 * it. Comparisons only (no arithmetic on timestamps), so the statement is
 * the same on both databases.
 *
 * The partial index holds the replied records only, in the list's order
 * (newest first by `created_at`, then `id`): the view walks it without a
 * sort, and the count reads it alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [kind, table] of Object.entries(inboxTables) as [
    InboxKind,
    string,
  ][]) {
    await db.schema
      .alterTable(table)
      .addColumn("person_replied_at", timestampColumn(db))
      .execute();
    await sql`
      update ${sql.table(table)} set person_replied_at = (
        select min(m.created_at) from conversation_messages m
        where m.subject_type = ${kind}
          and m.subject_id = ${sql.table(table)}.id
          and m.author = 'person'
          and not exists (
            select 1 from conversation_messages s
            where s.subject_type = m.subject_type
              and s.subject_id = m.subject_id
              and s.author = 'staff'
              and s.created_at >= m.created_at
          )
          and not exists (
            select 1 from status_changes c
            where c.subject_type = m.subject_type
              and c.subject_id = m.subject_id
              and c.via = 'staff'
              and c.to_status = ${finalStatus[kind]}
              and c.created_at >= m.created_at
          )
      )
      where id in (
        select subject_id from conversation_messages
        where subject_type = ${kind} and author = 'person'
      )`.execute(db);
    await db.schema
      .createIndex(`${table}_replied_idx`)
      .on(table)
      .columns(["created_at", "id"])
      .where(sql.ref("person_replied_at"), "is not", null)
      .execute();
  }
}
