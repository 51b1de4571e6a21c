import { claimTypeLabel } from "#app/content/claims.ts";
import type { StoredKind } from "./stored-kind.ts";

/** How a claim is kept (app/lib/kinds/claim.ts says what it is). */
export const claim = {
  table: "claims",
  searchTable: "claims_search",
  person: { email: "claimant_email", name: "claimant_name" },
  list: {
    value: (column) => column("claim_type"),
    cells: (type) => ({ claimType: claimTypeLabel(type) }),
  },
  exportColumns: [
    "id",
    "reference",
    "created_at",
    "status",
    "claim_type",
    "policy_number",
    "incident_date",
    "claimant_name",
    "claimant_email",
    "claimant_phone",
    "description",
  ],
  // A claim file stays with its claim for as long (decision 0075): a claim
  // is deleted CLAIM_RETENTION_DAYS after it was resolved, with its files.
  retention: {
    plural: "claims",
    option: "claimDays",
    setting: "claimRetentionDays",
    from: "closed_at",
    documents: [],
    fileTable: "claim_files",
    form: "claim",
    receiptNames: "reference",
    bucket: "claims",
  },
} as const satisfies StoredKind<"claims">;
