// What the browser and the server both know of the portal's forms, apart
// from their schemas (portal.ts), which pages fetch only when a form is used.

import {
  portalFieldMessages as fields,
  portalMessages as messages,
  portalToasts as toasts,
} from "#app/content/portal.ts";
import type { z } from "#app/lib/zod.ts";
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
 * What the browser knows of a signed-in form: its name (that of its
 * definition on the server, which keys its constraints in the page's loader
 * data), its schema, picked from `schemas` (a module fetched when the form is
 * first used), and the toast for a form that fails its checks.
 */
export const enhancedFormOf =
  <Schemas>(schemas: () => Promise<Schemas>) =>
  (
    form: string,
    schema: (module: Schemas) => z.ZodMiniType,
    failed: (message: string) => ToastMessage,
  ) => ({
    form,
    schema: () => schemas().then(schema),
    invalidToast: (errors: Record<string, string>) =>
      problemToast(errors, failed),
  });

const portalForm = enhancedFormOf(() => import("./portal.ts"));

export const portalForms = {
  signIn: portalForm("sign-in", (m) => m.SignInSchema, toasts.signInFailed),
  signUp: portalForm("sign-up", (m) => m.SignUpSchema, toasts.signUpFailed),
  forgotPassword: portalForm(
    "forgot-password",
    (m) => m.ForgotPasswordSchema,
    toasts.requestFailed,
  ),
  confirmEmail: portalForm(
    "confirm-email",
    (m) => m.ConfirmEmailSchema,
    toasts.signInFailed,
  ),
  resetPassword: portalForm(
    "reset-password",
    (m) => m.ResetPasswordSchema,
    toasts.resetFailed,
  ),
};
