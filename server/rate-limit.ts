import { createHmac } from "node:crypto";

import type { Kysely } from "kysely";

import type { DB } from "./db/schema.ts";

export interface RateLimitRule {
  /** Names the limited action in the key, e.g. "form:contact". */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends; for Retry-After. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt in a fixed window kept in the database, so the limit
 * holds across every server process. One statement: an upsert that returns
 * the new count, atomic on SQLite and PostgreSQL alike.
 */
export async function countAttempt(
  db: Kysely<DB>,
  rule: RateLimitRule,
  subject: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const row = await db
    .insertInto("rate_limits")
    .values({
      key: `${rule.name}:${subject}`,
      window_start: new Date(windowStart).toISOString(),
      count: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(["key", "window_start"])
        .doUpdateSet((eb) => ({ count: eb("rate_limits.count", "+", 1) })),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  if (Math.random() < 0.01) await forgetOldWindows(db, now);
  return {
    allowed: row.count <= rule.limit,
    retryAfterSeconds: Math.max(
      1,
      Math.ceil((windowStart + rule.windowMs - now.getTime()) / 1000),
    ),
  };
}

/** Windows older than a day count for nothing; drop them now and then. */
export async function forgetOldWindows(
  db: Kysely<DB>,
  now = new Date(),
): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", dayAgo)
    .execute();
}

/**
 * Who is asking, without keeping their IP address: a keyed hash of it, so
 * counters can be compared but not traced back.
 */
export function clientSubject(ip: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(ip)
    .digest("base64url")
    .slice(0, 22);
}
