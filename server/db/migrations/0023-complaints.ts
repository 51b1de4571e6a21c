import { sql, type Kysely } from "kysely";

import { createInboxTable } from "#server/db/inbox-table.ts";
import {
  booleanColumn,
  isPostgres,
  timestampColumn,
} from "#server/db/migration-helpers.ts";

/**
 * Complaints, the sixth inbox (issue 33; decisions 0096, 0097): every
 * inbox table's columns, clocks and search from createInboxTable, then
 * what a complaint holds of its own. The register reads `outcome`,
 * `final_response_at`, the regulator's mark and the classification
 * (`line_of_business`, `area`); a signed-in customer finds their
 * complaints by `lower(email)`, as 0010 indexed the others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createInboxTable(db, {
    table: "complaints",
    initialStatus: "received",
    person: { name: "full_name", email: "email" },
    columns: (table) =>
      table
        .addColumn("full_name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("phone", "text")
        .addColumn("about", "text", (c) => c.notNull())
        .addColumn("our_reference", "text")
        .addColumn("what_happened", "text", (c) => c.notNull())
        .addColumn("put_right", "text", (c) => c.notNull())
        .addColumn("outcome", "text")
        .addColumn("final_response_at", timestampColumn(db))
        .addColumn("regulator_forwarded", booleanColumn(db), (c) =>
          c.notNull().defaultTo(isPostgres(db) ? sql`false` : 0),
        )
        .addColumn("regulator_name", "text")
        .addColumn("regulator_due_on", "text")
        .addColumn("line_of_business", "text")
        .addColumn("area", "text"),
  });
  await db.schema
    .createIndex("complaints_email_lower_idx")
    .on("complaints")
    .expression(sql`lower(${sql.ref("email")})`)
    .execute();
  // The complaints that name a record of ours, found from that record.
  await db.schema
    .createIndex("complaints_our_reference_idx")
    .on("complaints")
    .column("our_reference")
    .execute();
}
