import { sql, type Kysely, type SqlBool } from "kysely";

import { readInboxFilter } from "#app/lib/schemas/staff.ts";
import {
  filterQuery,
  inboxPath,
  submissionPath,
  type RecordListContext,
} from "#app/lib/staff/inboxes.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";
import {
  filteredInbox,
  inboxFilter,
  type ScopedInboxFilter,
} from "./inboxes.ts";

/** The records beside one in its list: ids, or null at either end. */
export interface RecordNeighbours {
  previous: string | null;
  next: string | null;
}

/**
 * The records just before and after `id` in its inbox's list as `filter`
 * makes it (as listInbox orders it: newest first, or soonest due first,
 * then by id), for the record page's Previous and Next links and their
 * keys. Two single-row reads along the order's index, whatever the list's
 * length; a record the filter no longer matches (its status just changed)
 * still has both, from where it would stand (a claim just moved to review
 * leads on to the next one due).
 */
export async function recordNeighbours(
  db: Kysely<DB>,
  kind: InboxKind,
  filter: ScopedInboxFilter,
  id: string,
): Promise<RecordNeighbours> {
  const column = filter.sort === "due" ? "due_at" : "created_at";
  const record = await filteredInbox(db, kind, { q: "", status: "" })
    .select(`t.${column} as at`)
    .where("t.id", "=", id)
    .executeTakeFirst();
  if (!record || record.at === null) return { previous: null, next: null };
  const at = record.at;
  const order = sql.ref(`t.${column}`);
  // Toward the top of the list: later received, or sooner due.
  const [up, down] =
    column === "created_at"
      ? (["asc", "desc"] as const)
      : (["desc", "asc"] as const);
  const beyond = (direction: "asc" | "desc") =>
    direction === "asc"
      ? sql<SqlBool>`(${order} > ${at} or (${order} = ${at} and t.id > ${id}))`
      : sql<SqlBool>`(${order} < ${at} or (${order} = ${at} and t.id < ${id}))`;
  const neighbour = (direction: "asc" | "desc") =>
    filteredInbox(db, kind, filter)
      .select("t.id")
      .where(beyond(direction))
      .orderBy(`t.${column}`, direction)
      .orderBy("t.id", direction)
      .limit(1)
      .executeTakeFirst();
  const [previous, next] = await Promise.all([neighbour(up), neighbour(down)]);
  return { previous: previous?.id ?? null, next: next?.id ?? null };
}

/**
 * A record page's way back to its list and through it: the list's filter
 * is the page's own query string (the list's links carry it), so Back
 * returns to the same filtered list and Previous and Next keep it.
 */
export async function recordListContext(
  db: Kysely<DB>,
  kind: InboxKind,
  id: string,
  query: URLSearchParams,
  viewerId: string,
): Promise<RecordListContext> {
  const filter = inboxFilter(kind, readInboxFilter(query), viewerId);
  const { previous, next } = await recordNeighbours(db, kind, filter, id);
  const carried = filterQuery(filter);
  const link = (to: string | null) =>
    to === null ? null : `${submissionPath(kind, to)}${carried}`;
  return {
    back: `${inboxPath(kind)}${carried}`,
    previous: link(previous),
    next: link(next),
  };
}
