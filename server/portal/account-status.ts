/**
 * What the dashboard's Account Status row says of this account (spec
 * section 2's three cards, made true by issue 35): whether a verification
 * was received from it, when, and where it stands.
 */
import { sql, type Kysely } from "kysely";

import { dated, type Dated } from "#app/lib/portal/activity.ts";
import type { WorkflowStatus } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";

export interface VerificationStanding {
  reference: string;
  sent: Dated;
  status: WorkflowStatus;
}

/**
 * The account's newest verification: sent from its secure area (its
 * `user_id`), or from the public form with its confirmed address; null
 * when there is none.
 */
export async function latestVerification(
  db: Kysely<DB>,
  userId: string,
  confirmedEmail: string | undefined,
): Promise<VerificationStanding | null> {
  const row = await db
    .selectFrom("onboarding_responses")
    .select(["reference", "created_at", "status"])
    .where((eb) =>
      confirmedEmail === undefined
        ? eb("user_id", "=", userId)
        : eb.or([
            eb("user_id", "=", userId),
            eb(sql`lower(email)`, "=", confirmedEmail),
          ]),
    )
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        reference: row.reference,
        sent: dated(row.created_at),
        status: row.status as WorkflowStatus,
      }
    : null;
}
