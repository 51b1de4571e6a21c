// What the browser and the server both know of the job application, apart
// from its schema (job-application.ts), which pages fetch only when the form
// is used.

import { validationMessages as spanishMessages } from "#app/content/es/validation.ts";
import { validationMessages } from "#app/content/validation.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";

export { COVER_LETTER_MAX } from "./limits.ts";

export const resumeRequired = validationMessages.toasts.resumeRequired;

/**
 * The 'Resume Required' toast, when the resume is all that keeps the form
 * from being sent; other missing fields speak for themselves under the fields.
 */
export function resumeRequiredToast(
  fieldErrors: Record<string, string>,
  locale: Locale = "en",
): (typeof resumeRequired & { type: "error" }) | undefined {
  const names = Object.keys(fieldErrors);
  return names.length === 1 && fieldErrors.resume === resumeRequired.description
    ? {
        type: "error",
        ...inLocale({ en: validationMessages, es: spanishMessages }, locale)
          .toasts.resumeRequired,
      }
    : undefined;
}
