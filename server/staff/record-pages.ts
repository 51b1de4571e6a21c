import type { Kysely, Selectable } from "kysely";

import { claimForm, claimTypeLabel } from "#app/content/claims.ts";
import { complaintForm, complaintTopicLabel } from "#app/content/complaints.ts";
import { contactForm } from "#app/content/contact.ts";
import { jobApplicationForm } from "#app/content/job-page.ts";
import { quoteRecord } from "#app/content/quote-requests.ts";
import {
  submissionFieldLabels as extraLabels,
  submissionPage,
} from "#app/content/staff.ts";
import { verificationForm } from "#app/content/verification.ts";
import type { Locale } from "#app/lib/locale.ts";
import type { ClockColumns } from "#app/lib/staff/clock-view.ts";
import { formatStaffDate } from "#app/lib/staff/dates.ts";
import { submissionPath } from "#app/lib/staff/inboxes.ts";
import type {
  SubmissionField,
  SubmissionView,
} from "#app/lib/staff/submission-view.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";
import { storedKinds } from "#server/kinds/stored-kinds.ts";
import { quoteRequestFields } from "#server/quotes/quote-view.ts";
import type { Services } from "#server/services.ts";
import { withPreview } from "./documents.ts";
import { complaintRegisterView } from "./complaint-register.ts";
import { readClaimOutcome, readComplaintOutcome } from "./record-outcomes.ts";

type ViewServices = Pick<Services, "database" | "secrets">;

/** A record's row as every page reads it (reference, language, clock), and what its own page shows. */
export interface RecordPage {
  row: { reference?: string | null; locale: Locale } & ClockColumns;
  page: Pick<
    SubmissionView,
    | "title"
    | "fields"
    | "documents"
    | "maskedSsn"
    | "notice"
    | "outcome"
    | "register"
  >;
}

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

/** A row of `table` by id, every column. */
const rowOf = <T extends keyof DB>(db: Kysely<DB>, table: T, id: string) =>
  // Kysely cannot resolve a column over a table left generic; the cast is
  // safe as every inbox table has the id column.
  db
    .selectFrom(table as "claims")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst() as Promise<Selectable<DB[T]> | undefined>;

/**
 * Each kind's page of a record: its title, its fields with the form's own
 * labels, its documents; null when there is no such record. A kind without
 * one fails the build.
 */
export const recordPages: {
  [K in InboxKind]: (
    services: ViewServices,
    id: string,
  ) => Promise<RecordPage | null>;
} = {
  contact: async (services, id) => {
    const db = services.database.db;
    const row = await rowOf(db, "contact_submissions", id);
    if (!row) return null;
    const name = `${row.first_name} ${row.last_name}`;
    return {
      row,
      page: {
        title: name,
        fields: [
          field(extraLabels.name, name),
          field(contactForm.labels.email, row.email),
          field(extraLabels.phone, row.phone),
          field(extraLabels.interest, row.interest),
          field(contactForm.labels.message, row.message, true),
        ],
        documents: null,
      },
    };
  },
  application: async (services, id) => {
    const db = services.database.db;
    const row = await rowOf(db, "job_applications", id);
    if (!row) return null;
    const labels = jobApplicationForm.labels;
    return {
      row,
      page: {
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
            href: `${submissionPath("application", id)}/resume`,
            detail: row.resume_file_name,
          },
        ],
      },
    };
  },
  verification: async (services, id) => {
    const db = services.database.db;
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
    return {
      row,
      page: {
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
          href: `${submissionPath("verification", id)}/documents/${side}`,
        })),
        maskedSsn: maskSsn(row.ssn_last4),
      },
    };
  },
  claim: async (services, id) => {
    const db = services.database.db;
    const row = await rowOf(db, "claims", id);
    if (!row) return null;
    const files = await db
      .selectFrom("claim_files")
      .select(["id", "file_name", "size_bytes", "content_type"])
      .where("claim_id", "=", id)
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .execute();
    const labels = claimForm.labels;
    return {
      row,
      page: {
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
              href: `${submissionPath("claim", id)}/files/${encodeURIComponent(file.id)}`,
              detail: submissionPage.fileSize(Number(file.size_bytes)),
            },
            file.content_type,
          ),
        ),
        outcome: readClaimOutcome(row, services.secrets.dataEncryptionKeys),
      },
    };
  },
  quote: async (services, id) => {
    const db = services.database.db;
    const row = await rowOf(db, "quote_requests", id);
    if (!row) return null;
    const request = quoteRequestFields(
      row,
      services.secrets.dataEncryptionKeys,
    );
    return {
      row,
      page: {
        title: row.full_name,
        fields: [
          ...request.fields.map(([label, value]) => field(label, value)),
          ...request.long.map(([label, value]) => field(label, value, true)),
        ],
        documents: null,
        ...(request.consent ? {} : { notice: quoteRecord.emailOnly }),
      },
    };
  },
  complaint: async (services, id) => {
    const row = await rowOf(services.database.db, "complaints", id);
    if (!row) return null;
    const labels = complaintForm.labels;
    return {
      row,
      page: {
        title: row.full_name,
        fields: [
          field(labels.about, complaintTopicLabel(row.about)),
          field(labels.ourReference, row.our_reference),
          field(labels.fullName, row.full_name),
          field(labels.email, row.email),
          field(labels.phone, row.phone),
          field(labels.whatHappened, row.what_happened, true),
          field(labels.putRight, row.put_right, true),
        ],
        // What came with it is on its conversation, with the person's files.
        documents: null,
        outcome: readComplaintOutcome(row),
        register: await complaintRegisterView(services.database.db, row),
      },
    };
  },
};
