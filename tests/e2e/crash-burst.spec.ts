import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { parseConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { loadSecrets } from "#server/secrets.ts";
import { readDocument } from "#server/storage/documents.ts";
import { createStorage } from "#server/storage/storage.ts";
import { verificationFormData } from "../helpers/sample-submissions";
import {
  createTestSchema,
  postgresAnswers,
  testPostgresUrl,
} from "../helpers/postgres";
import { startS3Server } from "../helpers/s3-server";
import {
  expect,
  freePort,
  test,
  type ServerProcess,
  type StartOwnServer,
} from "./helpers/own-server";

// SIGKILL in the middle of a burst of 200 concurrent submissions (issue 13):
// contact posts and verifications with two licence images each. The process
// is killed after about 60 answers, started again on the same DATA_DIR,
// database and store, and then every submission it acknowledged must be
// stored whole, no row may lack a file, and after the orphan sweep no file
// may lack its row. Run twice: on SQLite with local storage, and on
// PostgreSQL with S3 (s3rver in this process); the second needs PostgreSQL
// on 127.0.0.1:5432 (TEST_DATABASE_URL overrides) and skips without it.
//
// One after the other in one worker (two bursts at once would load a small
// machine twice over); one failing does not skip the other.
test.describe.configure({ mode: "default" });
// Each target brings its DATA_DIR, database and store (Target.env).
test.use({ ownServerOptions: {} });

const SUBMISSIONS = 200;
const KILL_AFTER = 60;
const CONNECTIONS = 32;
const UPLOADS = 6;
const BUCKET = "home-verification-docs";

/** Where a burst runs: the servers' environment, and a look into their store. */
interface Target {
  /** DATA_DIR, and DATABASE_URL and S3_* where used: for the servers, the sweep and the checks. */
  env: Record<string, string>;
  /** The licence images' keys in the store, and the partial writes (local storage's dot-named temp files) beside them. */
  stored(): Promise<{ keys: string[]; partial: number }>;
  /** Resolves as soon as another licence image lands in the store, or after `ms`. */
  nextStored(ms: number): Promise<void>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** SQLite and local storage, both in one DATA_DIR. */
function localTarget(): Target {
  const dataDir = mkdtempSync(path.join(tmpdir(), "harborline-crash-"));
  const storedFiles = () => {
    const root = path.join(dataDir, "storage", BUCKET);
    let entries: string[] = [];
    try {
      entries = readdirSync(root, { recursive: true, encoding: "utf8" });
    } catch {
      // nothing stored yet
    }
    const files = entries.filter((entry) => /\d{4}\/\d{2}\/./.test(entry));
    const partial = (entry: string) => path.basename(entry).startsWith(".");
    return {
      keys: files.filter((entry) => !partial(entry)),
      partial: files.filter(partial).length,
    };
  };
  return {
    env: { DATA_DIR: dataDir },
    stored: () => Promise.resolve(storedFiles()),
    // Polled: nothing tells of a new file.
    async nextStored(ms) {
      const seen = new Set(storedFiles().keys);
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (storedFiles().keys.some((key) => !seen.has(key))) return;
        await sleep(1);
      }
    },
    close() {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${dataDir}-mail`, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}

/** A fresh PostgreSQL schema and an s3rver bucket; DATA_DIR holds only uploads waiting in temp files. */
async function postgresS3Target(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "harborline-crash-"));
  const schema = await createTestSchema("crash_burst");
  const s3 = await startS3Server("harborline-crash");
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: schema.databaseUrl,
    ...s3.env,
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  };
  const storage = createStorage(parseConfig(env));
  return {
    env,
    async stored() {
      const keys: string[] = [];
      for await (const object of storage.list(BUCKET)) keys.push(object.key);
      // An S3 put is stored whole or not at all: no partial write to leave.
      return { keys, partial: 0 };
    },
    // s3rver tells as it stores an object, before the server has its answer.
    nextStored(ms) {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          stop();
          resolve();
        };
        const timer = setTimeout(done, ms);
        const stop = s3.onObjectCreated((key) => {
          if (key.startsWith(`${BUCKET}/`)) done();
        });
      });
    },
    async close() {
      await s3.close();
      await schema.drop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${dataDir}-mail`, { recursive: true, force: true });
    },
  };
}

type Outcome =
  | { kind: "contact"; email: string; status: number; ok: boolean }
  | {
      kind: "verification";
      email: string;
      status: number;
      ok: boolean;
      reference?: string;
    };

/** Posts submission `n` as a client of its own (the server trusts X-Forwarded-For from loopback). */
async function submit(url: string, n: number): Promise<Outcome | undefined> {
  const client = `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const email = `crash${n}@example.com`;
  const headers = { "x-forwarded-for": client };
  try {
    if (n % 2 === 0) {
      const response = await fetch(`${url}/api/forms/contact`, {
        method: "POST",
        headers,
        body: new URLSearchParams({
          fullName: `Crash Tester ${n}`,
          email,
          message: `Message ${n}, sent while the server is killed.`,
        }),
      });
      const body = (await response.json()) as { ok?: boolean };
      return {
        kind: "contact",
        email,
        status: response.status,
        ok: body.ok === true,
      };
    }
    const form = verificationFormData(n, { email });
    const response = await fetch(`${url}/api/forms/verification`, {
      method: "POST",
      headers,
      body: form,
    });
    const body = (await response.json()) as {
      ok?: boolean;
      reference?: string;
    };
    return {
      kind: "verification",
      email,
      status: response.status,
      ok: body.ok === true,
      reference: body.reference,
    };
  } catch {
    // Cut off by the kill: not acknowledged, so nothing is promised.
    return undefined;
  }
}

/**
 * The burst: 200 submissions from CONNECTIONS clients at once, each taking
 * the next submission as its last is answered. Once KILL_AFTER are
 * acknowledged the process is SIGKILLed as soon as a new file lands in the
 * store, between a verification's files and its row: the window the orphan
 * sweep is for. Verifications go at most
 * UPLOADS at a time: the server reads at most 8 multipart bodies at once and
 * sheds the rest with a 503 (server/http/body-limits.ts), which would test
 * the shedding instead.
 */
async function burst(server: ServerProcess, target: Target) {
  const outcomes: Array<Outcome | undefined> = [];
  let next = 0;
  let acknowledged = 0;
  let uploads = 0;
  const uploadSlot = async () => {
    while (uploads >= UPLOADS) await sleep(5);
    uploads += 1;
  };
  // A new file is the first licence side of a verification whose second
  // side and row are still to be written.
  const killMidWrite = async () => {
    await target.nextStored(3_000);
    server.child.kill("SIGKILL");
  };
  let killing: Promise<void> | undefined;
  const worker = async () => {
    while (next < SUBMISSIONS) {
      const n = next++;
      const upload = n % 2 === 1;
      if (upload) await uploadSlot();
      const outcome = await submit(server.url, n);
      if (upload) uploads -= 1;
      outcomes[n] = outcome;
      if (outcome?.status !== 200 || !outcome.ok) continue;
      if (++acknowledged === KILL_AFTER) killing = killMidWrite();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  await killing;
  return outcomes;
}

/** `npm run storage:sweep` with the servers' environment. */
function sweep(target: Target, graceMinutes: number): Promise<string> {
  const child = spawn(
    process.execPath,
    ["scripts/sweep-storage.ts", "--grace-minutes", String(graceMinutes)],
    {
      env: { ...process.env, ...target.env, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(output)),
    ),
  );
}

/** Burst, kill, restart, then the checks: the same on every target. */
async function crashBurst(
  target: Target,
  servers: ServerProcess[],
  startOwnServer: StartOwnServer,
) {
  const port = await freePort();
  const env = { ...target.env, LOG_LEVEL: "warn" };
  const first = await startOwnServer({ env, port });
  servers.push(first);

  const outcomes = await burst(first, target);
  await first.exited;
  expect(first.child.signalCode).toBe("SIGKILL");

  const acknowledged = outcomes.filter(
    (outcome): outcome is Outcome =>
      outcome !== undefined && outcome.status === 200 && outcome.ok,
  );
  const cutOff = outcomes.filter((outcome) => outcome === undefined).length;
  test.info().annotations.push({
    type: "burst",
    description: `${acknowledged.length} acknowledged, ${cutOff} cut off by the kill`,
  });
  // The kill came mid-burst: some answered, some cut off.
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER - 5);
  expect(cutOff).toBeGreaterThan(0);
  // Nothing but success or a cut connection (no error, no rate limit).
  for (const outcome of outcomes)
    if (outcome)
      expect(outcome, JSON.stringify(outcome)).toMatchObject({
        status: 200,
        ok: true,
      });

  // Started again on the same DATA_DIR (and database and store): it becomes ready.
  const second = await startOwnServer({ env, port });
  servers.push(second);

  const config = parseConfig(target.env);
  const { db, close } = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  const services = {
    storage: createStorage(config),
    secrets: loadSecrets(config),
  };
  try {
    // Every acknowledged submission is stored, verifications with both images readable.
    for (const outcome of acknowledged) {
      if (outcome.kind === "contact") {
        const row = await db
          .selectFrom("contact_submissions")
          .select("id")
          .where("email", "=", outcome.email)
          .executeTakeFirst();
        expect(row, outcome.email).toBeDefined();
        continue;
      }
      expect(outcome.reference).toMatch(/^VER-/);
      const row = await db
        .selectFrom("onboarding_responses")
        .select("email")
        .where("reference", "=", outcome.reference ?? "")
        .executeTakeFirst();
      expect(row?.email).toBe(outcome.email);
    }

    // No row without its files: every verification stored reads back whole.
    const rows = await db
      .selectFrom("onboarding_responses")
      .select([
        "drivers_license_front_url as front",
        "drivers_license_back_url as back",
      ])
      .execute();
    const named = new Set<string>();
    for (const { front, back } of rows)
      for (const key of [front, back]) {
        named.add(key);
        const plain = await readDocument(services, BUCKET, key);
        expect(plain, key).not.toBeNull();
        expect(plain?.subarray(1, 4).toString()).toBe("PNG");
      }
    expect(rows.length).toBeGreaterThanOrEqual(
      acknowledged.filter((outcome) => outcome.kind === "verification").length,
    );

    // The orphan sweep with no grace: then no file lacks its row.
    const before = await target.stored();
    const report = await sweep(target, 0);
    const after = await target.stored();
    test.info().annotations.push({
      type: "sweep",
      description: `${before.keys.length - named.size} orphaned files and ${before.partial} partial writes before the sweep; ${report.trim().replaceAll("\n", "; ")}`,
    });
    expect(new Set(after.keys)).toEqual(named);
    expect(after.partial).toBe(0);
  } finally {
    await close();
  }

  // The restarted server still takes submissions.
  const again = await submit(second.url, SUBMISSIONS + 1);
  expect(again).toMatchObject({ status: 200, ok: true });
}

/** One target's describe block: made before, its servers killed and it removed after. */
function describeCrashBurst(title: string, open: () => Promise<Target>) {
  test.describe(title, () => {
    let target: Target | undefined;
    const servers: ServerProcess[] = [];
    test.beforeAll(async () => {
      target = await open();
    });
    test.afterAll(async () => {
      for (const server of servers)
        if (
          server.child.exitCode === null &&
          server.child.signalCode === null
        ) {
          server.child.kill("SIGKILL");
          await server.exited;
        }
      await target?.close();
    });

    test("SIGKILL during a burst loses no acknowledged submission and leaves nothing half-written", async ({
      startOwnServer,
    }) => {
      test.setTimeout(120_000);
      await crashBurst(target!, servers, startOwnServer);
    });
  });
}

describeCrashBurst("on SQLite and local storage", () =>
  Promise.resolve(localTarget()),
);

describeCrashBurst("on PostgreSQL and S3", async () => {
  test.skip(
    !(await postgresAnswers()),
    `PostgreSQL does not answer at ${testPostgresUrl}`,
  );
  return postgresS3Target();
});
