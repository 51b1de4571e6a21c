import type { Kysely } from "kysely";

import { SAVED_FILTERS_MAX } from "#app/lib/schemas/staff-limits.ts";
import { savedFilterQuery } from "#app/lib/staff/inboxes.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";

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
      await trx
        .updateTable("saved_filters")
        .set({ query })
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
