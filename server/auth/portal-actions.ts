import { data, redirect, type RouterContextProvider } from "react-router";

import {
  portalMessages as messages,
  portalToasts as toasts,
} from "#app/content/portal.ts";
import type { FieldErrors, FormFailure } from "#app/lib/forms/form-result.ts";
import { INTENT_FIELD } from "#app/lib/forms/guards.ts";
import {
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from "#app/lib/schemas/portal.ts";
import {
  portalForms,
  type FormDefinition,
} from "#app/lib/schemas/portal-forms.ts";
import type { FlashToast } from "#app/content/portal-flash.ts";
import type { z } from "#app/lib/zod.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import {
  formData,
  handleForm,
  type FormAnswer,
  type FormHandler,
} from "#server/forms/handle-form.ts";
import { parseForm, UploadError } from "#server/uploads/multipart.ts";
import {
  confirmEmail,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signOut,
  signUp,
  type Outcome,
  type Refusal,
} from "./account.ts";
import { PASSWORD_COMPROMISED, TOO_MANY_ATTEMPTS } from "./limits.ts";
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

/**
 * What every portal form shares on the forms' pipeline: passwords,
 * tokens and codes never echoed, answers never cached, the spec's toast for a form
 * that fails its checks, and a failure of ours told in the form's words.
 */
export function portalForm<T>(
  form: string,
  { failed, invalidToast }: FormDefinition,
  schema: z.ZodMiniType<T>,
  submit: FormHandler<T, Response>["submit"],
): FormHandler<T, Response> {
  return {
    form,
    schema,
    // A one-time code is no secret once used, but one typed wrong may be a
    // neighbour of the right one: never echoed either.
    secretFields: ["password", "confirmPassword", "token", "code"],
    headers: { "Cache-Control": PRIVATE_NO_STORE },
    invalidToast,
    failureToast: () => failed(messages.unexpected),
    submit,
  };
}

export const statusOf = (refusal: Refusal) =>
  refusal.code === TOO_MANY_ATTEMPTS ? 429 : 400;

/**
 * A refusal from Better Auth as the form's answer (the pipeline adds what was
 * typed). A new password on the leaked-password list is the password field's
 * error.
 */
export function refused(
  form: string,
  refusal: Refusal,
  toast: ToastMessage,
  extra: Pick<FormFailure, "unconfirmedEmail" | "invalidToken"> = {},
): FormAnswer {
  const fieldErrors: FieldErrors =
    refusal.code === PASSWORD_COMPROMISED ? { password: refusal.message } : {};
  return {
    status: statusOf(refusal),
    ...(refusal.retryAfterSeconds
      ? { headers: { "Retry-After": String(refusal.retryAfterSeconds) } }
      : {}),
    result: { ok: false, form, fieldErrors, values: {}, toast, ...extra },
  };
}

async function readFields(request: Request): Promise<Map<string, string>> {
  try {
    const { fields } = await parseForm(request);
    return new Map([...fields].map(([name, list]) => [name, list[0] ?? ""]));
  } catch (error) {
    if (error instanceof UploadError) return new Map();
    throw error;
  }
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

function signInForm(call: Call, redirectTo: string | undefined) {
  return portalForm(
    "sign-in",
    portalForms.signIn,
    SignInSchema,
    async (_services, input) => {
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
      if (outcome.ok)
        return redirectWithFlash(
          call,
          safeRedirectTarget(redirectTo, homeOf(outcome.user.role)),
          "welcome-back",
          outcome.cookies,
        );
      return refused(
        "sign-in",
        outcome,
        toasts.signInFailed(outcome.message),
        outcome.code === "EMAIL_NOT_VERIFIED"
          ? { unconfirmedEmail: input.email }
          : {},
      );
    },
  );
}

function signUpForm(call: Call) {
  return portalForm(
    "sign-up",
    portalForms.signUp,
    SignUpSchema,
    async (_services, input) => {
      const outcome = await signUp(call, input);
      if (!outcome.ok)
        return refused(
          "sign-up",
          outcome,
          toasts.signUpFailed(outcome.message),
        );
      return { ok: true, toast: toasts.accountCreated };
    },
  );
}

/**
 * A form that asks for a link by email (a new confirmation, a password
 * reset): one field, and the same answer whether or not the address has an
 * account.
 */
function emailLinkForm(
  form: string,
  send: (email: string) => Promise<Outcome>,
  sent: ToastMessage,
) {
  return portalForm(
    form,
    portalForms.forgotPassword,
    ForgotPasswordSchema,
    async (_services, { email }) => {
      const outcome = await send(email);
      if (!outcome.ok)
        return refused(form, outcome, toasts.requestFailed(outcome.message));
      return { ok: true, toast: sent };
    },
  );
}

/**
 * /login's action: Sign In, Sign Up, or a new confirmation email, named by
 * the form's `intent`. Works the same for a page posted without JavaScript
 * and for the enhanced form.
 */
export async function loginAction(request: Request, context: Context) {
  const call = authCall(request, context);
  return formData(
    await handleForm(request, context, (fields) => {
      switch (fields.get(INTENT_FIELD)?.[0]) {
        case "sign-up":
          return signUpForm(call);
        case "resend-confirmation":
          return emailLinkForm(
            "resend-confirmation",
            (email) => resendConfirmation(call, email),
            toasts.confirmationSent,
          );
        default:
          return signInForm(call, fields.get("redirectTo")?.[0]);
      }
    }),
  );
}

/**
 * /auth/callback's action: the token from the link's fragment confirms the
 * address and starts the session; the browser then goes to the dashboard.
 */
export async function confirmEmailAction(request: Request, context: Context) {
  const call = authCall(request, context);
  const token = (await readFields(request)).get("token") ?? "";
  if (token === "")
    return data({ outcome: "invalid-link" } as const, { status: 400 });
  const outcome = await confirmEmail(call, token);
  if (!outcome.ok)
    return data({ outcome: "failed" } as const, {
      status: statusOf(outcome),
      headers: portalHeaders(),
    });
  return redirectWithFlash(call, "/dashboard", "welcome", outcome.cookies);
}

/** Sign Out: the session ends on the server, then the home page. */
export async function signOutAction(request: Request, context: Context) {
  const call = authCall(request, context);
  const { cookies } = await signOut(call);
  return redirectWithFlash(call, "/", "signed-out", cookies);
}

/** /forgot-password's action: the same answer whether or not the address has an account. */
export async function forgotPasswordAction(request: Request, context: Context) {
  const call = authCall(request, context);
  return formData(
    await handleForm(
      request,
      context,
      emailLinkForm(
        "forgot-password",
        (email) => requestPasswordReset(call, email),
        toasts.resetLinkSent,
      ),
    ),
  );
}

/** /reset-password's action: the new password with the emailed token, then Sign In. */
export async function resetPasswordAction(request: Request, context: Context) {
  const call = authCall(request, context);
  return formData(
    await handleForm(request, context, (fields) =>
      portalForm(
        "reset-password",
        portalForms.resetPassword,
        ResetPasswordSchema,
        async (_services, { password }) => {
          const outcome = await resetPassword(call, {
            token: fields.get("token")?.[0] ?? "",
            password,
          });
          if (outcome.ok)
            return redirectWithFlash(call, "/login", "password-updated");
          return refused(
            "reset-password",
            outcome,
            toasts.resetFailed(outcome.message),
            { invalidToken: outcome.code === "INVALID_TOKEN" },
          );
        },
      ),
    ),
  );
}
