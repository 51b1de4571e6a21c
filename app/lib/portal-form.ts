import type { ToastMessage } from "#app/lib/toast-message.ts";

/** The portal's forms, named in each submission's `intent` field. */
export type PortalForm =
  | "sign-in"
  | "sign-up"
  | "resend-confirmation"
  | "forgot-password"
  | "reset-password";

/**
 * What a portal form's action answers when it does not redirect: to the page
 * rendered without JavaScript and to the enhanced form alike.
 */
export interface PortalFormResult {
  form: PortalForm;
  ok: boolean;
  /** Field name → message, shown under the field. */
  fieldErrors: Record<string, string>;
  /** What was typed, to refill the form; never a password. */
  values: Record<string, string>;
  toast?: ToastMessage;
  /** Set when the password was right but the address is not confirmed yet. */
  unconfirmedEmail?: string;
  /** Set when a password reset link can no longer be used. */
  invalidToken?: boolean;
}

/** The field the form names itself with. */
export const INTENT_FIELD = "intent";
