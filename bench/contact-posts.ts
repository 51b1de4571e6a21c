import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import type http from "node:http";

import pg from "pg";

import {
  createTestSchema,
  postgresAnswers,
  testPostgresUrl,
} from "../tests/helpers/postgres.ts";

import { openDatabase } from "#server/db/database.ts";
import { startServerProcess } from "../tests/e2e/helpers/server-process.ts";
import { rawRequest } from "../tests/helpers/raw-request.ts";
import { generateLoad, type LoadResult } from "./load-generator.ts";
import { benchPort } from "./ports.ts";

/**
 * Contact posts (`POST /api/forms/contact`) against the built server on
 * SQLite or PostgreSQL: the work behind `npm run bench:load` and the load
 * part of `npm run bench` (60 s, rows counted afterwards).
 */
export type DatabaseName = "SQLite" | "PostgreSQL";

export { testPostgresUrl as postgresUrl, postgresAnswers };

/**
 * Post number `n` comes from a client of its own in 198.18.0.0/15 (the
 * benchmark range; the server trusts X-Forwarded-For from loopback): the
 * per-client rate limit stays as in production and counts each client once.
 */
export function benchClient(n: number): string {
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

/** Posts contact form number `n`; true when answered 200 with ok. */
export async function postContact(
  agent: http.Agent,
  baseUrl: string,
  n: number,
): Promise<boolean> {
  const body = new URLSearchParams({
    fullName: `Load Tester ${n}`,
    email: `load${n}@example.com`,
    message: `Message number ${n} of the load run.`,
  }).toString();
  const answer = await rawRequest(new URL("/api/forms/contact", baseUrl), {
    agent,
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": Buffer.byteLength(body),
      "x-forwarded-for": benchClient(n),
    },
    body,
  });
  if (answer.status === 200 && answer.body.includes('"ok":true')) return true;
  // Thrown rather than returned, so the generator keeps the first one to show.
  throw new Error(`${answer.status} ${answer.body.toString().slice(0, 200)}`);
}

/**
 * Runs `work` with a fresh schema of its own on the PostgreSQL test server
 * (its URL sets the search_path), dropped afterwards.
 */
async function withPostgresSchema<T>(
  work: (schemaUrl: string, admin: pg.Client, schema: string) => Promise<T>,
): Promise<T> {
  const schema = await createTestSchema("bench");
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  try {
    return await work(schema.databaseUrl, admin, schema.name);
  } finally {
    await admin.end();
    await schema.drop();
  }
}

export interface ContactRun {
  load: LoadResult;
  /** contact_submissions rows in the database after the run. */
  stored: number;
}

/**
 * Starts the built server on a fresh database, holds contact posts for the
 * given time, stops the server and counts the stored rows.
 */
export async function contactRun(
  database: DatabaseName,
  options: { seconds: number; connections: number; warmUpSeconds?: number },
): Promise<ContactRun> {
  if (database === "SQLite")
    return postsAgainst({}, options, async (dataDir) => {
      const opened = openDatabase({ dataDir });
      try {
        const { n } = await opened.db
          .selectFrom("contact_submissions")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
        return Number(n);
      } finally {
        await opened.close();
      }
    });
  return withPostgresSchema((url, admin, schema) =>
    postsAgainst(
      {
        DATABASE_URL: url,
        AUTH_SECRET: randomBytes(48).toString("base64url"),
        DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      },
      options,
      async () => {
        const result = await admin.query<{ n: string }>(
          `select count(*) as n from ${schema}.contact_submissions`,
        );
        return Number(result.rows[0]?.n ?? -1);
      },
    ),
  );
}

async function postsAgainst(
  env: Record<string, string>,
  options: { seconds: number; connections: number; warmUpSeconds?: number },
  count: (dataDir: string) => Promise<number>,
): Promise<ContactRun> {
  const server = await startServerProcess(await benchPort(), {
    LOG_LEVEL: "warn",
    ...env,
  });
  let load: LoadResult;
  try {
    load = await generateLoad({
      ...options,
      send: (agent, n) => postContact(agent, server.url, n),
    });
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  try {
    return { load, stored: await count(server.dataDir) };
  } finally {
    rmSync(server.dataDir, { recursive: true, force: true });
    // Its development mail (MAIL_DIR, by default beside DATA_DIR).
    rmSync(`${server.dataDir}-mail`, { recursive: true, force: true });
  }
}
