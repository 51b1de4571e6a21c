import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";

/** The table behind each inbox. */
export const inboxTables = {
  contact: "contact_submissions",
  application: "job_applications",
  verification: "onboarding_responses",
  claim: "claims",
  quote: "quote_requests",
} as const satisfies Record<InboxKind, keyof DB>;
