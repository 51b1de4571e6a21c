import type { Kysely, Transaction } from "kysely";

import { staffRoles } from "#app/lib/staff/roles.ts";
import {
  finalStatus,
  inboxKinds,
  type InboxKind,
} from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";
import { recordAssignment } from "./assignment.ts";
import { auditActions, recordAudit } from "./audit.ts";
import { inboxTables, type StaffActor } from "./workflow.ts";

/** An inbox's round-robin as the staff page shows and saves it. */
export interface RoundRobinSetting {
  enabled: boolean;
  /** The most open records one person gets from round-robin. */
  cap: number;
  /** The staff taking turns (`user` ids). */
  members: string[];
}

/** The cap a new setting starts with. */
export const DEFAULT_ROUND_ROBIN_CAP = 10;

type RoutingServices = Pick<Services, "database" | "secrets">;

/**
 * Gives a new record to the next member of its inbox's round-robin who has
 * fewer open records than the cap, inside the transaction that stores the
 * record, and resolves to their id; null (the record stays unassigned) when
 * round-robin is off, nobody takes turns, or everyone is at the cap.
 *
 * Two submissions at once must not both take the last place under someone's
 * cap. On PostgreSQL the inbox's routing row is locked (`for update`): the
 * second transaction waits for the first to commit, then reads the turn
 * and the counts it left (read committed: each statement sees what was
 * committed before it). SQLite has one writer at a time, and the record's
 * own insert, made before this call, already holds the write lock until
 * commit, so no other submission reads the counts in between.
 */
export async function assignInTurn(
  trx: Transaction<DB>,
  services: RoutingServices,
  kind: InboxKind,
  recordId: string,
): Promise<string | null> {
  let routing = trx
    .selectFrom("round_robin_inboxes")
    .select(["enabled", "cap", "last_assignee_id"])
    .where("inbox", "=", kind);
  if (services.database.dialect === "postgres") routing = routing.forUpdate();
  const setting = await routing.executeTakeFirst();
  if (!setting || !setting.enabled) return null;

  const members = (
    await trx
      .selectFrom("round_robin_members as m")
      .innerJoin("user as u", "u.id", "m.user_id")
      .select("m.user_id")
      .where("m.inbox", "=", kind)
      .where("u.role", "in", [...staffRoles])
      .where("u.banned", "=", false)
      .orderBy("m.user_id")
      .execute()
  ).map((row) => row.user_id);
  if (members.length === 0) return null;

  const table = inboxTables[kind];
  const counts = new Map(
    (
      await trx
        .selectFrom(table)
        .select((eb) => ["assignee_id", eb.fn.countAll<number>().as("open")])
        .where("assignee_id", "in", members)
        .where("status", "!=", finalStatus[kind])
        .groupBy("assignee_id")
        .execute()
    ).map((row) => [row.assignee_id, Number(row.open)]),
  );
  const chosen = inTurn(members, setting.last_assignee_id).find(
    (member) => (counts.get(member) ?? 0) < setting.cap,
  );
  if (chosen === undefined) return null;

  await trx
    .updateTable(table)
    .set({ assignee_id: chosen })
    .where("id", "=", recordId)
    .execute();
  await trx
    .updateTable("round_robin_inboxes")
    .set({ last_assignee_id: chosen })
    .where("inbox", "=", kind)
    .execute();
  await recordAssignment(trx, services.secrets.authSecret, {
    kind,
    id: recordId,
    from: null,
    to: chosen,
    via: "round_robin",
    actor: null,
  });
  return chosen;
}

/**
 * The members in the order of their turns from here: those after the one
 * picked last (by id, so a member who left the rotation still marks the
 * place), then the rest from the start.
 */
export function inTurn(
  members: readonly string[],
  last: string | null,
): string[] {
  if (last === null) return [...members];
  const next = members.findIndex((member) => member > last);
  if (next === -1) return [...members];
  return [...members.slice(next), ...members.slice(0, next)];
}

/** Every inbox's round-robin: off with the default cap and nobody, until an admin saves one. */
export async function roundRobinSettings(
  db: Kysely<DB>,
): Promise<Record<InboxKind, RoundRobinSetting>> {
  const [rows, members] = await Promise.all([
    db
      .selectFrom("round_robin_inboxes")
      .select(["inbox", "enabled", "cap"])
      .execute(),
    db.selectFrom("round_robin_members").select(["inbox", "user_id"]).execute(),
  ]);
  return Object.fromEntries(
    inboxKinds.map((kind) => {
      const row = rows.find((candidate) => candidate.inbox === kind);
      return [
        kind,
        {
          enabled: Boolean(row?.enabled),
          cap: row?.cap ?? DEFAULT_ROUND_ROBIN_CAP,
          members: members
            .filter((member) => member.inbox === kind)
            .map((member) => member.user_id),
        },
      ];
    }),
  ) as Record<InboxKind, RoundRobinSetting>;
}

/**
 * Saves an inbox's round-robin (admins only: the staff page's form), with
 * its audit row. Members who are not active staff are left out; whose turn
 * it was is kept, so the rotation carries on where it was.
 */
export async function saveRoundRobin(
  services: RoutingServices,
  input: { kind: InboxKind; setting: RoundRobinSetting; actor: StaffActor },
): Promise<RoundRobinSetting> {
  const { kind, setting, actor } = input;
  return services.database.db.transaction().execute(async (trx) => {
    const members =
      setting.members.length === 0
        ? []
        : (
            await trx
              .selectFrom("user")
              .select("id")
              .where("id", "in", setting.members)
              .where("role", "in", [...staffRoles])
              .where("banned", "=", false)
              .orderBy("id")
              .execute()
          ).map((row) => row.id);
    const now = new Date().toISOString();
    await trx
      .insertInto("round_robin_inboxes")
      .values({
        inbox: kind,
        enabled: setting.enabled,
        cap: setting.cap,
        last_assignee_id: null,
        updated_at: now,
        updated_by: actor.id,
      })
      .onConflict((oc) =>
        oc.column("inbox").doUpdateSet({
          enabled: setting.enabled,
          cap: setting.cap,
          updated_at: now,
          updated_by: actor.id,
        }),
      )
      .execute();
    await trx
      .deleteFrom("round_robin_members")
      .where("inbox", "=", kind)
      .execute();
    if (members.length > 0)
      await trx
        .insertInto("round_robin_members")
        .values(
          members.map((user_id) => ({ inbox: kind, user_id, created_at: now })),
        )
        .execute();
    await recordAudit(trx, services.secrets.authSecret, {
      actor: actor.id,
      action: auditActions.roundRobinChanged,
      subjectType: "round_robin",
      subjectId: kind,
      details: {
        enabled: setting.enabled,
        cap: setting.cap,
        members: members.join(","),
      },
      clientIp: actor.clientIp,
    });
    return { ...setting, members };
  });
}
