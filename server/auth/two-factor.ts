import { twoFactorMessages as messages } from "#app/content/staff.ts";
import { isAppCode } from "#app/lib/schemas/staff.ts";
import { typedBackupCode } from "#app/lib/staff/backup-code-alphabet.ts";
import {
  cookiesOf,
  refusal,
  toUser,
  type AuthCall,
  type Cookies,
  type Outcome,
  type PortalUser,
} from "./account.ts";
import { qrDrawing, type QrDrawing } from "./qr-code.ts";
import { requestCookies, withSetCookies } from "./session.ts";
import { CHALLENGE_COOKIE } from "./two-factor-cookie.ts";

/** The two-factor plugin's refusals, in our words. */
const twoFactorRefusals: Readonly<Record<string, string>> = {
  INVALID_CODE: messages.wrongCode,
  INVALID_BACKUP_CODE: messages.wrongBackupCode,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: messages.tooManyCodes,
  ACCOUNT_TEMPORARILY_LOCKED: messages.codesLocked,
  INVALID_TWO_FACTOR_COOKIE: messages.challengeExpired,
  INVALID_PASSWORD: messages.wrongPassword,
  TOTP_ALREADY_ENABLED: messages.alreadyEnrolled,
  TOTP_NOT_ENABLED: messages.notStarted,
};

/** Refusals after which this sign-in cannot go on: the person starts again at /login. */
export const SIGN_IN_OVER: ReadonlySet<string> = new Set([
  "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE",
  "ACCOUNT_TEMPORARILY_LOCKED",
  "INVALID_TWO_FACTOR_COOKIE",
  "BANNED_USER",
]);

/**
 * Whether the request carries a sign-in challenge (a right password, the
 * code still to come). Only its presence: the plugin checks its signature
 * and expiry when the code is sent.
 */
export async function hasSignInChallenge({
  auth,
  headers,
}: AuthCall): Promise<boolean> {
  const { name } = (await auth.$context).createAuthCookie(CHALLENGE_COOKIE);
  return requestCookies(headers).has(name);
}

/**
 * The sign-in's second step: six digits from the app, or a backup code
 * (each works once). The right code ends the challenge and starts the
 * session (its cookie is in `cookies`).
 */
export async function verifySignInCode(
  { auth, headers }: AuthCall,
  code: string,
): Promise<Outcome<Cookies & { user: PortalUser }>> {
  try {
    const { headers: answer, response } = isAppCode(code)
      ? await auth.api.verifyTOTP({
          body: { code },
          headers,
          returnHeaders: true,
        })
      : await auth.api.verifyBackupCode({
          // The codes are "ABCDE-FGH23"; typed without the dash, or in small letters, too.
          body: { code: typedBackupCode(code) },
          headers,
          returnHeaders: true,
        });
    return {
      ok: true,
      user: toUser(response.user),
      cookies: cookiesOf(answer),
    };
  } catch (error) {
    return refusal(error, twoFactorRefusals);
  }
}

/**
 * Enrolment, step 1: the password again, then a new secret (and backup
 * codes), kept encrypted and unconfirmed until the first right code. Starting
 * again replaces an unconfirmed secret. The answer's `totpURI` (the
 * plugin's otpauth:// URI) is the one time the secret is handed out: the
 * page shows it as a key and a QR code (setUpKeyOf).
 */
export async function startEnrolment(
  { auth, headers }: AuthCall,
  password: string,
): Promise<Outcome<{ totpURI: string }>> {
  try {
    const answer = await auth.api.enableTwoFactor({
      body: { password },
      headers,
    });
    // Only an app's secret (TOTP) is ever enabled here; email codes are not configured.
    if (!("totpURI" in answer)) throw new Error("No set-up key was made");
    return { ok: true, totpURI: answer.totpURI };
  } catch (error) {
    return refusal(error, twoFactorRefusals);
  }
}

/** What the enrolment page shows to add the account to an app. */
export interface SetUpKey {
  /** The secret in base32, in one run (the page shows it in groups of four: set-up-key.tsx). */
  key: string;
  /** The otpauth:// URI as a QR code; the URI itself never reaches the page. */
  qr: QrDrawing;
}

/**
 * The key to type and the QR code to scan, from the URI enableTwoFactor
 * answered with: the key is its `secret` parameter (base32, as apps take
 * it), the QR code the URI whole.
 */
export function setUpKeyOf(totpURI: string): SetUpKey {
  const secret = new URL(totpURI).searchParams.get("secret");
  if (!secret || !/^[A-Z2-7]+=*$/.test(secret))
    throw new Error("The set-up URI carries no base32 secret");
  return {
    key: secret.replace(/=+$/, ""),
    qr: qrDrawing(totpURI),
  };
}

/**
 * Enrolment, step 2: the first code from the app turns two-step sign-in on
 * (the plugin replaces the session with one marked as having passed its
 * code: the new cookie is in `cookies`), ends every other session of the
 * account (one signed in with the password alone elsewhere: decision 0046),
 * and hands over the backup codes, to be shown this once.
 */
export async function confirmEnrolment(
  { auth, headers }: AuthCall,
  input: { userId: string; code: string },
): Promise<Outcome<Cookies & { backupCodes: string[] }>> {
  try {
    const { headers: answer } = await auth.api.verifyTOTP({
      body: { code: input.code },
      headers,
      returnHeaders: true,
    });
    const cookies = cookiesOf(answer);
    await auth.api.revokeOtherSessions({
      headers: withSetCookies(headers, cookies),
    });
    const { backupCodes } = await auth.api.viewBackupCodes({
      body: { userId: input.userId },
    });
    return { ok: true, cookies, backupCodes };
  } catch (error) {
    return refusal(error, twoFactorRefusals);
  }
}
