import { describe, expect, it } from "vitest";

import { auditActionLabels } from "#app/content/staff.ts";
import { auditActions } from "#server/staff/audit.ts";
import { describeDetails } from "#server/staff/audit-words.ts";

describe("the audit log in words: a preview", () => {
  it("names a preview apart from a download, by which kind of file", () => {
    expect(auditActionLabels[auditActions.documentPreviewed]).toBe(
      "Document previewed",
    );
    const none = new Map();
    expect(
      describeDetails(
        auditActions.documentPreviewed,
        { document: "claim_file", fileId: "f-1" },
        none,
      ),
    ).toBe("Viewed the claim file as a preview in the record's page.");
    expect(
      describeDetails(
        auditActions.documentPreviewed,
        { document: "message_file", fileId: "f-2" },
        none,
      ),
    ).toBe(
      "Viewed the file sent in the conversation as a preview in the record's page.",
    );
  });
});
