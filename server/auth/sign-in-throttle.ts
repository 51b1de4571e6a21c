import { sql, type Kysely } from "kysely";

import type { DB } from "#server/db/schema.ts";
import {
  countAttempt,
  incrementCounter,
  type CounterDatabase,
  type RateLimitRule,
} from "#server/rate-limit.ts";

/**
 * Sign-in throttling that nobody can turn against someone else.
 *
 * Failures are counted per pair of account (the email address typed) and
 * client (its address, an IPv6 client by its /64): the first three cost
 * nothing, then each further try from that pair waits 2, 4, 8... seconds
 * after the last failure, at most 15 minutes. A success clears the pair. A
 * stranger who types wrong passwords for someone's address slows only their
 * own pair: the owner, from their own address, is not held up.
 *
 * Against many addresses guessing one account there is a ceiling: once the
 * account has had 100 failures within the hour from all clients, a pair
 * that has failed before (within a day) waits until the hour is over. A
 * pair without failures (the owner typing the right password) still goes
 * through.
 *
 * Counters live in the `rate_limits` table (keys are keyed hashes): a pair's
 * failures are one row per failure time, kept for a day; the account's are
 * hourly windows.
 */
export const FREE_FAILURES = 3;
export const MAX_DELAY_SECONDS = 15 * 60;
const PAIR_MEMORY_MS = 24 * 3600_000;
export const ACCOUNT_CEILING: RateLimitRule = {
  name: "auth:sign-in:account",
  limit: 100,
  windowMs: 3600_000,
};
const PAIR_KEY = "auth:sign-in:pair";

/** Who is signing in: keyed hashes of the account, and of the account with the client. */
export interface SignInSubjects {
  account: string;
  pair: string;
}

export type SignInCheck =
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number; scope: "pair" | "account" };

/** Seconds a pair waits after its last failure, given how many it has had. */
export function delayAfterFailures(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_DELAY_SECONDS);
}

async function pairFailures(
  db: Kysely<DB>,
  pair: string,
  now: Date,
): Promise<{ failures: number; last: number | undefined }> {
  const row = await db
    .selectFrom("rate_limits")
    .select([
      sql<number | null>`sum(count)`.as("failures"),
      sql<string | null>`max(window_start)`.as("last"),
    ])
    .where("key", "=", `${PAIR_KEY}:${pair}`)
    .where(
      "window_start",
      ">",
      new Date(now.getTime() - PAIR_MEMORY_MS).toISOString(),
    )
    .executeTakeFirst();
  return {
    failures: Number(row?.failures ?? 0),
    last: row?.last ? new Date(row.last).getTime() : undefined,
  };
}

async function accountFailures(
  db: Kysely<DB>,
  account: string,
  now: Date,
): Promise<{ failures: number; windowEnd: number }> {
  const { windowMs } = ACCOUNT_CEILING;
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const row = await db
    .selectFrom("rate_limits")
    .select("count")
    .where("key", "=", `${ACCOUNT_CEILING.name}:${account}`)
    .where("window_start", "=", new Date(windowStart).toISOString())
    .executeTakeFirst();
  return { failures: row?.count ?? 0, windowEnd: windowStart + windowMs };
}

const secondsUntil = (time: number, now: Date) =>
  Math.max(1, Math.ceil((time - now.getTime()) / 1000));

/** May this pair try now? Read before the password is checked. */
export async function checkSignIn(
  db: Kysely<DB>,
  subjects: SignInSubjects,
  now = new Date(),
): Promise<SignInCheck> {
  const pair = await pairFailures(db, subjects.pair, now);
  if (pair.failures === 0) return { allowed: true };
  const delayMs = delayAfterFailures(pair.failures) * 1000;
  if (pair.last !== undefined && now.getTime() < pair.last + delayMs)
    return {
      allowed: false,
      scope: "pair",
      retryAfterSeconds: secondsUntil(pair.last + delayMs, now),
    };
  const account = await accountFailures(db, subjects.account, now);
  if (account.failures >= ACCOUNT_CEILING.limit)
    return {
      allowed: false,
      scope: "account",
      retryAfterSeconds: secondsUntil(account.windowEnd, now),
    };
  return { allowed: true };
}

/** A wrong password (or an unknown address): counted for the pair and the account. */
export async function recordSignInFailure(
  database: CounterDatabase,
  subjects: SignInSubjects,
  now = new Date(),
): Promise<void> {
  await incrementCounter(database, `${PAIR_KEY}:${subjects.pair}`, now);
  await countAttempt(database, ACCOUNT_CEILING, subjects.account, now);
}

/** The right password: the pair starts afresh (the account's hourly count stays). */
export async function clearSignInFailures(
  db: Kysely<DB>,
  subjects: SignInSubjects,
): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("key", "=", `${PAIR_KEY}:${subjects.pair}`)
    .execute();
}
