import { preview } from "./list-cells.ts";
import type { StoredKind } from "./stored-kind.ts";

/** How a contact message is kept (app/lib/kinds/contact.ts says what it is). */
export const contact = {
  table: "contact_submissions",
  searchTable: "contact_submissions_search",
  person: { email: "email", name: ["first_name", "last_name"] },
  // The message's first words.
  list: {
    value: (column) => column("message"),
    cells: (message) => ({ message: preview(message) }),
  },
  exportColumns: [
    "id",
    "created_at",
    "status",
    "first_name",
    "last_name",
    "email",
    "phone",
    "interest",
    "message",
  ],
  // Kept while open; its receipt names its CT- reference (decision 0065).
  retention: {
    plural: "contacts",
    option: "contactDays",
    setting: "contactRetentionDays",
    from: "closed_at",
    documents: [],
    form: "contact",
    receiptNames: "reference",
    bucket: "conversations",
  },
} as const satisfies StoredKind<"contact_submissions">;
