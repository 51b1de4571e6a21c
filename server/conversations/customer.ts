import { sql, type Kysely } from "kysely";

import {
  customerKinds,
  isCustomerKind,
  type CustomerConversation,
  type CustomerKind,
} from "#app/lib/conversation-view.ts";
import { formatStaffDateTime } from "#app/lib/staff/dates.ts";
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
): Promise<ConversationSubject | undefined> {
  if (!isCustomerKind(kind) || !id) return undefined;
  const email = await confirmedEmailOf(db, userId);
  if (!email) return undefined;
  const row = await recordsSentWith(db, kind, email)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? { kind, id: row.id } : undefined;
}

/**
 * The conversations on the records sent with the account's confirmed
 * address, newest first: records without a message have none. Three
 * indexed lookups by address (0010's indexes), then one grouped read of
 * messages and one of open requests over those records (0009's indexes by
 * subject). None when the address is not confirmed.
 */
export async function customerConversations(
  db: Kysely<DB>,
  userId: string,
): Promise<CustomerConversation[] | undefined> {
  const email = await confirmedEmailOf(db, userId);
  if (!email) return undefined;
  const found = await Promise.all(
    customerKinds.map(async (kind) =>
      (await recordsSentWith(db, kind, email).execute()).map((row) => ({
        kind,
        id: row.id,
        reference: row.reference,
      })),
    ),
  );
  const mine = found.flat();
  if (mine.length === 0) return [];

  // Per kind, `subject_type = ? and subject_id in (…)`: the subject indexes' leading columns.
  const ofMine = sql<boolean>`(${sql.join(
    customerKinds.flatMap((kind) => {
      const ids = mine.filter((r) => r.kind === kind).map((r) => r.id);
      return ids.length === 0
        ? []
        : [sql`(subject_type = ${kind} and subject_id in (${sql.join(ids)}))`];
    }),
    sql` or `,
  )})`;
  const [messages, requests] = await Promise.all([
    db
      .selectFrom("conversation_messages")
      .where(ofMine)
      .groupBy(["subject_type", "subject_id"])
      .select((eb) => [
        "subject_type",
        "subject_id",
        eb.fn.countAll<number>().as("count"),
        eb.fn.max("created_at").as("latest"),
      ])
      .execute(),
    db
      .selectFrom("document_requests")
      .where(ofMine)
      .where("fulfilled_at", "is", null)
      .groupBy(["subject_type", "subject_id"])
      .select((eb) => [
        "subject_type",
        "subject_id",
        eb.fn.countAll<number>().as("count"),
      ])
      .execute(),
  ]);
  const key = (kind: string, id: string) => `${kind}:${id}`;
  const open = new Map(
    requests.map((row) => [key(row.subject_type, row.subject_id), row.count]),
  );
  return mine
    .flatMap((record) => {
      const row = messages.find(
        (m) => m.subject_type === record.kind && m.subject_id === record.id,
      );
      if (!row) return [];
      return [
        {
          ...record,
          messages: Number(row.count),
          openRequests: Number(open.get(key(record.kind, record.id)) ?? 0),
          latestAt: String(row.latest),
          latestText: formatStaffDateTime(String(row.latest)),
        },
      ];
    })
    .sort((a, b) => b.latestAt.localeCompare(a.latestAt));
}
