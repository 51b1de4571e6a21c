import type { Kysely } from "kysely";

import {
  SAVED_FILTERS_MAX,
  SAVED_SEARCH_DAYS,
} from "#app/lib/schemas/staff-limits.ts";
import { savedFilterQuery } from "#app/lib/staff/inboxes.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";
import { daysBefore } from "#server/days.ts";

/** A saved filter as the list shows it: its name and the query string it stands for. */
export interface SavedFilter {
  id: string;
  name: string;
  /** Without "?"; empty for the list unfiltered. */
  query: string;
}

/** One person's saved filters of an inbox, by name. */
export async function savedFiltersOf(
  db: Kysely<DB>,
  userId: string,
  kind: InboxKind,
): Promise<SavedFilter[]> {
  return db
    .selectFrom("saved_filters")
    .select(["id", "name", "query"])
    .where("user_id", "=", userId)
    .where("inbox", "=", kind)
    .orderBy("name")
    .execute();
}

/**
 * Saves the filters in force under a name, replacing that person's filter
 * of the same name; only the list's own keys are kept (savedFilterQuery).
 * Refused past SAVED_FILTERS_MAX per person and inbox.
 */
export async function saveFilter(
  db: Kysely<DB>,
  input: { userId: string; kind: InboxKind; name: string; query: string },
): Promise<{ ok: true } | { ok: false; reason: "too_many" }> {
  const query = savedFilterQuery(new URLSearchParams(input.query));
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("saved_filters")
      .select("id")
      .where("user_id", "=", input.userId)
      .where("inbox", "=", input.kind)
      .where("name", "=", input.name)
      .executeTakeFirst();
    if (existing) {
      // Saved again: its search text's retention counts from now.
      await trx
        .updateTable("saved_filters")
        .set({ query, created_at: new Date().toISOString() })
        .where("id", "=", existing.id)
        .execute();
      return { ok: true } as const;
    }
    const { count } = await trx
      .selectFrom("saved_filters")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("user_id", "=", input.userId)
      .where("inbox", "=", input.kind)
      .executeTakeFirstOrThrow();
    if (Number(count) >= SAVED_FILTERS_MAX)
      return { ok: false, reason: "too_many" } as const;
    await trx
      .insertInto("saved_filters")
      .values({
        id: crypto.randomUUID(),
        created_at: new Date().toISOString(),
        user_id: input.userId,
        inbox: input.kind,
        name: input.name,
        query,
      })
      .execute();
    return { ok: true } as const;
  });
}

/** Deletes one of the person's own saved filters; true when there was one. */
export async function deleteSavedFilter(
  db: Kysely<DB>,
  input: { userId: string; id: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom("saved_filters")
    .where("id", "=", input.id)
    .where("user_id", "=", input.userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * Retention of saved filters (run with the daily purge): a disabled
 * account's go, since no one can use them; and one that holds a search
 * text goes SAVED_SEARCH_DAYS after it was last saved, since the text may
 * name a person whose record has its own retention. Filters by status,
 * date or view alone name no one and stay while their owner can use them.
 * No audit row: they are a person's own shortcuts (decision 0072).
 */
export async function forgetStaleSavedFilters(
  db: Kysely<DB>,
  now: Date,
): Promise<number> {
  const cutoff = daysBefore(now, SAVED_SEARCH_DAYS);
  const result = await db
    .deleteFrom("saved_filters")
    .where((eb) =>
      eb.or([
        eb(
          "user_id",
          "in",
          eb.selectFrom("user").select("id").where("banned", "=", true),
        ),
        eb.and([
          // The query string as savedFilterQuery writes it: `q` leads.
          eb.or([eb("query", "like", "q=%"), eb("query", "like", "%&q=%")]),
          eb("created_at", "<=", cutoff),
        ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
