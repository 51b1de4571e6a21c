import { randomBytes } from "node:crypto";

import pg from "pg";

/** The PostgreSQL server the tests use: TEST_DATABASE_URL, or the local one. */
export const testPostgresUrl =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** True when PostgreSQL at `url` answers a query within two seconds. */
export async function postgresAnswers(url = testPostgresUrl): Promise<boolean> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 2_000,
  });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface TestSchema {
  name: string;
  /** The base URL with `search_path` set to this schema: what a server or a test connects with. */
  databaseUrl: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

async function onServer(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty schema named `<prefix>_<random>` on the PostgreSQL server at
 * `baseUrl`, so a test file's tables never meet another's (test files run
 * at once against one `test` database).
 */
export async function createTestSchema(
  prefix: string,
  baseUrl = testPostgresUrl,
): Promise<TestSchema> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(baseUrl, `create schema ${name}`);
  const url = new URL(baseUrl);
  url.searchParams.set("options", `-c search_path=${name}`);
  return {
    name,
    databaseUrl: url.toString(),
    drop: () => onServer(baseUrl, `drop schema ${name} cascade`),
  };
}
