import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  clientSubject,
  countAttempt,
  forgetOldWindows,
} from "#server/rate-limit.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const rule = { name: "form:test", limit: 3, windowMs: 60_000 };

describe("rate limits kept in the database", () => {
  it("allows the limit, refuses the next, and opens again in the next window", async () => {
    const at = new Date("2026-03-01T10:00:10Z");
    const results = [];
    for (let i = 0; i < 4; i++)
      results.push(await countAttempt(database, rule, "client-a", at));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(50);
    expect((await countAttempt(database, rule, "client-b", at)).allowed).toBe(
      true,
    );
    expect(
      (
        await countAttempt(
          database,
          rule,
          "client-a",
          new Date("2026-03-01T10:01:00Z"),
        )
      ).allowed,
    ).toBe(true);
  });

  it("counts every attempt exactly once under concurrency (as from several processes)", async () => {
    const at = new Date("2026-03-02T10:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        countAttempt(database, { ...rule, limit: 4 }, "burst", at),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(4);
  });

  it("forgets windows older than a day", async () => {
    await forgetOldWindows(database.db, new Date("2026-03-04T00:00:00Z"));
    const left = await database.db
      .selectFrom("rate_limits")
      .select("key")
      .execute();
    expect(left).toEqual([]);
  });

  it("never stores the client's address", () => {
    const subject = clientSubject("203.0.113.7", "secret");
    expect(subject).not.toContain("203");
    expect(subject).toBe(clientSubject("203.0.113.7", "secret"));
    expect(subject).not.toBe(clientSubject("203.0.113.8", "secret"));
  });
});
