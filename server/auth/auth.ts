import { betterAuth } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";

import { company } from "#app/content/company.ts";
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
import { clientSubject, countAttempt } from "#server/rate-limit.ts";
import type { Secrets } from "#server/secrets.ts";
import { authDatesPlugin } from "./dates-plugin.ts";
import {
  attemptLimitFor,
  CLIENT_IP_HEADER,
  tooManyAttempts,
} from "./limits.ts";
import { portalLinks } from "./links.ts";

export interface AuthDependencies {
  config: Pick<Config, "appUrl">;
  secrets: Pick<Secrets, "authSecret">;
  database: Database;
  logger: Logger;
  outbox: Pick<OutboxWorker, "kick">;
}

/** A session idle this long ends; each use at least an hour apart extends it. */
const SESSION_SECONDS = 24 * 3600;
const SESSION_REFRESH_SECONDS = 3600;
/** How long the confirmation link works (it is still used only once). */
const CONFIRMATION_SECONDS = 24 * 3600;
const PASSWORD_RESET_SECONDS = 3600;

/**
 * The customer portal's authentication, made once per process: Better Auth on
 * the application's own database (tables from migration 0003), email and
 * password with a confirmed address before the first sign-in, sessions in the
 * database behind an httpOnly SameSite=Lax cookie, mail through the outbox,
 * and attempt limits in the database whichever way a request arrives.
 */
export function createAuth(deps: AuthDependencies) {
  const { config, secrets, database, logger, outbox } = deps;
  const db = database.db;
  const links = portalLinks(config.appUrl);

  async function queueMail(
    kind: string,
    to: string,
    content: { subject: string; text: string; html: string },
  ) {
    await enqueueMail(db, { kind, to, ...content });
    outbox.kick();
  }

  // Sign-in, sign-up and the mail-sending endpoints are limited per client
  // and per email address, in the database. A hook runs for the HTTP handler
  // and for server-side auth.api calls alike, unlike Better Auth's own limiter.
  const limitAttempts = createAuthMiddleware(async (ctx) => {
    const limit = attemptLimitFor(ctx.path);
    if (!limit) return;
    const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
    const checks = [
      countAttempt(db, limit.perClient, clientSubject(ip, secrets.authSecret)),
    ];
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    if (limit.perEmail && typeof email === "string") {
      checks.push(
        countAttempt(
          db,
          limit.perEmail,
          clientSubject(email.trim().toLowerCase(), secrets.authSecret),
        ),
      );
    }
    const refused = (await Promise.all(checks)).find((r) => !r.allowed);
    if (refused) throw tooManyAttempts(refused.retryAfterSeconds);
  });

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
      resetPasswordTokenExpiresIn: PASSWORD_RESET_SECONDS,
      revokeSessionsOnPasswordReset: true,
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
    },
    verification: { storeIdentifier: "hashed" },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      // Better Auth's limiter for its HTTP endpoints, counted in the same
      // rate_limits table as the forms (keys hashed: no IP addresses kept).
      customStorage: {
        async consume(key, rule) {
          const result = await countAttempt(
            db,
            {
              name: "auth:http",
              limit: rule.max,
              windowMs: rule.window * 1000,
            },
            clientSubject(key, secrets.authSecret),
          );
          return {
            allowed: result.allowed,
            retryAfter: result.allowed ? null : result.retryAfterSeconds,
          };
        },
      },
    },
    hooks: { before: limitAttempts },
    advanced: {
      cookiePrefix: "harborline",
      useSecureCookies: config.appUrl.protocol === "https:",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // Set by our own code from the connection (server/http/create-app.ts
      // trusts X-Forwarded-For only from a proxy on this machine); a value
      // sent by a client is replaced (see withClientIp).
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
            error:
              error instanceof Error
                ? { name: error.name, message: error.message }
                : String(error),
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
