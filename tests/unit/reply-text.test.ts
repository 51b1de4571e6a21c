import { describe, expect, it } from "vitest";

import { replyText } from "#server/conversations/reply-text.ts";

const token = "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst";

describe("the words of an emailed reply", () => {
  it.each([
    [
      "a Gmail quote header wrapped before the address",
      `Thanks, that works.\n\nOn Mon, Nov 23, 2026 at 10:00 AM Harborline Insurance <\nreply+${token}@harborline.example> wrote:\n\n> Dear Katherine,\n`,
    ],
    [
      "a quote header over three lines, the quote not marked with >",
      `Thanks, that works.\n\nOn Mon, Nov 23, 2026 at 10:00 AM\nHarborline Insurance\n<no-reply@harborline.example> wrote:\nDear Katherine,\nThere is a new message.\n`,
    ],
    [
      "Outlook's From/Sent block without an address",
      `Thanks, that works.\n\nFrom: Harborline Insurance\nSent: Monday, November 23, 2026 10:00 AM\nTo: Katherine Johnson\nSubject: New message about CL810001\n\nDear Katherine,\n`,
    ],
    [
      "Outlook's rule and block with addresses",
      `Thanks, that works.\n\n________________________________\nFrom: Harborline Insurance <no-reply@harborline.example>\nSent: Monday, November 23, 2026 10:00 AM\nTo: Katherine Johnson <katherine@example.com>\n\nDear Katherine,\n`,
    ],
    [
      "an Original Message rule",
      `Thanks, that works.\n\n-----Original Message-----\nFrom: Harborline\nDear Katherine\n`,
    ],
    [
      "Sent from my iPhone and a quote",
      `Thanks, that works.\n\nSent from my iPhone\n\n> On Nov 23, 2026, at 10:00, Harborline <no-reply@h.example> wrote:\n> Dear Katherine\n`,
    ],
    [
      "a signature after the usual separator",
      "Thanks, that works.\n-- \nKatherine Johnson\n555-0100\n",
    ],
    [
      "Windows line endings",
      "Thanks, that works.\r\n\r\nBest regards,\r\nK\r\n",
    ],
  ])("drops %s", (_name, text) => {
    expect(replyText(text)).toBe("Thanks, that works.");
  });

  it("keeps a reply that quotes nothing as it was written, trimmed", () => {
    const text = "  Line one.\n\nLine two, with > inside.\nOn Monday I can.\n";
    expect(replyText(text)).toBe(
      "Line one.\n\nLine two, with > inside.\nOn Monday I can.",
    );
  });

  it("blanks our tokens and inline images should they survive in the words", () => {
    expect(
      replyText(
        `Write to reply+${token}@harborline.example or open https://www.example.com/messages/${token} [cid:logo@sig]`,
      ),
    ).toBe(
      "Write to reply+…@harborline.example or open https://www.example.com/messages/…",
    );
  });
});
