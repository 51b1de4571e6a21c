import { sql, type Kysely } from "kysely";

import {
  isCustomerKind,
  type CustomerKind,
} from "#app/lib/conversation-view.ts";
import type { DB } from "#server/db/schema.ts";
import { personSql } from "#server/kinds/person.ts";
import { storedKinds } from "#server/kinds/stored-kinds.ts";
import type { ConversationSubject } from "./tokens.ts";

/**
 * The address a record was sent with, as its kind declares it
 * (server/kinds/), matched as `lower(column)`, which migration 0010
 * indexes: people type their address in any case, Better Auth keeps the
 * account's in lower case. (SQLite's lower() folds ASCII only: an address
 * with capitals outside ASCII matches only as typed.)
 */
const lowerEmail = (kind: CustomerKind) =>
  sql<string>`lower(${personSql(kind).email})`;

/** The records of a kind sent with an address (lower case): the indexed lookup of 0010. */
export const recordsSentWith = (
  db: Kysely<DB>,
  kind: CustomerKind,
  email: string,
) =>
  db
    .selectFrom(storedKinds[kind].table as "claims")
    .select(["id", "reference"])
    .where(lowerEmail(kind), "=", email);

/**
 * The account's address when it is confirmed, in lower case; otherwise
 * undefined: an address nobody proved is theirs opens nothing.
 */
export async function confirmedEmailOf(
  db: Kysely<DB>,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("user")
    .select(["email", "emailVerified"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row && Boolean(row.emailVerified)
    ? row.email.toLowerCase()
    : undefined;
}

/** A record of a kind the customer's account shows. */
export type CustomerSubject = ConversationSubject & { kind: CustomerKind };

/**
 * The record of this kind and id when it was sent with the account's
 * confirmed address; undefined otherwise (another person's record, an
 * unconfirmed account, a kind the dashboard does not show).
 */
export async function customerSubject(
  db: Kysely<DB>,
  userId: string,
  kind: string | undefined,
  id: string | undefined,
): Promise<CustomerSubject | undefined> {
  if (!isCustomerKind(kind) || !id) return undefined;
  const email = await confirmedEmailOf(db, userId);
  if (!email) return undefined;
  const row = await recordsSentWith(db, kind, email)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { kind, id: row.id } : undefined;
}
