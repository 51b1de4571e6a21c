/**
 * `npm run bench -- activity` (issue 35): a customer's activity when one
 * address holds BENCH_ACTIVITY_ROWS (10,000) claims, an agency's shared
 * inbox, among BENCH_ACTIVITY_OTHERS (100,000) claims of other people and
 * with a message on every tenth of its own; on SQLite and on PostgreSQL
 * (when it answers), each in a database of its own. Then, on each, the
 * dashboard's reads (its first page and its tenth, and the verification
 * card) BENCH_SCALE_RUNS (20) times after two warm-up runs: p50 and p95
 * against 150 ms.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql, type Kysely } from "kysely";
import pg from "pg";

import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import type { DB } from "#server/db/schema.ts";
import { latestVerification } from "#server/portal/account-status.ts";
import { customerActivity } from "#server/portal/activity.ts";
import { postgresAnswers, testPostgresUrl } from "../tests/helpers/postgres.ts";
import {
  marked,
  percentile,
  table,
  verdictOf,
  type Check,
  type Section,
} from "./report.ts";
import { seedRows, seededClaim } from "./seed-inbox.ts";

const ownRows = Number(process.env.BENCH_ACTIVITY_ROWS ?? 10_000);
const otherRows = Number(process.env.BENCH_ACTIVITY_OTHERS ?? 100_000);
const runs = Number(process.env.BENCH_SCALE_RUNS ?? 20);
const goalMs = 150;
const AGENCY = "claims.desk@agency.example";

type DatabaseName = "SQLite" | "PostgreSQL";

async function seed(db: Kysely<DB>): Promise<string> {
  const now = Date.now();
  const total = ownRows + otherRows;
  // Every (total / ownRows)-th claim is the agency's, so its records
  // spread over the same five years as everyone's.
  const every = Math.max(1, Math.floor(total / ownRows));
  const agencyIds: string[] = [];
  await seedRows(db, "claims", total, (index) => {
    const row = seededClaim(index, total, now);
    if (index % every !== 0 || agencyIds.length >= ownRows) return row;
    agencyIds.push(row.id);
    return { ...row, claimant_email: AGENCY };
  });
  const messages = agencyIds.filter((_, index) => index % 10 === 0);
  for (let from = 0; from < messages.length; from += 500)
    await db
      .insertInto("conversation_messages")
      .values(
        messages.slice(from, from + 500).map((id) => ({
          id: crypto.randomUUID(),
          created_at: new Date(now - 3_600_000).toISOString(),
          subject_type: "claim",
          subject_id: id,
          author: "staff" as const,
          channel: "web" as const,
          author_id: null,
          // Never opened here: the list counts messages, it reads no body.
          body: "sealed-in-production",
          email_message_id: null,
        })),
      )
      .execute();
  const userId = crypto.randomUUID().replaceAll("-", "");
  await db
    .insertInto("user")
    .values({
      id: userId,
      name: "Agency Claims Desk",
      email: AGENCY,
      emailVerified: 1,
      image: null,
      createdAt: new Date(now).toISOString(),
      updatedAt: new Date(now).toISOString(),
      role: "customer",
    })
    .execute();
  await sql`analyze`.execute(db);
  return userId;
}

async function measure(name: DatabaseName) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "harborline-activity-"));
  let databaseUrl: string | undefined;
  const schema = `bench_activity_${process.pid}_${Date.now()}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: testPostgresUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  if (name === "PostgreSQL") {
    await admin(`create schema ${schema}`);
    const url = new URL(testPostgresUrl);
    url.searchParams.set("options", `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const database = openDatabase({ databaseUrl, dataDir });
  try {
    await migrateToLatest(database.db);
    console.error(`bench: activity: seeding ${name}…`);
    const userId = await seed(database.db);
    const db = database.db;
    const reads = {
      "first page": () => customerActivity(db, userId, 1),
      "tenth page": () => customerActivity(db, userId, 10),
      "verification card": () => latestVerification(db, userId, AGENCY),
    };
    const figures: { read: string; p50: number; p95: number }[] = [];
    for (const [read, run] of Object.entries(reads)) {
      for (let n = 0; n < 2; n++) await run();
      const times: number[] = [];
      for (let n = 0; n < runs; n++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      figures.push({
        read,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
      });
    }
    return figures;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (name === "PostgreSQL") await admin(`drop schema ${schema} cascade`);
  }
}

export async function customerActivityBench(): Promise<Section> {
  const databases: DatabaseName[] = ["SQLite"];
  if (await postgresAnswers()) databases.push("PostgreSQL");
  const rows: string[][] = [];
  const checks: Check[] = [];
  for (const name of databases)
    for (const figure of await measure(name)) {
      const ok = figure.p95 < goalMs;
      rows.push([
        name,
        figure.read,
        `${figure.p50.toFixed(1)} ms`,
        marked(`${figure.p95.toFixed(1)} ms`, ok),
      ]);
      checks.push({
        measure: `activity, ${figure.read} (${name}), p95`,
        figure: `${figure.p95.toFixed(1)} ms`,
        goal: `< ${goalMs} ms`,
        verdict: verdictOf(ok),
      });
    }
  return {
    title: "Customer activity at an agency's address",
    body: [
      `${ownRows.toLocaleString("en-US")} claims under one confirmed address among ${otherRows.toLocaleString("en-US")} of other people, a staff message on every tenth; ${runs} runs of each read after two warm-ups.`,
      "",
      ...table(["Database", "Read", "p50", "p95"], rows),
    ],
    checks,
  };
}
