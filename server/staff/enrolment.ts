import { data, redirect, type RouterContextProvider } from "react-router";

import { twoFactorToasts as toasts } from "#app/content/staff.ts";
import { INTENT_FIELD } from "#app/lib/forms/guards.ts";
import {
  EnrolmentCodeSchema,
  EnrolmentPasswordSchema,
} from "#app/lib/schemas/staff.ts";
import { staffForms } from "#app/lib/schemas/staff-forms.ts";
import { portalForm } from "#server/auth/portal-actions.ts";
import { portalHeaders } from "#server/auth/session.ts";
import { codeRefused } from "#server/auth/two-factor-actions.ts";
import {
  confirmEnrolment,
  pendingSetUpKey,
  startEnrolment,
} from "#server/auth/two-factor.ts";
import { handleForm } from "#server/forms/handle-form.ts";
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
  return data(await step(), { headers });
}

/**
 * /admin/two-factor's action. `start`: the password, then a new key (the
 * page shows it). `confirm`: the first code from the app turns two-step
 * sign-in on, the session is renewed, and the backup codes come back in
 * this answer alone.
 */
export async function enrolmentAction(request: Request, context: Context) {
  const { call, staff, headers } = await requireStaffToEnrol(request, context);
  let cookies: string[] = [];
  const answer = await handleForm<
    { code: string } | { password: string },
    Response
  >(request, context, (fields) =>
    fields.get(INTENT_FIELD)?.[0] === "confirm"
      ? portalForm(
          "confirm",
          staffForms.enrolmentCode,
          EnrolmentCodeSchema,
          async (_services, { code }) => {
            const outcome = await confirmEnrolment(call, {
              userId: staff.id,
              code,
            });
            if (!outcome.ok)
              return codeRefused(
                "confirm",
                "code",
                outcome,
                toasts.enrolFailed(outcome.message),
              );
            cookies = outcome.cookies;
            return {
              ok: true,
              toast: toasts.enrolled,
              oneTimeCodes: outcome.backupCodes,
            };
          },
        )
      : portalForm(
          "start",
          staffForms.enrolmentPassword,
          EnrolmentPasswordSchema,
          async (_services, { password }) => {
            const outcome = await startEnrolment(call, password);
            // The page then shows the key (the loader reads it back).
            if (outcome.ok) return redirect(ENROLMENT_PATH, { headers });
            return codeRefused(
              "start",
              "password",
              outcome,
              toasts.enrolFailed(outcome.message),
            );
          },
        ),
  );
  if (answer instanceof Response) return answer;
  const answerHeaders = portalHeaders(cookies);
  for (const [name, value] of Object.entries(answer.headers ?? {}))
    answerHeaders.set(name, value);
  return data(answer.result, { status: answer.status, headers: answerHeaders });
}
