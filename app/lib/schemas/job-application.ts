import { z } from "#app/lib/zod.ts";

import {
  defaultExperienceLevel,
  experienceLevels,
} from "#app/content/job-page.ts";

import { validationMessages } from "#app/content/validation.ts";

import { COVER_LETTER_MAX } from "./job-application-rules.ts";
import { usPhoneNumber } from "./phone.ts";

const messages = validationMessages.application;

/** A trimmed text that may not be empty (its message given), then any further checks. */
const required = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, message), ...checks);

/** The job application's text fields (spec section 5); the resume is checked by fileRules.resume. */
export const JobApplicationSchema = z.object({
  fullName: required(messages.fullName),
  email: z.pipe(z.string().check(z.trim()), z.email(validationMessages.email)),
  phone: required(messages.phone, usPhoneNumber()),
  address: required(messages.address),
  experience: z._default(
    z.enum(experienceLevels, messages.experience),
    defaultExperienceLevel,
  ),
  // A form sends each line break as CRLF; the counter in the browser counts it as one character.
  coverLetter: z.pipe(
    z.optional(
      z.pipe(
        z.pipe(
          z.string(),
          z.transform((value: string) => value.replace(/\r\n?/g, "\n")),
        ),
        z
          .string()
          .check(z.trim(), z.maxLength(COVER_LETTER_MAX, messages.coverLetter)),
      ),
    ),
    z.transform((value: string | undefined) => value || undefined),
  ),
});

export type JobApplicationInput = z.infer<typeof JobApplicationSchema>;
