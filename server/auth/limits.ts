import { APIError } from "better-auth/api";

import { portalMessages } from "#app/content/portal.ts";
import type { RateLimitRule } from "#server/rate-limit.ts";

/**
 * The request header that carries the client's address to Better Auth. Only
 * our code sets it (see withClientIp); a value a browser sends is replaced.
 */
export const CLIENT_IP_HEADER = "x-harborline-client-ip";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface AttemptLimit {
  perClient: RateLimitRule;
  /** Counted by the email address in the body, hashed. */
  perEmail?: RateLimitRule;
}

/**
 * Limits per Better Auth endpoint path, counted per client and per email
 * address in fixed windows. Sign-in is limited here only per client (20 tries
 * in a quarter of an hour, whatever the addresses typed); its per-account
 * throttling is by account and client together, with growing delays
 * (sign-in-throttle.ts), so nobody can lock someone else out. Mail-sending
 * endpoints allow a few an hour, so nobody can flood an inbox through them.
 */
const attemptLimits: Record<string, AttemptLimit> = {
  "/sign-in/email": {
    perClient: {
      name: "auth:sign-in:client",
      limit: 20,
      windowMs: 15 * MINUTE,
    },
  },
  "/sign-up/email": {
    perClient: { name: "auth:sign-up:client", limit: 10, windowMs: HOUR },
    perEmail: { name: "auth:sign-up:email", limit: 3, windowMs: HOUR },
  },
  "/send-verification-email": {
    perClient: { name: "auth:confirm-mail:client", limit: 10, windowMs: HOUR },
    perEmail: { name: "auth:confirm-mail:email", limit: 3, windowMs: HOUR },
  },
  "/request-password-reset": {
    perClient: { name: "auth:reset-mail:client", limit: 10, windowMs: HOUR },
    perEmail: { name: "auth:reset-mail:email", limit: 3, windowMs: HOUR },
  },
  "/verify-email": {
    perClient: {
      name: "auth:confirm:client",
      limit: 20,
      windowMs: 15 * MINUTE,
    },
  },
  "/reset-password": {
    perClient: { name: "auth:reset:client", limit: 10, windowMs: 15 * MINUTE },
  },
  // Codes: beside the two-factor plugin's own counts (5 wrong codes per
  // sign-in, 10 in a row lock the account's codes for 15 minutes), a client
  // may try 20 in a quarter of an hour, whatever the account.
  "/two-factor/verify-totp": {
    perClient: { name: "auth:code:client", limit: 20, windowMs: 15 * MINUTE },
  },
  "/two-factor/verify-backup-code": {
    perClient: { name: "auth:code:client", limit: 20, windowMs: 15 * MINUTE },
  },
  // Starting an enrolment checks the password again: as many as sign-in.
  "/two-factor/enable": {
    perClient: {
      name: "auth:enrol:client",
      limit: 10,
      windowMs: 15 * MINUTE,
    },
  },
};

export function attemptLimitFor(
  path: string | undefined,
): AttemptLimit | undefined {
  return path === undefined ? undefined : attemptLimits[path];
}

export const TOO_MANY_ATTEMPTS = "TOO_MANY_ATTEMPTS";

/** A confirmation link followed without the password chosen at its sign-up (decision 0095). */
export const WRONG_SIGN_UP_PASSWORD = "WRONG_SIGN_UP_PASSWORD";

/**
 * How account.ts confirmEmail hands the password typed on /auth/callback to
 * the auth hook that checks it (as the base64 of its UTF-8, since a header
 * holds bytes, not text): a header of the in-process `auth.api` call
 * (Better Auth's confirmation takes only a token), never of a request on
 * the wire, since no route serves Better Auth's HTTP API.
 */
export const CONFIRMATION_PASSWORD_HEADER =
  "x-harborline-confirmation-password";

/** A new password that is on the list of the most common leaked passwords. */
export const PASSWORD_COMPROMISED = "PASSWORD_COMPROMISED";

/** The refusal, with a message a person can act on. */
export function tooManyAttempts(retryAfterSeconds: number): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: TOO_MANY_ATTEMPTS,
      message: portalMessages.tooManyAttempts(retryAfterSeconds),
    },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * The headers to hand Better Auth for a request: the browser's own (cookies,
 * user agent) with the client address as the server saw it.
 */
export function withClientIp(headers: Headers, ip: string): Headers {
  const copy = new Headers(headers);
  copy.set(CLIENT_IP_HEADER, ip);
  return copy;
}
