import { sql, type Kysely } from "kysely";

import { booleanColumn } from "#server/db/migration-helpers.ts";

/**
 * A session that passed the second factor (decision 0046).
 *
 * - `session.twoFactorVerified`: true only for a session Better Auth made
 *   when its code (the authenticator app's, or a backup code) was right: the
 *   second step of a sign-in, or the code that confirms an enrolment
 *   (server/auth/auth.ts sets it). Every session already stored was made
 *   without one as far as this column knows, so it is false: the back office
 *   asks a member of staff to sign in again once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("session")
    .addColumn("twoFactorVerified", booleanColumn(db), (c) =>
      c.notNull().defaultTo(sql`false`),
    )
    .execute();
}
