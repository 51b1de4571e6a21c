// What the browser and the server both know of the verification form, apart
// from its schema (verification.ts), which pages fetch only when the form is
// used: its messages and toasts in both languages, its limits, and how its
// fields are read. The page itself checks with its own language's messages
// only (verification-checks.ts, decision 0092).

import { validationMessages as spanishMessages } from "#app/content/es/validation.ts";
import { validationMessages } from "#app/content/validation.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";

import {
  verificationProblemIn,
  type VerificationProblem,
} from "./verification-checks.ts";

export {
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  formatSsn,
  licenseRequiredMessages,
  verificationShape,
} from "./verification-checks.ts";

const messages = validationMessages.verification;
const validationTwins = { en: validationMessages, es: spanishMessages };

/** Under every required field left empty; it makes the form's 'Required Fields Missing'. */
export const REQUIRED_MESSAGE = validationMessages.required;

/** The toasts of spec section 5 for a form that cannot be sent. */
export const verificationMessages = {
  requiredMissing: validationMessages.toasts.requiredMissing,
  ssnMismatch: validationMessages.toasts.ssnMismatch,
  positionRequired: validationMessages.toasts.positionRequired,
} satisfies Record<VerificationProblem, unknown>;

/**
 * Under Other's text when Other is ticked but left empty; also a 'Required
 * Fields Missing' when a position is ticked (with nothing ticked at all it is
 * the spec's 'Position Required').
 */
export const OTHER_POSITION_MESSAGE = messages.otherPosition;

/**
 * Which of the spec's toasts a form that cannot be sent gets
 * (verificationProblemIn), its errors read in either language: the schema's
 * are English, and a Spanish page posted without JavaScript gets them back
 * in Spanish.
 */
export function verificationProblem(
  errors: Readonly<Record<string, string>>,
): VerificationProblem | undefined {
  return verificationProblemIn(errors, Object.values(validationTwins));
}

/**
 * The spec's toast for a form that cannot be sent (section 5), if one
 * applies, from its errors in English, in the page's language.
 */
export function verificationProblemToast(
  errors: Readonly<Record<string, string>>,
  locale: Locale = "en",
): ToastMessage | undefined {
  const problem = verificationProblem(errors);
  return (
    problem && {
      type: "error",
      ...inLocale(validationTwins, locale).toasts[problem],
    }
  );
}
