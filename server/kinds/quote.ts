import { sql } from "kysely";

import { channelLabel, quoteRecord } from "#app/content/quote-requests.ts";
import { productLineTitleOf } from "./list-cells.ts";
import type { StoredKind } from "./stored-kind.ts";

/** How a request for an agent is kept (app/lib/kinds/quote.ts says what it is). */
export const quote = {
  table: "quote_requests",
  searchTable: "quote_requests_search",
  person: { email: "email", name: "full_name" },
  // The answers and the estimate as shown stay on the request's page: JSON
  // in a spreadsheet cell helps nobody.
  // The line, then the channel agreed to, or nothing when the person may
  // be emailed only (no consent to calls and texts).
  list: {
    value: (column) =>
      sql`${column("line")} || ' ' || (case when ${column("consent_to_call")} then ${column("preferred_channel")} else '' end)`,
    cells: (value) => {
      const [line = "", channel = ""] = value.split(" ");
      return {
        line: productLineTitleOf(line),
        contactBy: channel ? channelLabel(channel) : quoteRecord.emailOnly,
      };
    },
  },
  exportColumns: [
    "id",
    "reference",
    "created_at",
    "status",
    "line",
    "full_name",
    "email",
    "phone",
    "preferred_channel",
    "preferred_time",
    "consent_to_call",
  ],
  // A request's reference is its saved estimate's, shared by every request
  // about it: its receipt names the row id (server/quotes/quote-requests.ts).
  retention: {
    plural: "quoteRequests",
    option: "quoteRequestDays",
    setting: "quoteRequestRetentionDays",
    from: "created_at",
    documents: [],
    form: "quote-agent",
    receiptNames: "id",
    bucket: "conversations",
  },
} as const satisfies StoredKind<"quote_requests">;
