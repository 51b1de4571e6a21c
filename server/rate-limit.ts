import { createHmac } from "node:crypto";
import { isIP } from "node:net";

import type { Kysely } from "kysely";

import type { Database } from "./db/database.ts";
import type { DB } from "./db/schema.ts";
import { daysBefore } from "./days.ts";

export interface RateLimitRule {
  /** Names the limited action in the key, e.g. "form:contact". */
  name: string;
  limit: number;
  windowMs: number;
}

/** What a counter needs of the database. */
export type CounterDatabase = Pick<Database, "db">;

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends; for Retry-After. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt in a fixed window kept in the database, so the limit
 * holds across every server process. One statement: an upsert that returns
 * the new count, atomic on SQLite and PostgreSQL alike, committing by
 * itself (a transaction around it would only add statements).
 */
export async function countAttempt(
  database: CounterDatabase,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const count = await incrementCounter(
    database,
    `${rule.name}:${subject}`,
    new Date(windowStart),
  );
  if (Math.random() < 0.01) await forgetOldWindows(database.db, now);
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: Math.max(
      1,
      Math.ceil((windowStart + rule.windowMs - now.getTime()) / 1000),
    ),
  };
}

/**
 * Adds one to the counter `key` of the window starting at `windowStart` (a
 * new row at 1 for a new window) and answers its count: one upsert, atomic
 * on SQLite and PostgreSQL alike.
 */
export async function incrementCounter(
  database: CounterDatabase,
  key: string,
  windowStart: Date,
): Promise<number> {
  const row = await database.db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart.toISOString(), count: 1 })
    .onConflict((oc) =>
      oc
        .columns(["key", "window_start"])
        .doUpdateSet((eb) => ({ count: eb("rate_limits.count", "+", 1) })),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Windows older than a day count for nothing; drop them now and then. */
export async function forgetOldWindows(
  db: Kysely<DB>,
  now = new Date(),
): Promise<void> {
  const dayAgo = daysBefore(now, 1);
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", dayAgo)
    .execute();
}

/**
 * The network a client address stands for in a limit: an IPv4 address as it
 * is (an IPv4-mapped IPv6 address becomes plain IPv4), an IPv6 address as
 * its /64, the block one subscriber is usually given, so hopping between
 * addresses of the same /64 counts as one client. Anything that is not an
 * address (such as "unknown") is kept as it is.
 */
export function clientNetwork(ip: string): string {
  const address = ip.trim().replace(/%.*$/, "").toLowerCase();
  if (isIP(address) !== 6) return address;
  const groups = expandIPv6(address);
  const mapped =
    groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (which may end in dotted IPv4). */
function expandIPv6(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1]!.split(".").map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) =>
    part === "" ? [] : part.split(":").map((g) => parseInt(g, 16));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const zeros = new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

const keyedHash = (value: string, secret: string) =>
  createHmac("sha256", secret).update(value).digest("base64url").slice(0, 22);

/**
 * Who is asking, without keeping their IP address: a keyed hash of the
 * client's network (see clientNetwork), so counters can be compared but not
 * traced back.
 */
export function clientSubject(ip: string, secret: string): string {
  return keyedHash(clientNetwork(ip), secret);
}

/** An account named by its email address, as a keyed hash (case and spaces ignored). */
export function accountSubject(email: string, secret: string): string {
  return keyedHash(email.trim().toLowerCase(), secret);
}

/** An account (email address) together with a client (its network), as one keyed hash. */
export function pairSubject(email: string, ip: string, secret: string): string {
  return keyedHash(
    `${email.trim().toLowerCase()}\n${clientNetwork(ip)}`,
    secret,
  );
}
