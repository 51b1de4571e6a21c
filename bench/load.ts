/**
 * `npm run bench:load`: contact posts held for 60 seconds at 32 connections
 * against the built server (as `npm start` runs it), on SQLite and, when it
 * answers on 127.0.0.1:5432, on PostgreSQL. Every post must be answered
 * 200 with ok, and afterwards the database must hold exactly as many
 * contact_submissions as were acknowledged: no error, no lost row. Writes
 * bench/results/load.md and prints it; exits 1 on an error or a count that
 * differs. LOAD_SECONDS and LOAD_CONNECTIONS change the run;
 * `npm run bench:load -- sqlite` (or `postgres`) picks one database.
 * Traffic goes to 127.0.0.1 only. Not part of `npm test`.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";

import pg from "pg";

import { openDatabase } from "#server/db/database.ts";
import {
  freePort,
  startServerProcess,
} from "../tests/e2e/helpers/server-process.ts";

const root = new URL("../", import.meta.url);
if (!existsSync(new URL("build/server/index.js", root)))
  spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 32);
const postgresUrl =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const only = process.argv.slice(2);

interface Tally {
  acknowledged: number;
  errors: number;
  firstError: string | undefined;
  latencies: number[];
}

/** One contact post; resolves with the status and body. */
function post(
  agent: http.Agent,
  port: number,
  n: number,
): Promise<{ status: number; body: string }> {
  const body = new URLSearchParams({
    fullName: `Load Tester ${n}`,
    email: `load${n}@example.com`,
    message: `Message number ${n} of the load run.`,
  }).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/forms/contact",
        method: "POST",
        agent,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          // Each post from its own client (198.18.0.0/15, the benchmark
          // range): the per-client rate limit stays as in production and
          // counts each one once.
          "x-forwarded-for": `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: text }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function hold(port: number): Promise<Tally> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const tally: Tally = {
    acknowledged: 0,
    errors: 0,
    firstError: undefined,
    latencies: [],
  };
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const n = next++;
        const started = performance.now();
        try {
          const { status, body } = await post(agent, port, n);
          if (status === 200 && body.includes('"ok":true'))
            tally.acknowledged += 1;
          else {
            tally.errors += 1;
            tally.firstError ??= `${status} ${body.slice(0, 200)}`;
          }
        } catch (error) {
          tally.errors += 1;
          tally.firstError ??= String(error);
        }
        tally.latencies.push(performance.now() - started);
      }
    }),
  );
  agent.destroy();
  return tally;
}

async function runOn(
  name: "SQLite" | "PostgreSQL",
  env: Record<string, string>,
  count: (dataDir: string) => Promise<number>,
): Promise<{ row: string; ok: boolean }> {
  const server = await startServerProcess(await freePort(), {
    LOG_LEVEL: "warn",
    ...env,
  });
  let tally: Tally;
  try {
    tally = await hold(Number(new URL(server.url).port));
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  const stored = await count(server.dataDir);
  const sorted = tally.latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    (
      sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
    ).toFixed(0);
  const ok = tally.errors === 0 && stored === tally.acknowledged;
  const row = `| ${name} | ${seconds} s | ${connections} | ${tally.acknowledged} | ${Math.round(tally.acknowledged / seconds)} | ${at(0.5)} | ${at(0.99)} | ${tally.errors} | ${stored} | ${ok ? "yes" : "**no**"} |`;
  if (tally.firstError)
    console.error(`${name}: first error: ${tally.firstError}`);
  return { row, ok };
}

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: postgresUrl,
    connectionTimeoutMillis: 2_000,
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const lines = [
  `# Load held (${new Date().toISOString()})`,
  "",
  "Contact posts (`POST /api/forms/contact`) on loopback; after the run the acknowledged posts are counted in `contact_submissions`.",
  "",
  "| database | duration | connections | acknowledged | posts/s | p50 ms | p99 ms | errors | rows stored | held |",
  "|---|---|---|---|---|---|---|---|---|---|",
];
let allHeld = true;

if (only.length === 0 || only.includes("sqlite")) {
  const { row, ok } = await runOn("SQLite", {}, async (dataDir) => {
    const database = openDatabase({ dataDir });
    try {
      const { n } = await database.db
        .selectFrom("contact_submissions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(n);
    } finally {
      await database.close();
    }
  });
  lines.push(row);
  allHeld &&= ok;
}

if (only.length === 0 || only.includes("postgres")) {
  if (await postgresAnswers()) {
    // A schema of its own on the test server, dropped afterwards.
    const schema = `load_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const url = new URL(postgresUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    try {
      const { row, ok } = await runOn(
        "PostgreSQL",
        {
          DATABASE_URL: url.toString(),
          AUTH_SECRET: randomBytes(48).toString("base64url"),
          DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
        },
        async () => {
          const result = await admin.query<{ n: string }>(
            `select count(*) as n from ${schema}.contact_submissions`,
          );
          return Number(result.rows[0]?.n ?? -1);
        },
      );
      lines.push(row);
      allHeld &&= ok;
    } finally {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  } else {
    lines.push(
      `| PostgreSQL | not run: nothing answers at ${new URL(postgresUrl).host} | | | | | | | | |`,
    );
  }
}

lines.push("");
mkdirSync(new URL("bench/results/", root), { recursive: true });
writeFileSync(new URL("bench/results/load.md", root), `${lines.join("\n")}\n`);
console.log(lines.join("\n"));
process.exitCode = allHeld ? 0 : 1;
