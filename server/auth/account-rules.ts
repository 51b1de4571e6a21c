import { APIError } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";

import { portalMessages } from "#app/content/portal.ts";
import { PASSWORD_MIN_LENGTH } from "#app/lib/schemas/portal.ts";
import {
  requestOf,
  type AuthEnvironment,
  type AuthHookContext,
} from "./auth-environment.ts";
import { loggedError } from "./auth-logging.ts";
import { isBreachedPassword } from "./breached-passwords.ts";
import {
  CONFIRMATION_PASSWORD_HEADER,
  PASSWORD_COMPROMISED,
  WRONG_SIGN_UP_PASSWORD,
} from "./limits.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { securityEvents as events } from "./security-events.ts";
import { forgetUnconfirmedAccount } from "./unconfirmed-accounts.ts";

/** Endpoints that set a new password, and the body field that carries it. */
const NEW_PASSWORD_FIELD: Readonly<Record<string, string>> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};

/**
 * Before hook: a new password on the list of the most common leaked ones is
 * refused before any attempt is counted. An account made by the admin plugin
 * (the admin:create command) is held to the sign-up's rules too: Better Auth
 * checks only its maximum length there.
 */
export async function refuseUnfitNewPassword(
  { log }: AuthEnvironment,
  ctx: AuthHookContext,
): Promise<void> {
  const { ip, body, email } = requestOf(ctx);
  const passwordField = NEW_PASSWORD_FIELD[ctx.path];
  const newPassword = passwordField ? body[passwordField] : undefined;
  if (typeof newPassword !== "string") return;
  if (
    ctx.path === "/admin/create-user" &&
    newPassword.length < PASSWORD_MIN_LENGTH
  )
    throw new APIError("BAD_REQUEST", {
      code: "PASSWORD_TOO_SHORT",
      message: portalMessages.passwordTooShort,
    });
  if (await isBreachedPassword(newPassword)) {
    const event =
      {
        "/sign-up/email": events.signUpRefused,
        "/reset-password": events.resetFailed,
      }[ctx.path] ?? events.passwordChangeRefused;
    log(event, { email, ip, reason: "breached_password" });
    throw new APIError("BAD_REQUEST", {
      code: PASSWORD_COMPROMISED,
      message: portalMessages.passwordBreached,
    });
  }
}

/**
 * Before hook, against account pre-hijacking (decision 0095): a sign-up for
 * an address still unconfirmed replaces that account, and a confirmation
 * link opens an account only with the password chosen at its sign-up. Runs
 * after the attempt limits, so a wrong sign-up password is counted.
 */
export async function guardUnconfirmedAccounts(
  env: AuthEnvironment,
  ctx: AuthHookContext,
): Promise<void> {
  const { email } = requestOf(ctx);
  if (ctx.path === "/sign-up/email" && email !== undefined)
    await forgetUnconfirmedAccount(env.db, email);
  if (ctx.path === "/verify-email")
    await requireSignUpPassword(
      env,
      ctx.query?.token,
      passwordOfHeader(ctx.headers?.get(CONFIRMATION_PASSWORD_HEADER)),
    );
}

/** The typed password as account.ts confirmEmail sent it (base64 of its UTF-8), or null. */
const passwordOfHeader = (value: string | null | undefined): string | null =>
  value === null || value === undefined
    ? null
    : Buffer.from(value, "base64").toString("utf8");

/**
 * A confirmation link proves who holds the mailbox, not who chose the
 * password: followed by the owner of an address a stranger signed up
 * with, it would open to the stranger's password an account that shows
 * the owner's claims and conversations. So the link confirms an account
 * only with the password chosen at its sign-up (decision 0095). A token
 * that is not ours, is expired, changes an address (`updateTo`), or names
 * an account already confirmed is left to Better Auth, which refuses it
 * or confirms nothing.
 */
async function requireSignUpPassword(
  env: AuthEnvironment,
  token: unknown,
  password: string | null,
): Promise<void> {
  if (typeof token !== "string") return;
  const { db, secrets } = env;
  const claims = await verifyJWT<{
    email?: unknown;
    userId?: unknown;
    updateTo?: unknown;
  }>(token, secrets.authSecret);
  if (typeof claims?.email !== "string" || claims.updateTo !== undefined)
    return;
  const user = await db
    .selectFrom("user")
    .select(["id", "emailVerified"])
    .where("email", "=", claims.email.toLowerCase())
    .executeTakeFirst();
  // A link of an account replaced since (a second sign-up) names the old
  // account's id: Better Auth refuses it as it refuses a forged one. A
  // link that names no account is checked like any other.
  const replaced =
    typeof claims.userId === "string" && claims.userId !== user?.id;
  if (!user || Boolean(user.emailVerified) || replaced) return;
  const credential = await db
    .selectFrom("account")
    .select("password")
    .where("userId", "=", user.id)
    .where("providerId", "=", "credential")
    .executeTakeFirst();
  const right =
    password !== null &&
    typeof credential?.password === "string" &&
    (await verifyPassword(credential.password, password, (newHash) =>
      upgradeHash(env, credential.password!, newHash),
    ));
  if (!right)
    throw new APIError("BAD_REQUEST", {
      code: WRONG_SIGN_UP_PASSWORD,
      message: portalMessages.wrongSignUpPassword,
    });
}

/**
 * Argon2id at OWASP's parameters (`emailAndPassword.password`); hashes
 * Better Auth made before (scrypt) still verify and are replaced at the
 * next sign-in.
 */
export function passwordHashing(env: AuthEnvironment) {
  return {
    hash: hashPassword,
    verify: ({ hash, password }: { hash: string; password: string }) =>
      verifyPassword(hash, password, (newHash) =>
        upgradeHash(env, hash, newHash),
      ),
  };
}

/** A weaker hash that matched is replaced with Argon2id in the account row. */
async function upgradeHash(
  { db, log, logger }: AuthEnvironment,
  oldHash: string,
  newHash: string,
): Promise<void> {
  try {
    const row = await db
      .updateTable("account")
      .set({ password: newHash, updatedAt: new Date().toISOString() })
      .where("providerId", "=", "credential")
      .where("password", "=", oldHash)
      .returning("userId")
      .executeTakeFirst();
    if (!row) return;
    const user = await db
      .selectFrom("user")
      .select("email")
      .where("id", "=", row.userId)
      .executeTakeFirst();
    log(events.passwordRehashed, { email: user?.email });
  } catch (error) {
    logger.error(
      {
        source: "auth",
        error: loggedError(error),
      },
      "could not store the upgraded password hash",
    );
  }
}

/**
 * `emailAndPassword.onPasswordReset`: the emailed reset link proves who
 * holds the mailbox, and the new password is theirs, so an account still
 * unconfirmed is confirmed by it (decision 0095): an owner who forgot the
 * sign-up password, or never chose it, gets in with one of their own.
 */
export async function confirmByPasswordReset(
  { db, now }: AuthEnvironment,
  userId: string,
): Promise<void> {
  await db
    .updateTable("user")
    .set({ emailVerified: true, updatedAt: now().toISOString() })
    .where("id", "=", userId)
    .where("emailVerified", "=", false)
    .execute();
}
