import type { Kysely } from "kysely";

import type { DB } from "#server/db/schema.ts";
import { daysBefore } from "#server/days.ts";

/**
 * An account whose address nobody confirmed is kept this long after its
 * sign-up, then deleted by the daily purge (decision 0095). A week leaves
 * room for a resent link (each works 24 hours); an address a stranger
 * signed up with is free again after it.
 */
export const UNCONFIRMED_ACCOUNT_DAYS = 7;

/**
 * A sign-up for an address whose account is still unconfirmed replaces it
 * (decision 0095): nobody has signed in to it, so nothing is lost, and the
 * owner of the address is never locked out by a stranger's earlier sign-up.
 * Its password and sessions go with it (foreign keys cascade).
 */
export async function forgetUnconfirmedAccount(
  db: Kysely<DB>,
  email: string,
): Promise<void> {
  await db
    .deleteFrom("user")
    .where("email", "=", email.trim().toLowerCase())
    .where("emailVerified", "=", false)
    .execute();
}

/** The daily purge's part: unconfirmed accounts past UNCONFIRMED_ACCOUNT_DAYS. */
export async function forgetStaleUnconfirmedAccounts(
  db: Kysely<DB>,
  now: Date,
): Promise<number> {
  const result = await db
    .deleteFrom("user")
    .where("emailVerified", "=", false)
    .where("createdAt", "<=", daysBefore(now, UNCONFIRMED_ACCOUNT_DAYS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
