/**
 * Seeds an inbox with many records for the `inbox-scale` bench (issue 23,
 * item 8; complaints, issue 33): the claims inbox by default, or the
 * complaints inbox, a million rows, on the database given (SQLite in a
 * DATA_DIR of its own, or a PostgreSQL schema of its own). Rows are varied
 * as a real inbox's would be: names and addresses from lists, every
 * reference of the kind's six-digit space (CL, CP-) used once, five years
 * of arrivals, nearly every old record at its kind's end (a claim
 * resolved, a complaint closed) and the recent ones spread over the
 * statuses, a handful of staff as assignees (a tenth of the open records
 * unassigned), clocks as the kind's promise sets them, answered, running,
 * at risk, overdue or paused. Deterministic (a seeded generator): two runs
 * give the same rows.
 *
 * Fast: multi-row inserts of 500 rows, 20 of them per transaction.
 *
 *   node bench/seed-inbox.ts [rows] [sqlite|postgres] [claim|complaint]
 * with DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL) naming where.
 */
import { sql, type Insertable, type Kysely } from "kysely";

import { isPostgres } from "#server/db/migration-helpers.ts";
import { tidySearchIndexes } from "#server/staff/search-index.ts";
import { complaintTopics } from "#app/lib/schemas/complaint.ts";
import { complaintAreas } from "#app/lib/staff/complaint-register.ts";
import type {
  ClaimsTable,
  ComplaintsTable,
  DB,
  QuoteRequestsTable,
} from "#server/db/schema.ts";

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
const spreadReference = (prefix: string, index: number) =>
  `${prefix}${String((index * 7919 + 104_729) % 1_000_000).padStart(6, "0")}`;

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
 * When record number `index` of `total` arrived (over five years, the
 * newest a little before `now`) and who sent it, with the record's own
 * random sequence for the rest of its columns.
 */
function arrival(index: number, total: number, now: number) {
  const random = generator(index + 1);
  const span = 5 * 365 * DAY_MS;
  const createdMs =
    now - span + ((index + random.next()) / total) * span - 60_000;
  const ageDays = (now - createdMs) / DAY_MS;
  return { random, createdMs, ageDays, ...person(random, index) };
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
  const { random, createdMs, ageDays, name, email } = arrival(
    index,
    total,
    now,
  );

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
    reference: spreadReference("CL", index),
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

/**
 * The complaints promise as the seed sets it: acknowledged within one
 * business day (9 business hours), taken here as a calendar day, at risk
 * with a quarter left. The lists read the stored instants; how they were
 * counted does not change a query's work.
 */
const COMPLAINT_PROMISE_MS = 24 * HOUR_MS;
/** What a complaint is about and what it asks for, varied as the form's answers are. */
const complaintStories = [
  "Nobody called me back about my claim for three weeks.",
  "My premium went up without any letter explaining why.",
  "The payment was taken twice from my account this month.",
  "The website would not let me download my policy documents.",
  "The agent on the phone was rude and ended the call.",
  "My quote changed after I had already accepted it.",
];
const putRights = [
  "A call and an answer.",
  "A refund of the second payment.",
  "An explanation in writing.",
  "An apology and the documents by email.",
];
const complaintOutcomes = ["upheld", "partly_upheld", "not_upheld"] as const;

/**
 * Complaint number `index` of `total`, the newest arriving a little before
 * `now`: nearly every complaint older than 60 days closed (its outcome,
 * final response and closing day set), the recent ones over the statuses,
 * a complaint's clock stopped by its acknowledgement.
 */
export function seededComplaint(
  index: number,
  total: number,
  now: number,
): Insertable<ComplaintsTable> {
  const { random, createdMs, ageDays, name, email } = arrival(
    index,
    total,
    now,
  );

  const roll = random.next();
  const status =
    ageDays > 60
      ? roll < 0.97
        ? "closed"
        : roll < 0.985
          ? "resolved"
          : "investigating"
      : roll < 0.15
        ? "received"
        : roll < 0.3
          ? "acknowledged"
          : roll < 0.55
            ? "investigating"
            : roll < 0.6
              ? "waiting_on_customer"
              : roll < 0.8
                ? "resolved"
                : "closed";
  const open = status !== "closed";
  const assignee =
    status === "received" && random.next() < 0.5
      ? null
      : open && random.next() < 0.1
        ? null
        : random.pick(seedStaff);
  const ended = status === "resolved" || status === "closed";
  const answeredMs = createdMs + (10 + random.next() * 20) * DAY_MS;

  const dueMs = createdMs + COMPLAINT_PROMISE_MS;
  const waiting = status === "waiting_on_customer";
  const pausedMs = createdMs + random.next() * COMPLAINT_PROMISE_MS * 0.5;
  return {
    id: crypto.randomUUID(),
    created_at: iso(createdMs),
    reference: spreadReference("CP-", index),
    full_name: name,
    email,
    phone:
      random.next() < 0.6
        ? `(${200 + Math.floor(random.next() * 700)}) 555-${String(index % 10_000).padStart(4, "0")}`
        : null,
    about: random.pick(complaintTopics),
    our_reference:
      random.next() < 0.4 ? spreadReference("CL", (index * 31) % total) : null,
    what_happened: random.pick(complaintStories),
    put_right: random.pick(putRights),
    status,
    assignee_id: assignee,
    outcome: ended ? random.pick(complaintOutcomes) : null,
    final_response_at: ended ? iso(answeredMs) : null,
    regulator_forwarded: random.next() < 0.03,
    line_of_business: ended ? random.pick(claimTypes) : null,
    area: ended ? random.pick(complaintAreas) : null,
    closed_at:
      status === "closed" ? iso(answeredMs + random.next() * 5 * DAY_MS) : null,
    due_at: waiting ? null : iso(dueMs),
    at_risk_at: waiting ? null : iso(dueMs - COMPLAINT_PROMISE_MS / 4),
    responded_at:
      status === "received"
        ? null
        : iso(createdMs + (1 + random.next() * 30) * HOUR_MS),
    paused_at: waiting ? iso(pausedMs) : null,
    paused_left_ms: waiting ? Math.round(dueMs - pausedMs) : null,
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
export async function seedRows<
  T extends "claims" | "complaints" | "quote_requests",
>(
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

/** The inboxes the bench seeds: each one's table, and its rows from the n-th's maker. */
export const seededInboxes = {
  claim: {
    table: "claims",
    plural: "claims",
    seed: (db: Kysely<DB>, total: number, now: number) =>
      seedRows(db, "claims", total, (index) => seededClaim(index, total, now)),
  },
  complaint: {
    table: "complaints",
    plural: "complaints",
    seed: (db: Kysely<DB>, total: number, now: number) =>
      seedRows(db, "complaints", total, (index) =>
        seededComplaint(index, total, now),
      ),
  },
} as const;
export type SeededKind = keyof typeof seededInboxes;

/** The seeded kind a setting names (BENCH_SCALE_KIND), claims when none. */
export function seededKindOf(value: string | undefined): SeededKind {
  const kind = value ?? "claim";
  if (!Object.hasOwn(seededInboxes, kind))
    throw new Error(
      `No seeded inbox "${kind}": one of ${Object.keys(seededInboxes).join(", ")}`,
    );
  return kind as SeededKind;
}

/** Seeds `total` records of `kind` ending near `now`; resolves to the time it took, in ms. */
export async function seedInbox(
  db: Kysely<DB>,
  kind: SeededKind,
  total: number,
  now = Date.now(),
): Promise<number> {
  const ms = await seededInboxes[kind].seed(db, total, now);
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
  const kind = seededKindOf(process.argv[4]);
  const database = openDatabase({
    databaseUrl:
      process.argv[3] === "sqlite" ? undefined : process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? "./data",
  });
  await migrateToLatest(database.db);
  const ms = await seedInbox(database.db, kind, total);
  console.error(
    `seed: ${total} ${seededInboxes[kind].plural} on ${database.dialect} in ${(ms / 1000).toFixed(1)} s`,
  );
  await database.close();
}
