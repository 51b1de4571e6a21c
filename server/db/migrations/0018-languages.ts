import type { Kysely } from "kysely";

/** The tables this migration found (a migration names its own: a kind added later brings its own column). */
const tables = [
  "contact_submissions",
  "job_applications",
  "onboarding_responses",
  "claims",
  "quote_requests",
  "saved_replies",
];

/**
 * The language a person used (issue 25): every inbox record keeps the
 * language of the page its form was sent from, so that later emails (a
 * status change, a staff message) and the conversation page follow it, and
 * staff see it. Saved replies have a language too, so a team can keep one
 * in each. Records sent before this migration were all sent from English
 * pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables)
    await db.schema
      .alterTable(table)
      .addColumn("locale", "text", (column) => column.notNull().defaultTo("en"))
      .execute();
}
