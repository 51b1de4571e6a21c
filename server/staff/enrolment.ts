import { data, type RouterContextProvider } from "react-router";

import { twoFactorToasts as toasts } from "#app/content/staff.ts";
import {
  SET_UP_FIELD,
  type EnrolmentSetUpKey,
} from "#app/lib/forms/form-result.ts";
import {
  EnrolmentCodeSchema,
  EnrolmentPasswordSchema,
} from "#app/lib/schemas/staff.ts";
import { enrolmentIntents } from "#app/lib/schemas/staff-forms.ts";
import { portalForm } from "#server/auth/portal-actions.ts";
import { keepRenewedSession, portalHeaders } from "#server/auth/session.ts";
import { codeRefused } from "#server/auth/two-factor-actions.ts";
import {
  confirmEnrolment,
  setUpKeyOf,
  startEnrolment,
} from "#server/auth/two-factor.ts";
import { decryptText, encryptText } from "#server/crypto.ts";
import { defineForm, type FormRequest } from "#server/forms/form-definition.ts";
import { pageForms } from "#server/forms/handle-form.ts";
import type { Secrets } from "#server/secrets.ts";
import { ENROLMENT_PATH, requireStaffToEnrol } from "./access.ts";

type Context = Readonly<RouterContextProvider>;

/** What the enrolment page's loader says: enrolled already, or the password to start (the key comes in the action's response). */
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
  secrets: Pick<Secrets, "dataEncryptionKeys">,
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
 * The secret is handed out once, in the start's response; it is never read
 * back (decision 0047). A reload therefore asks for the password again,
 * which makes a new key in place of the unconfirmed one; `?again` (a lost
 * or badly scanned key) does the same.
 */
export async function enrolmentLoader(request: Request, context: Context) {
  const { headers, enrolled } = await requireStaffToEnrol(request, context);
  const step: EnrolmentStep = enrolled
    ? { step: "enrolled" }
    : { step: "password" };
  return data(
    { ...step, forms: pageForms([enrolmentStartForm, enrolmentConfirmForm]) },
    { headers },
  );
}

/**
 * What both steps share, but for who may enrol: a member of staff signed in
 * with a password (access.ts). `keepSession` hands a session the step made
 * on to the page's loader, which reads it in the same request when the form
 * was posted without JavaScript (server/auth/session.ts).
 */
const enrolmentStep = {
  page: ENROLMENT_PATH,
  ...portalForm(toasts.enrolFailed),
  access: async ({ request, context }: FormRequest) => ({
    ...(await requireStaffToEnrol(request, context)),
    keepSession: (setCookies: readonly string[]) =>
      keepRenewedSession(context, setCookies),
  }),
};

/** /admin/two-factor's first step: the password, then a new key, shown in this response. */
export const enrolmentStartForm = defineForm({
  name: enrolmentIntents.start,
  ...enrolmentStep,
  schema: EnrolmentPasswordSchema,
  submit: async ({ input: { password }, services, scope: { call, staff } }) => {
    const outcome = await startEnrolment(call, password);
    if (outcome.ok)
      return {
        ok: true,
        setUpKey: setUpKeyFor(services.secrets, staff.id, outcome.totpURI),
      };
    return codeRefused(
      "password",
      outcome,
      toasts.enrolFailed(outcome.message),
    );
  },
});

/**
 * /admin/two-factor's second step: the first code from the app turns
 * two-step sign-in on, the session is renewed (every other one of the
 * account ends), and the backup codes come back in this response alone. A
 * refused code shows the key again, from the sealed copy the form posted.
 */
export const enrolmentConfirmForm = defineForm({
  name: enrolmentIntents.confirm,
  ...enrolmentStep,
  schema: EnrolmentCodeSchema,
  submit: async ({
    input: { code },
    fields,
    services,
    scope: { call, staff, keepSession },
  }) => {
    const outcome = await confirmEnrolment(call, { userId: staff.id, code });
    if (!outcome.ok) {
      const refused = codeRefused(
        "code",
        outcome,
        toasts.enrolFailed(outcome.message),
      );
      const setUpKey = postedSetUpKey(
        services.secrets,
        staff.id,
        fields.get(SET_UP_FIELD)?.[0],
      );
      return setUpKey
        ? { ...refused, result: { ...refused.result, setUpKey } }
        : refused;
    }
    // The session the request came with has ended: without JavaScript, the
    // page read next in this same request would find none and go to /login.
    keepSession(outcome.cookies);
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
