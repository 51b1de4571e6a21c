import type { Kysely } from "kysely";

/**
 * A reference for every contact message (issue 26): `CT-` and six digits,
 * like the other forms' (server/forms/references.ts), shown to the sender,
 * in their acknowledgement email and in the back office. Unique, so a
 * collision is found and another drawn. Messages sent before this
 * migration keep none (NULL: a unique index allows many, on SQLite and
 * PostgreSQL alike); the back office shows them without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("contact_submissions")
    .addColumn("reference", "text")
    .execute();
  await db.schema
    .createIndex("contact_submissions_reference_idx")
    .on("contact_submissions")
    .column("reference")
    .unique()
    .execute();
}
