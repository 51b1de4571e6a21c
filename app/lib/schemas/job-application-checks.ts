// What the job application's page checks in the browser, with the words of
// the page's own language (decision 0092): an English page carries no
// Spanish messages. job-application-rules.ts gives the server and the
// schema the same check with both languages' messages.

import { validationMessages } from "#app/content/validation.ts";

export { COVER_LETTER_MAX } from "./limits.ts";

export const resumeRequired = validationMessages.toasts.resumeRequired;

/**
 * The 'Resume Required' toast, when the resume is all that keeps the form
 * from being sent; other missing fields speak for themselves under the
 * fields. The errors are in English (the schema's); `pageMessages` words
 * the toast in the page's language.
 */
export function resumeRequiredToastIn(
  fieldErrors: Record<string, string>,
  pageMessages: typeof validationMessages,
): (typeof resumeRequired & { type: "error" }) | undefined {
  const names = Object.keys(fieldErrors);
  return names.length === 1 && fieldErrors.resume === resumeRequired.description
    ? { type: "error", ...pageMessages.toasts.resumeRequired }
    : undefined;
}
