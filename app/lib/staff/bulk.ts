import type { FormResult } from "#app/lib/forms/form-result.ts";

/** The value of the bulk form's assignee choice that means the person posting. */
export const BULK_ASSIGNEE_ME = "me";
/** The value that means nobody. */
export const BULK_ASSIGNEE_NOBODY = "nobody";

/** Why a record of a bulk change was left as it was. */
export const bulkSkipReasons = [
  "unchanged",
  "not_found",
  "conflict",
  "invalid_status",
  "not_assignable",
  "outcome_required",
] as const;
export type BulkSkipReason = (typeof bulkSkipReasons)[number];

/** What a bulk change did: how many records changed, how many were skipped and why. */
export interface BulkOutcome {
  changed: number;
  skipped: Partial<Record<BulkSkipReason, number>>;
}

/** The list page's forms' answers: a bulk change's carries its outcome. */
export type InboxListResult = FormResult & { bulk?: BulkOutcome };
