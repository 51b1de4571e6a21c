import type { Kysely } from "kysely";

import {
  createIndexes,
  timestampColumn,
} from "#server/db/migration-helpers.ts";

/**
 * Rate-limit counters and submission receipts live in the database so they
 * hold across every server process (no per-process memory).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", timestampColumn(db), (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
    .execute();
  await createIndexes(db, "rate_limits", {
    rate_limits_window_start_idx: ["window_start"],
  });

  // One row per accepted submission token: a double click or a resubmitted
  // page finds its first receipt instead of storing the submission again.
  await db.schema
    .createTable("submission_receipts")
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull())
    .addColumn("created_at", timestampColumn(db), (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("submission_receipts_pk", ["form", "token"])
    .execute();
  await createIndexes(db, "submission_receipts", {
    submission_receipts_created_at_idx: ["created_at"],
  });
}
