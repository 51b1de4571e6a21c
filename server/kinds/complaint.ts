import { complaintTopicLabel } from "#app/content/complaints.ts";
import type { StoredKind } from "./stored-kind.ts";

/** How a complaint is kept (app/lib/kinds/complaint.ts says what it is). */
export const complaint = {
  table: "complaints",
  searchTable: "complaints_search",
  person: { email: "email", name: "full_name" },
  list: {
    value: (column) => column("about"),
    cells: (about) => ({ about: complaintTopicLabel(about) }),
  },
  exportColumns: [
    "id",
    "reference",
    "created_at",
    "status",
    "about",
    "our_reference",
    "full_name",
    "email",
    "phone",
    "what_happened",
    "put_right",
    "outcome",
    "final_response_at",
    "regulator_forwarded",
    "regulator_name",
    "regulator_due_on",
    "line_of_business",
    "area",
  ],
  // The register is kept for five years after a complaint is closed
  // (decision 0097); its documents are its conversation's files.
  retention: {
    plural: "complaints",
    option: "complaintDays",
    setting: "complaintRetentionDays",
    from: "closed_at",
    documents: [],
    form: "complaint",
    receiptNames: "reference",
    bucket: "conversations",
  },
} as const satisfies StoredKind<"complaints">;
