import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { withoutOwnFlush } from "#server/db/counter-writes.ts";
import type { DB } from "#server/db/schema.ts";
import { countAttempt } from "#server/rate-limit.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

/** SQLite's synchronous setting: 1 is NORMAL, 2 is FULL. */
async function synchronous(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{
    synchronous: number;
  }>`pragma synchronous`.execute(db);
  return rows[0]!.synchronous;
}

describe.runIf(onSqlite())("counter writes on SQLite", () => {
  it("commit without a flush of their own, and leave every other write at FULL", async () => {
    expect(await synchronous(database.db)).toBe(2);
    const during = await withoutOwnFlush(database.db, (db) => synchronous(db));
    expect(during).toBe(1);
    expect(await synchronous(database.db)).toBe(2);

    await countAttempt(
      database.db,
      { name: "form:test", limit: 1, windowMs: 60_000 },
      "client",
    );
    expect(await synchronous(database.db)).toBe(2);
  });

  it("restore FULL when the work fails", async () => {
    await expect(
      withoutOwnFlush(database.db, async (db) => {
        await sql`select * from no_such_table`.execute(db);
      }),
    ).rejects.toThrow(/no_such_table/);
    expect(await synchronous(database.db)).toBe(2);
  });

  it("run inside a transaction as they are, at its FULL", async () => {
    const during = await database.db
      .transaction()
      .execute((trx) => withoutOwnFlush(trx, (db) => synchronous(db)));
    expect(during).toBe(2);
  });

  it("hold the connection, so a transaction waiting for it runs at FULL", async () => {
    const seen: number[] = [];
    await Promise.all([
      withoutOwnFlush(database.db, async (db) => {
        // Gives the transaction below every chance to start in between.
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(await synchronous(db));
      }),
      database.db
        .transaction()
        .execute(async (trx) => seen.push(await synchronous(trx))),
    ]);
    expect(seen).toEqual([1, 2]);
  });
});

function onSqlite(): boolean {
  return process.env.TEST_DATABASE !== "postgres";
}
