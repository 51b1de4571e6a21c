import { sql, type Kysely } from "kysely";

import { createIndexes } from "#server/db/migration-helpers.ts";

/**
 * Receipts keyed by a MAC and kept a day (decision 0048).
 *
 * - Every receipt stored so far goes: a no-JavaScript submission's was an
 *   unkeyed SHA-256 of its content (for a verification, a guessable SSN
 *   among it), and a browser's token was kept as sent; the new code looks
 *   up neither. A page posted twice across the upgrade may be stored twice.
 * - An index on `reference`: retention deletes a submission's receipts with
 *   it. The one on `created_at` (0002) serves the daily deletion of expired
 *   receipts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from submission_receipts`.execute(db);
  await createIndexes(db, "submission_receipts", {
    submission_receipts_reference_idx: ["reference"],
  });
}
