import { sql, type Kysely } from "kysely";

/**
 * Records found by the address they were sent with, whatever its case
 * (issue 22): a signed-in customer's dashboard lists the conversations on
 * the claims, verifications and job applications sent with the account's
 * confirmed address. People type addresses in any case and the records keep
 * them as typed; the account keeps its own in lower case. The lookups are
 * `lower(column) = ?` (server/conversations/customer.ts), which the plain
 * email indexes of 0001 cannot serve: these expression indexes do, on
 * SQLite and PostgreSQL alike.
 */
const indexes = {
  claims_claimant_email_lower_idx: ["claims", "claimant_email"],
  onboarding_responses_email_lower_idx: ["onboarding_responses", "email"],
  job_applications_email_lower_idx: ["job_applications", "email"],
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, [table, column]] of Object.entries(indexes))
    await db.schema
      .createIndex(name)
      .on(table)
      .expression(sql`lower(${sql.ref(column)})`)
      .execute();
}
