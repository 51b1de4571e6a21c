// What the verification form's page checks in the browser, with the words
// of the page's own language: the shape of its fields, the SSN's mask, and
// which of the spec's toasts a form that cannot be sent gets. The page hands
// in its language's messages (decision 0092), so an English page carries no
// Spanish ones; verification-rules.ts gives the server and the schema the
// same checks with both languages' messages.

import { validationMessages } from "#app/content/validation.ts";
import type { FormShape } from "#app/lib/forms/form-values.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";

export { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN } from "./limits.ts";

/** The forms' messages in one language (app/content/validation.ts or its Spanish twin). */
export type ValidationMessages = typeof validationMessages;

/** The spec's toasts for a form that cannot be sent (section 5), by name. */
export type VerificationProblem = keyof ValidationMessages["toasts"] &
  ("requiredMissing" | "ssnMismatch" | "positionRequired");

/** Under a licence side with no file chosen; also a 'Required Fields Missing'. */
export const licenseRequiredMessages = {
  driversLicenseFront: validationMessages.verification.driversLicenseFront,
  driversLicenseBack: validationMessages.verification.driversLicenseBack,
};

/**
 * Which of the spec's toasts a form that cannot be sent gets, checked in the
 * order the spec lists them: missing fields first, then the SSN mismatch,
 * then the position. A field that is filled in but malformed (an email
 * without a domain) only gets its message under the field. Other ticked with
 * its text left empty is a missing field when a position is ticked too; with
 * no position either, no position was given at all: 'Position Required'.
 * The errors are read in any of `languages` (each a set of the forms'
 * messages).
 */
export function verificationProblemIn(
  errors: Readonly<Record<string, string>>,
  languages: readonly ValidationMessages[],
): VerificationProblem | undefined {
  const isMessage = (
    message: string,
    pick: (words: ValidationMessages) => string,
  ) => languages.some((words) => pick(words) === message);
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
 * The page's toast for a form that cannot be sent, if one applies: its
 * errors are the schema's (English) or, on a page posted without
 * JavaScript, the page's own language, `pageMessages`, which words the toast.
 */
export function verificationProblemToastIn(
  errors: Readonly<Record<string, string>>,
  pageMessages: ValidationMessages,
): ToastMessage | undefined {
  const problem = verificationProblemIn(errors, [
    validationMessages,
    pageMessages,
  ]);
  return problem && { type: "error", ...pageMessages.toasts[problem] };
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
