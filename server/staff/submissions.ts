import type { Kysely, Selectable } from "kysely";

import { claimForm, claimTypeLabel } from "#app/content/claims.ts";
import { contactForm } from "#app/content/contact.ts";
import { jobApplicationForm } from "#app/content/job-page.ts";
import {
  submissionFieldLabels as extraLabels,
  submissionPage,
} from "#app/content/staff.ts";
import { verificationForm } from "#app/content/verification.ts";
import type { Locale } from "#app/lib/locale.ts";
import { clockView, type ClockColumns } from "#app/lib/staff/clock-view.ts";
import { formatStaffDate, formatStaffDateTime } from "#app/lib/staff/dates.ts";
import { submissionPath } from "#app/lib/staff/inboxes.ts";
import type {
  NoteView,
  RevealedDetails,
  RevealReason,
  SensitiveField,
  StatusChangeView,
  SubmissionField,
  SubmissionView,
} from "#app/lib/staff/submission-view.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import { columnContext, decryptText } from "#server/crypto.ts";
import type { DB } from "#server/db/schema.ts";
import { quoteRecord } from "#app/content/quote-requests.ts";
import { quoteRequestFields } from "#server/quotes/quote-view.ts";
import type { Services } from "#server/services.ts";
import { auditActions, recordAudit, recordViewedAction } from "./audit.ts";
import { withPreview } from "./documents.ts";
import { reloadAfterOwnAction } from "./reload-after-action.ts";
import { storedKinds } from "#server/kinds/stored-kinds.ts";
import {
  notesOf,
  readClaimOutcome,
  statusHistory,
  type StaffActor,
} from "./workflow.ts";

type ViewServices = Pick<Services, "database" | "secrets">;

const field = (
  label: string,
  value: string | null | undefined,
  long = false,
): SubmissionField => ({
  label,
  value: value && value.trim() !== "" ? value : submissionPage.notGiven,
  ...(long ? { long } : {}),
});

/** A calendar day the person gave (a date of incident), read as "Nov 26, 2026". */
const dateField = (label: string, day: string | null | undefined) =>
  day && day.trim() !== ""
    ? { ...field(label, formatStaffDate(day)), date: day }
    : field(label, day);

export const maskSsn = (last4: string) => `•••-••-${last4}`;

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
  const db = services.database.db;
  // Kysely cannot resolve a column over a table left generic; the cast is
  // safe as the three tables share the id column.
  const byId = <
    T extends
      "contact_submissions" | "job_applications" | "claims" | "quote_requests",
  >(
    table: T,
  ) =>
    db
      .selectFrom(table as "claims")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst() as Promise<Selectable<DB[T]> | undefined>;
  // What every inbox's page shows beside its own fields and documents.
  const view = (
    row: { reference?: string | null; locale: Locale } & ClockColumns,
    page: Pick<
      SubmissionView,
      "title" | "fields" | "documents" | "maskedSsn" | "notice" | "outcome"
    >,
  ): SubmissionView => ({
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
  });
  switch (kind) {
    case "contact": {
      const row = await byId("contact_submissions");
      if (!row) return null;
      const name = `${row.first_name} ${row.last_name}`;
      return view(row, {
        title: name,
        fields: [
          field(extraLabels.name, name),
          field(contactForm.labels.email, row.email),
          field(extraLabels.phone, row.phone),
          field(extraLabels.interest, row.interest),
          field(contactForm.labels.message, row.message, true),
        ],
        documents: null,
      });
    }
    case "application": {
      const row = await byId("job_applications");
      if (!row) return null;
      const labels = jobApplicationForm.labels;
      return view(row, {
        title: row.full_name,
        fields: [
          field(extraLabels.role, row.role_title),
          field(labels.fullName, row.full_name),
          field(labels.email, row.email),
          field(labels.phone, row.phone),
          field(labels.address, row.address),
          field(labels.experience, row.experience),
          field(labels.coverLetter, row.cover_letter, true),
        ],
        documents: [
          {
            label: submissionPage.documentLabels.resume,
            href: `${submissionPath(kind, id)}/resume`,
            detail: row.resume_file_name,
          },
        ],
      });
    }
    case "verification": {
      const row = await db
        .selectFrom("onboarding_responses")
        .select([
          ...storedKinds.verification.exportColumns,
          "user_id",
          "ssn_last4",
          "locale",
          "due_at",
          "at_risk_at",
          "responded_at",
          "paused_at",
        ])
        .where("id", "=", id)
        .executeTakeFirst();
      if (!row) return null;
      const labels = verificationForm.labels;
      const positions = JSON.parse(row.selected_positions) as string[];
      return view(row, {
        title: `${row.first_name} ${row.last_name}`,
        fields: [
          field(labels.firstName, row.first_name),
          field(labels.lastName, row.last_name),
          field(labels.email, row.email),
          field(labels.phone, row.phone),
          field(extraLabels.phoneCarrier, row.phone_carrier),
          field(labels.streetAddress, row.street_address),
          field(labels.city, row.city),
          field(labels.state, row.state),
          field(labels.zipCode, row.zip_code),
          field(extraLabels.positions, positions.join(", ")),
          field(extraLabels.otherPosition, row.other_position),
          field(extraLabels.additionalInfo, row.additional_info, true),
          field(
            extraLabels.userAccount,
            row.user_id
              ? extraLabels.userAccountValue.signedIn
              : extraLabels.userAccountValue.public,
          ),
        ],
        documents: (["front", "back"] as const).map((side) => ({
          label: submissionPage.documentLabels[side],
          href: `${submissionPath(kind, id)}/documents/${side}`,
        })),
        maskedSsn: maskSsn(row.ssn_last4),
      });
    }
    case "claim": {
      const row = await byId("claims");
      if (!row) return null;
      const files = await db
        .selectFrom("claim_files")
        .select(["id", "file_name", "size_bytes", "content_type"])
        .where("claim_id", "=", id)
        .orderBy("created_at", "asc")
        .orderBy("id", "asc")
        .execute();
      const labels = claimForm.labels;
      return view(row, {
        title: row.claimant_name,
        fields: [
          field(labels.claimType, claimTypeLabel(row.claim_type)),
          field(labels.policyNumber, row.policy_number),
          dateField(labels.incidentDate, row.incident_date),
          field(labels.claimantName, row.claimant_name),
          field(labels.claimantEmail, row.claimant_email),
          field(extraLabels.phone, row.claimant_phone),
          field(labels.description, row.description, true),
        ],
        documents: files.map((file) =>
          withPreview(
            {
              label: file.file_name,
              href: `${submissionPath(kind, id)}/files/${encodeURIComponent(file.id)}`,
              detail: submissionPage.fileSize(Number(file.size_bytes)),
            },
            file.content_type,
          ),
        ),
        outcome: readClaimOutcome(row, services.secrets.dataEncryptionKeys),
      });
    }
    case "quote": {
      const row = await byId("quote_requests");
      if (!row) return null;
      const request = quoteRequestFields(
        row,
        services.secrets.dataEncryptionKeys,
      );
      return view(row, {
        title: row.full_name,
        fields: [
          ...request.fields.map(([label, value]) => field(label, value)),
          ...request.long.map(([label, value]) => field(label, value, true)),
        ],
        documents: null,
        ...(request.consent ? {} : { notice: quoteRecord.emailOnly }),
      });
    }
  }
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
