import type { Kysely } from "kysely";

import {
  createIndexes,
  timestampColumn,
} from "#server/db/migration-helpers.ts";

/** The five inbox tables (server/staff/workflow.ts `inboxTables`), as this migration found them. */
const inboxTables = [
  "contact_submissions",
  "job_applications",
  "onboarding_responses",
  "claims",
  "quote_requests",
] as const;

/**
 * Promise clocks and ownership on every inbox record (issue 23).
 *
 * - `assignee_id`: the member of staff who owns the record (a `user` id),
 *   or nothing while unassigned. No foreign key: SQLite cannot add one to
 *   an existing table, and an account is never deleted, only banned.
 * - The clock against what the site promised the person
 *   (app/content/promises.ts): `due_at`, when the promise runs out;
 *   `at_risk_at`, when a quarter of it is left; `responded_at`, the event
 *   that stops it (which one depends on the inbox); `paused_at`, set while
 *   the record waits on the person, with `paused_left_ms`, what was left of
 *   the promise (in its own measure: calendar or business time) when it
 *   paused, from which resuming sets `due_at` and `at_risk_at` anew.
 *   Existing records get their clocks from the code that reads them
 *   (a later step of the same issue), not from SQL here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampColumn(db);
  for (const table of inboxTables) {
    for (const [column, type] of [
      ["assignee_id", "text"],
      ["due_at", timestamp],
      ["at_risk_at", timestamp],
      ["responded_at", timestamp],
      ["paused_at", timestamp],
      ["paused_left_ms", "integer"],
    ] as const)
      await db.schema.alterTable(table).addColumn(column, type).execute();
    await createIndexes(db, table, {
      [`${table}_assignee_created_at_idx`]: ["assignee_id", "created_at"],
      [`${table}_due_at_idx`]: ["due_at"],
    });
  }
}
