import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

import { openDatabase } from "#server/db/database.ts";

const postgres = process.env.TEST_DATABASE === "postgres";
const baseUrl =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * What PostgreSQL does on a restart, a failover or when a proxy cuts the
 * line: it ends the server side of every connection, idle ones included.
 * pg's pool then emits 'error' on the idle client; unheard, that ends the
 * process (issue 13).
 */
describe.runIf(postgres)("a PostgreSQL connection cut while idle", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "connection-loss-"));
  const url = new URL(baseUrl);
  const application = `connection-loss-${process.pid}-${Date.now()}`;
  url.searchParams.set("application_name", application);
  const errors: Error[] = [];
  const database = openDatabase({
    databaseUrl: url.toString(),
    dataDir,
    onConnectionError: (error) => errors.push(error),
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is reported, not fatal, and the next query opens a fresh connection", async () => {
    const first = await sql<{
      pid: number;
    }>`select pg_backend_pid() as pid`.execute(database.db);
    const before = first.rows[0]!.pid;

    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
      [application],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);

    await expect.poll(() => errors.length).toBeGreaterThan(0);
    const again = await sql<{
      pid: number;
    }>`select pg_backend_pid() as pid`.execute(database.db);
    expect(again.rows[0]!.pid).not.toBe(before);
  });
});
