import { isAPIError } from "better-auth/api";

import { portalMessages as messages } from "#app/content/portal.ts";
import type { Auth } from "./auth.ts";
import {
  CONFIRMATION_PASSWORD_HEADER,
  PASSWORD_COMPROMISED,
  TOO_MANY_ATTEMPTS,
  WRONG_SIGN_UP_PASSWORD,
} from "./limits.ts";

/** A Better Auth call on behalf of one request: its cookies and client address. */
export interface AuthCall {
  auth: Auth;
  headers: Headers;
}

/** The signed-in person as the portal shows them. */
export interface PortalUser {
  id: string;
  name: string;
  email: string;
  /** customer, staff or admin (app/lib/staff/roles.ts); staff pages read it again from the database. */
  role: string;
}

/** A refusal with the message to show after the form's failure title. */
export interface Refusal {
  ok: false;
  code: string;
  message: string;
  /** For a refusal of too many attempts: when to try again. */
  retryAfterSeconds?: number;
}

export type Outcome<T = object> = ({ ok: true } & T) | Refusal;

/** Set-Cookie values Better Auth produced, to pass on to the browser. */
export type Cookies = { cookies: string[] };

/** The Set-Cookie values of a Better Auth answer (`returnHeaders: true`). */
export const cookiesOf = (headers: Headers | null | undefined): string[] =>
  headers?.getSetCookie() ?? [];

export const toUser = (
  user: Omit<PortalUser, "role"> & { role?: string | null },
): PortalUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role ?? "customer",
});

/**
 * Turns Better Auth's errors into the messages the portal shows (`more`:
 * the messages of other pages' codes); anything that is not a refusal of the
 * request itself is a failure of ours and is thrown on.
 */
export function refusal(
  error: unknown,
  more: Readonly<Record<string, string>> = {},
): Refusal {
  if (!isAPIError(error) || error.statusCode >= 500) throw error;
  const code = String(error.body?.code ?? error.status);
  const known: Record<string, string> = {
    INVALID_EMAIL_OR_PASSWORD: messages.invalidCredentials,
    EMAIL_NOT_VERIFIED: messages.emailNotConfirmed,
    INVALID_EMAIL: messages.invalidEmail,
    PASSWORD_TOO_SHORT: messages.passwordTooShort,
    PASSWORD_TOO_LONG: messages.passwordTooLong,
    INVALID_TOKEN: messages.resetLinkInvalid,
    BANNED_USER: messages.accountDisabled,
    [PASSWORD_COMPROMISED]: messages.passwordBreached,
    [WRONG_SIGN_UP_PASSWORD]: messages.wrongSignUpPassword,
    [TOO_MANY_ATTEMPTS]: error.message,
    ...more,
  };
  const retryAfter = Number(
    new Headers(error.headers ?? undefined).get("Retry-After"),
  );
  return {
    ok: false,
    code,
    message: known[code] ?? messages.unexpected,
    ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}

/** A Better Auth call whose only result is that it was done, or its refusal. */
async function attempt(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    await call();
    return { ok: true };
  } catch (error) {
    return refusal(error);
  }
}

/**
 * What a right password leads to: a session (`user`), or, for an account
 * with an authenticator app, the challenge of the second step (`cookies`
 * then hold the two-factor plugin's challenge cookie, not a session).
 */
export type SignedInOrCodeRequired = Cookies &
  ({ user: PortalUser; codeRequired?: never } | { codeRequired: true });

/**
 * Spec call 7. An unconfirmed account is refused with code EMAIL_NOT_VERIFIED,
 * a disabled one with BANNED_USER.
 */
export async function signIn(
  { auth, headers }: AuthCall,
  input: { email: string; password: string },
): Promise<Outcome<SignedInOrCodeRequired>> {
  try {
    const { headers: answer, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers,
      returnHeaders: true,
    });
    // The two-factor plugin's answer is not in the endpoint's declared type.
    const answered: unknown = response;
    if (
      typeof answered === "object" &&
      answered !== null &&
      "twoFactorRedirect" in answered &&
      answered.twoFactorRedirect === true
    )
      return { ok: true, codeRequired: true, cookies: cookiesOf(answer) };
    return {
      ok: true,
      user: toUser(response.user),
      cookies: cookiesOf(answer),
    };
  } catch (error) {
    return refusal(error);
  }
}

/**
 * Spec call 8. Does not sign in: the confirmation email (through the outbox)
 * carries the link that does. An address that already has an account gets the
 * same answer, so sign-up cannot tell who is a customer.
 */
export function signUp(
  { auth, headers }: AuthCall,
  input: { fullName: string; email: string; password: string },
): Promise<Outcome> {
  return attempt(() =>
    auth.api.signUpEmail({
      body: {
        name: input.fullName,
        email: input.email,
        password: input.password,
      },
      headers,
    }),
  );
}

/**
 * Sends a link by email: a new confirmation to an account that still needs
 * one, or a password reset. The answer is the same for any address, so
 * nobody learns whether it has an account.
 */
export function requestEmailLink(
  { auth, headers }: AuthCall,
  link: "confirmation" | "password-reset",
  email: string,
): Promise<Outcome> {
  const request = { body: { email }, headers };
  return attempt(() =>
    link === "confirmation"
      ? auth.api.sendVerificationEmail(request)
      : auth.api.requestPasswordReset(request),
  );
}

/**
 * The confirmation link's token and the password chosen at sign-up, sent by
 * /auth/callback: confirms the address and starts a session. A wrong
 * password is refused (WRONG_SIGN_UP_PASSWORD, decision 0095); so is a token
 * that is forged, expired, or was already used (the address is confirmed,
 * so no session is made).
 */
export async function confirmEmail(
  { auth, headers }: AuthCall,
  input: { token: string; password: string },
): Promise<Outcome<Cookies>> {
  const withPassword = new Headers(headers);
  // A header holds bytes, not text: any password (Cyrillic, emoji, what a
  // forged post holds) goes as the base64 of its UTF-8, and the hook decodes it.
  withPassword.set(
    CONFIRMATION_PASSWORD_HEADER,
    Buffer.from(input.password, "utf8").toString("base64"),
  );
  try {
    const { headers: answer } = await auth.api.verifyEmail({
      query: { token: input.token },
      headers: withPassword,
      returnHeaders: true,
    });
    const cookies = cookiesOf(answer);
    if (cookies.length === 0)
      return {
        ok: false,
        code: "ALREADY_USED",
        message: messages.confirmationLinkUsed,
      };
    return { ok: true, cookies };
  } catch (error) {
    return refusal(error);
  }
}

/** Spec call 9: the session row is deleted and the cookie cleared. */
export async function signOut({ auth, headers }: AuthCall): Promise<Cookies> {
  try {
    const { headers: answer } = await auth.api.signOut({
      headers,
      returnHeaders: true,
    });
    return { cookies: cookiesOf(answer) };
  } catch (error) {
    // Signing out without a session is not an error: the browser is signed out.
    refusal(error);
    return { cookies: [] };
  }
}

/** Sets the new password with the emailed one-time token; every session of the account ends. */
export function resetPassword(
  { auth, headers }: AuthCall,
  input: { token: string; password: string },
): Promise<Outcome> {
  return attempt(() =>
    auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
      headers,
    }),
  );
}

/**
 * Spec call 10: who is signed in, if anyone, with the cookies to pass on
 * either way: reading a session may extend it (sliding expiry: a refreshed
 * cookie), and a session that ended (expired, past its role's limits, a
 * disabled account) comes back as no user with the cookie cleared.
 * `codeVerified`: the session was made by a right authenticator or backup
 * code (decision 0046), which the back office requires.
 */
export async function readSession({
  auth,
  headers,
}: AuthCall): Promise<
  Cookies & { user: PortalUser | null; codeVerified: boolean }
> {
  const { headers: answer, response } = await auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  return {
    user: response ? toUser(response.user) : null,
    codeVerified: response?.session.twoFactorVerified === true,
    cookies: cookiesOf(answer),
  };
}

/** Who is signed in, or null (for callers that pass no cookies on). */
export async function currentUser(
  call: AuthCall,
): Promise<(Cookies & { user: PortalUser }) | null> {
  const { user, cookies } = await readSession(call);
  return user ? { user, cookies } : null;
}
