import type { Logger } from "#server/logger.ts";
import { accountSubject, clientSubject } from "#server/rate-limit.ts";

/**
 * The security events of sign-in and sessions, one structured log line each
 * with an `event` field. Accounts and clients appear only as keyed hashes
 * (HMAC-SHA-256 with AUTH_SECRET, the same hashes the attempt counters use),
 * so lines about one account or one client can be grouped without the log
 * holding an email or IP address. No line carries a password or a token.
 */
export const securityEvents = {
  signUp: "auth.sign_up",
  signUpRefused: "auth.sign_up.refused",
  emailConfirmed: "auth.email.confirmed",
  emailConfirmRefused: "auth.email.confirm_refused",
  signInSucceeded: "auth.sign_in.succeeded",
  signInFailed: "auth.sign_in.failed",
  signInThrottled: "auth.sign_in.throttled",
  throttled: "auth.throttled",
  signOut: "auth.sign_out",
  resetRequested: "auth.password_reset.requested",
  resetCompleted: "auth.password_reset.completed",
  resetFailed: "auth.password_reset.failed",
  passwordChanged: "auth.password.changed",
  passwordChangeRefused: "auth.password.change_refused",
  passwordRehashed: "auth.password.rehashed",
  sessionExpired: "auth.session.expired",
  signInCodeRequired: "auth.sign_in.code_required",
  twoFactorSucceeded: "auth.two_factor.succeeded",
  twoFactorFailed: "auth.two_factor.failed",
  twoFactorEnrolled: "auth.two_factor.enrolled",
} as const;

export type SecurityEvent =
  (typeof securityEvents)[keyof typeof securityEvents];

export interface SecurityEventDetails {
  /** The account's email address: logged as its keyed hash. */
  email?: string | undefined;
  /** The client's address: logged as the keyed hash of its network. */
  ip?: string | undefined;
  /** Why, for refusals: a short code such as "invalid_credentials". */
  reason?: string;
  /** Which counter refused, for throttling. */
  scope?: string;
  retryAfterSeconds?: number;
}

const messages: Record<SecurityEvent, string> = {
  "auth.sign_up": "sign-up",
  "auth.sign_up.refused": "sign-up refused",
  "auth.email.confirmed": "email address confirmed",
  "auth.email.confirm_refused":
    "confirmation refused (a wrong sign-up password, or a link expired or not ours)",
  "auth.sign_in.succeeded": "sign-in succeeded",
  "auth.sign_in.failed": "sign-in failed",
  "auth.sign_in.throttled": "sign-in throttled",
  "auth.throttled": "authentication request throttled",
  "auth.sign_out": "sign-out",
  "auth.password_reset.requested": "password reset requested",
  "auth.password_reset.completed": "password reset completed",
  "auth.password_reset.failed": "password reset refused",
  "auth.password.changed": "password changed",
  "auth.password.change_refused": "password change refused",
  "auth.password.rehashed": "password hash upgraded to Argon2id",
  "auth.session.expired":
    "session ended by its limits (idle, absolute lifetime or a disabled account)",
  "auth.sign_in.code_required":
    "password accepted; the authenticator code is asked next",
  "auth.two_factor.succeeded": "authenticator code accepted: signed in",
  "auth.two_factor.failed": "authenticator or backup code refused",
  "auth.two_factor.enrolled": "authenticator app enrolled",
};

const warnings = new Set<SecurityEvent>([
  securityEvents.signInThrottled,
  securityEvents.throttled,
]);

export type SecurityLog = (
  event: SecurityEvent,
  details?: SecurityEventDetails,
) => void;

/** A function that writes security events to `logger`, hashing with `secret`. */
export function securityLog(logger: Logger, secret: string): SecurityLog {
  return (event, { email, ip, ...rest } = {}) => {
    const line = {
      event,
      ...(email ? { account: accountSubject(email, secret) } : {}),
      ...(ip ? { client: clientSubject(ip, secret) } : {}),
      ...rest,
    };
    if (warnings.has(event)) logger.warn(line, messages[event]);
    else logger.info(line, messages[event]);
  };
}
