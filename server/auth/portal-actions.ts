import { redirect, type RouterContextProvider } from "react-router";

import {
  portalMessages as messages,
  portalToasts as toasts,
} from "#app/content/portal.ts";
import type { FieldErrors, FormFailure } from "#app/lib/forms/form-result.ts";
import {
  ConfirmEmailSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from "#app/lib/schemas/portal.ts";
import { problemToast } from "#app/lib/schemas/portal-forms.ts";
import { isStaffRole } from "#app/lib/staff/roles.ts";
import type { FlashToast } from "#app/content/portal-flash.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import type {
  FormDefinition,
  FormRequest,
  FormResponse,
} from "#server/forms/form-definition.ts";
import { defineForm } from "#server/forms/form-definition.ts";
import {
  confirmEmail,
  requestEmailLink,
  resetPassword,
  signIn,
  signOut,
  signUp,
  type Refusal,
} from "./account.ts";
import {
  PASSWORD_COMPROMISED,
  TOO_MANY_ATTEMPTS,
  WRONG_SIGN_UP_PASSWORD,
} from "./limits.ts";
import {
  authCall,
  homeOf,
  portalHeaders,
  PRIVATE_NO_STORE,
  safeRedirectTarget,
} from "./session.ts";

/** The second step of signing in, for accounts with an authenticator app. */
export const TWO_FACTOR_SIGN_IN_PATH = "/login/two-factor";

type Context = Readonly<RouterContextProvider>;
type Call = ReturnType<typeof authCall>;

/** A portal form's scope: the request's Better Auth call. */
export async function portalAccess({
  request,
  context,
}: FormRequest): Promise<{ call: Call }> {
  return { call: authCall(request, context) };
}

/**
 * What every portal form shares: the request's Better Auth call as its
 * scope, passwords, tokens and codes never echoed, responses never cached,
 * the spec's toast for a form that fails its checks, and a failure of ours
 * told in the form's words.
 */
export function portalForm(failed: (message: string) => ToastMessage) {
  return {
    access: portalAccess,
    // A one-time code is no secret once used, but one typed wrong may be a
    // neighbour of the right one: never echoed either.
    secretFields: ["password", "confirmPassword", "token", "code"],
    headers: { "Cache-Control": PRIVATE_NO_STORE },
    invalidToast: (errors) => problemToast(errors, failed),
    failureToast: () => failed(messages.unexpected),
  } satisfies Partial<FormDefinition>;
}

export const statusOf = (refusal: Refusal) =>
  refusal.code === TOO_MANY_ATTEMPTS ? 429 : 400;

/** Refusals that are the password field's error: a new password on the leaked-password list, a wrong sign-up password at confirmation. */
const PASSWORD_FIELD_REFUSALS: ReadonlySet<string> = new Set([
  PASSWORD_COMPROMISED,
  WRONG_SIGN_UP_PASSWORD,
]);

/**
 * A refusal from Better Auth as the form's response (the pipeline adds what
 * was typed).
 */
export function refused(
  refusal: Refusal,
  toast: ToastMessage,
  extra: Pick<FormFailure, "unconfirmedEmail" | "invalidToken"> = {},
): FormResponse {
  const fieldErrors: FieldErrors = PASSWORD_FIELD_REFUSALS.has(refusal.code)
    ? { password: refusal.message }
    : {};
  return {
    status: statusOf(refusal),
    ...(refusal.retryAfterSeconds
      ? { headers: { "Retry-After": String(refusal.retryAfterSeconds) } }
      : {}),
    result: { ok: false, fieldErrors, values: {}, toast, ...extra },
  };
}

/**
 * A redirect that ends a portal flow: its cookies (a session begun, ended
 * or extended) and the toast the next page shows (flash-toasts.tsx).
 */
export function redirectWithFlash(
  call: Call,
  to: string,
  flash: FlashToast,
  cookies: readonly string[] = [],
) {
  return redirect(to, {
    headers: portalHeaders(cookies, {
      flash,
      secure: call.services.config.appUrl.protocol === "https:",
    }),
  });
}

/** /login's Sign In (its first form: a post that names none is a sign-in). */
export const signInForm = defineForm({
  name: "sign-in",
  page: "/login",
  schema: SignInSchema,
  ...portalForm(toasts.signInFailed),
  submit: async ({ input, fields, scope: { call } }) => {
    const redirectTo = fields.get("redirectTo")?.[0];
    const outcome = await signIn(call, input);
    // An account with an authenticator app is asked for its code next;
    // the challenge cookie rides along and the page asked for is kept.
    if (outcome.ok && outcome.codeRequired)
      return redirect(
        `${TWO_FACTOR_SIGN_IN_PATH}?${new URLSearchParams({
          redirectTo: safeRedirectTarget(redirectTo, "/admin"),
        })}`,
        { headers: portalHeaders(outcome.cookies) },
      );
    if (outcome.ok && isStaffRole(outcome.user.role))
      // Staff signed in with a password alone have no authenticator yet
      // (with one, a code was asked for above): they set it up before
      // anything opens, so no "You have successfully signed in" greets the
      // set-up page; that toast comes when a code ends a sign-in.
      return redirect(safeRedirectTarget(redirectTo, "/admin"), {
        headers: portalHeaders(outcome.cookies),
      });
    if (outcome.ok)
      return redirectWithFlash(
        call,
        safeRedirectTarget(redirectTo, homeOf(outcome.user.role)),
        "welcome-back",
        outcome.cookies,
      );
    return refused(
      outcome,
      toasts.signInFailed(outcome.message),
      outcome.code === "EMAIL_NOT_VERIFIED"
        ? { unconfirmedEmail: input.email }
        : {},
    );
  },
});

/** /login's Sign Up. */
export const signUpForm = defineForm({
  name: "sign-up",
  page: "/login",
  schema: SignUpSchema,
  ...portalForm(toasts.signUpFailed),
  submit: async ({ input, scope: { call } }) => {
    const outcome = await signUp(call, input);
    if (!outcome.ok)
      return refused(outcome, toasts.signUpFailed(outcome.message));
    return { ok: true, toast: toasts.accountCreated };
  },
});

/**
 * A form that asks for a link by email (a new confirmation, a password
 * reset): one field, and the same response whether or not the address has
 * an account.
 */
function emailLinkForm<const Name extends string>(
  name: Name,
  page: string,
  link: Parameters<typeof requestEmailLink>[1],
  sent: ToastMessage,
) {
  return defineForm({
    name,
    page,
    schema: ForgotPasswordSchema,
    ...portalForm(toasts.requestFailed),
    submit: async ({ input: { email }, scope: { call } }) => {
      const outcome = await requestEmailLink(call, link, email);
      if (!outcome.ok)
        return refused(outcome, toasts.requestFailed(outcome.message));
      return { ok: true, toast: sent };
    },
  });
}

/** /login's offer of a new confirmation email, after a sign-in refused for an unconfirmed address. */
export const resendConfirmationForm = emailLinkForm(
  "resend-confirmation",
  "/login",
  "confirmation",
  toasts.confirmationSent,
);

/** /forgot-password: the same response whether or not the address has an account. */
export const forgotPasswordForm = emailLinkForm(
  "forgot-password",
  "/forgot-password",
  "password-reset",
  toasts.resetLinkSent,
);

/** /reset-password: the new password with the emailed token, then Sign In. */
export const resetPasswordForm = defineForm({
  name: "reset-password",
  page: "/reset-password",
  schema: ResetPasswordSchema,
  ...portalForm(toasts.resetFailed),
  submit: async ({ input: { password }, fields, scope: { call } }) => {
    const outcome = await resetPassword(call, {
      token: fields.get("token")?.[0] ?? "",
      password,
    });
    if (outcome.ok)
      return redirectWithFlash(call, "/login", "password-updated");
    return refused(outcome, toasts.resetFailed(outcome.message), {
      invalidToken: outcome.code === "INVALID_TOKEN",
    });
  },
});

/**
 * /auth/callback: the token from the link's fragment and the password chosen
 * at sign-up (decision 0095) confirm the address and start the session; the
 * browser then goes to the dashboard. A wrong password stays on the page,
 * the link still in hand; a link expired, used or forged is the spec's
 * 'Authentication Failed'.
 */
export const confirmEmailForm = defineForm({
  name: "confirm-email",
  page: "/auth/callback",
  schema: ConfirmEmailSchema,
  ...portalForm(toasts.signInFailed),
  submit: async ({ input: { password }, fields, scope: { call } }) => {
    const token = fields.get("token")?.[0] ?? "";
    const outcome = await confirmEmail(call, { token, password });
    if (outcome.ok)
      return redirectWithFlash(call, "/dashboard", "welcome", outcome.cookies);
    const wrongPassword =
      outcome.code === WRONG_SIGN_UP_PASSWORD ||
      outcome.code === TOO_MANY_ATTEMPTS;
    return refused(
      outcome,
      wrongPassword
        ? toasts.signInFailed(outcome.message)
        : toasts.authenticationFailed,
      wrongPassword ? {} : { invalidToken: true },
    );
  },
});

/** Sign Out: the session ends on the server, then the home page. */
export async function signOutAction(request: Request, context: Context) {
  const call = authCall(request, context);
  const { cookies } = await signOut(call);
  return redirectWithFlash(call, "/", "signed-out", cookies);
}
