import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import { admin, twoFactor } from "better-auth/plugins";

import { company } from "#app/content/company.ts";
import { portalMessages } from "#app/content/portal.ts";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "#app/lib/schemas/portal.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/database.ts";
import type { Logger } from "#server/logger.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { OutboxWorker } from "#server/mail/outbox-worker.ts";
import { mailTemplates } from "#server/mail/templates.ts";
import {
  accountSubject,
  clientSubject,
  countAttempt,
  pairSubject,
} from "#server/rate-limit.ts";
import type { Secrets } from "#server/secrets.ts";
import { isBreachedPassword } from "./breached-passwords.ts";
import { authDatesPlugin } from "./dates-plugin.ts";
import {
  attemptLimitFor,
  CLIENT_IP_HEADER,
  CONFIRMATION_PASSWORD_HEADER,
  PASSWORD_COMPROMISED,
  tooManyAttempts,
  WRONG_SIGN_UP_PASSWORD,
} from "./limits.ts";
import { portalLinks } from "./links.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { roleAccess } from "./roles.ts";
import { activityToRecord, sessionEnd } from "./session-lifetime.ts";
import { securityEvents as events, securityLog } from "./security-events.ts";
import { generateBackupCodes } from "./backup-codes.ts";
import { auditSignIn } from "./sign-in-audit.ts";
import { CHALLENGE_COOKIE } from "./two-factor-cookie.ts";
import { forgetUnconfirmedAccount } from "./unconfirmed-accounts.ts";
import {
  checkSignIn,
  clearSignInFailures,
  recordSignInFailure,
  type SignInSubjects,
} from "./sign-in-throttle.ts";

export interface AuthDependencies {
  config: Pick<Config, "appUrl">;
  secrets: Pick<Secrets, "authSecret" | "dataEncryptionKey">;
  database: Database;
  logger: Logger;
  outbox: Pick<OutboxWorker, "kick">;
  /** The clock of the sign-in throttle (tests move it forward). */
  now?: () => Date;
}

/**
 * A customer's session idle this long ends; each use at least an hour apart
 * extends it. Its absolute lifetime, and staff sessions' shorter limits, are
 * in session-lifetime.ts.
 */
const SESSION_SECONDS = 24 * 3600;
const SESSION_REFRESH_SECONDS = 3600;
/** How long the confirmation link works (it is still used only once). */
const CONFIRMATION_SECONDS = 24 * 3600;
/** Endpoints that set a new password, and the body field that carries it. */
const NEW_PASSWORD_FIELD: Readonly<Record<string, string>> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};
const PASSWORD_RESET_SECONDS = 3600;
/** The endpoints at which a session is made only after a right code. */
const CODE_VERIFIED_PATHS: ReadonlySet<string> = new Set([
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);

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
 */
export function createAuth(deps: AuthDependencies) {
  const { config, secrets, database, logger, outbox } = deps;
  const db = database.db;
  const links = portalLinks(config.appUrl);
  const secure = config.appUrl.protocol === "https:";

  async function queueMail(
    kind: string,
    to: string,
    content: { subject: string; text: string; html: string },
  ) {
    await enqueueMail(db, secrets.dataEncryptionKey, { kind, to, ...content });
    outbox.kick();
  }

  const log = securityLog(logger, secrets.authSecret);
  const now = deps.now ?? (() => new Date());
  const signInSubjects = (email: string, ip: string): SignInSubjects => ({
    account: accountSubject(email, secrets.authSecret),
    pair: pairSubject(email, ip, secrets.authSecret),
  });

  /**
   * The session the request's cookie names, with what its limits depend on,
   * read from our own session and user tables (migrations 0003, 0005); the
   * cookie is read with the hook context's documented signed-cookie API.
   */
  async function sessionOfRequest(ctx: {
    getSignedCookie: (name: string, secret: string) => Promise<unknown>;
    context: {
      secret: string;
      authCookies: { sessionToken: { name: string } };
    };
  }) {
    const token = await ctx.getSignedCookie(
      ctx.context.authCookies.sessionToken.name,
      ctx.context.secret,
    );
    if (typeof token !== "string" || token === "") return undefined;
    return db
      .selectFrom("session")
      .innerJoin("user", "user.id", "session.userId")
      .select([
        "session.id",
        "session.createdAt",
        "session.updatedAt",
        "user.email",
        "user.role",
        "user.banned",
      ])
      .where("session.token", "=", token)
      .executeTakeFirst();
  }

  /** An account's address, for a security event. */
  const emailOf = async (userId: string) =>
    (
      await db
        .selectFrom("user")
        .select("email")
        .where("id", "=", userId)
        .executeTakeFirst()
    )?.email;

  // Runs before every Better Auth endpoint, for the HTTP handler and for
  // server-side auth.api calls alike (unlike Better Auth's own limiter).
  const beforeEach = createAuthMiddleware(async (ctx) => {
    const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === "string" ? body.email : undefined;

    // A new password on the list of the most common leaked ones is refused
    // before any attempt is counted. An account made by the admin plugin
    // (the admin:create command) is held to the sign-up's rules too: Better
    // Auth checks only its maximum length there.
    const passwordField = NEW_PASSWORD_FIELD[ctx.path];
    const newPassword = passwordField ? body[passwordField] : undefined;
    if (typeof newPassword === "string") {
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

    // Fixed windows per client and per email address (limits.ts).
    const limit = attemptLimitFor(ctx.path);
    if (limit) {
      const checks = [
        countAttempt(
          database,
          limit.perClient,
          clientSubject(ip, secrets.authSecret),
        ).then((result) => ({ ...result, scope: "client" })),
      ];
      if (limit.perEmail && email !== undefined) {
        checks.push(
          countAttempt(
            database,
            limit.perEmail,
            accountSubject(email, secrets.authSecret),
          ).then((result) => ({ ...result, scope: "account" })),
        );
      }
      const refused = (await Promise.all(checks)).find((r) => !r.allowed);
      if (refused) {
        log(
          ctx.path === "/sign-in/email"
            ? events.signInThrottled
            : events.throttled,
          {
            email,
            ip,
            scope: refused.scope,
            reason: ctx.path,
            retryAfterSeconds: refused.retryAfterSeconds,
          },
        );
        throw tooManyAttempts(refused.retryAfterSeconds);
      }
    }

    // Sign-in: growing delays per account and client (sign-in-throttle.ts).
    if (ctx.path === "/sign-in/email" && email !== undefined) {
      const check = await checkSignIn(db, signInSubjects(email, ip), now());
      if (!check.allowed) {
        log(events.signInThrottled, {
          email,
          ip,
          scope: check.scope,
          retryAfterSeconds: check.retryAfterSeconds,
        });
        throw tooManyAttempts(check.retryAfterSeconds);
      }
    }

    // Account pre-hijacking (decision 0095): a sign-up for an address still
    // unconfirmed replaces that account, and a confirmation link opens an
    // account only with the password chosen at its sign-up.
    if (ctx.path === "/sign-up/email" && email !== undefined)
      await forgetUnconfirmedAccount(db, email);
    if (ctx.path === "/verify-email")
      await requireSignUpPassword(
        ctx.query?.token,
        passwordOfHeader(ctx.headers?.get(CONFIRMATION_PASSWORD_HEADER)),
      );

    // Every page reads its session through here (account.ts readSession):
    // a session past its role's limits is deleted before Better Auth looks,
    // so Better Auth finds none and clears the cookie in its answer. A staff
    // session's use is recorded for its idle limit.
    if (ctx.path === "/get-session") {
      const found = await sessionOfRequest(ctx);
      if (found) {
        const ended = sessionEnd(found, now());
        if (ended) {
          await db.deleteFrom("session").where("id", "=", found.id).execute();
          log(events.sessionExpired, { email: found.email, ip, reason: ended });
        } else if (activityToRecord(found, now())) {
          await db
            .updateTable("session")
            .set({ updatedAt: now().toISOString() })
            .where("id", "=", found.id)
            .execute();
        }
      }
    }

    if (ctx.path === "/sign-out") {
      const found = await sessionOfRequest(ctx);
      if (found) log(events.signOut, { email: found.email, ip });
    }
  });

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
    token: unknown,
    password: string | null,
  ): Promise<void> {
    if (typeof token !== "string") return;
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
        upgradeHash(credential.password!, newHash),
      ));
    if (!right)
      throw new APIError("BAD_REQUEST", {
        code: WRONG_SIGN_UP_PASSWORD,
        message: portalMessages.wrongSignUpPassword,
      });
  }

  /**
   * The account a sign-in's code step is for, read as the two-factor plugin
   * reads it (its signed challenge cookie names a verification row whose
   * value is the user id): a refused code names no user otherwise. Undefined
   * when there is no live challenge (no cookie, a bad signature: both read
   * as null). `internalAdapter` is the hook context's documented way to
   * such rows (Better Auth's hooks page: "higher-level internal calls"); it
   * hashes the identifier as the verification table stores it. A failure to
   * read it costs the audit row its account, not the answer: it is logged.
   */
  async function challengeUserId(
    ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
  ): Promise<string | undefined> {
    const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE);
    const key = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (!key) return undefined;
    try {
      const found =
        await ctx.context.internalAdapter.findVerificationValue(key);
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

  // Runs after every endpoint with what it answered (a result or a refusal):
  // counts sign-in failures and writes the security events.
  const afterEach = createAuthMiddleware(async (ctx) => {
    const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === "string" ? body.email : undefined;
    const returned: unknown = ctx.context.returned;
    const refusal = isAPIError(returned) ? returned : undefined;
    const reason = refusal
      ? String(refusal.body?.code ?? refusal.status).toLowerCase()
      : undefined;

    switch (ctx.path) {
      case "/sign-in/email": {
        if (email === undefined) return;
        const subjects = signInSubjects(email, ip);
        if (reason === "invalid_email_or_password")
          await recordSignInFailure(database, subjects, now());
        // The right password, even for an account still to be confirmed.
        else if (!refusal || reason === "email_not_verified")
          await clearSignInFailures(db, subjects);
        // An enrolled account signs in only once its code is right (the
        // two-factor plugin's hook, after this one, swaps the session for a
        // challenge).
        const codeRequired =
          !refusal && ctx.context.newSession?.user.twoFactorEnabled === true;
        log(
          refusal
            ? events.signInFailed
            : codeRequired
              ? events.signInCodeRequired
              : events.signInSucceeded,
          { email, ip, ...(reason ? { reason } : {}) },
        );
        // The audit log keeps a staff account's sign-in once it is complete
        // (with its code, below) and every refusal; not "code required".
        if (refusal && reason !== "email_not_verified")
          await auditSignIn(db, secrets.authSecret, {
            event: { kind: "failed", step: "password", reason },
            email,
            ip,
          });
        else if (!refusal && !codeRequired)
          await auditSignIn(db, secrets.authSecret, {
            event: { kind: "signed_in", method: "password" },
            userId: ctx.context.newSession?.user.id,
            email,
            ip,
          });
        return;
      }
      case "/two-factor/verify-totp":
      case "/two-factor/verify-backup-code": {
        // With a session, the code confirms an enrolment; without one, it is
        // the second step of a sign-in.
        const enrolling = Boolean(ctx.context.session?.session);
        const user = ctx.context.newSession?.user ?? ctx.context.session?.user;
        log(
          refusal
            ? events.twoFactorFailed
            : enrolling
              ? events.twoFactorEnrolled
              : events.twoFactorSucceeded,
          {
            email: user?.email,
            ip,
            reason:
              reason ??
              (ctx.path.endsWith("backup-code") ? "backup_code" : "totp"),
          },
        );
        await auditSignIn(db, secrets.authSecret, {
          event: refusal
            ? { kind: "failed", step: "code", ...(reason ? { reason } : {}) }
            : enrolling
              ? { kind: "enrolled" }
              : {
                  kind: "signed_in",
                  method: ctx.path.endsWith("backup-code")
                    ? "backup_code"
                    : "totp",
                },
          userId: user?.id ?? (await challengeUserId(ctx)),
          ip,
        });
        return;
      }
      case "/sign-up/email":
        log(refusal ? events.signUpRefused : events.signUp, {
          email,
          ip,
          ...(reason ? { reason } : {}),
        });
        return;
      case "/verify-email": {
        // The session it starts names the account (the answer does not).
        const user = ctx.context.newSession?.user;
        if (!refusal && user)
          log(events.emailConfirmed, { email: user.email, ip });
        else if (refusal) log(events.emailConfirmRefused, { ip, reason });
        return;
      }
      case "/request-password-reset":
        log(events.resetRequested, { email, ip });
        return;
      case "/reset-password":
        // A completed reset is logged when its token is used (databaseHooks
        // below), where the account is known.
        if (refusal) log(events.resetFailed, { ip, reason });
        return;
      case "/change-password":
        log(refusal ? events.passwordChangeRefused : events.passwordChanged, {
          email: ctx.context.session?.user.email,
          ip,
          ...(reason ? { reason } : {}),
        });
        return;
    }
  });

  /** A weaker hash that matched is replaced with Argon2id in the account row. */
  async function upgradeHash(oldHash: string, newHash: string) {
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

  return betterAuth({
    appName: company.name,
    baseURL: config.appUrl.origin,
    basePath: "/api/auth",
    secret: secrets.authSecret,
    database: {
      // Our Kysely returns timestamps as ISO text; Better Auth wants Dates.
      db: db.withPlugin(authDatesPlugin),
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
      // Argon2id at OWASP's parameters; hashes Better Auth made before
      // (scrypt) still verify and are replaced at the next sign-in.
      password: {
        hash: hashPassword,
        verify: ({ hash, password }) =>
          verifyPassword(hash, password, (newHash) =>
            upgradeHash(hash, newHash),
          ),
      },
      resetPasswordTokenExpiresIn: PASSWORD_RESET_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The emailed reset link proves who holds the mailbox, and the new
      // password is theirs: an account still unconfirmed is confirmed by it
      // (decision 0095), so an owner who forgot the sign-up password, or
      // never chose it, gets in with one of their own.
      async onPasswordReset({ user }) {
        await db
          .updateTable("user")
          .set({ emailVerified: true, updatedAt: now().toISOString() })
          .where("id", "=", user.id)
          .where("emailVerified", "=", false)
          .execute();
      },
      async sendResetPassword({ user, token }) {
        await queueMail(
          "auth.reset-password",
          user.email,
          mailTemplates.passwordReset({
            name: user.name,
            url: links.resetPassword(token),
          }),
        );
      },
      // Sign-up answers the same whether or not the address has an account;
      // the owner of an existing one hears about the attempt instead.
      async onExistingUserSignUp({ user }) {
        await queueMail(
          "auth.existing-account",
          user.email,
          mailTemplates.existingAccount({
            name: user.name,
            signInUrl: links.signIn,
            resetUrl: links.forgotPassword,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_SECONDS,
      // Better Auth's own link puts the token in a query string; ours carries
      // it in the fragment, which browsers never send to a server.
      async sendVerificationEmail({ user, token }) {
        await queueMail(
          "auth.confirm-email",
          user.email,
          mailTemplates.confirmEmail({
            name: user.name,
            url: links.confirmEmail(token),
          }),
        );
      },
    },
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      // Every request reads the database, so a sign-out or a revoked session
      // ends at once on every server process.
      cookieCache: { enabled: false },
      additionalFields: {
        // Whether this session was made by a right code (decision 0046):
        // set only by the hook below, never from a request.
        twoFactorVerified: {
          type: "boolean",
          required: false,
          defaultValue: false,
          input: false,
        },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // The two-factor plugin makes a session at these endpoints only
          // once the code was right: the second step of a sign-in (no
          // session yet), or the first code of an enrolment (the
          // password-only session is replaced). Such a session, and only
          // such a session, opens the back office (server/staff/access.ts).
          async before(session, ctx) {
            if (!CODE_VERIFIED_PATHS.has(ctx?.path ?? "")) return;
            return { data: { ...session, twoFactorVerified: true } };
          },
        },
      },
      verification: {
        delete: {
          // A reset token is used (deleted) once the new password is in:
          // its value names the account.
          async after(verification, ctx) {
            if (ctx?.path !== "/reset-password") return;
            log(events.resetCompleted, {
              email: await emailOf(verification.value),
              ip: ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown",
            });
          },
        },
      },
    },
    verification: { storeIdentifier: "hashed" },
    hooks: { before: beforeEach, after: afterEach },
    plugins: [
      // Roles (customer, staff, admin) and disabled accounts: a disabled
      // account cannot start a session, and disabling ends its sessions.
      admin({
        ...roleAccess,
        defaultRole: "customer",
        adminRoles: ["admin"],
        bannedUserMessage: portalMessages.accountDisabled,
      }),
      // An authenticator app (TOTP) with one-time backup codes, both kept
      // encrypted with AUTH_SECRET. A sign-in of an enrolled account answers
      // with a challenge cookie (10 minutes) instead of a session; each
      // challenge takes 5 wrong codes, and 10 in a row lock the account's
      // codes for 15 minutes. No "trust this device".
      twoFactor({
        issuer: company.name,
        // Without look-alike characters (decision 0078).
        backupCodeOptions: { customBackupCodesGenerate: generateBackupCodes },
        accountLockout: {
          enabled: true,
          maxFailedAttempts: 10,
          durationSeconds: 900,
        },
      }),
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
    // Refusals (wrong password, too many attempts...) are answers, not
    // failures; only failures are logged, through our logger.
    onAPIError: {
      onError(error) {
        if (isAPIError(error) && error.statusCode < 500) return;
        logger.error(
          {
            source: "better-auth",
            error: loggedError(error),
          },
          "authentication request failed",
        );
      },
    },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      // Only the message: Better Auth's extra arguments can hold user records.
      log(level, message, ...args) {
        const error = args.find((arg) => arg instanceof Error);
        logger[level](
          {
            source: "better-auth",
            ...(error
              ? { error: { name: error.name, message: error.message } }
              : {}),
          },
          message,
        );
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** An error as the logs keep it: its name and message, never its stack or the objects it carries. */
function loggedError(error: unknown) {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : String(error);
}
