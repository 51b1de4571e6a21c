import { describe, expect, it } from "vitest";

import { isDatabaseUnavailable } from "#server/db/unavailable.ts";

const withCode = (code: string, message = "boom") =>
  Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    withCode("ECONNREFUSED"),
    withCode("ETIMEDOUT"),
    withCode("57P01", "terminating connection due to administrator command"),
    withCode("57P03", "the database system is starting up"),
    withCode("08006"),
    new Error("Connection terminated unexpectedly"),
    new Error("timeout exceeded when trying to connect"),
    Object.assign(new Error("database is locked"), {
      code: "ERR_SQLITE_ERROR",
      errcode: 5,
    }),
    // SQLITE_IOERR_WRITE: an extended code, IOERR in its low byte.
    Object.assign(new Error("disk I/O error"), {
      code: "ERR_SQLITE_ERROR",
      errcode: 778,
    }),
  ])("knows %s", (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("looks through causes and aggregated errors (Better Auth, a dual-stack connect)", () => {
    const refused = withCode("ECONNREFUSED");
    expect(
      isDatabaseUnavailable(
        new Error("Failed to get session", { cause: refused }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ""))).toBe(true);
  });

  it.each([
    new Error("Cannot read properties of undefined"),
    withCode("23505", "duplicate key value violates unique constraint"),
    withCode("42P01", 'relation "claims" does not exist'),
    Object.assign(new Error("UNIQUE constraint failed"), {
      code: "ERR_SQLITE_ERROR",
      errcode: 2067,
    }),
    "ECONNREFUSED",
    null,
  ])("leaves a bug a bug: %s", (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("survives a cycle of causes", () => {
    const error: Error & { cause?: unknown } = new Error("loop");
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
