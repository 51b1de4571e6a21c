import { z } from "#app/lib/zod.ts";

import { validationMessages } from "#app/content/validation.ts";
import { referencePattern, type ReferencePrefix } from "#app/lib/references.ts";

import { usPhoneNumber } from "./phone.ts";

const messages = validationMessages.complaint;

/** What a complaint may be about, as the form offers it (app/content/complaints.ts words them). */
export const complaintTopics = [
  "claim",
  "policy",
  "quote",
  "payment",
  "website",
  "treatment",
  "other",
] as const;
export type ComplaintTopic = (typeof complaintTopics)[number];

/** The references of ours a complaint may name: a claim, an estimate, a message, an application, a verification. */
export const complainedReferencePrefixes = [
  "CL",
  "Q-",
  "CT-",
  "APP-",
  "VER-",
] as const satisfies readonly ReferencePrefix[];

/** A reference as people type it: capitals, no spaces. */
export const normalizeReference = (value: string) =>
  value.replace(/\s+/g, "").toUpperCase();

/** Whether `value` (normalised) is one of our references of those kinds. */
export const isComplainedReference = (value: string) =>
  complainedReferencePrefixes.some((prefix) =>
    referencePattern(prefix).test(value),
  );

/** A trimmed text that may not be empty (its message given), then any further checks. */
const required = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, message), ...checks);

/**
 * The complaint form (issue 33; decision 0097). Documents are checked by
 * fileRules.complaintDocuments. A reference, when given, must be one of
 * ours in shape; whether it names a record is for staff to see (the form
 * never says, so it cannot be used to find out which references exist).
 */
export const ComplaintSchema = z.object({
  fullName: required(messages.fullName, z.maxLength(200, messages.fullName)),
  email: z.pipe(z.string().check(z.trim()), z.email(validationMessages.email)),
  // Optional, but when given it must be a number we can call.
  phone: z.pipe(
    z.optional(z.string().check(z.trim(), usPhoneNumber())),
    z.transform((value: string | undefined) => value || undefined),
  ),
  about: z.enum(complaintTopics, messages.about),
  ourReference: z.pipe(
    z.optional(
      z.string().check(
        z.maxLength(40, messages.ourReference),
        z.refine(
          (value) =>
            normalizeReference(value) === "" ||
            isComplainedReference(normalizeReference(value)),
          messages.ourReference,
        ),
      ),
    ),
    z.transform((value: string | undefined) =>
      value ? normalizeReference(value) || undefined : undefined,
    ),
  ),
  whatHappened: required(
    messages.whatHappened,
    z.maxLength(5000, messages.whatHappenedLength),
  ),
  putRight: required(
    messages.putRight,
    z.maxLength(2000, messages.putRightLength),
  ),
});

export type ComplaintInput = z.infer<typeof ComplaintSchema>;
