import { z } from "#app/lib/zod.ts";

import {
  defaultExperienceLevel,
  experienceLevels,
} from "#app/content/job-page.ts";

import { COVER_LETTER_MAX } from "./job-application-rules.ts";
import { usPhoneNumber } from "./phone.ts";

const required = (label: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, `${label} is required`), ...checks);

/** The job application's text fields (spec section 5); the resume is checked by fileRules.resume. */
export const JobApplicationSchema = z.object({
  fullName: required("Full name"),
  email: z.pipe(
    z.string().check(z.trim()),
    z.email("Please enter a valid email address"),
  ),
  phone: required("Phone number", usPhoneNumber()),
  address: required("Address"),
  experience: z._default(
    z.enum(experienceLevels, "Please choose your experience"),
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
          .check(
            z.trim(),
            z.maxLength(
              COVER_LETTER_MAX,
              `Cover letter must be at most ${COVER_LETTER_MAX} characters`,
            ),
          ),
      ),
    ),
    z.transform((value: string | undefined) => value || undefined),
  ),
});

export type JobApplicationInput = z.infer<typeof JobApplicationSchema>;
