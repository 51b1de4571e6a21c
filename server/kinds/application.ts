import type { StoredKind } from "./stored-kind.ts";

/** How a job application is kept (app/lib/kinds/application.ts says what it is). */
export const application = {
  table: "job_applications",
  searchTable: "job_applications_search",
  person: { email: "email", name: "full_name" },
  list: {
    value: (column) => column("role_title"),
    cells: (role) => ({ role }),
  },
  exportColumns: [
    "id",
    "reference",
    "created_at",
    "status",
    "role_id",
    "role_title",
    "full_name",
    "email",
    "phone",
    "address",
    "experience",
    "cover_letter",
  ],
  retention: {
    plural: "applications",
    option: "applicationDays",
    setting: "applicationRetentionDays",
    from: "created_at",
    documents: ["resume"],
    form: "job-application",
    receiptNames: "reference",
    bucket: "resumes",
  },
} as const satisfies StoredKind<"job_applications">;
