import { sql, type Kysely, type RawBuilder } from "kysely";

import type {
  GroupFiguresData,
  PeriodFiguresData,
} from "#app/lib/staff/manager-view.ts";
import { promises } from "#app/lib/staff/promises.ts";
import {
  inboxKinds,
  openStatuses,
  type InboxKind,
} from "#app/lib/staff/workflow.ts";
import type { Dialect } from "#server/db/database.ts";
import type { DB } from "#server/db/schema.ts";
import { inboxTables } from "#server/kinds/stored-kinds.ts";

/**
 * The manager's figures (issue 23): per inbox, and within it per person,
 * from aggregate SQL only: counts, a minimum and a median come back, never
 * the records, so an inbox of a million rows is read by the database alone.
 * Each figure is credited to whoever it is about (decision 0069, amended
 * 2026-11-29), never to an owner for what a colleague did:
 *
 * - open, received, oldest open: the record's owner (its assignee; records
 *   with none are "Unassigned"), now;
 * - median first response: time from receipt to the first thing staff did
 *   that the person sees (`first_response_at`: a message, or a status change
 *   they are told of), over the records received in the period that have
 *   one, credited to whoever did it (the median as SQL window functions, the
 *   same on SQLite and PostgreSQL);
 * - within the promise: of the records received in the period whose clock
 *   has decided, the share stopped on time. A stopped clock, kept or late,
 *   is credited to whoever stopped it (`responded_by`); one that ran out
 *   with nobody stopping it is a miss of the record's owner. A clock still
 *   running or paused inside its promise has not decided yet;
 * - oldest open: the open record received first, with its id for a link.
 */

export type PeriodFigures = PeriodFiguresData;
export type GroupFigures = GroupFiguresData;

export interface InboxFigures {
  kind: InboxKind;
  total: GroupFigures;
  people: GroupFigures[];
}

/** A period: records received from `from` (included) until `to` (excluded), ISO instants. */
export interface Period {
  from: string;
  to: string;
}

type Db = Kysely<DB>;

/** The milliseconds from receipt to the first response, as each database computes an interval. */
const responseMs = (dialect: Dialect): RawBuilder<number> =>
  dialect === "postgres"
    ? sql<number>`extract(epoch from (${sql.ref("first_response_at")} - ${sql.ref("created_at")})) * 1000`
    : sql<number>`(julianday(${sql.ref("first_response_at")}) - julianday(${sql.ref("created_at")})) * 86400000`;

/** Whom a figure is credited to: the record's owner, who stopped its clock, or who first answered. */
const credited = {
  owner: "assignee_id",
  stopper: "responded_by",
  responder: "first_response_by",
} as const;
type Credited = (typeof credited)[keyof typeof credited];

/** Group key: the person credited, or one group for the whole inbox. */
const groupKey = (byPerson: boolean, column: Credited = credited.owner) =>
  byPerson ? sql<string | null>`${sql.ref(column)}` : sql<null>`null`;

const keyOf = (value: string | null | undefined) => value ?? "";

async function openFigures(db: Db, kind: InboxKind, byPerson: boolean) {
  const table = inboxTables[kind];
  const open = [...openStatuses(kind)];
  const groups = await db
    .selectFrom(table)
    .select([
      groupKey(byPerson).as("grp"),
      (eb) => eb.fn.countAll<number>().as("open"),
      (eb) => eb.fn.min<string>("created_at").as("oldest"),
    ])
    .where("status", "in", open)
    .$if(byPerson, (query) => query.groupBy("assignee_id"))
    .execute();
  // The oldest record of each group by its time, through the (status, created_at) index.
  return Promise.all(
    groups
      .filter((group) => Number(group.open) > 0)
      .map(async (group) => {
        const oldest = await db
          .selectFrom(table)
          .select("id")
          .where("status", "in", open)
          .where("created_at", "=", group.oldest)
          .$if(byPerson, (query) =>
            group.grp === null
              ? query.where("assignee_id", "is", null)
              : query.where("assignee_id", "=", group.grp),
          )
          .orderBy("id")
          .limit(1)
          .executeTakeFirst();
        return {
          key: keyOf(group.grp),
          assigneeId: group.grp,
          open: Number(group.open),
          oldestOpen: oldest
            ? { id: oldest.id, receivedAt: String(group.oldest) }
            : null,
        };
      }),
  );
}

const emptyPeriod: PeriodFigures = {
  received: 0,
  medianFirstResponseMs: null,
  kept: 0,
  missed: 0,
};

async function periodFigures(
  db: Db,
  dialect: Dialect,
  kind: InboxKind,
  byPerson: boolean,
  period: Period,
  now: string,
) {
  const table = inboxTables[kind];
  const ref = sql.ref;
  const stops = [...promises[kind].stopsAt];
  // A record that reached a stopping status before clocks were kept, with
  // no event to date it (migration 0014), has not decided: left out.
  const undated = sql`(${ref("responded_at")} is null and ${ref("status")} in (${sql.join(stops)}))`;
  // The owner's: what they hold, and the promises that ran out unanswered.
  const owned = await db
    .selectFrom(table)
    .select([
      groupKey(byPerson).as("grp"),
      (eb) => eb.fn.countAll<number>().as("received"),
      sql<number>`sum(case when ${ref("responded_at")} is null and ${ref("paused_at")} is null and ${ref("due_at")} < ${now} and not ${undated} then 1 else 0 end)`.as(
        "unanswered",
      ),
    ])
    .where("created_at", ">=", period.from)
    .where("created_at", "<", period.to)
    .$if(byPerson, (query) => query.groupBy("assignee_id"))
    .execute();
  // The stopper's: each stopped clock, kept or late.
  const stopped = await db
    .selectFrom(table)
    .select([
      groupKey(byPerson, credited.stopper).as("grp"),
      sql<number>`sum(case when ${ref("responded_at")} <= ${ref("due_at")} then 1 else 0 end)`.as(
        "kept",
      ),
      sql<number>`sum(case when ${ref("responded_at")} > ${ref("due_at")} then 1 else 0 end)`.as(
        "late",
      ),
    ])
    .where("created_at", ">=", period.from)
    .where("created_at", "<", period.to)
    .where("responded_at", "is not", null)
    .$if(byPerson, (query) => query.groupBy("responded_by"))
    .execute();

  // The median, the responder's: each group's answered records ranked by
  // their time, and the middle one (or the mean of the middle two) kept.
  const medians = await sql<{ grp: string | null; median: number }>`
    select grp, avg(ms) as median from (
      select grp, ms,
        row_number() over (partition by grp order by ms) as rn,
        count(*) over (partition by grp) as n
      from (
        select ${groupKey(byPerson, credited.responder)} as grp, ${responseMs(dialect)} as ms
        from ${sql.table(table)}
        where ${ref("created_at")} >= ${period.from}
          and ${ref("created_at")} < ${period.to}
          and ${ref("first_response_at")} is not null
      ) answered
    ) ranked
    where rn in ((n + 1) / 2, (n + 2) / 2)
    group by grp`.execute(db);
  // One person may own nothing and still have answered: every key of the three.
  const figures = new Map<string, PeriodFigures>();
  const of = (grp: string | null) => {
    const key = keyOf(grp);
    if (!figures.has(key)) figures.set(key, { ...emptyPeriod });
    return figures.get(key)!;
  };
  for (const row of owned) {
    const group = of(row.grp);
    group.received = Number(row.received);
    group.missed += Number(row.unanswered ?? 0);
  }
  for (const row of stopped) {
    const group = of(row.grp);
    group.kept = Number(row.kept ?? 0);
    group.missed += Number(row.late ?? 0);
  }
  for (const row of medians.rows)
    of(row.grp).medianFirstResponseMs = Math.round(Number(row.median));
  return figures;
}

async function groupsOf(
  db: Db,
  dialect: Dialect,
  kind: InboxKind,
  byPerson: boolean,
  periods: readonly Period[],
  now: string,
): Promise<GroupFigures[]> {
  const [open, ...byPeriod] = await Promise.all([
    openFigures(db, kind, byPerson),
    ...periods.map((period) =>
      periodFigures(db, dialect, kind, byPerson, period, now),
    ),
  ]);
  const keys = new Set<string>(open.map((group) => group.key));
  for (const figures of byPeriod)
    for (const key of figures.keys()) keys.add(key);
  if (!byPerson) keys.add("");
  return [...keys].map((key) => {
    const openGroup = open.find((group) => group.key === key);
    return {
      assigneeId: key === "" ? null : key,
      name: null,
      open: openGroup?.open ?? 0,
      oldestOpen: openGroup?.oldestOpen ?? null,
      periods: byPeriod.map((figures) => figures.get(key) ?? emptyPeriod),
    };
  });
}

/**
 * One inbox's figures for the given periods, the people named and ordered
 * by name, the unassigned last.
 */
export async function inboxFigures(
  database: { db: Db; dialect: Dialect },
  kind: InboxKind,
  periods: readonly Period[],
  now = new Date(),
): Promise<InboxFigures> {
  const { db, dialect } = database;
  const at = now.toISOString();
  const [[total], people] = await Promise.all([
    groupsOf(db, dialect, kind, false, periods, at),
    groupsOf(db, dialect, kind, true, periods, at),
  ]);
  const ids = people.flatMap((person) =>
    person.assigneeId ? [person.assigneeId] : [],
  );
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom("user")
            .select(["id", "name"])
            .where("id", "in", ids)
            .execute()
        ).map((user) => [user.id, user.name]),
  );
  for (const person of people)
    person.name = person.assigneeId
      ? (names.get(person.assigneeId) ?? null)
      : null;
  people.sort((a, b) =>
    a.assigneeId === null
      ? 1
      : b.assigneeId === null
        ? -1
        : (a.name ?? "").localeCompare(b.name ?? ""),
  );
  return { kind, total: total!, people };
}

/** Every inbox's figures, in the inboxes' order. */
export const managerReport = (
  database: { db: Db; dialect: Dialect },
  periods: readonly Period[],
  now = new Date(),
): Promise<InboxFigures[]> =>
  Promise.all(
    inboxKinds.map((kind) => inboxFigures(database, kind, periods, now)),
  );
