import { z } from "zod";

import {
  staffAccountMessages as accountMessages,
  staffAccountToasts,
  twoFactorMessages as codeMessages,
  twoFactorToasts,
} from "#app/content/staff.ts";
import { PASSWORD_MAX_LENGTH, problemToast } from "#app/lib/schemas/portal.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import { accountRoles, staffRoles } from "#app/lib/staff/roles.ts";

// A field a form did not send at all counts as empty (prefault), so it gets
// the same message as one left blank.

/** A TOTP code as people type it: spaces and dashes between the digits are fine. */
const SIX_DIGITS = /^\d{6}$/;
/** A backup code as the two-factor plugin makes them: ten letters and digits, a dash after five. */
const BACKUP_CODE = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/** The code of the sign-in's second step: six digits from the app, or a backup code. */
export const TwoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, codeMessages.codeRequired)
    .max(32, codeMessages.codeFormat)
    .transform((code) =>
      /^[\d\s-]+$/.test(code) ? code.replace(/\D/g, "") : code,
    )
    .pipe(
      z
        .string()
        .refine(
          (code) => SIX_DIGITS.test(code) || BACKUP_CODE.test(code),
          codeMessages.codeFormat,
        ),
    )
    .prefault(""),
});
export type TwoFactorCodeInput = z.infer<typeof TwoFactorCodeSchema>;

/** Whether a code from TwoFactorCodeSchema is one from the app (else a backup code). */
export const isAppCode = (code: string): boolean => SIX_DIGITS.test(code);

/** Enrolment, step 2: the first code from the newly added app. */
export const EnrolmentCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, codeMessages.codeRequired)
    .max(32, codeMessages.enrolCodeFormat)
    .transform((code) => code.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(SIX_DIGITS, codeMessages.enrolCodeFormat))
    .prefault(""),
});

/** Enrolment, step 1: the password again (Better Auth asks for it). */
export const EnrolmentPasswordSchema = z.object({
  password: z
    .string()
    .min(1, codeMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, codeMessages.wrongPassword)
    .prefault(""),
});

const userId = z.string().trim().min(1).max(100).prefault("");

/** Invite a member of staff: the account is made now, the password chosen from the email. */
export const InviteStaffSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, accountMessages.nameRequired)
    .max(100, accountMessages.nameTooLong)
    .prefault(""),
  email: z
    .string()
    .trim()
    .min(1, accountMessages.emailRequired)
    .pipe(z.email(accountMessages.invalidEmail))
    .prefault(""),
  role: z.enum(staffRoles, accountMessages.roleRequired),
});
export type InviteStaffInput = z.infer<typeof InviteStaffSchema>;

/** Change an account's role; "customer" takes the back office away. */
export const ChangeRoleSchema = z.object({
  userId,
  role: z.enum(accountRoles, accountMessages.roleRequired),
});

/** Disable, enable, sign out everywhere: which account. */
export const StaffAccountSchema = z.object({ userId });

/** What the browser and the server both know of a staff form: its schema, its failure toast, and the toast for a form that fails its checks. */
function staffForm<T>(
  schema: z.ZodType<T>,
  failed: (message: string) => ToastMessage,
) {
  return {
    schema,
    failed,
    invalidToast: (errors: Record<string, string>) =>
      problemToast(errors, failed),
  };
}

export const staffForms = {
  signInCode: staffForm(TwoFactorCodeSchema, twoFactorToasts.codeFailed),
  enrolmentPassword: staffForm(
    EnrolmentPasswordSchema,
    twoFactorToasts.enrolFailed,
  ),
  enrolmentCode: staffForm(EnrolmentCodeSchema, twoFactorToasts.enrolFailed),
  invite: staffForm(InviteStaffSchema, staffAccountToasts.failed),
  changeRole: staffForm(ChangeRoleSchema, staffAccountToasts.failed),
  account: staffForm(StaffAccountSchema, staffAccountToasts.failed),
};
