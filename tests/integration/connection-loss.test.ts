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

    expect(await terminateConnections()).toBeGreaterThan(0);

    await expect.poll(() => errors.length).toBeGreaterThan(0);
    const again = await sql<{
      pid: number;
    }>`select pg_backend_pid() as pid`.execute(database.db);
    expect(again.rows[0]!.pid).not.toBe(before);
  });
  // pg's pool listens for errors only on idle clients: one a transaction
  // holds between two queries is on its own, and an error there was an
  // unhandled 'error' event that ended the process (a CI run lost its
  // server this way when the e2e suite cut the database mid-transaction).
  it("is reported, not fatal, when it is cut while a transaction holds it", async () => {
    const transaction = database.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      const before = errors.length;
      expect(await terminateConnections()).toBeGreaterThan(0);
      // The client hears its socket close while no query of its own runs.
      await expect.poll(() => errors.length).toBeGreaterThan(before);
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();

    const again = await sql<{ one: number }>`select 1 as one`.execute(
      database.db,
    );
    expect(again.rows[0]!.one).toBe(1);
  });

  async function terminateConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1",
        [application],
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }
});
