import { describe, expect, it } from "vitest";

import { mentionsSsn } from "#app/lib/ssn-shape.ts";

describe("mentionsSsn: what a contact reply may not carry by email", () => {
  it("finds an SSN however it is spaced, wherever it stands", () => {
    for (const text of [
      "123-45-6789",
      "SSN 123 45 6789.",
      "(123456789)",
      "ends with 123-45 6789",
      "ZIP+4 48226-1234 errs on the side of refusing",
    ])
      expect(mentionsSsn(text), text).toBe(true);
  });

  it("leaves phone numbers, references, policy numbers and longer numbers alone", () => {
    for (const text of [
      "Call 313-555-0100 or (313) 555-0100",
      "3135550100",
      "Claim CL820001, policy HL-7654321",
      "Reference VER-123456",
      "1234567890123",
      "12-34-5678",
    ])
      expect(mentionsSsn(text), text).toBe(false);
  });
});
