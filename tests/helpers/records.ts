import type { Insertable, Kysely } from "kysely";

import {
  mintToken,
  TOKEN_LIFETIME_MS,
  type ConversationSubject,
} from "#server/conversations/tokens.ts";
import type {
  ClaimsTable,
  ContactSubmissionsTable,
  DB,
  JobApplicationsTable,
  OnboardingResponsesTable,
  QuoteRequestsTable,
} from "#server/db/schema.ts";

/**
 * Records made directly in the database, as their forms would store them
 * but without the forms' emails and files, for tests of what staff and the
 * person do with a record afterwards (workflow, conversations). `columns`
 * sets what the test is about (and any value it asserts on); the rest is a
 * plausible sample. Each resolves to the record as a conversation subject,
 * `{ kind, id }`.
 */

/** Numbers the references left to the sample, unique in a test file's database. */
let serial = 0;
const nextSerial = () => String(++serial).padStart(5, "0");

export async function insertClaim(
  db: Kysely<DB>,
  columns: Partial<Insertable<ClaimsTable>> = {},
): Promise<{ kind: "claim"; id: string }> {
  const id = columns.id ?? crypto.randomUUID();
  await db
    .insertInto("claims")
    .values({
      created_at: new Date().toISOString(),
      reference: `CL9${nextSerial()}`,
      claim_type: "auto",
      policy_number: "HL-7654321",
      incident_date: "2026-10-15",
      description: "Rear-ended at a light.",
      claimant_name: "Katherine Johnson",
      claimant_email: "katherine@example.com",
      claimant_phone: null,
      status: "submitted",
      ...columns,
      id,
    })
    .execute();
  return { kind: "claim", id };
}

export async function insertContact(
  db: Kysely<DB>,
  columns: Partial<Insertable<ContactSubmissionsTable>> = {},
): Promise<{ kind: "contact"; id: string }> {
  const id = columns.id ?? crypto.randomUUID();
  await db
    .insertInto("contact_submissions")
    .values({
      created_at: new Date().toISOString(),
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@example.com",
      phone: "3135550100",
      interest: "auto",
      message: "Do you cover classic cars?",
      ...columns,
      id,
    })
    .execute();
  return { kind: "contact", id };
}

/** A job application whose resume was never stored: its key leads nowhere. */
export async function insertApplication(
  db: Kysely<DB>,
  columns: Partial<Insertable<JobApplicationsTable>> = {},
): Promise<{ kind: "application"; id: string }> {
  const id = columns.id ?? crypto.randomUUID();
  await db
    .insertInto("job_applications")
    .values({
      created_at: new Date().toISOString(),
      reference: `APP-9${nextSerial()}`,
      full_name: "Mary Jackson",
      email: "mary@example.com",
      phone: "3135550100",
      address: "1 Main St",
      resume: "resumes/none",
      resume_file_name: "resume.pdf",
      cover_letter: null,
      experience: "5 years",
      role_id: 1,
      role_title: "Claims Adjuster",
      ...columns,
      id,
    })
    .execute();
  return { kind: "application", id };
}

/** A verification whose sealed values and documents are stand-ins: nothing here opens them. */
export async function insertVerification(
  db: Kysely<DB>,
  columns: Partial<Insertable<OnboardingResponsesTable>> = {},
): Promise<{ kind: "verification"; id: string }> {
  const id = columns.id ?? crypto.randomUUID();
  await db
    .insertInto("onboarding_responses")
    .values({
      created_at: new Date().toISOString(),
      reference: `EV9${nextSerial()}`,
      user_id: null,
      first_name: "Mary",
      last_name: "Jackson",
      email: "mary@example.com",
      phone: "313-555-0100",
      phone_carrier: null,
      street_address: "1 Main St",
      city: "Detroit",
      state: "MI",
      zip_code: "48201",
      bank_name_encrypted: "not read here",
      credit_score_encrypted: "not read here",
      drivers_license_front_url: "front",
      drivers_license_back_url: "back",
      ssn: "not read here",
      ssn_last4: "1234",
      selected_positions: "[]",
      other_position: null,
      additional_info: null,
      status: "new",
      ...columns,
      id,
    })
    .execute();
  return { kind: "verification", id };
}

/** A request for an agent, its estimate a stand-in. */
export async function insertQuoteRequest(
  db: Kysely<DB>,
  columns: Partial<Insertable<QuoteRequestsTable>> = {},
): Promise<{ kind: "quote"; id: string }> {
  const id = columns.id ?? crypto.randomUUID();
  await db
    .insertInto("quote_requests")
    .values({
      created_at: new Date().toISOString(),
      reference: `Q-9${nextSerial()}`,
      line: "auto",
      full_name: "Mary Jackson",
      email: "mary@example.com",
      phone: null,
      preferred_channel: "email",
      preferred_time: "morning",
      consent_to_call: false,
      consent_text: null,
      estimate: "{}",
      ...columns,
      id,
    })
    .execute();
  return { kind: "quote", id };
}

/** The id of the record a form stored under `reference`. */
export async function recordIdOf(
  db: Kysely<DB>,
  table: "claims" | "onboarding_responses" | "job_applications",
  reference: string,
): Promise<string> {
  const row = await db
    .selectFrom(table)
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A message link to the subject's conversation that ran out a minute ago. */
export const expiredLink = (db: Kysely<DB>, subject: ConversationSubject) =>
  mintToken(
    db,
    subject,
    "read",
    new Date(Date.now() - TOKEN_LIFETIME_MS.read - 60_000),
  );
