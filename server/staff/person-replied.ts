import type { Kysely, Transaction } from "kysely";

import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";
import { inboxTables } from "#server/kinds/stored-kinds.ts";

/**
 * A record whose person replied since staff last wrote (migration 0021,
 * decision 0055 as amended 2026-11-29): the list marks it, the "Replied"
 * view lists it and the navigation counts it, all from
 * `person_replied_at`.
 */

/**
 * The person wrote: the record is marked from this message on, unless an
 * earlier message of theirs already waits for staff (the mark says since
 * when they have waited).
 */
export async function markPersonReplied(
  trx: Transaction<DB>,
  kind: InboxKind,
  id: string,
  at: string,
): Promise<void> {
  await trx
    .updateTable(inboxTables[kind])
    .set({ person_replied_at: at })
    .where("id", "=", id)
    .where("person_replied_at", "is", null)
    .execute();
}

/** Staff wrote to the person, or closed the record: nothing of theirs waits any longer. */
export async function clearPersonReplied(
  trx: Transaction<DB>,
  kind: InboxKind,
  id: string,
): Promise<void> {
  await trx
    .updateTable(inboxTables[kind])
    .set({ person_replied_at: null })
    .where("id", "=", id)
    .where("person_replied_at", "is not", null)
    .execute();
}

/**
 * Who is told that the person replied: the record's assignee, by their
 * account's address, while that account may sign in; else nobody in
 * particular (the shared staff mailbox is).
 */
export async function assigneeToTell(
  trx: Transaction<DB>,
  kind: InboxKind,
  id: string,
): Promise<{ email: string } | null> {
  const record = await trx
    .selectFrom(inboxTables[kind])
    .select("assignee_id")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!record?.assignee_id) return null;
  const user = await trx
    .selectFrom("user")
    .select(["email", "banned", "role"])
    .where("id", "=", record.assignee_id)
    .executeTakeFirst();
  // A disabled account's records are released (decision 0070), so this is
  // a guard for a race with the release, not a case of its own.
  if (!user || user.banned || (user.role !== "staff" && user.role !== "admin"))
    return null;
  return { email: user.email };
}

/**
 * Since when the person's reply has waited for staff: null when staff wrote
 * last (or closed the record), or the person never wrote. A move to waiting
 * asks first while this is set (decision 0093, amended 2026-11-29).
 */
export async function personAnsweredSince(
  db: Kysely<DB> | Transaction<DB>,
  kind: InboxKind,
  id: string,
): Promise<string | null> {
  const row = await db
    .selectFrom(inboxTables[kind])
    .select("person_replied_at")
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.person_replied_at ?? null;
}
