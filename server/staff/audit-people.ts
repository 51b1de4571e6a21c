import type { Kysely } from "kysely";

import { auditPersonWords as words } from "#app/content/audit-words.ts";
import { auditLogPage } from "#app/content/staff.ts";
import type { DB } from "#server/db/schema.ts";
import { ANONYMOUS_ACTOR, auditActions, SYSTEM_ACTOR } from "./audit.ts";

/** A member of staff an entry names, while their account exists. */
export interface AuditPerson {
  name: string;
  email: string;
}

/** The people a page of entries names, by user id; an account deleted since is not there. */
export type AuditPeople = ReadonlyMap<string, AuditPerson>;

/**
 * The details of each action that hold user ids (audit rows keep
 * identifiers only). Read by the lookup; the sentences of
 * server/staff/audit-words.ts name the same details. A new detail that
 * holds a user id belongs here, or the log calls that person a deleted
 * account.
 */
const personDetails: Readonly<Partial<Record<string, readonly string[]>>> = {
  [auditActions.assigneeChanged]: ["from", "to"],
  [auditActions.roundRobinChanged]: ["members"],
  /** The Person filter of a downloaded audit log. */
  [auditActions.auditExported]: ["actor"],
};

/** The user ids one detail holds: none, one, or a comma-separated list (a round-robin's members). */
export const idsIn = (value: unknown): string[] =>
  typeof value === "string" ? value.split(",").filter(Boolean) : [];

/** The accounts of these ids, by the user table's primary key. */
export function auditPeopleQuery(db: Kysely<DB>, ids: readonly string[]) {
  return db
    .selectFrom("user")
    .select(["id", "name", "email"])
    .where("id", "in", ids);
}

/**
 * Everyone a page of entries names, in one query however many rows it has:
 * each actor, each account an entry is about, and each person its details
 * hold. The ids are those of staff, so a page (or a CSV batch) holds at
 * most as many as there have been staff accounts.
 */
export async function auditPeople(
  db: Kysely<DB>,
  entries: ReadonlyArray<{
    actor: string;
    action: string;
    subjectType: string;
    subjectId: string | null;
    details: Record<string, unknown> | null;
  }>,
): Promise<AuditPeople> {
  const ids = new Set<string>();
  for (const entry of entries) {
    ids.add(entry.actor);
    if (entry.subjectType === "user" && entry.subjectId)
      ids.add(entry.subjectId);
    for (const key of personDetails[entry.action] ?? [])
      for (const id of idsIn(entry.details?.[key])) ids.add(id);
  }
  ids.delete(SYSTEM_ACTOR);
  ids.delete(ANONYMOUS_ACTOR);
  if (ids.size === 0) return new Map();
  const rows = await auditPeopleQuery(db, [...ids]).execute();
  return new Map(
    rows.map((row) => [row.id, { name: row.name, email: row.email }]),
  );
}

/** A person within an entry's details: "Name <email>", the system, someone not signed in, or a deleted account. */
export function personLabel(people: AuditPeople, id: string): string {
  if (id === SYSTEM_ACTOR) return words.system;
  if (id === ANONYMOUS_ACTOR) return words.anonymous;
  const person = people.get(id);
  return person ? words.named(person.name, person.email) : words.deleted;
}

/** Who an entry's actor is, for the Person column and its filter: a person, the system, someone not signed in, or a deleted account. */
export function actorLabel(
  actor: string,
  account: { name: string | null; email: string | null } | undefined,
): string {
  if (actor === SYSTEM_ACTOR) return auditLogPage.system;
  if (actor === ANONYMOUS_ACTOR) return auditLogPage.anonymous;
  return account && account.name !== null && account.email !== null
    ? words.named(account.name, account.email)
    : auditLogPage.unknownActor;
}
