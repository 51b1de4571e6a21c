// What the browser and the server both know of the verification form, apart
// from its schema (verification.ts), which pages fetch only when the form is
// used: its messages and toasts, its limits, and how its fields are read.

import { validationMessages as spanishMessages } from "#app/content/es/validation.ts";
import { validationMessages } from "#app/content/validation.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import type { FormShape } from "#app/lib/forms/form-values.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";

export { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN } from "./limits.ts";

const messages = validationMessages.verification;
const validationTwins = { en: validationMessages, es: spanishMessages };

/** Under every required field left empty; it makes the form's 'Required Fields Missing'. */
export const REQUIRED_MESSAGE = validationMessages.required;

/** The toasts of spec section 5 for a form that cannot be sent. */
export const verificationMessages = {
  requiredMissing: validationMessages.toasts.requiredMissing,
  ssnMismatch: validationMessages.toasts.ssnMismatch,
  positionRequired: validationMessages.toasts.positionRequired,
};

/**
 * Under Other's text when Other is ticked but left empty; also a 'Required
 * Fields Missing' when a position is ticked (with nothing ticked at all it is
 * the spec's 'Position Required').
 */
export const OTHER_POSITION_MESSAGE = messages.otherPosition;

/** Under a licence side with no file chosen; also a 'Required Fields Missing'. */
export const licenseRequiredMessages = {
  driversLicenseFront: messages.driversLicenseFront,
  driversLicenseBack: messages.driversLicenseBack,
};

/** Whether `message` is one of the form's messages, in either language. */
function isMessage(
  message: string,
  pick: (words: typeof validationMessages) => string,
): boolean {
  return Object.values(validationTwins).some(
    (words) => pick(words) === message,
  );
}

/**
 * Which of the spec's toasts a form that cannot be sent gets, checked in the
 * order the spec lists them: missing fields first, then the SSN mismatch,
 * then the position. A field that is filled in but malformed (an email
 * without a domain) only gets its message under the field. Other ticked with
 * its text left empty is a missing field when a position is ticked too; with
 * no position either, no position was given at all: 'Position Required'.
 * The errors are read in either language: the schema's are English, and a
 * Spanish page posted without JavaScript gets them back in Spanish.
 */
export function verificationProblem(
  errors: Readonly<Record<string, string>>,
): keyof typeof verificationMessages | undefined {
  const positionGiven = !errors.selectedPositions;
  const missing = Object.values(errors).some(
    (message) =>
      isMessage(message, (words) => words.required) ||
      isMessage(message, (words) => words.verification.driversLicenseFront) ||
      isMessage(message, (words) => words.verification.driversLicenseBack) ||
      (isMessage(message, (words) => words.verification.otherPosition) &&
        positionGiven),
  );
  if (missing) return "requiredMissing";
  if (
    errors.ssnConfirm !== undefined &&
    isMessage(
      errors.ssnConfirm,
      (words) => words.toasts.ssnMismatch.description,
    )
  )
    return "ssnMismatch";
  if (errors.selectedPositions) return "positionRequired";
  return undefined;
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

/** "123456789" or "123-45-6789" → "123-45-6789" (the mask the field shows). */
export function formatSsn(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 9);
  return [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)]
    .filter(Boolean)
    .join("-");
}

/** How the form's fields are read (browser and server): the checkbox list, and Other as true/false. */
export const verificationShape = {
  arrays: ["selectedPositions"],
  booleans: ["otherSelected"],
} as const satisfies FormShape;
