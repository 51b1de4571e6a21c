import {
  Migrator,
  PostgresAdapter,
  sql,
  type Kysely,
  type Migration,
  type MigrationResultSet,
} from "kysely";

import * as initial from "./migrations/0001-initial.ts";
import * as rateLimitsAndReceipts from "./migrations/0002-rate-limits-and-receipts.ts";
import * as auth from "./migrations/0003-auth.ts";
import type { DB } from "./schema.ts";

/**
 * The migration set, in order. Forward-only: a shipped migration is never
 * edited; a change is a new file added here. Listed in code rather than read
 * from a folder so the same list works in the bundle, in scripts and in tests.
 */
const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-rate-limits-and-receipts": rateLimitsAndReceipts,
  "0003-auth": auth,
};

export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema unless told
    // which one is ours: another schema's tables (a second app, a copy, a
    // test running beside this one) would otherwise count as ours.
    migrationTableSchema: await currentSchema(db),
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed =
      result.results?.find((r) => r.status === "Error")?.migrationName ??
      "unknown";
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, {
      cause: result.error,
    });
  }
  return (result.results ?? [])
    .filter((r) => r.status === "Success")
    .map((r) => r.migrationName);
}

/** PostgreSQL's schema for this connection (its search_path); SQLite has none. */
async function currentSchema(db: Kysely<DB>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{
    schema: string;
  }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}
