import type { BulkOutcome, BulkSkipReason } from "#app/lib/staff/bulk.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import { assignRecord } from "./assignment.ts";
import { changeStatus, type StaffActor } from "./workflow.ts";

type BulkServices = Parameters<typeof changeStatus>[0];

/**
 * Changes many records of one inbox: each in turn through the same steps as
 * its own page (changeStatus, assignRecord), so each gets its own history
 * row, audit row and, for a claim, its email; one record's failure never
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
