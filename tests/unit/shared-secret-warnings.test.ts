import { describe, expect, it } from "vitest";

import { parseConfig } from "#server/config.ts";
import { sharedSecretWarnings } from "#server/services.ts";

const key = Buffer.alloc(32, 7).toString("base64");

describe("the start-up warnings about shared secrets", () => {
  it("name AUTH_SECRET and DATA_ENCRYPTION_KEY on PostgreSQL when they come from DATA_DIR", () => {
    const warnings = sharedSecretWarnings(
      parseConfig({ DATABASE_URL: "postgres://db.internal/app" }),
    );
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^AUTH_SECRET is not set/);
    expect(warnings[1]).toMatch(/^DATA_ENCRYPTION_KEY is not set/);
  });

  it("are silent when both come from the environment, and on SQLite", () => {
    expect(
      sharedSecretWarnings(
        parseConfig({
          DATABASE_URL: "postgres://db.internal/app",
          AUTH_SECRET: "x".repeat(48),
          DATA_ENCRYPTION_KEY: key,
        }),
      ),
    ).toEqual([]);
    expect(sharedSecretWarnings(parseConfig({}))).toEqual([]);
  });
});
