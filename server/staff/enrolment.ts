import { createHash } from "node:crypto";

import { data, redirect, type RouterContextProvider } from "react-router";

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
import {
  keepRenewedSession,
  portalHeaders,
  requestCookies,
} from "#server/auth/session.ts";
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
import type { Services } from "#server/services.ts";
import { ENROLMENT_PATH, requireStaffToEnrol } from "./access.ts";

type Context = Readonly<RouterContextProvider>;
type Database = Services["database"]["db"];

/**
 * What the enrolment page's loader says: enrolled already, the key made and
 * waiting for its first code (kept across reloads), or the password to start.
 */
export type EnrolmentStep =
  | { step: "password" }
  | { step: "code"; setUpKey: EnrolmentSetUpKey }
  | { step: "enrolled" };

/**
 * The browser's sealed copy of the key waiting for its first code, so a
 * reload of the set-up page shows the same key (issue 36) instead of asking
 * for the password and making a new one. Only this page receives it
 * (Path), scripts cannot read it (HttpOnly), and it holds the same sealed
 * copy the confirming form carries: encrypted with the data key, never the
 * key itself. It lasts as long as a staff session can (12 hours).
 */
export const PENDING_KEY_COOKIE = "harborline.two_factor_set_up";
const PENDING_KEY_SECONDS = 12 * 60 * 60;

function pendingKeyCookie(
  value: string,
  maxAge: number,
  services: Pick<Services, "config">,
): string {
  const secure = services.config.appUrl.protocol === "https:";
  return `${PENDING_KEY_COOKIE}=${value}; Path=${ENROLMENT_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

const pendingKeyOf = (headers: Headers): string | undefined =>
  requestCookies(headers).get(PENDING_KEY_COOKIE) || undefined;

/**
 * Which unconfirmed secret the plugin holds for the account: a digest of
 * its stored ciphertext (read with Kysely, never decrypted: decision 0047),
 * which a new start replaces. Undefined when none waits for a code.
 */
async function pendingSecretTag(
  db: Database,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("twoFactor")
    .select(["secret", "verified"])
    .where("userId", "=", userId)
    .executeTakeFirst();
  if (!row || Boolean(row.verified)) return undefined;
  return createHash("sha256").update(row.secret).digest("base64url");
}

/**
 * Binds a sealed set-up URI to its account and to the secret it was made
 * with: another account's cannot be posted back, and one replaced since (a
 * start in another tab or browser) no longer opens, so the page never shows
 * a key whose codes would be refused.
 */
const setUpContext = (userId: string, secretTag: string) =>
  `two-factor-set-up:${userId}:${secretTag}`;

/** The key and QR code to show, with the URI sealed for the confirming form to carry. */
function setUpKeyFor(
  secrets: Pick<Secrets, "dataEncryptionKey">,
  bound: { userId: string; secretTag: string },
  totpURI: string,
): EnrolmentSetUpKey {
  return {
    ...setUpKeyOf(totpURI),
    sealed: encryptText(
      totpURI,
      secrets.dataEncryptionKey,
      setUpContext(bound.userId, bound.secretTag),
    ),
  };
}

/**
 * The set-up key a confirming form posted back (or the page's cookie kept),
 * or undefined for anything this server did not seal for this account's
 * key still waiting for its code.
 */
async function sealedSetUpKey(
  services: Pick<Services, "secrets" | "database">,
  userId: string,
  sealed: string | undefined,
): Promise<EnrolmentSetUpKey | undefined> {
  if (!sealed) return undefined;
  const secretTag = await pendingSecretTag(services.database.db, userId);
  if (!secretTag) return undefined;
  try {
    const uri = decryptText(
      sealed,
      services.secrets.dataEncryptionKeys,
      setUpContext(userId, secretTag),
    );
    return { ...setUpKeyOf(uri), sealed };
  } catch {
    return undefined;
  }
}

/**
 * /admin/two-factor's loader: enrolled already, the key waiting for its
 * first code, or the password to start. The key is the browser's sealed
 * copy (PENDING_KEY_COOKIE) opened again; the secret the plugin stored is
 * never read back (decision 0047). `?again` (a lost or badly scanned key)
 * drops that copy and comes back here, to the password, which makes a new
 * key in place of the unconfirmed one.
 */
export async function enrolmentLoader(request: Request, context: Context) {
  const { headers, enrolled, staff, services, call } =
    await requireStaffToEnrol(request, context);
  // The request's cookies as the browser now holds them: after a form
  // posted without JavaScript, this loader runs in the same request, after
  // an action that may have set a new copy or dropped it (keepSession).
  const kept = pendingKeyOf(call.headers);
  const drop = () =>
    headers.append("Set-Cookie", pendingKeyCookie("", 0, services));
  if (new URL(request.url).searchParams.has("again")) {
    if (kept) drop();
    throw redirect(ENROLMENT_PATH, { headers });
  }
  const setUpKey = enrolled
    ? undefined
    : await sealedSetUpKey(services, staff.id, kept);
  // A copy that no longer opens (enrolled, or its key replaced) goes.
  if (kept && !setUpKey) drop();
  const step: EnrolmentStep = enrolled
    ? { step: "enrolled" }
    : setUpKey
      ? { step: "code", setUpKey }
      : { step: "password" };
  return data(
    { ...step, forms: pageForms([enrolmentStartForm, enrolmentConfirmForm]) },
    { headers },
  );
}

/**
 * What both steps share, but for who may enrol: a member of staff signed in
 * with a password (access.ts). `keepSession` hands the cookies the step set
 * (a renewed session, the key's sealed copy) on to the page's loader, which
 * reads them in the same request when the form was posted without
 * JavaScript (server/auth/session.ts).
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

/**
 * /admin/two-factor's first step: the password, then a new key, shown in
 * this response and kept, sealed, for the page's reloads.
 */
export const enrolmentStartForm = defineForm({
  name: enrolmentIntents.start,
  ...enrolmentStep,
  schema: EnrolmentPasswordSchema,
  submit: async ({
    input: { password },
    services,
    scope: { call, staff, keepSession },
  }) => {
    const outcome = await startEnrolment(call, password);
    if (outcome.ok) {
      const secretTag = await pendingSecretTag(services.database.db, staff.id);
      if (!secretTag) throw new Error("The new key was not stored");
      const setUpKey = setUpKeyFor(
        services.secrets,
        { userId: staff.id, secretTag },
        outcome.totpURI,
      );
      const kept = pendingKeyCookie(
        setUpKey.sealed,
        PENDING_KEY_SECONDS,
        services,
      );
      // Without JavaScript, the page read next in this request finds it.
      keepSession([kept]);
      return {
        status: 200,
        headers: portalHeaders([kept]),
        result: { ok: true, setUpKey },
      };
    }
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
 * refused code shows the key again, from the sealed copy the form posted;
 * a right one drops the page's copy (PENDING_KEY_COOKIE).
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
      const setUpKey = await sealedSetUpKey(
        services,
        staff.id,
        fields.get(SET_UP_FIELD)?.[0],
      );
      return setUpKey
        ? { ...refused, result: { ...refused.result, setUpKey } }
        : refused;
    }
    // The session the request came with has ended: without JavaScript, the
    // page read next in this same request would find none and go to /login.
    // The key is confirmed: the browser's sealed copy of it goes.
    const cookies = [...outcome.cookies, pendingKeyCookie("", 0, services)];
    keepSession(cookies);
    return {
      status: 200,
      headers: portalHeaders(cookies),
      result: {
        ok: true,
        toast: toasts.enrolled,
        oneTimeCodes: outcome.backupCodes,
      },
    };
  },
});
