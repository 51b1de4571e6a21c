// What the browser and the server both know of the back office's forms,
// apart from their schemas (staff.ts), which pages fetch only when a form is
// used.

import { staffAccountToasts, twoFactorToasts } from "#app/content/staff.ts";

import { formDefinition } from "./portal-forms.ts";

/** The forms of a submission's page, named by their intent (one action answers all three). */
export const submissionIntents = {
  status: "status",
  note: "note",
  reveal: "reveal",
} as const;

export const staffForms = {
  signInCode: formDefinition("staffSignInCode", twoFactorToasts.codeFailed),
  enrolmentPassword: formDefinition(
    "staffEnrolmentPassword",
    twoFactorToasts.enrolFailed,
  ),
  enrolmentCode: formDefinition(
    "staffEnrolmentCode",
    twoFactorToasts.enrolFailed,
  ),
  invite: formDefinition("staffInvite", staffAccountToasts.failed),
  changeRole: formDefinition("staffChangeRole", staffAccountToasts.failed),
  account: formDefinition("staffAccount", staffAccountToasts.failed),
};
