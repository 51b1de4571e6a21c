import type { Kysely } from "kysely";

/**
 * Who moved a record's status: a member of staff (`actor_id`), or the
 * person's own answer, which brings a record that waited on them back to
 * its status before (decision 0093). Every change before this migration was made by
 * staff.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("status_changes")
    .addColumn("via", "text", (column) => column.notNull().defaultTo("staff"))
    .execute();
}
