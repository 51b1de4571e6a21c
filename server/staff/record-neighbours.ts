import { sql, type Kysely, type SqlBool } from "kysely";

import { readInboxFilter } from "#app/lib/schemas/staff.ts";
import {
  filterQuery,
  inboxPath,
  submissionPath,
  type InboxFilter,
  type RecordListContext,
} from "#app/lib/staff/inboxes.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";
import { filteredInbox, inboxFilter } from "./inboxes.ts";

/** The records beside one in its list: ids, or null at either end. */
export interface RecordNeighbours {
  previous: string | null;
  next: string | null;
}

/**
 * The records just before and after `id` in its inbox's list as `filter`
 * makes it (newest first, then by id, as listInbox orders it), for the
 * record page's Previous and Next links and their keys. Two single-row
 * reads along the created_at index, whatever the list's length; a record
 * the filter no longer matches (its status just changed) still has both,
 * from where it would stand.
 */
export async function recordNeighbours(
  db: Kysely<DB>,
  kind: InboxKind,
  filter: InboxFilter,
  id: string,
): Promise<RecordNeighbours> {
  const record = await filteredInbox(db, kind, { q: "", status: "" })
    .select("t.created_at")
    .where("t.id", "=", id)
    .executeTakeFirst();
  if (!record) return { previous: null, next: null };
  const at = record.created_at;
  const [previous, next] = await Promise.all([
    filteredInbox(db, kind, filter)
      .select("t.id")
      .where(
        sql<SqlBool>`(t.created_at > ${at} or (t.created_at = ${at} and t.id > ${id}))`,
      )
      .orderBy("t.created_at", "asc")
      .orderBy("t.id", "asc")
      .limit(1)
      .executeTakeFirst(),
    filteredInbox(db, kind, filter)
      .select("t.id")
      .where(
        sql<SqlBool>`(t.created_at < ${at} or (t.created_at = ${at} and t.id < ${id}))`,
      )
      .orderBy("t.created_at", "desc")
      .orderBy("t.id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
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
): Promise<RecordListContext> {
  const filter = inboxFilter(kind, readInboxFilter(query));
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
