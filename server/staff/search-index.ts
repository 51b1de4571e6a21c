import { setImmediate as yieldToOthers } from "node:timers/promises";

import { sql, type Kysely } from "kysely";

import { byKind, type InboxKind } from "#app/lib/kinds/kinds.ts";
import { storedKinds } from "#server/kinds/stored-kinds.ts";
import type { Dialect } from "#server/db/database.ts";
import type { DB } from "#server/db/schema.ts";

/** Each inbox's full-text table on SQLite (migration 0017): trigrams of its name, email and reference. */
export const searchTables = byKind((kind) => storedKinds[kind].searchTable);

/** Trigrams need three characters: a shorter search is a scan (decision 0079). */
export const INDEXED_SEARCH_MIN_LENGTH = 3;

/** An FTS5 query for `text` as one phrase: its characters literally, double quotes doubled. */
export const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * How SQLite reads a search's matches for a list sorted newest first
 * (decision 0079), chosen from the newest SEARCH_SAMPLE matches:
 * - `list`: fewer than SEARCH_SAMPLE match: read those rows, sort them;
 * - `walk`: more: walk the inbox newest first, looking each row up in the
 *   list of matches (made once), until the page is full;
 * - `probe`: so many that one newest record in twenty (DENSE) or more
 *   matches: walk newest first and
 *   ask the full-text index about each row; the page fills within a few
 *   hundred rows, and making the whole list of matches would cost more.
 * `matches` is the count when it is below SEARCH_SAMPLE, else null (more).
 */
export interface SearchPlan {
  how: "list" | "walk" | "probe";
  matches: number | null;
}

/** Matches counted to choose a plan; more than INBOX_COUNT_CAP, so the count of a search alone comes with it. */
export const SEARCH_SAMPLE = 2_000;
const DENSE = 0.05;

export async function planSearch(
  db: Kysely<DB>,
  kind: InboxKind,
  q: string,
): Promise<SearchPlan> {
  const table = sql.table(searchTables[kind]);
  const { rows } = await sql<{
    count: number;
    newest: number | null;
    oldest: number | null;
  }>`select count(*) as count, max(rowid) as newest, min(rowid) as oldest from (select rowid from ${table} where ${table} match ${ftsPhrase(q)} order by rowid desc limit ${SEARCH_SAMPLE})`.execute(
    db,
  );
  const { count, newest, oldest } = rows[0]!;
  if (count < SEARCH_SAMPLE) return { how: "list", matches: count };
  // Rowids grow as records arrive: the newest matches' spread of rowids
  // says how densely matches lie among the newest records.
  const density = count / (Number(newest) - Number(oldest) + 1);
  return { how: density >= DENSE ? "probe" : "walk", matches: null };
}

/** Pages merged per step of tidySearchIndexes. */
const MERGE_PAGES = 100;

/**
 * Merges each SQLite search table's segments, in small steps with a yield
 * between (FTS5's incremental 'merge' with a negative size: towards one
 * segment, a few hundred pages per transaction, so writers wait a moment at
 * most). Every insert adds a segment; FTS5 merges some on its own, but a
 * lookup of one row ("probe" above) pays for every segment left. The daily
 * retention job runs it after the purge. Nothing to do on PostgreSQL.
 */
export async function tidySearchIndexes(
  db: Kysely<DB>,
  dialect: Dialect,
  signal?: AbortSignal,
): Promise<void> {
  if (dialect !== "sqlite") return;
  for (const name of Object.values(searchTables)) {
    const table = sql.table(name);
    while (!signal?.aborted) {
      const before = await totalChanges(db);
      await sql`insert into ${table}(${table}, rank) values ('merge', ${-MERGE_PAGES})`.execute(
        db,
      );
      // FTS5: fewer than two changes means nothing was left to merge.
      if ((await totalChanges(db)) - before < 2) break;
      await yieldToOthers();
    }
  }
}

async function totalChanges(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{
    changes: number;
  }>`select total_changes() as changes`.execute(db);
  return Number(rows[0]!.changes);
}
