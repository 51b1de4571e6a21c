import { sql, type Kysely, type RawBuilder, type SqlBool } from "kysely";

import { inboxColumns, statusLabels } from "#app/content/staff.ts";
import { byKind } from "#app/lib/kinds/kinds.ts";
import type { Locale } from "#app/lib/locale.ts";
import type { InboxFilterInput } from "#app/lib/schemas/staff.ts";
import {
  formatStaffDateTime,
  nextDay,
  startOfStaffDay,
} from "#app/lib/staff/dates.ts";
import { clockView, type ClockColumns } from "#app/lib/staff/clock-view.ts";
import {
  INBOX_PAGE_SIZE,
  type InboxCount,
  type InboxFilter,
  type InboxPage,
  type InboxView,
} from "#app/lib/staff/inboxes.ts";
import {
  openStatuses,
  inboxKinds,
  initialStatus,
  isStatusOf,
  type InboxKind,
  type WorkflowStatus,
} from "#app/lib/staff/workflow.ts";
import { isPostgres } from "#server/db/migration-helpers.ts";
import type { DB } from "#server/db/schema.ts";
import { personSql } from "#server/kinds/person.ts";
import { storedKinds } from "#server/kinds/stored-kinds.ts";
import {
  ftsPhrase,
  INDEXED_SEARCH_MIN_LENGTH,
  planSearch,
  SEARCH_SAMPLE,
  searchTables,
  type SearchPlan,
} from "./search-index.ts";
import { inboxTables } from "./workflow.ts";

export type { InboxFilter, InboxPage };

/** What every inbox table has, as the list reads it through the alias `t`. */
interface InboxTableRow extends ClockColumns {
  id: string;
  status: string;
  assignee_id: string | null;
  /** The language of the page the person used (migration 0018). */
  locale: Locale;
  /** The person wrote since staff last did (migration 0021). */
  person_replied_at: string | null;
}

const ref = (column: string) => sql.ref(`t.${column}`);

/**
 * What each inbox shows and searches, as expressions over its table: the
 * person's name and email as its kind declares them (server/kinds/), the
 * reference, and the one column of its own the list shows.
 */
const sources = byKind((kind) => {
  const person = personSql(kind, ref);
  return {
    name: person.name,
    email: person.email,
    reference: ref("reference"),
    extra: storedKinds[kind].list.value(ref),
  };
});

export const hasReference = (kind: InboxKind) =>
  sources[kind].reference !== null;

/**
 * A list's filter as the server applies it: the filter, and who is looking
 * (whose records "Mine" shows).
 */
export type ScopedInboxFilter = InboxFilter & { viewerId?: string };

/** The filter for `kind` from what the query string held: a status of another inbox is dropped. */
export function inboxFilter(
  kind: InboxKind,
  input: Omit<InboxFilterInput, "view"> & { view?: InboxView },
  viewerId?: string,
): ScopedInboxFilter {
  return {
    q: input.q.replace(/\s+/g, " ").trim(),
    status: isStatusOf(kind, input.status)
      ? (input.status as WorkflowStatus)
      : "",
    ...(input.from ? { from: input.from } : {}),
    ...(input.to ? { to: input.to } : {}),
    ...(input.view && input.view !== "all" ? { view: input.view } : {}),
    ...(viewerId ? { viewerId } : {}),
    ...(input.at_risk ? { atRisk: true as const } : {}),
    ...(input.sort ? { sort: input.sort } : {}),
  };
}

/**
 * A LIKE pattern that matches `text` anywhere, literally: the wildcards `%`
 * and `_` and the escape character itself are escaped with `\`, which every
 * LIKE here names as its ESCAPE character.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search as a condition over `t`: a case-insensitive substring of the
 * name, email or reference. Both databases answer it from an index once it
 * has three characters (migration 0017, decision 0079): PostgreSQL's
 * trigram index serves a LIKE over the three joined by line breaks (a
 * search holds none: whitespace is collapsed to spaces); SQLite asks the
 * inbox's FTS5 trigram table for the rowids. One or two characters have no
 * trigram: a LIKE then reads the rows, newest first, until a page is full.
 */
function searchCondition(
  db: Kysely<DB>,
  kind: InboxKind,
  q: string,
  plan: SearchPlan | undefined,
): RawBuilder<SqlBool> {
  const source = sources[kind];
  if (!isPostgres(db) && [...q].length >= INDEXED_SEARCH_MIN_LENGTH) {
    const table = sql.table(searchTables[kind]);
    const phrase = ftsPhrase(q);
    switch (plan?.how ?? "list") {
      case "list":
        return sql<SqlBool>`${ref("rowid")} in (select rowid from ${table} where ${table} match ${phrase})`;
      // The unary + keeps SQLite from reading the rows by the list of
      // matches: it walks its index on created_at instead.
      case "walk":
        return sql<SqlBool>`+${ref("rowid")} in (select rowid from ${table} where ${table} match ${phrase})`;
      case "probe":
        return sql<SqlBool>`exists (select 1 from ${table} where ${table}.rowid = ${ref("rowid")} and ${table} match ${phrase})`;
    }
  }
  const pattern = containsPattern(q);
  const searched = [source.name, source.email, source.reference].filter(
    (expression) => expression !== null,
  );
  // PostgreSQL: the expression of the inbox's trigram index, exactly
  // (migration 0017: the reference coalesced, as a contact's may be null).
  if (isPostgres(db)) {
    const indexed = [
      source.name,
      source.email,
      ...(source.reference ? [sql`coalesce(${source.reference}, '')`] : []),
    ];
    return sql<SqlBool>`lower(${sql.join(indexed, sql` || chr(10) || `)}) like ${pattern} escape '\\'`;
  }
  return sql<SqlBool>`(${sql.join(
    searched.map(
      (expression) => sql`lower(${expression}) like ${pattern} escape '\\'`,
    ),
    sql` or `,
  )})`;
}

/**
 * The filter as one SQL condition over the table aliased `t`. The search is
 * case-insensitive the same way on both databases (lower() on both sides:
 * PostgreSQL's LIKE is case-sensitive, SQLite's is not for ASCII only).
 */
function filterCondition(
  db: Kysely<DB>,
  kind: InboxKind,
  filter: ScopedInboxFilter,
  plan: SearchPlan | undefined,
): RawBuilder<SqlBool> {
  const conditions: RawBuilder<SqlBool>[] = [];
  if (filter.q !== "")
    conditions.push(searchCondition(db, kind, filter.q, plan));
  if (filter.status !== "")
    conditions.push(sql<SqlBool>`${ref("status")} = ${filter.status}`);
  if (filter.from)
    conditions.push(
      sql<SqlBool>`${ref("created_at")} >= ${startOfStaffDay(filter.from)}`,
    );
  if (filter.to)
    conditions.push(
      sql<SqlBool>`${ref("created_at")} < ${startOfStaffDay(nextDay(filter.to))}`,
    );
  // Both read the index on (assignee_id, created_at) (migration 0012).
  if (filter.view === "unassigned")
    conditions.push(sql<SqlBool>`${ref("assignee_id")} is null`);
  if (filter.view === "mine")
    conditions.push(
      sql<SqlBool>`${ref("assignee_id")} = ${filter.viewerId ?? ""}`,
    );
  // The term of migration 0021's partial index, as written there: the
  // replied records alone, in the list's order.
  if (filter.view === "replied")
    conditions.push(sql<SqlBool>`${ref("person_replied_at")} is not null`);
  // Running clocks only: the terms of migration 0014's partial indexes, as
  // written there, so both databases use them. Soonest due first lists what
  // is still due; an answered or paused record has nothing due.
  if (filter.atRisk || filter.sort === "due")
    conditions.push(
      sql<SqlBool>`${ref("responded_at")} is null and ${ref("paused_at")} is null`,
    );
  if (filter.atRisk)
    conditions.push(
      sql<SqlBool>`${ref("at_risk_at")} <= ${new Date().toISOString()}`,
    );
  if (conditions.length === 0) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`${sql.join(conditions, sql` and `)}`;
}

/**
 * The inbox's table as `t`, with the filter applied: the start of every
 * list, count and export query. `plan` (SQLite, planSearch) says how a
 * search reads its matches; without one, by the list of matches.
 */
export function filteredInbox(
  db: Kysely<DB>,
  kind: InboxKind,
  filter: ScopedInboxFilter,
  plan?: SearchPlan,
) {
  return db
    .selectFrom(sql<InboxTableRow>`${sql.table(inboxTables[kind])}`.as("t"))
    .where(filterCondition(db, kind, filter, plan));
}

/** On SQLite, how a search of three characters or more reads its matches; nothing otherwise. */
async function searchPlanOf(
  db: Kysely<DB>,
  kind: InboxKind,
  filter: InboxFilter,
): Promise<SearchPlan | undefined> {
  if (isPostgres(db) || [...filter.q].length < INDEXED_SEARCH_MIN_LENGTH)
    return undefined;
  return planSearch(db, kind, filter.q);
}

/** How many rows match the filter: every one (the export's audit row says how many it wrote). */
export async function countInbox(
  db: Kysely<DB>,
  kind: InboxKind,
  filter: ScopedInboxFilter,
): Promise<number> {
  const row = await filteredInbox(db, kind, filter)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The most rows a list counts (decision 0080): counting every match of a
 * million-row inbox costs more than the page itself, and nobody pages
 * through more than this; past it the list says "more than".
 */
export const INBOX_COUNT_CAP = 1_000;

/** How many rows match, counting no further than `cap` + 1: `more` when there are more than `cap`. */
export async function countInboxUpTo(
  db: Kysely<DB>,
  kind: InboxKind,
  filter: InboxFilter,
  cap = INBOX_COUNT_CAP,
  plan?: SearchPlan,
): Promise<{ total: number; more: boolean }> {
  // A search alone on SQLite: its plan has counted the matches already
  // (all of them, or SEARCH_SAMPLE of them: more than the cap).
  const searchAlone =
    filter.status === "" &&
    !filter.from &&
    !filter.to &&
    !filter.view &&
    !filter.atRisk &&
    !filter.sort;
  if (plan && searchAlone) {
    if (plan.matches !== null)
      return { total: Math.min(plan.matches, cap), more: plan.matches > cap };
    if (cap < SEARCH_SAMPLE) return { total: cap, more: true };
  }
  const row = await db
    .selectFrom(
      filteredInbox(db, kind, filter, plan)
        .select(sql<number>`1`.as("one"))
        .limit(cap + 1)
        .as("matches"),
    )
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return { total: Math.min(count, cap), more: count > cap };
}

/** A row's cells, one per column of the inbox. */
function cellsOf(
  kind: InboxKind,
  row: {
    name: string;
    email: string;
    reference: string | null;
    extra: string;
    created_at: string;
    status: string;
  },
): Record<string, string> {
  const all: Record<string, string> = {
    reference: row.reference ?? "",
    name: row.name,
    email: row.email,
    receivedAt: formatStaffDateTime(row.created_at),
    status: statusLabels[row.status as WorkflowStatus] ?? row.status,
    ...storedKinds[kind].list.cells(row.extra),
  };
  const columns: ReadonlyArray<{ key: string }> = inboxColumns[kind];
  return Object.fromEntries(columns.map(({ key }) => [key, all[key] ?? ""]));
}

/** One page of an inbox, newest first, with the count of what matches (up to INBOX_COUNT_CAP). */
export async function listInbox(
  db: Kysely<DB>,
  kind: InboxKind,
  filter: ScopedInboxFilter,
  requestedPage: number,
): Promise<InboxPage> {
  const plan = await searchPlanOf(db, kind, filter);
  const { total, more } = await countInboxUpTo(
    db,
    kind,
    filter,
    INBOX_COUNT_CAP,
    plan,
  );
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const page = Math.min(Math.max(1, requestedPage), pageCount);
  const source = sources[kind];
  const rows = await filteredInbox(db, kind, filter, plan)
    .select([
      "t.id",
      "t.created_at",
      "t.status",
      "t.due_at",
      "t.at_risk_at",
      "t.responded_at",
      "t.paused_at",
      sql<string>`${source.name}`.as("name"),
      sql<string>`${source.email}`.as("email"),
      sql<string | null>`${source.reference ?? sql`null`}`.as("reference"),
      sql<string>`${source.extra}`.as("extra"),
      "t.assignee_id",
      "t.locale",
      "t.person_replied_at",
      // One lookup per row shown, by primary key: no join over the whole list.
      sql<
        string | null
      >`(select u.name from ${sql.table("user")} u where u.id = ${ref("assignee_id")})`.as(
        "assignee_name",
      ),
    ])
    .$call((query) =>
      filter.sort === "due"
        ? query.orderBy("t.due_at", "asc").orderBy("t.id", "asc")
        : query.orderBy("t.created_at", "desc").orderBy("t.id", "desc"),
    )
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .execute();
  const first = total === 0 ? 0 : (page - 1) * INBOX_PAGE_SIZE + 1;
  const now = Date.now();
  return {
    rows: rows.map((row) => ({
      id: row.id,
      assignee:
        row.assignee_id === null
          ? null
          : { id: row.assignee_id, name: row.assignee_name ?? "" },
      cells: cellsOf(kind, row),
      locale: row.locale,
      clock: clockView(kind, row, now),
      replied: row.person_replied_at !== null,
    })),
    total,
    more,
    page,
    pageCount,
    first,
    last: total === 0 ? 0 : first + rows.length - 1,
  };
}

/**
 * How many records are new and open in each inbox: one count per status
 * and inbox, read from the (status, created_at) index of each table, so
 * the workspace's navigation can ask on every page; and how many its
 * people replied to, up to the lists' cap, from migration 0021's partial
 * index, which holds those alone.
 */
export async function inboxCounts(
  db: Kysely<DB>,
): Promise<Record<InboxKind, InboxCount>> {
  const replied = await Promise.all(
    inboxKinds.map((kind) =>
      countInboxUpTo(db, kind, { q: "", status: "", view: "replied" }),
    ),
  );
  const counted = await Promise.all(
    inboxKinds.map((kind) =>
      db
        .selectFrom(sql<InboxTableRow>`${sql.table(inboxTables[kind])}`.as("t"))
        .select((eb) => ["t.status", eb.fn.countAll<number>().as("count")])
        // Closed records count as neither new nor open: left unread, so a
        // navigation reads the open part of the status index, not the
        // years of closed records before it. Named one by one: "not
        // closed" would have SQLite walk the whole index.
        .where("t.status", "in", openStatuses(kind))
        .groupBy("t.status")
        .execute(),
    ),
  );
  return Object.fromEntries(
    inboxKinds.map((kind, index) => {
      const count = { new: 0, open: 0, replied: replied[index]! };
      for (const row of counted[index]!) {
        const rows = Number(row.count);
        // Every status read is an open one.
        if (row.status === initialStatus[kind]) count.new += rows;
        count.open += rows;
      }
      return [kind, count];
    }),
  ) as Record<InboxKind, InboxCount>;
}
