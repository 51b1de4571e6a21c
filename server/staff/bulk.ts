import type { Kysely } from "kysely";

import {
  bulkStatusEmails,
  type BulkOutcome,
  type BulkSkipReason,
} from "#app/lib/staff/bulk.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";
import { inboxTables } from "#server/kinds/stored-kinds.ts";
import { assignRecord } from "./assignment.ts";
import { changeStatus, type StaffActor } from "./workflow.ts";

type BulkServices = Parameters<typeof changeStatus>[0];

/**
 * Changes many records of one inbox: each in turn through the same steps as
 * its own page (changeStatus, assignRecord), so each gets its own history
 * row, audit row and, where its kind emails on the status, its email
 * (app/lib/kinds/ `emailsOnStatus`); one record's failure never
 * stops the others. `status` and `assignee` undefined leave that part as
 * it is; `assignee` null unassigns.
 */
export async function bulkChange(
  services: BulkServices,
  input: {
    kind: InboxKind;
    ids: readonly string[];
    status?: string;
    assignee?: string | null;
    actor: StaffActor;
  },
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { changed: 0, skipped: {} };
  const skip = (reason: BulkSkipReason) => {
    outcome.skipped[reason] = (outcome.skipped[reason] ?? 0) + 1;
  };
  for (const id of new Set(input.ids)) {
    let changed = false;
    let refused: BulkSkipReason | undefined;
    if (input.status !== undefined) {
      const moved = await changeStatus(services, {
        kind: input.kind,
        id,
        to: input.status,
        actor: input.actor,
      });
      if (!moved.ok) refused = moved.reason;
      else changed ||= moved.changed;
    }
    if (input.assignee !== undefined && refused !== "not_found") {
      const assigned = await assignRecord(services, {
        kind: input.kind,
        id,
        to: input.assignee,
        actor: input.actor,
      });
      if (!assigned.ok) refused ??= assigned.reason;
      else changed ||= assigned.changed;
    }
    if (changed) outcome.changed += 1;
    else skip(refused ?? "unchanged");
  }
  return outcome;
}

/**
 * How many emails moving these records to `status` would send: none for a
 * status that emails nobody (bulkStatusEmails), else one per record not in
 * that status already (changeStatus emails each record it moves; one it
 * leaves as it is, or one that is gone, sends nothing). Read
 * as the person is asked, and again as they confirm, so the number they
 * agreed to is the number the change sends as of then.
 */
export async function bulkEmailCount(
  db: Kysely<DB>,
  input: { kind: InboxKind; ids: readonly string[]; status: string },
): Promise<number> {
  const ids = [...new Set(input.ids)];
  if (!bulkStatusEmails(input.kind, input.status) || ids.length === 0) return 0;
  const row = await db
    .selectFrom(inboxTables[input.kind])
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("id", "in", ids)
    .where("status", "!=", input.status)
    .executeTakeFirst();
  // PostgreSQL's count is a bigint, which arrives as a string.
  return Number(row?.count ?? 0);
}
