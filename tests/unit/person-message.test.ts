import { describe, expect, it } from "vitest";

import { MESSAGE_MAX_LENGTH } from "#app/lib/schemas/conversation-limits.ts";
import {
  messageRequiredMessage,
  tooManyDocumentsMessage,
  answerErrors,
  PersonMessageSchema,
} from "#app/lib/schemas/person-message.ts";

describe("the person's answer", () => {
  it("keeps line breaks as one character each, as the browser counts them", () => {
    // A form sends "\n" in a textarea as "\r\n".
    const lines = Array.from(
      { length: MESSAGE_MAX_LENGTH / 10 },
      () => "123456789",
    );
    const sent = lines.join("\r\n");
    expect(sent.length).toBeGreaterThan(MESSAGE_MAX_LENGTH);
    const parsed = PersonMessageSchema.safeParse({ message: sent });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.message).toBe(lines.join("\n"));
    expect(
      PersonMessageSchema.safeParse({
        message: "x".repeat(MESSAGE_MAX_LENGTH + 1),
      }).success,
    ).toBe(false);
  });

  it("carries at most five documents", () => {
    const input = PersonMessageSchema.parse({ message: "Here they are" });
    expect(answerErrors(input, 5)).toBeUndefined();
    expect(answerErrors(input, 6)).toEqual({
      otherDocuments: tooManyDocumentsMessage,
    });
  });

  it("needs a message or a document, and a message of only spaces is none", () => {
    const blank = PersonMessageSchema.parse({ message: " \r\n " });
    expect(answerErrors(blank, 0)).toEqual({
      message: messageRequiredMessage,
    });
    expect(answerErrors(blank, 1)).toBeUndefined();
    expect(answerErrors(PersonMessageSchema.parse({}), 0)).toBeDefined();
    expect(
      answerErrors(PersonMessageSchema.parse({ message: "Hi" }), 0),
    ).toBeUndefined();
  });
});
