import type { ClaimStatusReport } from "#app/lib/schemas/claim-check.ts";
import type { Answers, Estimate } from "#app/lib/estimate/types.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";

/** Field name → message, shown under the field. */
export type FieldErrors = Record<string, string>;

/** What was typed, as the server read it: repeated names become lists. */
export type EchoedValues = Record<string, string | string[]>;

/**
 * What every form's server step answers (public forms and the portal alike),
 * to the page rendered without JavaScript and to the enhanced form: one shape,
 * so one hook and one outcome panel serve them all.
 */
export type FormResult = FormSuccess | FormFailure;

interface ResultBase {
  /** Which form answered, where a page holds several (e.g. /login's Sign In and Sign Up). */
  form?: string;
  toast?: ToastMessage;
  /** An authenticator enrolment under way: the key to add to an app (server/staff/enrolment.ts). */
  setUpKey?: EnrolmentSetUpKey;
}

/** The confirming form's hidden field that carries `EnrolmentSetUpKey.sealed` back. */
export const SET_UP_FIELD = "setUp";

/**
 * The set-up key of an authenticator enrolment as its page shows it: the key
 * to type, its QR code, and the same sealed (encrypted and bound to the
 * account) for the confirming form to post back, so a wrong code shows the
 * key again without the server decrypting the stored secret.
 */
export interface EnrolmentSetUpKey {
  key: string;
  qr: { size: number; path: string };
  sealed: string;
}

export interface FormSuccess extends ResultBase {
  ok: true;
  /** The reference shown to the person (VER-, APP-, CL). */
  reference?: string;
  /** The names of the files received with it, as shown back (shownFileName), in the order sent. */
  filesReceived?: string[];
  /** A second, cautionary toast (e.g. the notification email could not be sent yet). */
  warning?: ToastMessage;
  /** What "Check a claim" found: the claim's status and its dated history. */
  claimStatus?: ClaimStatusReport;
  /** Codes shown this once and never again (an authenticator enrolment's backup codes). */
  oneTimeCodes?: string[];
  /**
   * An online estimate's answers as checked, to show the form again with
   * them, and the estimate they give (none for business cover, priced by an
   * agent). Nothing of it is stored (server/forms/quote.ts).
   */
  quote?: { answers: Answers; plan?: string; estimate?: Estimate };
}

export interface FormFailure extends ResultBase {
  ok: false;
  fieldErrors: FieldErrors;
  /** What the person typed, so a page rendered without JavaScript keeps it. Never a secret (password, token, SSN). */
  values: EchoedValues;
  /** The password was right but the address is not confirmed yet: a new confirmation email can be offered. */
  unconfirmedEmail?: string;
  /** A one-time link's token can no longer be used: a new link can be offered. */
  invalidToken?: boolean;
  /**
   * A move to "Waiting on customer" was held back: the person answered at
   * this time (ISO, and in staff's words), after staff last wrote; posting
   * again with `confirm=answered` moves anyway (decision 0093).
   */
  answered?: { at: string; atIso: string };
}

/** Field name → first message, from a zod error's issues. */
export function fieldErrorsOf(
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "form");
    errors[name] ??= issue.message;
  }
  return errors;
}

/** A text value echoed by a failed answer, to refill its field. */
export function echoedText(
  result: FormResult | undefined,
  name: string,
): string | undefined {
  const value = result && !result.ok ? result.values[name] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** A list echoed by a failed answer (checkbox groups); empty when none. */
export function echoedList(
  result: FormResult | undefined,
  name: string,
): string[] {
  const value = result && !result.ok ? result.values[name] : undefined;
  return value === undefined ? [] : [value].flat();
}
