import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import pg from "pg";

import { openNodeSqlite } from "#server/db/node-sqlite.ts";
import {
  contactRun,
  postgresAnswers,
  postgresUrl,
  withPostgresSchema,
  type DatabaseName,
} from "./contact-posts.ts";
import {
  marked,
  table,
  verdictOf,
  type Check,
  type Section,
} from "./report.ts";

const connections = 32;
const seconds = Number(process.env.BENCH_CONTACT_SECONDS ?? 10);
const warmUpSeconds = 2;
const ratioGoal = 0.5;
/** The app's pool size (server/db/database.ts): as many writers as it has. */
const postgresWriters = 10;

/** A contact_submissions-like table: the app's columns and indexes. */
const tableSql = (timestamp: "text" | "timestamptz") => [
  `create table contact_submissions (
    id text primary key, created_at ${timestamp} not null,
    first_name text not null, last_name text not null, email text not null,
    phone text not null default '', interest text not null default 'general',
    message text not null, status text not null default 'new')`,
  "create index contact_created_at_idx on contact_submissions (created_at)",
  "create index contact_email_idx on contact_submissions (email)",
  "create index contact_status_idx on contact_submissions (status, created_at)",
];
const insertSql = (placeholder: (i: number) => string) =>
  `insert into contact_submissions (id, created_at, first_name, last_name, email, phone, interest, message) values (${[1, 2, 3, 4, 5, 6, 7, 8].map(placeholder).join(", ")})`;
const rowValues = (n: number) => [
  randomUUID(),
  new Date().toISOString(),
  "Load",
  `Tester ${n}`,
  `load${n}@example.com`,
  "",
  "general",
  `Message number ${n} of the load run.`,
];

interface Pair {
  database: DatabaseName;
  appPerSecond: number;
  appErrors: number;
  barePerSecond: number;
}

/**
 * Contact posts per second at 32 connections against the most single-row
 * inserts per second the same database gives a bare loop at the same
 * durability: the share of the database's write rate the app keeps.
 */
export async function contactThroughput(): Promise<Section> {
  const pairs: Pair[] = [await pair("SQLite", bareSqliteInserts)];
  const notes: string[] = [];
  if (await postgresAnswers()) {
    notes.push(
      `PostgreSQL: synchronous_commit = ${await postgresSetting("synchronous_commit")} on the server, which the app leaves as it is; the bare loop uses the same.`,
    );
    pairs.push(await pair("PostgreSQL", barePostgresInserts));
  } else
    notes.push(
      `PostgreSQL: not run, nothing answers at ${new URL(postgresUrl).host}.`,
    );
  return {
    title: "Contact posts against a bare insert loop",
    body: [
      `App: \`POST /api/forms/contact\` at ${connections} keep-alive connections (each post from its own X-Forwarded-For client) for ${seconds} s after ${warmUpSeconds} s of warm-up, on a fresh database; a post's rows (receipt, contact row, outbox mail) are one transaction on PostgreSQL and one savepoint of a shared commit on SQLite (decision 0043), answered after its commit. Bare: single-row inserts into a table with contact_submissions' columns and indexes, one transaction each, for ${seconds} s in the bench process. SQLite: a fresh file opened with the app's own openNodeSqlite (WAL, synchronous=FULL), one synchronous loop (SQLite writes one at a time anyway). PostgreSQL: a fresh schema, ${postgresWriters} connections each in a loop (the app's pool size).`,
      ...notes.map((note) => `\n${note}`),
      "",
      ...table(
        ["database", "app posts/s", "app errors", "bare inserts/s", "ratio"],
        pairs.map((p) => [
          p.database,
          String(Math.round(p.appPerSecond)),
          String(p.appErrors),
          String(Math.round(p.barePerSecond)),
          marked(
            (p.appPerSecond / p.barePerSecond).toFixed(2),
            p.appPerSecond / p.barePerSecond >= ratioGoal,
          ),
        ]),
      ),
      "",
      `Goal: ratio ≥ ${ratioGoal}.`,
    ],
    checks: pairs.map(check),
  };
}

function check(p: Pair): Check {
  const ratio = p.appPerSecond / p.barePerSecond;
  return {
    measure: `Contact posts/s on ${p.database}: app / bare insert loop`,
    figure: `${ratio.toFixed(2)} (${Math.round(p.appPerSecond)} / ${Math.round(p.barePerSecond)})${p.appErrors > 0 ? `, ${p.appErrors} errors` : ""}`,
    goal: `≥ ${ratioGoal}`,
    verdict: verdictOf(ratio >= ratioGoal && p.appErrors === 0),
  };
}

async function pair(
  database: DatabaseName,
  bare: () => Promise<number>,
): Promise<Pair> {
  const { load } = await contactRun(database, {
    seconds,
    connections,
    warmUpSeconds,
  });
  if (load.firstError)
    console.error(`${database}: first error: ${load.firstError}`);
  return {
    database,
    appPerSecond: load.perSecond,
    appErrors: load.errors,
    barePerSecond: await bare(),
  };
}

/** Inserts per second into a fresh SQLite file with the app's pragmas. */
async function bareSqliteInserts(): Promise<number> {
  const folder = mkdtempSync(path.join(tmpdir(), "harborline-bare-sqlite-"));
  const { raw } = openNodeSqlite(path.join(folder, "bare.db"));
  try {
    for (const statement of tableSql("text")) raw.exec(statement);
    const insert = raw.prepare(insertSql(() => "?"));
    const deadline = performance.now() + seconds * 1000;
    let n = 0;
    while (performance.now() < deadline) insert.run(...rowValues(n++));
    return n / seconds;
  } finally {
    raw.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Inserts per second from the app's number of connections, each in a loop. */
function barePostgresInserts(): Promise<number> {
  return withPostgresSchema(async (url) => {
    const pool = new pg.Pool({ connectionString: url, max: postgresWriters });
    try {
      for (const statement of tableSql("timestamptz"))
        await pool.query(statement);
      const sql = insertSql((i) => `$${i}`);
      const deadline = performance.now() + seconds * 1000;
      let n = 0;
      let committed = 0;
      await Promise.all(
        Array.from({ length: postgresWriters }, async () => {
          while (performance.now() < deadline) {
            await pool.query(sql, rowValues(n++));
            if (performance.now() <= deadline) committed += 1;
          }
        }),
      );
      return committed / seconds;
    } finally {
      await pool.end();
    }
  });
}

async function postgresSetting(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const result = await client.query<Record<string, string>>(`show ${name}`);
    return result.rows[0]?.[name] ?? "unknown";
  } finally {
    await client.end();
  }
}
