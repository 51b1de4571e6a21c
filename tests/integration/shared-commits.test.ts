import path from "node:path";
import { DatabaseSync } from "node:sqlite";

import { sql, type Transaction } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { DB } from "#server/db/schema.ts";
import { countAttempt } from "#server/rate-limit.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";

let database: TestDatabase;
/** A second connection to the same file: what a reader outside the group sees. */
let outside: DatabaseSync;

beforeAll(async () => {
  database = await createTestDatabase();
  if (!onSqlite()) return;
  await sql`create table probe (id text primary key)`.execute(database.db);
  // Checked at commit: a way to make a group's commit itself fail.
  await sql`create table probe_child (
    id text primary key,
    parent text not null references probe (id) deferrable initially deferred
  )`.execute(database.db);
  outside = new DatabaseSync(path.join(database.dataDir, "app.db"));
});
afterAll(async () => {
  outside?.close();
  await database.destroy();
});

async function insert(trx: Transaction<DB>, id: string) {
  await sql`insert into probe (id) values (${id})`.execute(trx);
}

/** The probe rows another connection can read: only committed ones. */
function committed(): string[] {
  return outside
    .prepare("select id from probe order by id")
    .all()
    .map((row) => String(row.id));
}

/**
 * Starts a group whose one member waits, after `work`, until released:
 * whatever is submitted meanwhile waits for the next group.
 */
async function holdGroup(
  work: (trx: Transaction<DB>) => Promise<void> = async () => {},
) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const done = database.transact(async (trx) => {
    await work(trx);
    entered();
    await released;
  });
  await inside;
  return { release, done };
}

describe.runIf(onSqlite())("shared commits on SQLite", () => {
  it("commit submissions that wait together once, each answered after that commit", async () => {
    const held = await holdGroup((trx) => insert(trx, "a"));
    // These arrive while the first group is still open: they form the next.
    const seenInside: string[][] = [];
    const together = ["b", "c", "d"].map((id) =>
      database.transact(async (trx) => {
        await insert(trx, id);
        seenInside.push(committed());
        return id;
      }),
    );
    held.release();
    await held.done;
    expect(committed()).toEqual(["a"]);

    expect(await Promise.all(together)).toEqual(["b", "c", "d"]);
    // Inside the group nothing of b, c or d was visible outside: one commit.
    expect(seenInside).toEqual([["a"], ["a"], ["a"]]);
    expect(committed()).toEqual(["a", "b", "c", "d"]);
  });

  it("leave out a submission whose work fails, with its own error, and commit the others", async () => {
    const held = await holdGroup();
    const results = await Promise.allSettled([
      database.transact((trx) => insert(trx, "e")),
      database.transact(async (trx) => {
        await insert(trx, "f");
        throw new Error("f could not be stored");
      }),
      // A constraint the database enforces: 'e' exists by then, in the group.
      database.transact((trx) => insert(trx, "e")),
      database.transact((trx) => insert(trx, "g")),
      (held.release(), held.done),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "rejected",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    expect(reason(results[1])).toMatch(/f could not be stored/);
    expect(reason(results[2])).toMatch(/UNIQUE constraint failed/);
    expect(committed()).toEqual(["a", "b", "c", "d", "e", "g"]);
  });

  it("reject every submission of a group whose commit fails, and store none of them", async () => {
    const held = await holdGroup();
    const results = await Promise.allSettled([
      database.transact((trx) => insert(trx, "h")),
      database.transact(async (trx) => {
        await sql`insert into probe_child (id, parent) values ('orphan', 'missing')`.execute(
          trx,
        );
      }),
      (held.release(), held.done),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      "rejected",
      "rejected",
      "fulfilled",
    ]);
    expect(reason(results[0])).toMatch(/FOREIGN KEY constraint failed/);
    expect(committed()).toEqual(["a", "b", "c", "d", "e", "g"]);

    // The connection is free again: the next submission commits.
    await database.transact((trx) => insert(trx, "i"));
    expect(committed()).toContain("i");
  });

  it("tell every member the cause when SQLite itself rolls the group back", async () => {
    const held = await holdGroup();
    const results = await Promise.allSettled([
      database.transact((trx) => insert(trx, "k")),
      database.transact(async (trx) => {
        // What SQLite does on a full disk or an I/O error: the whole
        // transaction is rolled back, its savepoints with it.
        await sql`rollback`.execute(trx);
        throw new Error("database or disk is full");
      }),
      database.transact((trx) => insert(trx, "l")),
      (held.release(), held.done),
    ]);
    expect(results.slice(0, 3).map(reason)).toEqual([
      "Error: database or disk is full",
      "Error: database or disk is full",
      "Error: database or disk is full",
    ]);
    expect(committed()).not.toContain("k");
    expect(committed()).not.toContain("l");
    await database.transact((trx) => insert(trx, "m"));
    expect(committed()).toContain("m");
  });

  it("take a rate-limit count into the same commit as the submissions around it", async () => {
    const held = await holdGroup();
    const rule = { name: "form:probe", limit: 5, windowMs: 60_000 };
    const counted = countAttempt(database, rule, "client");
    let countSeenOutside: unknown[] = [];
    const submission = database.transact(async (trx) => {
      await insert(trx, "j");
      countSeenOutside = outside
        .prepare("select count from rate_limits where key = ?")
        .all("form:probe:client");
    });
    held.release();
    await Promise.all([held.done, submission]);
    expect((await counted).allowed).toBe(true);
    // Counted before the submission, in its group, so not committed yet then.
    expect(countSeenOutside).toEqual([]);
    expect(
      outside
        .prepare("select count from rate_limits where key = ?")
        .all("form:probe:client"),
    ).toEqual([{ count: 1 }]);
  });
});

function reason(result: PromiseSettledResult<unknown> | undefined): string {
  return result?.status === "rejected" ? String(result.reason) : "";
}

function onSqlite(): boolean {
  return process.env.TEST_DATABASE !== "postgres";
}
