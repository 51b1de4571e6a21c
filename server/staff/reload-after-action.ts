import type { Kysely } from "kysely";

import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";
import { auditActions, recordViewedAction, type AuditAction } from "./audit.ts";
import type { StaffActor } from "./workflow.ts";

/**
 * What a record's page itself changes, each audited on the record: the
 * status, a note, the assignee, a message, a revealed value.
 */
const pageWrites: ReadonlySet<string> = new Set<AuditAction>([
  auditActions.statusChanged,
  auditActions.noteAdded,
  auditActions.assigneeChanged,
  auditActions.messageSent,
  auditActions.ssnRevealed,
]);

/**
 * How soon after a change the page's data is read again because of it:
 * without JavaScript in the same request as the post, with it in the
 * request React Router sends as soon as the post is answered. A later
 * reading is a new opening (an extra view row, never a missing one).
 */
export const RELOAD_WINDOW_MS = 10_000;

/** How far back through the staff member's own audit rows the opening is looked for. */
const ROWS_READ = 50;

/**
 * Whether reading a record's page now is the reload its own post caused,
 * not a new opening: the staff member's newest audit row is one of the
 * page's changes to this record, made moments ago, and every row of theirs
 * since their last opening of the record is about this record. Their own
 * audit rows are the evidence, so it holds without JavaScript (the post
 * answers with the page) and with it (the page's data is read again after
 * the post), and cannot be claimed without a change in the log. A change
 * made from a list (bulk, "Assign to me") to a record not opened since,
 * or work on another record meanwhile, makes the next reading an opening.
 */
export async function reloadAfterOwnAction(
  db: Kysely<DB>,
  subject: { kind: InboxKind; id: string },
  actor: StaffActor,
): Promise<boolean> {
  const rows = await db
    .selectFrom("audit_log")
    .select(["action", "subject_type", "subject_id", "created_at"])
    .where("actor", "=", actor.id)
    .orderBy("created_at", "desc")
    .limit(ROWS_READ)
    .execute();
  const about = (row: (typeof rows)[number]) =>
    row.subject_type === subject.kind && row.subject_id === subject.id;
  const [newest] = rows;
  const since = new Date(Date.now() - RELOAD_WINDOW_MS).toISOString();
  if (
    !newest ||
    !about(newest) ||
    !pageWrites.has(newest.action) ||
    newest.created_at < since
  )
    return false;
  for (const row of rows) {
    if (!about(row)) return false;
    if (row.action === recordViewedAction[subject.kind]) return true;
  }
  return false;
}
