// What the browser and the server both know of the portal's forms, apart
// from their schemas (portal.ts), which pages fetch only when a form is used.

import {
  portalFieldMessages as fields,
  portalMessages as messages,
  portalToasts as toasts,
} from "#app/content/portal.ts";
import type { FormName } from "#app/lib/forms/form-schemas.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";

const requiredMessages = new Set<string>([
  fields.fullNameRequired,
  fields.emailRequired,
  fields.passwordRequired,
  fields.confirmPasswordRequired,
]);

/**
 * The toast for a form that cannot be sent yet, in the spec's order: missing
 * fields first, then the two passwords, then the password's length.
 */
export function problemToast(
  errors: Record<string, string>,
  failed: (message: string) => ToastMessage,
): ToastMessage | undefined {
  const found = Object.values(errors);
  if (found.length === 0) return undefined;
  if (found.some((message) => requiredMessages.has(message)))
    return toasts.requiredFields;
  if (errors.confirmPassword === fields.passwordMismatch)
    return toasts.passwordMismatch;
  if (errors.password === messages.passwordTooShort)
    return toasts.passwordTooShort;
  return failed(found[0]!);
}

/**
 * What the browser and the server both know of a signed-in form: its
 * schema's name, its failure toast, and the toast for a form that fails its
 * checks. The server step takes the schema itself beside it.
 */
export function formDefinition(
  schema: FormName,
  failed: (message: string) => ToastMessage,
) {
  return {
    schema,
    failed,
    invalidToast: (errors: Record<string, string>) =>
      problemToast(errors, failed),
  };
}

export type FormDefinition = ReturnType<typeof formDefinition>;

export const portalForms = {
  signIn: formDefinition("signIn", toasts.signInFailed),
  signUp: formDefinition("signUp", toasts.signUpFailed),
  forgotPassword: formDefinition("forgotPassword", toasts.requestFailed),
  resetPassword: formDefinition("resetPassword", toasts.resetFailed),
};
