import { data, redirect, type RouterContextProvider } from "react-router";

import { twoFactorToasts as toasts } from "#app/content/staff.ts";
import {
  EnrolmentCodeSchema,
  EnrolmentPasswordSchema,
} from "#app/lib/schemas/staff.ts";
import { enrolmentIntents } from "#app/lib/schemas/staff-forms.ts";
import { portalForm } from "#server/auth/portal-actions.ts";
import { portalHeaders } from "#server/auth/session.ts";
import { codeRefused } from "#server/auth/two-factor-actions.ts";
import {
  confirmEnrolment,
  pendingSetUpKey,
  startEnrolment,
} from "#server/auth/two-factor.ts";
import { defineForm, type FormRequest } from "#server/forms/form-definition.ts";
import { pageForms } from "#server/forms/handle-form.ts";
import { ENROLMENT_PATH, requireStaffToEnrol } from "./access.ts";

type Context = Readonly<RouterContextProvider>;

/** What the enrolment page shows: which step, and for step 2 the key to add to an app. */
export type EnrolmentStep =
  | { step: "password" }
  | {
      step: "scan";
      key: string;
      qr: { size: number; path: string };
    }
  | { step: "enrolled" };

/**
 * /admin/two-factor's loader: the step a member of staff is at. An
 * enrolment under way shows its key again; `?again` starts over with the
 * password (a lost or badly scanned key).
 */
export async function enrolmentLoader(request: Request, context: Context) {
  const { staff, services, headers, enrolled } = await requireStaffToEnrol(
    request,
    context,
  );
  const step = async (): Promise<EnrolmentStep> => {
    if (enrolled) return { step: "enrolled" };
    if (new URL(request.url).searchParams.has("again"))
      return { step: "password" };
    const key = await pendingSetUpKey(services.auth, services.database, staff);
    return key ? { step: "scan", ...key } : { step: "password" };
  };
  return data(
    {
      ...(await step()),
      forms: pageForms([enrolmentStartForm, enrolmentConfirmForm]),
    },
    { headers },
  );
}

/** Who may enrol: a member of staff signed in with a password (access.ts). */
const enrolmentAccess = ({ request, context }: FormRequest) =>
  requireStaffToEnrol(request, context);

/** /admin/two-factor's first step: the password, then a new key (the page shows it). */
export const enrolmentStartForm = defineForm({
  name: enrolmentIntents.start,
  page: ENROLMENT_PATH,
  schema: EnrolmentPasswordSchema,
  access: enrolmentAccess,
  ...portalForm(toasts.enrolFailed),
  submit: async ({ input: { password }, scope: { call, headers } }) => {
    const outcome = await startEnrolment(call, password);
    // The page then shows the key (the loader reads it back).
    if (outcome.ok) return redirect(ENROLMENT_PATH, { headers });
    return codeRefused(
      "password",
      outcome,
      toasts.enrolFailed(outcome.message),
    );
  },
});

/**
 * /admin/two-factor's second step: the first code from the app turns
 * two-step sign-in on, the session is renewed, and the backup codes come
 * back in this response alone.
 */
export const enrolmentConfirmForm = defineForm({
  name: enrolmentIntents.confirm,
  page: ENROLMENT_PATH,
  schema: EnrolmentCodeSchema,
  access: enrolmentAccess,
  ...portalForm(toasts.enrolFailed),
  submit: async ({ input: { code }, scope: { call, staff } }) => {
    const outcome = await confirmEnrolment(call, { userId: staff.id, code });
    if (!outcome.ok)
      return codeRefused("code", outcome, toasts.enrolFailed(outcome.message));
    return {
      status: 200,
      headers: portalHeaders(outcome.cookies),
      result: {
        ok: true,
        toast: toasts.enrolled,
        oneTimeCodes: outcome.backupCodes,
      },
    };
  },
});
