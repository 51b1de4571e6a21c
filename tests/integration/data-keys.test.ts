import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ConfigError, parseConfig } from "#server/config.ts";
import { isCurrent } from "#server/crypto.ts";
import { checkDataKeys } from "#server/keys/check.ts";
import { startServices } from "#server/services.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";

const base64 = (key: Buffer) => key.toString("base64");
const first = randomBytes(32);
const second = randomBytes(32);

describe("the key check value", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  const start = (keys: Buffer[]) =>
    startServices(
      parseConfig({
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        DATA_ENCRYPTION_KEYS: keys.map(base64).join(","),
        LOG_LEVEL: "silent",
      }),
      pino({ level: "silent" }),
    );

  it("is written under the current key at the first start", async () => {
    const services = await start([first]);
    await services.stop();
    const row = await database.db
      .selectFrom("key_check")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(isCurrent(row.value, [first])).toBe(true);
  });

  it("stops a process whose keys cannot read it, with one line naming DATA_ENCRYPTION_KEY", async () => {
    const refused = start([second]);
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(refused).rejects.toThrow(
      /^Invalid configuration: DATA_ENCRYPTION_KEY does not read the data this database holds/,
    );
    const error = await checkDataKeys(database.db, [randomBytes(32)]).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).not.toContain("\n");
  });

  it("lets a new key start when the key that wrote it follows in DATA_ENCRYPTION_KEYS", async () => {
    const services = await start([second, first]);
    await services.stop();
  });
});

describe("an https site", () => {
  it("refuses to start with a generated data key, in one line naming DATA_ENCRYPTION_KEY", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "harborline-https-"));
    try {
      const env: Record<string, string> = {
        ...process.env,
        NODE_ENV: "production",
        APP_URL: "https://www.example.com",
        DATA_DIR: dataDir,
        PORT: "3999",
      };
      delete env.DATA_ENCRYPTION_KEY;
      delete env.DATA_ENCRYPTION_KEYS;
      const child = spawn(process.execPath, ["server/start.ts"], {
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
      const code = await new Promise<number | null>((resolve) =>
        child.on("exit", resolve),
      );
      expect(code).toBe(1);
      expect(stderr.trim().split("\n")).toEqual([
        expect.stringMatching(
          /^Invalid configuration: DATA_ENCRYPTION_KEY \(or DATA_ENCRYPTION_KEYS\) must be set when APP_URL is https/,
        ),
      ]);
      // Nothing was generated, nor any database made.
      expect(existsSync(path.join(dataDir, "secrets"))).toBe(false);
      expect(existsSync(path.join(dataDir, "app.db"))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
