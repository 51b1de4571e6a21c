import type { FormResult } from "#app/lib/forms/form-result.ts";

import { asksOutcome } from "./outcomes.ts";
import { statusEmailsPerson } from "./promises.ts";
import type { InboxKind } from "./workflow.ts";

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

/**
 * Whether a bulk move of `kind`'s records to `status` emails their people:
 * a status that emails (statusEmailsPerson), but for one that needs an
 * outcome (a claim's or a complaint's Resolved), which a bulk change never
 * sets (it needs each record's own outcome, decision 0076).
 */
export const bulkStatusEmails = (kind: InboxKind, status: string): boolean =>
  status !== "" &&
  !asksOutcome(kind, status) &&
  statusEmailsPerson(kind, status);

/**
 * The server's question before a bulk change that emails people: how many
 * records the post selected and how many emails the change would send. The
 * change is made once a post confirms that number (`confirm`).
 */
export interface BulkConfirmation {
  selected: number;
  emails: number;
}

/** The list page's forms' answers: a bulk change's carries its outcome, or its question. */
export type InboxListResult = FormResult & {
  bulk?: BulkOutcome;
  confirm?: BulkConfirmation;
};
