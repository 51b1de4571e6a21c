import { symmetricDecrypt } from "better-auth/crypto";

import { company } from "#app/content/company.ts";
import { twoFactorMessages as messages } from "#app/content/staff.ts";
import { isAppCode } from "#app/lib/schemas/staff.ts";
import type { Database } from "#server/db/database.ts";
import {
  refusal,
  toUser,
  type AuthCall,
  type Outcome,
  type PortalUser,
} from "./account.ts";
import type { Auth } from "./auth.ts";
import { qrDrawing, type QrDrawing } from "./qr-code.ts";

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

/** The two-factor plugin's challenge cookie, after the cookie prefix (auth.ts). */
const CHALLENGE_COOKIE = "two_factor";

type Cookies = { cookies: string[] };

const cookiesOf = (headers: Headers | null | undefined) =>
  headers?.getSetCookie() ?? [];

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
  return (headers.get("cookie") ?? "")
    .split(/;\s*/)
    .some((cookie) => cookie.startsWith(`${name}=`));
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
          // The plugin's codes are "abcde-12345"; typed without the dash, too.
          body: {
            code: code.includes("-")
              ? code
              : `${code.slice(0, 5)}-${code.slice(5)}`,
          },
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
 * again replaces an unconfirmed secret.
 */
export async function startEnrolment(
  { auth, headers }: AuthCall,
  password: string,
): Promise<Outcome> {
  try {
    await auth.api.enableTwoFactor({ body: { password }, headers });
    return { ok: true };
  } catch (error) {
    return refusal(error, twoFactorRefusals);
  }
}

/** What the enrolment page shows to add the account to an app. */
export interface SetUpKey {
  /** The secret in base32, in groups of four, to type by hand. */
  key: string;
  /** The otpauth:// URI as a QR code; the URI itself never leaves the server. */
  qr: QrDrawing;
}

/**
 * The unconfirmed secret of an enrolment under way, as a key to type and a
 * QR code to scan, or null when none is under way. Read back from the
 * two-factor table (Better Auth encrypts it with AUTH_SECRET), so the page
 * can be shown again (a wrong code, a reload) without asking for the
 * password again.
 */
export async function pendingSetUpKey(
  auth: Auth,
  database: Database,
  user: { id: string; email: string },
): Promise<SetUpKey | null> {
  const row = await database.db
    .selectFrom("twoFactor")
    .select(["secret", "verified"])
    .where("userId", "=", user.id)
    .executeTakeFirst();
  if (!row || Boolean(row.verified)) return null;
  const { secretConfig } = await auth.$context;
  // The plugin makes the secret as text and hands authenticator apps its
  // UTF-8 bytes (secrets imported from elsewhere would be marked
  // "base32:"; enrolment here only ever holds secrets the plugin made).
  const secret = await symmetricDecrypt({
    key: secretConfig,
    data: row.secret,
  });
  const base32Key = base32(new TextEncoder().encode(secret));
  return {
    key: base32Key.replace(/(.{4})(?=.)/g, "$1 "),
    qr: qrDrawing(otpauthUri(base32Key, user.email)),
  };
}

/**
 * Enrolment, step 2: the first code from the app turns two-step sign-in on
 * (the plugin replaces the session: the new cookie is in `cookies`) and
 * hands over the backup codes, to be shown this once.
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
    const { backupCodes } = await auth.api.viewBackupCodes({
      body: { userId: input.userId },
    });
    return { ok: true, cookies: cookiesOf(answer), backupCodes };
  } catch (error) {
    return refusal(error, twoFactorRefusals);
  }
}

/** The URI authenticator apps read, as the plugin writes it (issuer, account, 6 digits, 30 seconds). */
function otpauthUri(base32Key: string, email: string): string {
  const issuer = company.name;
  const params = new URLSearchParams({
    secret: base32Key,
    issuer,
    digits: "6",
    period: "30",
  });
  return `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(email)}?${params}`;
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding, as authenticator apps take keys. */
export function base32(bytes: Uint8Array): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}
