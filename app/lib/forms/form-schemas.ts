import type { z } from "#app/lib/zod.ts";

/**
 * Every form's schema by name, each loaded when it is first asked for. A
 * page's first load carries no zod at all: the form is drawn from its field
 * constraints (worked out on the server, see form-constraints.ts) and the
 * schema arrives as the person starts on the form
 * (docs/decisions/0040-form-schemas-load-with-the-first-use.md). The server
 * imports the schema modules themselves.
 */
export const formSchemas = {
  contact: () =>
    import("#app/lib/schemas/contact.ts").then((m) => m.ContactSchema),
  verification: () =>
    import("#app/lib/schemas/verification.ts").then(
      (m) => m.VerificationSchema,
    ),
  claim: () => import("#app/lib/schemas/claim.ts").then((m) => m.ClaimSchema),
  claimStatus: () =>
    import("#app/lib/schemas/claim-status.ts").then((m) => m.ClaimStatusSchema),
  jobApplication: () =>
    import("#app/lib/schemas/job-application.ts").then(
      (m) => m.JobApplicationSchema,
    ),
  signIn: () =>
    import("#app/lib/schemas/portal.ts").then((m) => m.SignInSchema),
  signUp: () =>
    import("#app/lib/schemas/portal.ts").then((m) => m.SignUpSchema),
  forgotPassword: () =>
    import("#app/lib/schemas/portal.ts").then((m) => m.ForgotPasswordSchema),
  resetPassword: () =>
    import("#app/lib/schemas/portal.ts").then((m) => m.ResetPasswordSchema),
  staffSignInCode: () =>
    import("#app/lib/schemas/staff.ts").then((m) => m.TwoFactorCodeSchema),
  staffEnrolmentPassword: () =>
    import("#app/lib/schemas/staff.ts").then((m) => m.EnrolmentPasswordSchema),
  staffEnrolmentCode: () =>
    import("#app/lib/schemas/staff.ts").then((m) => m.EnrolmentCodeSchema),
  staffInvite: () =>
    import("#app/lib/schemas/staff.ts").then((m) => m.InviteStaffSchema),
  staffChangeRole: () =>
    import("#app/lib/schemas/staff.ts").then((m) => m.ChangeRoleSchema),
  staffAccount: () =>
    import("#app/lib/schemas/staff.ts").then((m) => m.StaffAccountSchema),
  staffStatus: () =>
    import("#app/lib/schemas/staff.ts").then((m) => m.StatusChangeSchema),
  staffNote: () =>
    import("#app/lib/schemas/staff.ts").then((m) => m.NoteSchema),
} satisfies Record<string, () => Promise<z.ZodMiniType>>;

export type FormName = keyof typeof formSchemas;
