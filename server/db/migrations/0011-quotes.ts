import type { Kysely } from "kysely";

import {
  booleanColumn,
  createIndexes,
  idColumn,
  timestampColumn,
} from "#server/db/migration-helpers.ts";

/**
 * Saved estimates and requests for an agent (issue 24, decision 0060).
 *
 * - `saved_estimates`: an estimate a visitor saved, as JSON of its lines
 *   (each line's answers and the estimate shown), its `Q-` reference, and
 *   the SHA-256 of the token in the link that reopens it, never the token.
 *   No personal data: the email the link was sent to is not kept here.
 * - `quote_requests`: a request for an agent, the fifth inbox of the back
 *   office: who asked, how and when they would like to be contacted, whether
 *   they agreed to calls and texts (and the words they agreed to), the
 *   answers and the estimate as shown, and its workflow status.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampColumn(db);

  await db.schema
    .createTable("saved_estimates")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("lines", "text", (c) => c.notNull())
    .execute();
  await createIndexes(db, "saved_estimates", {
    saved_estimates_created_at_idx: ["created_at"],
  });

  await db.schema
    .createTable("quote_requests")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull())
    .addColumn("line", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("preferred_channel", "text", (c) => c.notNull())
    .addColumn("preferred_time", "text", (c) => c.notNull())
    .addColumn("consent_to_call", booleanColumn(db), (c) => c.notNull())
    .addColumn("consent_text", "text")
    .addColumn("estimate", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .execute();
  await createIndexes(db, "quote_requests", {
    quote_requests_created_at_idx: ["created_at"],
    quote_requests_status_created_at_idx: ["status", "created_at"],
    quote_requests_reference_idx: ["reference"],
  });
}
