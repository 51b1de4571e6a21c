import { z } from "#app/lib/zod.ts";

import {
  defaultExperienceLevel,
  experienceLevels,
} from "#app/content/verification.ts";

export const COVER_LETTER_MAX = 2000;
const required = (label: string) =>
  z.string().check(z.trim(), z.minLength(1, `${label} is required`));

/** The job application's text fields (spec section 5); the resume is checked by fileRules.resume. */
export const JobApplicationSchema = z.object({
  fullName: required("Full name"),
  email: z.pipe(
    z.string().check(z.trim()),
    z.email("Please enter a valid email address"),
  ),
  phone: required("Phone number"),
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

export const resumeRequired = {
  title: "Resume Required",
  description: "Please upload your resume before submitting.",
} as const;

/**
 * The 'Resume Required' toast, when the resume is all that keeps the form
 * from being sent; other missing fields speak for themselves under the fields.
 */
export function resumeRequiredToast(
  fieldErrors: Record<string, string>,
): (typeof resumeRequired & { type: "error" }) | undefined {
  const names = Object.keys(fieldErrors);
  return names.length === 1 && fieldErrors.resume === resumeRequired.description
    ? { type: "error", ...resumeRequired }
    : undefined;
}
