import type { Kysely, Transaction } from "kysely";

import { staffRoles } from "#app/lib/staff/roles.ts";
import { finalStatus, type InboxKind } from "#app/lib/staff/workflow.ts";
import type { AssignmentVia, DB } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";
import { auditActions, recordAudit, SYSTEM_ACTOR } from "./audit.ts";
import { inboxTables, type StaffActor } from "./workflow.ts";

/** A member of staff who may own records: a staff or admin account that is not disabled. */
export interface Assignable {
  id: string;
  name: string;
}

/** The staff who may own records, by name: the assignee control's choices. */
export async function assignableStaff(db: Kysely<DB>): Promise<Assignable[]> {
  return db
    .selectFrom("user")
    .select(["id", "name"])
    .where("role", "in", [...staffRoles])
    .where("banned", "=", false)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

async function isAssignable(
  db: Kysely<DB> | Transaction<DB>,
  userId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("user")
    .select("id")
    .where("id", "=", userId)
    .where("role", "in", [...staffRoles])
    .where("banned", "=", false)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes what one change of assignee leaves behind, in the transaction of
 * the change: its `assignment_changes` row and its audit row (identifiers
 * only). Round-robin and a disabled account's release act as the system.
 */
export async function recordAssignment(
  trx: Transaction<DB>,
  secret: string,
  change: {
    kind: InboxKind;
    id: string;
    from: string | null;
    to: string | null;
    via: AssignmentVia;
    actor: StaffActor | null;
  },
): Promise<void> {
  await trx
    .insertInto("assignment_changes")
    .values({
      id: crypto.randomUUID(),
      created_at: new Date().toISOString(),
      subject_type: change.kind,
      subject_id: change.id,
      actor_id: change.actor?.id ?? null,
      from_assignee: change.from,
      to_assignee: change.to,
      via: change.via,
    })
    .execute();
  await recordAudit(trx, secret, {
    actor: change.actor?.id ?? SYSTEM_ACTOR,
    action: auditActions.assigneeChanged,
    subjectType: change.kind,
    subjectId: change.id,
    details: { from: change.from, to: change.to, via: change.via },
    clientIp: change.actor?.clientIp,
  });
}

export type AssignResult =
  | { ok: true; changed: boolean; from: string | null; to: string | null }
  | { ok: false; reason: "not_found" | "not_assignable" | "conflict" };

/**
 * Gives a record to a member of staff (`to`), or back to nobody (null), in
 * one transaction with its history row and audit row. `expected` is the
 * assignee the staff member saw (null: unassigned): if someone took the
 * record meanwhile, nothing changes and the answer is a conflict, so one
 * handler's "Assign to me" never silently takes a record from another.
 */
export async function assignRecord(
  services: Pick<Services, "database" | "secrets">,
  input: {
    kind: InboxKind;
    id: string;
    to: string | null;
    expected?: string | null;
    actor: StaffActor;
  },
): Promise<AssignResult> {
  const { kind, id, to, actor } = input;
  const table = inboxTables[kind];
  return services.database.db
    .transaction()
    .execute(async (trx): Promise<AssignResult> => {
      if (to !== null && !(await isAssignable(trx, to)))
        return { ok: false, reason: "not_assignable" };
      const row = await trx
        .selectFrom(table)
        .select("assignee_id")
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "not_found" };
      const from = row.assignee_id;
      if (input.expected !== undefined && input.expected !== from)
        return { ok: false, reason: "conflict" };
      if (from === to) return { ok: true, changed: false, from, to };
      const updated = await trx
        .updateTable(table)
        .set({ assignee_id: to })
        .where("id", "=", id)
        .where((eb) =>
          from === null
            ? eb("assignee_id", "is", null)
            : eb("assignee_id", "=", from),
        )
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1)
        return { ok: false, reason: "conflict" };
      await recordAssignment(trx, services.secrets.authSecret, {
        kind,
        id,
        from,
        to,
        via: "staff",
        actor,
      });
      return { ok: true, changed: true, from, to };
    });
}

/**
 * A disabled or demoted account's open records go back to nobody, each with
 * its history and audit row naming the admin who acted: the "Unassigned"
 * view shows them at once, and nobody waits on a person who cannot sign in.
 * Closed records keep their assignee: who handled them stays on record.
 */
export async function releaseOpenRecords(
  services: Pick<Services, "database" | "secrets">,
  userId: string,
  actor: StaffActor,
): Promise<number> {
  let released = 0;
  for (const [kind, table] of Object.entries(inboxTables) as Array<
    [InboxKind, (typeof inboxTables)[InboxKind]]
  >) {
    released += await services.database.db
      .transaction()
      .execute(async (trx) => {
        const rows = await trx
          .selectFrom(table)
          .select("id")
          .where("assignee_id", "=", userId)
          .where("status", "!=", finalStatus[kind])
          .execute();
        for (const { id } of rows) {
          await trx
            .updateTable(table)
            .set({ assignee_id: null })
            .where("id", "=", id)
            .execute();
          await recordAssignment(trx, services.secrets.authSecret, {
            kind,
            id,
            from: userId,
            to: null,
            via: "account_disabled",
            actor,
          });
        }
        return rows.length;
      });
  }
  return released;
}

export interface AssignmentChange {
  at: string;
  /** Names; null when the side is nobody (or an account gone). */
  from: string | null;
  to: string | null;
  /** The staff member's name; null when round-robin assigned it. */
  by: string | null;
  via: AssignmentVia;
}

/** A record's changes of assignee, oldest first, with names. */
export async function assignmentHistory(
  db: Kysely<DB>,
  kind: InboxKind,
  id: string,
): Promise<AssignmentChange[]> {
  return db
    .selectFrom("assignment_changes as c")
    .leftJoin("user as actor", "actor.id", "c.actor_id")
    .leftJoin("user as before", "before.id", "c.from_assignee")
    .leftJoin("user as after", "after.id", "c.to_assignee")
    .select([
      "c.created_at as at",
      "before.name as from",
      "after.name as to",
      "actor.name as by",
      "c.via",
    ])
    .where("c.subject_type", "=", kind)
    .where("c.subject_id", "=", id)
    .orderBy("c.created_at", "asc")
    .orderBy("c.id", "asc")
    .execute();
}

/** A record's owner and its changes, with the staff it may be given to: the record page's assignee panel. */
export async function ownershipOf(db: Kysely<DB>, kind: InboxKind, id: string) {
  const [row, staff, history] = await Promise.all([
    db
      .selectFrom(inboxTables[kind])
      .select("assignee_id")
      .where("id", "=", id)
      .executeTakeFirst(),
    assignableStaff(db),
    assignmentHistory(db, kind, id),
  ]);
  const assigneeId = row?.assignee_id ?? null;
  const name =
    assigneeId === null
      ? undefined
      : await db
          .selectFrom("user")
          .select("name")
          .where("id", "=", assigneeId)
          .executeTakeFirst();
  const assignee =
    assigneeId === null ? null : { id: assigneeId, name: name?.name ?? "" };
  return { assignee, staff, history };
}
