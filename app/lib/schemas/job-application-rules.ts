// What the browser and the server both know of the job application, apart
// from its schema (job-application.ts), which pages fetch only when the form
// is used. The page itself checks with its own language's messages only
// (job-application-checks.ts, decision 0092).

import { validationMessages as spanishMessages } from "#app/content/es/validation.ts";
import { validationMessages } from "#app/content/validation.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";

import { resumeRequiredToastIn } from "./job-application-checks.ts";

export { COVER_LETTER_MAX, resumeRequired } from "./job-application-checks.ts";

/**
 * The 'Resume Required' toast, when the resume is all that keeps the form
 * from being sent; other missing fields speak for themselves under the fields.
 */
export function resumeRequiredToast(
  fieldErrors: Record<string, string>,
  locale: Locale = "en",
): ReturnType<typeof resumeRequiredToastIn> {
  return resumeRequiredToastIn(
    fieldErrors,
    inLocale({ en: validationMessages, es: spanishMessages }, locale),
  );
}
