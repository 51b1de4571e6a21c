import type { Kysely } from "kysely";

import {
  booleanColumn,
  createIndexes,
  idColumn,
  timestampColumn,
} from "#server/db/migration-helpers.ts";

/**
 * Ownership, round-robin and saved filters (issue 23, items 2 and 3; the
 * `assignee_id` column itself is 0012's).
 *
 * - `assignment_changes`: every change of a record's assignee, as
 *   `status_changes` is for its status: who (null when round-robin
 *   assigned it), when, from whom and to whom (null: unassigned), and why
 *   (`via`: a person's choice, round-robin, or the release of a disabled
 *   account's open records).
 * - `round_robin_inboxes`: per inbox, whether new records are assigned in
 *   turn, the cap of open records per person, and who was picked last.
 *   Its row is the lock two simultaneous submissions queue on
 *   (server/staff/round-robin.ts).
 * - `round_robin_members`: the staff taking turns in an inbox.
 * - `saved_filters`: a list filter saved by one member of staff under a
 *   name (unique per person), as the list's query string.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampColumn(db);

  await db.schema
    .createTable("assignment_changes")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", idColumn, (c) => c.notNull())
    .addColumn("actor_id", idColumn)
    .addColumn("from_assignee", idColumn)
    .addColumn("to_assignee", idColumn)
    .addColumn("via", "text", (c) => c.notNull())
    .execute();
  await createIndexes(db, "assignment_changes", {
    assignment_changes_subject_idx: [
      "subject_type",
      "subject_id",
      "created_at",
    ],
  });

  await db.schema
    .createTable("round_robin_inboxes")
    .addColumn("inbox", "text", (c) => c.primaryKey())
    .addColumn("enabled", booleanColumn(db), (c) => c.notNull())
    .addColumn("cap", "integer", (c) => c.notNull())
    .addColumn("last_assignee_id", idColumn)
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .addColumn("updated_by", idColumn)
    .execute();

  await db.schema
    .createTable("round_robin_members")
    .addColumn("inbox", "text", (c) => c.notNull())
    .addColumn("user_id", idColumn, (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("round_robin_members_pk", ["inbox", "user_id"])
    .execute();

  await db.schema
    .createTable("saved_filters")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("user_id", idColumn, (c) => c.notNull())
    .addColumn("inbox", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("query", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("saved_filters_user_inbox_name_idx")
    .on("saved_filters")
    .columns(["user_id", "inbox", "name"])
    .unique()
    .execute();
}
