import { describe, expect, it } from "vitest";

import * as validationEs from "#app/content/es/validation.ts";
import * as validationEn from "#app/content/validation.ts";
import {
  localizeErrors,
  messageTable,
} from "#app/lib/forms/localize-messages.ts";
import { fieldErrorsOf } from "#app/lib/forms/form-result.ts";
import { formValues } from "#app/lib/forms/form-values.ts";
import { spanishMessages } from "#app/lib/forms/spanish-messages.ts";
import { ClaimSchema } from "#app/lib/schemas/claim.ts";
import { ClaimStatusSchema } from "#app/lib/schemas/claim-status.ts";
import { ContactSchema } from "#app/lib/schemas/contact.ts";
import { fileRules, checkFile } from "#app/lib/schemas/file-rules.ts";
import { JobApplicationSchema } from "#app/lib/schemas/job-application.ts";
import {
  answerErrors,
  PersonMessageSchema,
} from "#app/lib/schemas/person-message.ts";
import { VerificationSchema } from "#app/lib/schemas/verification.ts";
import { verificationShape } from "#app/lib/schemas/verification-rules.ts";
import type { z } from "#app/lib/zod.ts";

/**
 * Inputs that break every rule a field has: empty, malformed, too long, out
 * of range. Every field is posted, as the page's form posts it: a field
 * missing from the post gets zod's own message, which only a forged post
 * meets.
 */
const malformed: Record<string, string> = {
  fullName: "A",
  email: "not-an-email",
  message: "short",
  phone: "555",
  claimType: "boat",
  policyNumber: "12",
  incidentDate: "2999-01-01",
  description: "x".repeat(5001),
  claimantName: "",
  claimantEmail: "x@",
  claimantPhone: "123",
  reference: "CL12",
  address: "",
  experience: "forever",
  coverLetter: "x".repeat(2001),
  state: "ZZ",
  zipCode: "1",
  creditScore: "abc",
  ssn: "12",
  ssnConfirm: "13",
  additionalInfo: "x".repeat(5001),
  firstName: "",
  lastName: "",
  streetAddress: "",
  city: "",
  bankName: "",
};
const badInputs: ReadonlyArray<Record<string, string>> = [
  Object.fromEntries(Object.keys(malformed).map((name) => [name, ""])),
  malformed,
  {
    ...malformed,
    creditScore: "12.5",
    policyNumber: "x".repeat(21),
    reference: "x".repeat(21),
  },
  { ...malformed, creditScore: "200", incidentDate: "soon" },
  { ...malformed, creditScore: "900", message: "x".repeat(5001) },
];

const schemas: Record<string, z.ZodMiniType> = {
  contact: ContactSchema,
  claim: ClaimSchema,
  claimCheck: ClaimStatusSchema,
  application: JobApplicationSchema,
  verification: VerificationSchema,
  conversation: PersonMessageSchema,
};

describe("a form's messages in the page's language (decision 0087)", () => {
  it("pairs each English string with the twin's string at the same place", () => {
    const table = messageTable([
      [
        { a: "Hello", b: { c: "Bye" }, n: 3 },
        { a: "Hola", b: { c: "Adiós" }, n: 3 },
      ],
    ]);
    expect([...table]).toEqual([
      ["Hello", "Hola"],
      ["Bye", "Adiós"],
    ]);
    expect(localizeErrors({ name: "Hello", other: "Unknown" }, table)).toEqual({
      name: "Hola",
      other: "Unknown",
    });
    expect(localizeErrors({ name: "Hello" }, undefined)).toEqual({
      name: "Hello",
    });
  });

  for (const [name, schema] of Object.entries(schemas))
    it(`has Spanish for every message the ${name} schema gives`, () => {
      const messages = new Set<string>();
      for (const input of badInputs) {
        const parsed = schema.safeParse(
          formValues(
            Object.entries(input).flatMap(([key, value]) =>
              [value].flat().map((item): [string, string] => [key, item]),
            ),
            name === "verification" ? verificationShape : undefined,
          ),
        );
        if (!parsed.success)
          for (const message of Object.values(
            fieldErrorsOf(parsed.error.issues),
          ))
            messages.add(message);
      }
      expect(messages.size).toBeGreaterThan(0);
      const missing = [...messages].filter(
        (message) => !spanishMessages.has(message),
      );
      expect(missing).toEqual([]);
    });

  it("has Spanish for the file checks and the conversation's own checks", () => {
    for (const rule of Object.values(fileRules)) {
      for (const file of [
        { name: "virus.exe", size: 1 },
        { name: "huge.pdf", size: rule.maxMegabytes * 1024 * 1024 + 1 },
      ])
        expect(spanishMessages.has(checkFile(file, rule)!)).toBe(true);
    }
    for (const message of Object.values({
      ...answerErrors({ message: "" }, 0),
      ...answerErrors({ message: "" }, 99),
    }))
      expect(spanishMessages.has(message)).toBe(true);
  });

  it("gives one English text one translation, whichever twin pairs it", () => {
    const seen = new Map<string, string>();
    const conflicts: string[] = [];
    const walk = (english: unknown, spanish: unknown) => {
      if (typeof english === "string" && typeof spanish === "string") {
        const earlier = seen.get(english);
        if (earlier !== undefined && earlier !== spanish)
          conflicts.push(english);
        seen.set(english, spanish);
      } else if (english && typeof english === "object")
        for (const [key, value] of Object.entries(english))
          walk(value, (spanish as Record<string, unknown>)[key]);
    };
    walk(validationEn.validationMessages, validationEs.validationMessages);
    expect(conflicts).toEqual([]);
    for (const [english, spanish] of seen)
      expect(spanishMessages.get(english)).toBe(spanish);
  });
});
