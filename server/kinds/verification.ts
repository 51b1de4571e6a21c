import type { StoredKind } from "./stored-kind.ts";

/** How a verification is kept (app/lib/kinds/verification.ts says what it is). */
export const verification = {
  table: "onboarding_responses",
  searchTable: "onboarding_responses_search",
  person: { email: "email", name: ["first_name", "last_name"] },
  // Never the SSN or its last four digits, the bank name or the credit score.
  list: {
    value: (column) => column("state"),
    cells: (state) => ({ state }),
  },
  exportColumns: [
    "id",
    "reference",
    "created_at",
    "status",
    "first_name",
    "last_name",
    "email",
    "phone",
    "phone_carrier",
    "street_address",
    "city",
    "state",
    "zip_code",
    "selected_positions",
    "other_position",
    "additional_info",
  ],
  retention: {
    plural: "verifications",
    option: "verificationDays",
    setting: "verificationRetentionDays",
    from: "created_at",
    documents: ["drivers_license_front_url", "drivers_license_back_url"],
    form: "verification",
    receiptNames: "reference",
    bucket: "home-verification-docs",
  },
} as const satisfies StoredKind<"onboarding_responses">;
