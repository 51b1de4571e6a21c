import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql, type TableMetadata } from "kysely";

import { openDatabase, type Database } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { createTestSchema } from "./postgres.ts";

export interface TestDatabase extends Database {
  /** Where SQLite keeps its file (and a place for other per-test files). */
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * This database's tables. On PostgreSQL Kysely's introspection lists every
   * schema on the server, and other test files' schemas hold tables of the
   * same names; this keeps only the test's own.
   */
  tables(): Promise<TableMetadata[]>;
  /** Drops the schema or the folder. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new SQLite file in a temp
 * folder, or a new schema on the PostgreSQL server named by TEST_DATABASE_URL
 * when the vitest project is "postgres". `migrate: false` leaves it empty.
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "harborline-test-"));
  let databaseUrl: string | undefined;
  let dropSchema = async () => {};
  if (process.env.TEST_DATABASE === "postgres") {
    const schema = await createTestSchema("test");
    databaseUrl = schema.databaseUrl;
    dropSchema = schema.drop;
  }
  const database = openDatabase({ databaseUrl, dataDir });
  if (options.migrate !== false) await migrateToLatest(database.db);
  return {
    ...database,
    dataDir,
    databaseUrl,
    async tables() {
      const all = await database.db.introspection.getTables();
      if (!databaseUrl) return all;
      const { rows } = await sql<{
        schema: string;
      }>`select current_schema() as schema`.execute(database.db);
      return all.filter((table) => table.schema === rows[0]?.schema);
    },
    async destroy() {
      await database.close();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
      // The development mailbox of services started on it without SMTP.
      rmSync(`${dataDir}-mail`, { recursive: true, force: true });
    },
  };
}
