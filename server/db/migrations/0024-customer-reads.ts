import { sql, type Kysely } from "kysely";

import {
  createIndexes,
  idColumn,
  timestampColumn,
} from "#server/db/migration-helpers.ts";

/**
 * A customer's account shows every kind of record sent with its confirmed
 * address (issue 35; decision 0098).
 *
 * `customer_reads`: when a signed-in customer last opened a record's page
 * on their account; the dashboard counts our messages written since as
 * unread. One row per account and record, replaced on each visit. It goes
 * with the account (the foreign key's cascade) and with the record
 * (server/conversations/erase.ts deletes it with the conversation's rows).
 * Keyed by the account first: the dashboard reads one account's rows.
 *
 * Contact messages and requests for an agent join the account, so their
 * addresses are indexed as 0010 indexed the others (`lower(email)`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("customer_reads")
    .addColumn("user_id", idColumn, (c) =>
      c.notNull().references("user.id").onDelete("cascade"),
    )
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", "text", (c) => c.notNull())
    .addColumn("seen_at", timestampColumn(db), (c) => c.notNull())
    .addPrimaryKeyConstraint("customer_reads_pk", [
      "user_id",
      "subject_type",
      "subject_id",
    ])
    .execute();
  // Retention deletes a record's rows by subject, whoever read them.
  await createIndexes(db, "customer_reads", {
    customer_reads_subject_idx: ["subject_type", "subject_id"],
  });
  for (const table of ["contact_submissions", "quote_requests"])
    await db.schema
      .createIndex(`${table}_email_lower_idx`)
      .on(table)
      .expression(sql`lower(${sql.ref("email")})`)
      .execute();
}
