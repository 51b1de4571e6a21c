import { sql, type Kysely } from "kysely";

import {
  createIndexes,
  isPostgres,
  timestampColumn,
} from "#server/db/migration-helpers.ts";

/**
 * How a claim ended, and when a record was closed (issue 23, decisions 0075
 * and 0076).
 *
 * - `claims.outcome`: paid, denied or withdrawn, set with the move to
 *   "resolved"; null on a claim resolved before outcomes were asked for.
 * - `claims.outcome_amount_cents`: what was paid, in cents (bigint on
 *   PostgreSQL: a life claim can pass what 32 bits hold).
 * - `claims.outcome_reason`: why a claim was denied, sealed with the data
 *   key and bound to the row (it may name a diagnosis or an injury).
 * - `closed_at` on claims and contact messages: when the record reached its
 *   final status (resolved, closed), the day retention counts from; null
 *   while it is open. Records already closed take the time of their last
 *   move to that status, or their own creation when none is recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampColumn(db);
  await db.schema.alterTable("claims").addColumn("outcome", "text").execute();
  await db.schema
    .alterTable("claims")
    .addColumn("outcome_amount_cents", isPostgres(db) ? "bigint" : "integer")
    .execute();
  await db.schema
    .alterTable("claims")
    .addColumn("outcome_reason", "text")
    .execute();
  for (const [table, kind, final] of [
    ["claims", "claim", "resolved"],
    ["contact_submissions", "contact", "closed"],
  ] as const) {
    await db.schema
      .alterTable(table)
      .addColumn("closed_at", timestamp)
      .execute();
    await sql`
      update ${sql.table(table)} set closed_at = coalesce(
        (select max(sc.created_at) from status_changes sc
          where sc.subject_type = ${kind}
            and sc.subject_id = ${sql.table(table)}.id
            and sc.to_status = ${final}),
        ${sql.table(table)}.created_at)
      where status = ${final}`.execute(db);
    await createIndexes(db, table, {
      [`${table}_closed_at_idx`]: ["closed_at"],
    });
  }
}
