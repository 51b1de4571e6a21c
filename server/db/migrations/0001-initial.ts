import { sql, type Kysely } from "kysely";

import {
  createIndexes,
  idColumn,
  timestampColumn,
} from "#server/db/migration-helpers.ts";

/**
 * The tables of spec section 3 plus claims, their files, the email outbox and
 * the audit log. Indexes follow how rows are read: newest first, by email, by
 * the reference a person quotes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("contact_submissions")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestampColumn(db), (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("interest", "text", (c) => c.notNull().defaultTo("general"))
    .addColumn("message", "text", (c) => c.notNull())
    .execute();
  await createIndexes(db, "contact_submissions", {
    contact_submissions_created_at_idx: ["created_at"],
    contact_submissions_email_idx: ["email"],
  });

  await db.schema
    .createTable("onboarding_responses")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestampColumn(db), (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "text")
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("phone_carrier", "text")
    .addColumn("street_address", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("bank_name", "text", (c) => c.notNull())
    .addColumn("credit_score", "integer", (c) =>
      c.notNull().check(sql`credit_score between 300 and 850`),
    )
    .addColumn("drivers_license_front_url", "text", (c) => c.notNull())
    .addColumn("drivers_license_back_url", "text", (c) => c.notNull())
    .addColumn("ssn", "text", (c) => c.notNull())
    .addColumn("ssn_last4", "text", (c) => c.notNull())
    .addColumn("selected_positions", "text", (c) => c.notNull())
    .addColumn("other_position", "text")
    .addColumn("additional_info", "text")
    .execute();
  await createIndexes(db, "onboarding_responses", {
    onboarding_responses_created_at_idx: ["created_at"],
    onboarding_responses_email_idx: ["email"],
    onboarding_responses_user_id_idx: ["user_id"],
  });

  await db.schema
    .createTable("job_applications")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestampColumn(db), (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("full_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("resume", "text", (c) => c.notNull())
    .addColumn("resume_file_name", "text", (c) => c.notNull())
    .addColumn("cover_letter", "text")
    .addColumn("experience", "text", (c) => c.notNull())
    .addColumn("role_id", "integer", (c) => c.notNull())
    .addColumn("role_title", "text", (c) => c.notNull())
    .execute();
  await createIndexes(db, "job_applications", {
    job_applications_created_at_idx: ["created_at"],
    job_applications_email_idx: ["email"],
    job_applications_role_id_idx: ["role_id"],
  });

  await db.schema
    .createTable("claims")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestampColumn(db), (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("claim_type", "text", (c) => c.notNull())
    .addColumn("policy_number", "text", (c) => c.notNull())
    .addColumn("incident_date", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("claimant_name", "text", (c) => c.notNull())
    .addColumn("claimant_email", "text", (c) => c.notNull())
    .addColumn("claimant_phone", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("submitted"))
    .execute();
  await createIndexes(db, "claims", {
    claims_created_at_idx: ["created_at"],
    claims_claimant_email_idx: ["claimant_email"],
    claims_policy_number_idx: ["policy_number"],
  });

  await db.schema
    .createTable("claim_files")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestampColumn(db), (c) => c.notNull())
    .addColumn("claim_id", idColumn, (c) =>
      c.notNull().references("claims.id").onDelete("cascade"),
    )
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .execute();
  await createIndexes(db, "claim_files", {
    claim_files_claim_id_idx: ["claim_id"],
  });

  await db.schema
    .createTable("outbox")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestampColumn(db), (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", timestampColumn(db), (c) => c.notNull())
    .addColumn("locked_until", timestampColumn(db))
    .addColumn("last_error", "text")
    .addColumn("sent_at", timestampColumn(db))
    .execute();
  await createIndexes(db, "outbox", {
    outbox_due_idx: ["status", "next_attempt_at"],
  });

  await db.schema
    .createTable("audit_log")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestampColumn(db), (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", "text")
    .addColumn("details", "text")
    .execute();
  await createIndexes(db, "audit_log", {
    audit_log_created_at_idx: ["created_at"],
    audit_log_subject_idx: ["subject_type", "subject_id"],
  });
}
