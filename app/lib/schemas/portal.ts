import { z } from "#app/lib/zod.ts";

import {
  portalFieldMessages as fields,
  portalMessages as messages,
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

/** A password someone already has: any they typed, up to the longest we take. */
export const currentPassword = (required: string, tooLong: string) =>
  z.prefault(
    z
      .string()
      .check(
        z.minLength(1, required),
        z.maxLength(PASSWORD_MAX_LENGTH, tooLong),
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
  password: currentPassword(fields.passwordRequired, messages.passwordTooLong),
});

/** /auth/callback: the password chosen at sign-up, with the link's token (decision 0095). */
export const ConfirmEmailSchema = z.object({
  password: currentPassword(fields.passwordRequired, messages.passwordTooLong),
});

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

export const ForgotPasswordSchema = z.object({ email });

export const ResetPasswordSchema = withConfirmation(
  z.object({ password: newPassword, confirmPassword }),
);
