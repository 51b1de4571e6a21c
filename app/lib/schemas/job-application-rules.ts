// What the browser and the server both know of the job application, apart
// from its schema (job-application.ts), which pages fetch only when the form
// is used.

import { validationMessages } from "#app/content/validation.ts";

export { COVER_LETTER_MAX } from "./limits.ts";

export const resumeRequired = {
  title: "Resume Required",
  description: validationMessages.application.resume,
};

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
