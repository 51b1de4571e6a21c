import { z } from "#app/lib/zod.ts";

import type { ToastMessage } from "#app/lib/toast-message.ts";
import {
  portalFieldMessages as fields,
  portalMessages as messages,
  portalToasts as toasts,
} from "#app/content/portal.ts";

/** Spec section 9; Better Auth is configured with the same minimum. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

const email = z.prefault(
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, fields.emailRequired)),
    z.email(messages.invalidEmail),
  ),
  "",
);

const newPassword = z.prefault(
  z
    .string()
    .check(
      z.minLength(1, fields.passwordRequired),
      z.minLength(PASSWORD_MIN_LENGTH, messages.passwordTooShort),
      z.maxLength(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
    ),
  "",
);

const confirmPassword = z.prefault(
  z.string().check(z.minLength(1, fields.confirmPasswordRequired)),
  "",
);

// A field a form did not send at all counts as empty (prefault), so it gets
// the same message as one left blank.

/** Sign In (spec section 5): both fields required. */
export const SignInSchema = z.object({
  email,
  password: z.prefault(
    z
      .string()
      .check(
        z.minLength(1, fields.passwordRequired),
        z.maxLength(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
      ),
    "",
  ),
});
export type SignInInput = z.infer<typeof SignInSchema>;

/** Both entries of a new password must match, checked even when one is too short. */
function withConfirmation<T extends z.ZodMiniObject>(schema: T) {
  return schema.check(
    z.refine(
      (value: Record<string, unknown>) =>
        value.password === value.confirmPassword,
      {
        path: ["confirmPassword"],
        message: fields.passwordMismatch,
        when: (payload) => {
          const value = payload.value as Record<string, unknown>;
          return (
            typeof value.password === "string" &&
            typeof value.confirmPassword === "string" &&
            value.password !== "" &&
            value.confirmPassword !== ""
          );
        },
      },
    ),
  );
}

/** Sign Up (spec section 5): all four required, matching, at least 6 characters. */
export const SignUpSchema = withConfirmation(
  z.object({
    fullName: z.prefault(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, fields.fullNameRequired),
          z.maxLength(100, "Please shorten your name to 100 characters"),
        ),
      "",
    ),
    email,
    password: newPassword,
    confirmPassword,
  }),
);
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = withConfirmation(
  z.object({ password: newPassword, confirmPassword }),
);

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

/** What the browser and the server both know of a portal form: its schema, its failure toast, and the toast for a form that fails its checks. */
function portalForm<T>(
  schema: z.ZodMiniType<T>,
  failed: (message: string) => ToastMessage,
) {
  return {
    schema,
    failed,
    invalidToast: (errors: Record<string, string>) =>
      problemToast(errors, failed),
  };
}

export type PortalFormDefinition<T> = ReturnType<typeof portalForm<T>>;

export const portalForms = {
  signIn: portalForm(SignInSchema, toasts.signInFailed),
  signUp: portalForm(SignUpSchema, toasts.signUpFailed),
  forgotPassword: portalForm(ForgotPasswordSchema, toasts.requestFailed),
  resetPassword: portalForm(ResetPasswordSchema, toasts.resetFailed),
};
