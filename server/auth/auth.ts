import { betterAuth } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins";

import { company } from "#app/content/company.ts";
import { portalMessages } from "#app/content/portal.ts";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "#app/lib/schemas/portal.ts";
import { accountMail } from "./account-mail.ts";
import {
  confirmByPasswordReset,
  guardUnconfirmedAccounts,
  passwordHashing,
  refuseUnfitNewPassword,
} from "./account-rules.ts";
import { countSignInOutcome, enforceAttemptLimits } from "./attempt-limits.ts";
import { authEnvironment, type AuthDependencies } from "./auth-environment.ts";
import { betterAuthLogging } from "./auth-logging.ts";
import { logResetCompleted, recordEndpointEvents } from "./endpoint-events.ts";
import { authDatesPlugin } from "./dates-plugin.ts";
import { CLIENT_IP_HEADER } from "./limits.ts";
import { roleAccess } from "./roles.ts";
import { guardSession } from "./session-guard.ts";
import {
  authenticatorAppPlugin,
  codeVerifiedSessionMark,
} from "./two-step-sign-in.ts";

export type { AuthDependencies } from "./auth-environment.ts";

/**
 * A customer's session idle this long ends; each use at least an hour apart
 * extends it. Its absolute lifetime, and staff sessions' shorter limits, are
 * in session-lifetime.ts.
 */
const SESSION_SECONDS = 24 * 3600;
const SESSION_REFRESH_SECONDS = 3600;
/** How long the confirmation link works (it is still used only once). */
const CONFIRMATION_SECONDS = 24 * 3600;
const PASSWORD_RESET_SECONDS = 3600;

/**
 * The site's authentication, made once per process: Better Auth on the
 * application's own database (tables from migrations 0003 and 0005), email
 * and password with a confirmed address before the first sign-in, passwords
 * hashed with Argon2id and checked against the most common leaked ones,
 * sessions in the database behind an httpOnly SameSite=Lax cookie (customers
 * 24 hours idle and 7 days at most, staff 30 minutes and 12 hours), roles
 * and disabled accounts (admin plugin), an authenticator app for staff
 * (two-factor plugin), mail through the outbox, attempt limits and sign-in
 * throttling in the database, and a security event for each step. Its HTTP
 * API is not served (no route calls its handler): the pages call `auth.api.*`.
 *
 * This function puts the instance together; each concern is its own module:
 * account-rules.ts (new passwords, unconfirmed accounts, hashing),
 * account-mail.ts, attempt-limits.ts, session-guard.ts, two-step-sign-in.ts
 * (the second factor and its challenge), endpoint-events.ts (security log
 * and audit of sign-ins), auth-logging.ts.
 */
export function createAuth(deps: AuthDependencies) {
  const { config, secrets, database, logger } = deps;
  const env = authEnvironment(deps);
  const mail = accountMail(deps);
  const secure = config.appUrl.protocol === "https:";

  return betterAuth({
    appName: company.name,
    baseURL: config.appUrl.origin,
    basePath: "/api/auth",
    secret: secrets.authSecret,
    database: {
      // Our Kysely returns timestamps as ISO text; Better Auth wants Dates.
      db: env.db.withPlugin(authDatesPlugin),
      type: database.dialect,
      transaction: true,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      // The same rule as the forms' schema (spec section 9: at least 6).
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: passwordHashing(env),
      resetPasswordTokenExpiresIn: PASSWORD_RESET_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => confirmByPasswordReset(env, user.id),
      sendResetPassword: mail.sendResetPassword,
      onExistingUserSignUp: mail.onExistingUserSignUp,
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_SECONDS,
      sendVerificationEmail: mail.sendVerificationEmail,
    },
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // Every request reads the database, so a sign-out or a revoked session
      // ends at once on every server process.
      cookieCache: { enabled: false },
      additionalFields: {
        // Whether this session was made by a right code (decision 0046):
        // set only by codeVerifiedSessionMark, never from a request.
        twoFactorVerified: {
          type: "boolean",
          required: false,
          defaultValue: false,
          input: false,
        },
      },
    },
    databaseHooks: {
      session: codeVerifiedSessionMark,
      verification: {
        delete: {
          after: (verification, ctx) =>
            logResetCompleted(env, verification, ctx),
        },
      },
    },
    verification: { storeIdentifier: "hashed" },
    hooks: {
      // Before every endpoint, for the HTTP handler and for server-side
      // auth.api calls alike, in this order: a new password's rules before
      // any attempt is counted, then the attempt limits, then what needs an
      // attempt counted first (a confirmation's password), then the session.
      before: createAuthMiddleware(async (ctx) => {
        await refuseUnfitNewPassword(env, ctx);
        await enforceAttemptLimits(env, ctx);
        await guardUnconfirmedAccounts(env, ctx);
        await guardSession(env, ctx);
      }),
      // After every endpoint, with what it answered (a result or a refusal).
      after: createAuthMiddleware(async (ctx) => {
        await countSignInOutcome(env, ctx);
        await recordEndpointEvents(env, ctx);
      }),
    },
    plugins: [
      // Roles (customer, staff, admin) and disabled accounts: a disabled
      // account cannot start a session, and disabling ends its sessions.
      admin({
        ...roleAccess,
        defaultRole: "customer",
        adminRoles: ["admin"],
        bannedUserMessage: portalMessages.accountDisabled,
      }),
      authenticatorAppPlugin(),
    ],
    advanced: {
      // On https the session cookie is `__Host-harborline.session_token`:
      // the browser then insists on Secure, Path=/ and no Domain, so no
      // subdomain and no plain-http page can set or overwrite it. Better
      // Auth's own secure prefix (__Secure-) is turned off in its favour.
      cookiePrefix: secure ? "__Host-harborline" : "harborline",
      useSecureCookies: false,
      defaultCookieAttributes: {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secure,
      },
      // Set by our own code from Express's req.ip (server/http/create-app.ts):
      // the connection's address, or X-Forwarded-For's only from the proxies
      // TRUST_PROXY names (by default none). A value sent by a client is
      // replaced (see withClientIp).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    ...betterAuthLogging(logger),
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
