import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql, type TableMetadata } from "kysely";
import pg from "pg";

import { openDatabase, type Database } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";

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
    const baseUrl =
      process.env.TEST_DATABASE_URL ??
      "postgres://postgres@127.0.0.1:5432/test";
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    databaseUrl = url.toString();
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
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
    },
  };
}
