/**
 * Seeds an inbox with many records for the `inbox-scale` bench (issue 23,
 * item 8): the claims inbox by default, a million rows, on the database
 * given (SQLite in a DATA_DIR of its own, or a PostgreSQL schema of its
 * own). Rows are varied as a real inbox's would be: names and addresses
 * from lists, every reference of the CL space used once, five years of
 * arrivals, nearly every old claim resolved and the recent ones spread over
 * the statuses, a handful of staff as assignees (a tenth of the open
 * claims unassigned), clocks as a 48-hour promise sets them (claims: "24-48
 * hours"), answered, running, at risk, overdue or paused. Deterministic (a
 * seeded generator): two runs give the same rows.
 *
 * Fast: multi-row inserts of 500 rows, 20 of them per transaction.
 *
 *   node bench/seed-inbox.ts [rows] [sqlite|postgres]
 * with DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL) naming where.
 */
import { sql, type Insertable, type Kysely } from "kysely";

import { isPostgres } from "#server/db/migration-helpers.ts";
import { tidySearchIndexes } from "#server/staff/search-index.ts";
import type { ClaimsTable, DB, QuoteRequestsTable } from "#server/db/schema.ts";

/** The staff who own records in the seeded inbox: user ids as Better Auth makes them. */
export const seedStaff = [
  "seed-staff-ana",
  "seed-staff-ben",
  "seed-staff-chloe",
  "seed-staff-dev",
  "seed-staff-eun",
  "seed-staff-farid",
] as const;

const firstNames = (
  "James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica " +
  "Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty Anthony Sandra Mark Margaret Donald Ashley " +
  "Steven Kimberly Andrew Emily Paul Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Melissa George Deborah " +
  "Siobhan Zoë José Nguyen Mei Aarav Fatima Olumide Ngozi Chen Yuki Priya Mateo Sofía Liam Noah Olivia Emma Ava Mia"
).split(" ");
const lastNames = (
  "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson " +
  "Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker " +
  "Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell " +
  "Carter Roberts O'Brien McAllister Okafor Kowalski Nakamura Patel Ng Wu Li Ho Xu Van-Der-Berg D'Angelo St.John"
).split(" ");
const domains = [
  "gmail.com",
  "yahoo.com",
  "outlook.com",
  "hotmail.com",
  "icloud.com",
  "aol.com",
  "comcast.net",
  "proton.me",
  "harbor-mail.example",
  "work.example.org",
];
const claimTypes = ["auto", "home", "health", "life", "business", "travel"];
const descriptions = [
  "Rear-ended at a stop light; bumper and tail light damaged.",
  "Water leak from the upstairs bathroom damaged the kitchen ceiling.",
  "Emergency room visit after a fall at home.",
  "Hail damage to the roof and two skylights.",
  "Laptop and luggage stolen from a hotel room while travelling.",
  "Fire in the restaurant's kitchen; equipment and stock lost.",
  "Windshield cracked by a stone on the interstate.",
  "Tree fell on the garage during the storm.",
];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The claims promise as the clock reads it: 48 hours, at risk with a quarter left. */
const PROMISE_MS = 48 * HOUR_MS;
const AT_RISK_MS = PROMISE_MS / 4;

/** mulberry32: a small seeded generator, so the seed is the same every run. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T =>
    list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

/** Every six-digit number once, in a scattered order: 7919 is prime to 10^6. */
const claimReference = (index: number) =>
  `CL${String((index * 7919 + 104_729) % 1_000_000).padStart(6, "0")}`;

const iso = (ms: number) => new Date(ms).toISOString();

/** A person as the seed makes them: a name and an address derived from it. */
function person(random: ReturnType<typeof generator>, index: number) {
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const local = `${first}.${last}`
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z.]/g, "");
  const suffix = random.next() < 0.4 ? String(index % 997) : "";
  return {
    name: `${first} ${last}`,
    email: `${local}${suffix}@${random.pick(domains)}`,
  };
}

/**
 * Claim number `index` of `total`, the newest arriving a little before
 * `now`: statuses, assignee and clock as such a claim would have them.
 */
export function seededClaim(
  index: number,
  total: number,
  now: number,
): Insertable<ClaimsTable> {
  const random = generator(index + 1);
  const span = 5 * 365 * DAY_MS;
  const createdMs =
    now - span + ((index + random.next()) / total) * span - 60_000;
  const ageDays = (now - createdMs) / DAY_MS;
  const { name, email } = person(random, index);

  const roll = random.next();
  const status =
    ageDays > 60
      ? roll < 0.985
        ? "resolved"
        : roll < 0.995
          ? "assessment"
          : "in_review"
      : roll < 0.25
        ? "submitted"
        : roll < 0.55
          ? "in_review"
          : roll < 0.75
            ? "assessment"
            : "resolved";
  const open = status !== "resolved";
  const assignee =
    status === "submitted" && random.next() < 0.5
      ? null
      : open && random.next() < 0.1
        ? null
        : random.pick(seedStaff);

  // The clock: a submitted claim's still runs (one in twenty waits on the
  // person, paused); the others were moved to review within about 3 days.
  const dueMs = createdMs + PROMISE_MS;
  let clock: Pick<
    ClaimsTable,
    "due_at" | "at_risk_at" | "responded_at" | "paused_at" | "paused_left_ms"
  >;
  if (status === "submitted" && random.next() < 0.05) {
    const pausedMs = createdMs + random.next() * PROMISE_MS * 0.5;
    clock = {
      due_at: null,
      at_risk_at: null,
      responded_at: null,
      paused_at: iso(pausedMs),
      paused_left_ms: Math.round(dueMs - pausedMs),
    };
  } else {
    clock = {
      due_at: iso(dueMs),
      at_risk_at: iso(dueMs - AT_RISK_MS),
      responded_at:
        status === "submitted"
          ? null
          : iso(createdMs + (0.5 + random.next() * 71.5) * HOUR_MS),
      paused_at: null,
      paused_left_ms: null,
    };
  }

  return {
    id: crypto.randomUUID(),
    created_at: iso(createdMs),
    reference: claimReference(index),
    claim_type: random.pick(claimTypes),
    policy_number: `HL-${String(Math.floor(random.next() * 10_000_000)).padStart(7, "0")}`,
    incident_date: iso(createdMs - random.next() * 20 * DAY_MS).slice(0, 10),
    description: random.pick(descriptions),
    claimant_name: name,
    claimant_email: email,
    claimant_phone:
      random.next() < 0.8
        ? `(${200 + Math.floor(random.next() * 700)}) 555-${String(index % 10_000).padStart(4, "0")}`
        : null,
    status,
    assignee_id: assignee,
    ...clock,
  };
}

/** A request for an agent created `ageDays` ago: what the purge bench deletes. */
export function seededQuoteRequest(
  index: number,
  createdMs: number,
): Insertable<QuoteRequestsTable> {
  const random = generator(1_000_003 + index);
  const { name, email } = person(random, index);
  return {
    id: crypto.randomUUID(),
    created_at: iso(createdMs),
    reference: `Q-${String(index % 1_000_000).padStart(6, "0")}`,
    line: random.pick(claimTypes),
    full_name: name,
    email,
    phone: null,
    preferred_channel: "email",
    preferred_time: "morning",
    consent_to_call: false,
    consent_text: null,
    estimate: "sealed-in-production",
    status: "closed",
    assignee_id: null,
    due_at: null,
    at_risk_at: null,
    responded_at: iso(createdMs + HOUR_MS),
    paused_at: null,
    paused_left_ms: null,
  };
}

const ROWS_PER_INSERT = 500;
const INSERTS_PER_TRANSACTION = 20;

/** Inserts `total` rows made by `row(index)` into `table`, in batches; reports progress on stderr. */
export async function seedRows<T extends "claims" | "quote_requests">(
  db: Kysely<DB>,
  table: T,
  total: number,
  row: (index: number) => Insertable<DB[T]>,
  label: string = table,
): Promise<number> {
  const started = performance.now();
  const perTransaction = ROWS_PER_INSERT * INSERTS_PER_TRANSACTION;
  for (let start = 0; start < total; start += perTransaction) {
    const end = Math.min(total, start + perTransaction);
    await db.transaction().execute(async (trx) => {
      for (let from = start; from < end; from += ROWS_PER_INSERT) {
        const values = Array.from(
          { length: Math.min(ROWS_PER_INSERT, end - from) },
          (_, offset) => row(from + offset),
        );
        await trx
          .insertInto(table)
          .values(values as never)
          .execute();
      }
    });
    if ((end / perTransaction) % 10 === 0 || end === total)
      console.error(
        `seed: ${label} ${end.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
  }
  return performance.now() - started;
}

/** Seeds `total` claims ending near `now`; resolves to the time it took, in ms. */
export async function seedClaims(
  db: Kysely<DB>,
  total: number,
  now = Date.now(),
): Promise<number> {
  const ms = await seedRows(db, "claims", total, (index) =>
    seededClaim(index, total, now),
  );
  // The search index as the daily job leaves it (its segments merged).
  await tidySearchIndexes(db, isPostgres(db) ? "postgres" : "sqlite");
  // Fresh statistics and visibility, as autovacuum would have them a
  // while after the rows came (PostgreSQL's index-only scans need both).
  await (isPostgres(db) ? sql`vacuum analyze` : sql`analyze`).execute(db);
  return ms;
}

if (import.meta.main) {
  const { openDatabase } = await import("#server/db/database.ts");
  const { migrateToLatest } = await import("#server/db/migrate.ts");
  const total = Number(process.argv[2] ?? 1_000_000);
  const database = openDatabase({
    databaseUrl:
      process.argv[3] === "sqlite" ? undefined : process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? "./data",
  });
  await migrateToLatest(database.db);
  const ms = await seedClaims(database.db, total);
  console.error(
    `seed: ${total} claims on ${database.dialect} in ${(ms / 1000).toFixed(1)} s`,
  );
  await database.close();
}
