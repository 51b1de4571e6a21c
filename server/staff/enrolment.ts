import { data, type RouterContextProvider } from "react-router";

import { twoFactorToasts as toasts } from "#app/content/staff.ts";
import {
  SET_UP_FIELD,
  type EnrolmentSetUpKey,
} from "#app/lib/forms/form-result.ts";
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
  setUpKeyOf,
  startEnrolment,
} from "#server/auth/two-factor.ts";
import { decryptText, encryptText } from "#server/crypto.ts";
import { handleForm } from "#server/forms/handle-form.ts";
import type { Secrets } from "#server/secrets.ts";
import { requireStaffToEnrol } from "./access.ts";

type Context = Readonly<RouterContextProvider>;

/** What the enrolment page's loader says: enrolled already, or the password to start (the key comes in the action's answer). */
export type EnrolmentStep = { step: "password" } | { step: "enrolled" };

/** Binds a sealed set-up URI to its account: another account's cannot be posted back. */
const setUpContext = (userId: string) => `two-factor-set-up:${userId}`;

/** The key and QR code to show, with the URI sealed for the confirming form to carry. */
function setUpKeyFor(
  secrets: Pick<Secrets, "dataEncryptionKey">,
  userId: string,
  totpURI: string,
): EnrolmentSetUpKey {
  return {
    ...setUpKeyOf(totpURI),
    sealed: encryptText(
      totpURI,
      secrets.dataEncryptionKey,
      setUpContext(userId),
    ),
  };
}

/** The set-up key a confirming form posted back, or undefined for anything this server did not seal for this account. */
function postedSetUpKey(
  secrets: Pick<Secrets, "dataEncryptionKey" | "dataEncryptionKeys">,
  userId: string,
  sealed: string | undefined,
): EnrolmentSetUpKey | undefined {
  if (!sealed) return undefined;
  try {
    const uri = decryptText(
      sealed,
      secrets.dataEncryptionKeys,
      setUpContext(userId),
    );
    return { ...setUpKeyOf(uri), sealed };
  } catch {
    return undefined;
  }
}

/**
 * /admin/two-factor's loader: enrolled already, or the password to start.
 * The secret is handed out once, in the start's answer; it is never read
 * back (decision 0047). A reload therefore asks for the password again,
 * which makes a new key in place of the unconfirmed one; `?again` (a lost
 * or badly scanned key) does the same.
 */
export async function enrolmentLoader(request: Request, context: Context) {
  const { headers, enrolled } = await requireStaffToEnrol(request, context);
  const step: EnrolmentStep = enrolled
    ? { step: "enrolled" }
    : { step: "password" };
  return data(step, { headers });
}

/**
 * /admin/two-factor's action. `start`: the password, then a new key,
 * shown in this answer. `confirm`: the first code from the app turns
 * two-step sign-in on, the session is renewed (every other one of the
 * account ends), and the backup codes come back in this answer alone; a
 * refused code shows the key again, from the sealed copy the form posted.
 */
export async function enrolmentAction(request: Request, context: Context) {
  const { call, staff, services } = await requireStaffToEnrol(request, context);
  let cookies: string[] = [];
  // The key the page showed, when a confirming code was posted with it.
  let shownKey = undefined as EnrolmentSetUpKey | undefined;
  const answer = await handleForm<
    { code: string } | { password: string },
    Response
  >(request, context, (fields) => {
    if (fields.get(INTENT_FIELD)?.[0] !== "confirm")
      return portalForm(
        "start",
        staffForms.enrolmentPassword,
        EnrolmentPasswordSchema,
        async (_services, { password }) => {
          const outcome = await startEnrolment(call, password);
          if (outcome.ok)
            return {
              ok: true,
              setUpKey: setUpKeyFor(
                services.secrets,
                staff.id,
                outcome.totpURI,
              ),
            };
          return codeRefused(
            "start",
            "password",
            outcome,
            toasts.enrolFailed(outcome.message),
          );
        },
      );
    shownKey = postedSetUpKey(
      services.secrets,
      staff.id,
      fields.get(SET_UP_FIELD)?.[0],
    );
    return portalForm(
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
    );
  });
  if (answer instanceof Response) return answer;
  const result =
    !answer.result.ok && shownKey
      ? { ...answer.result, setUpKey: shownKey }
      : answer.result;
  const answerHeaders = portalHeaders(cookies);
  for (const [name, value] of Object.entries(answer.headers ?? {}))
    answerHeaders.set(name, value);
  return data(result, { status: answer.status, headers: answerHeaders });
}
