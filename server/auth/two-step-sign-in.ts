import type { BetterAuthOptions } from "better-auth";
import { twoFactor } from "better-auth/plugins";

import { company } from "#app/content/company.ts";
import type { AuthEnvironment, AuthHookContext } from "./auth-environment.ts";
import { loggedError } from "./auth-logging.ts";
import { generateBackupCodes } from "./backup-codes.ts";
import { CHALLENGE_COOKIE } from "./two-factor-cookie.ts";

/**
 * The authenticator app (TOTP) with one-time backup codes, both kept
 * encrypted with AUTH_SECRET by the two-factor plugin. A sign-in of an
 * enrolled account answers with a challenge cookie (10 minutes) instead of
 * a session; each challenge takes 5 wrong codes, and 10 in a row lock the
 * account's codes for 15 minutes. No "trust this device".
 */
export function authenticatorAppPlugin() {
  return twoFactor({
    issuer: company.name,
    // Without look-alike characters (decision 0078).
    backupCodeOptions: { customBackupCodesGenerate: generateBackupCodes },
    accountLockout: {
      enabled: true,
      maxFailedAttempts: 10,
      durationSeconds: 900,
    },
  });
}

/** The endpoints at which a session is made only after a right code. */
const CODE_VERIFIED_PATHS: ReadonlySet<string> = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);

/**
 * `databaseHooks.session`: marks a session made by a right code (decision
 * 0046; the field is `twoFactorVerified` in createAuth's
 * `session.additionalFields`). The two-factor plugin makes a session at
 * CODE_VERIFIED_PATHS only once the code was right: the second step of a
 * sign-in (no session yet), or the first code of an enrolment (the
 * password-only session is replaced). Such a session, and only such a
 * session, opens the back office (server/staff/access.ts).
 */
export const codeVerifiedSessionMark: NonNullable<
  BetterAuthOptions["databaseHooks"]
>["session"] = {
  create: {
    async before(session, ctx) {
      if (!CODE_VERIFIED_PATHS.has(ctx?.path ?? "")) return;
      return { data: { ...session, twoFactorVerified: true } };
    },
  },
};

/**
 * The account a sign-in's code step is for, read as the two-factor plugin
 * reads it (its signed challenge cookie names a verification row whose
 * value is the user id): a refused code names no user otherwise. Undefined
 * when there is no live challenge (no cookie, a bad signature: both read
 * as null). `internalAdapter` is the hook context's documented way to
 * such rows (Better Auth's hooks page: "higher-level internal calls"); it
 * hashes the identifier as the verification table stores it (decision
 * 0047 names this use). A failure to read it costs the audit row its
 * account, not the answer: it is logged.
 */
export async function challengeUserId(
  { logger }: AuthEnvironment,
  ctx: AuthHookContext,
): Promise<string | undefined> {
  const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
  const key = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!key) return undefined;
  try {
    const found = await ctx.context.internalAdapter.findVerificationValue(key);
    return found?.value;
  } catch (error) {
    logger.error(
      {
        source: "auth",
        error: loggedError(error),
      },
      "the sign-in challenge could not be read: a refused code is audited without its account",
    );
    return undefined;
  }
}
