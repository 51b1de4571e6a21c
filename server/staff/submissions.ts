import type { Kysely } from "kysely";

import { clockView } from "#app/lib/staff/clock-view.ts";
import { formatStaffDateTime } from "#app/lib/staff/dates.ts";
import type {
  NoteView,
  RevealedDetails,
  RevealReason,
  SensitiveField,
  StatusChangeView,
  SubmissionView,
} from "#app/lib/staff/submission-view.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import { columnContext, decryptText } from "#server/crypto.ts";
import type { DB } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";
import { auditActions, recordAudit, recordViewedAction } from "./audit.ts";
import { recordPages } from "./record-pages.ts";
import { reloadAfterOwnAction } from "./reload-after-action.ts";
import { notesOf, statusHistory, type StaffActor } from "./workflow.ts";

type ViewServices = Pick<Services, "database" | "secrets">;

/**
 * A submission's page data, or null when there is none with that id. Every
 * opening, of any inbox's record, is audited (recordViewedAction: who,
 * which record, when, the client's hashed network) before its data is
 * returned, so a failed audit write means the page is not shown. The page
 * read again because of the staff member's own change on it is not a new
 * opening: the change's own row says they were there (reloadAfterOwnAction).
 */
export async function loadSubmission(
  services: ViewServices,
  kind: InboxKind,
  id: string,
  actor: StaffActor,
): Promise<SubmissionView | null> {
  const view = await readSubmission(services, kind, id);
  if (!view) return null;
  const db = services.database.db;
  if (!(await reloadAfterOwnAction(db, { kind, id }, actor)))
    await recordAudit(db, services.secrets.authSecret, {
      actor: actor.id,
      action: recordViewedAction[kind],
      subjectType: kind,
      subjectId: id,
      clientIp: actor.clientIp,
    });
  return view;
}

/** A submission as its page shows it, unaudited: loadSubmission is the way in. */
async function readSubmission(
  services: ViewServices,
  kind: InboxKind,
  id: string,
): Promise<SubmissionView | null> {
  const found = await recordPages[kind](services, id);
  if (!found) return null;
  const { row, page } = found;
  // What every inbox's page shows beside its own fields and documents.
  return {
    kind,
    id,
    reference: row.reference ?? null,
    locale: row.locale,
    status: row.status,
    receivedAt: formatStaffDateTime(row.created_at),
    receivedAtIso: row.created_at,
    clock: clockView(kind, row, Date.now()),
    dueAt:
      row.due_at === null || row.responded_at !== null || row.paused_at !== null
        ? null
        : { text: formatStaffDateTime(row.due_at), iso: row.due_at },
    ...page,
  };
}

/** Where each sensitive value is sealed on the verification's row. */
const sealedColumn = {
  ssn: "ssn",
  bankName: "bank_name_encrypted",
  creditScore: "credit_score_encrypted",
} as const satisfies Record<SensitiveField, string>;

/**
 * One of a verification's sensitive values (its SSN, bank name or credit
 * score), decrypted, or null when there is no such verification. Audited
 * (ssnRevealed: who, which record, which value and why, when, the client's
 * hashed network) before anything is decrypted for the page; the value
 * itself is never logged or stored anywhere else (decision 0077).
 */
export async function revealVerification(
  services: ViewServices,
  input: {
    id: string;
    field: SensitiveField;
    reason: RevealReason;
    /** The reason in the staff member's words, when it is "other". */
    otherReason?: string;
  },
  actor: StaffActor,
): Promise<RevealedDetails | null> {
  const db = services.database.db;
  const { id, field } = input;
  const column = sealedColumn[field];
  const row = await db
    .selectFrom("onboarding_responses")
    .select(column)
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  await recordAudit(db, services.secrets.authSecret, {
    actor: actor.id,
    action: auditActions.ssnRevealed,
    subjectType: "verification",
    subjectId: id,
    details: {
      field,
      reason: input.reason,
      ...(input.reason === "other" && input.otherReason
        ? { otherReason: input.otherReason }
        : {}),
    },
    clientIp: actor.clientIp,
  });
  const sealed = (row as Record<string, string>)[column]!;
  return {
    field,
    value: decryptText(
      sealed,
      services.secrets.dataEncryptionKeys,
      columnContext("onboarding_responses", column, id),
    ),
  };
}

/** A submission's status history (oldest first) and notes (newest first). */
export async function submissionActivity(
  db: Kysely<DB>,
  kind: InboxKind,
  id: string,
): Promise<{ history: StatusChangeView[]; notes: NoteView[] }> {
  const [history, notes] = await Promise.all([
    statusHistory(db, kind, id),
    notesOf(db, kind, id),
  ]);
  const when = (iso: string) => ({
    at: formatStaffDateTime(iso),
    atIso: iso,
  });
  return {
    history: history.map((change) => ({ ...change, ...when(change.at) })),
    notes: notes.map((note) => ({ ...note, ...when(note.at) })),
  };
}
