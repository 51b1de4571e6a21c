import type { Kysely } from "kysely";

import {
  createIndexes,
  idColumn,
  timestampColumn,
} from "#server/db/migration-helpers.ts";

/** The submission tables that staff work through, each with its `status` column. */
const inboxTables = [
  "contact_submissions",
  "job_applications",
  "onboarding_responses",
  "claims",
] as const;

/**
 * The back office's workflow (issue 10).
 *
 * - A `status` on contact messages, job applications and verifications
 *   ("new" for every row already stored); claims had theirs ("submitted").
 * - `status_changes`: every change, with who made it, when, from and to.
 * - `submission_notes`: staff's internal notes on a submission.
 * - `audit_log.client_hash`: the keyed hash of the staff member's network
 *   (server/rate-limit.ts), never the address itself.
 * - Indexes for the inbox lists filtered by status (newest first; 0001 has
 *   those by age alone) and for the audit log's filter by person.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampColumn(db);

  for (const table of inboxTables) {
    if (table !== "claims") {
      await db.schema
        .alterTable(table)
        .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
        .execute();
    }
    await db.schema
      .createIndex(`${table}_status_created_at_idx`)
      .on(table)
      .columns(["status", "created_at"])
      .execute();
  }

  await db.schema
    .createTable("status_changes")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", idColumn, (c) => c.notNull())
    .addColumn("actor_id", idColumn)
    .addColumn("from_status", "text", (c) => c.notNull())
    .addColumn("to_status", "text", (c) => c.notNull())
    .execute();
  await createIndexes(db, "status_changes", {
    status_changes_subject_idx: ["subject_type", "subject_id", "created_at"],
  });

  await db.schema
    .createTable("submission_notes")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", idColumn, (c) => c.notNull())
    .addColumn("author_id", idColumn)
    .addColumn("body", "text", (c) => c.notNull())
    .execute();
  await createIndexes(db, "submission_notes", {
    submission_notes_subject_idx: ["subject_type", "subject_id", "created_at"],
  });

  await db.schema
    .alterTable("audit_log")
    .addColumn("client_hash", "text")
    .execute();
  await createIndexes(db, "audit_log", {
    audit_log_actor_idx: ["actor", "created_at"],
  });
}
