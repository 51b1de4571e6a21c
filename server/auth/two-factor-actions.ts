import { redirect, type RouterContextProvider } from "react-router";

import { twoFactorToasts as toasts } from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { TwoFactorCodeSchema } from "#app/lib/schemas/staff.ts";
import {
  defineForm,
  type FormResponse,
} from "#server/forms/form-definition.ts";
import type { Refusal } from "./account.ts";
import { portalForm, redirectWithFlash, statusOf } from "./portal-actions.ts";
import {
  authCall,
  homeOf,
  redirectIfSignedIn,
  safeRedirectTarget,
} from "./session.ts";
import {
  hasSignInChallenge,
  SIGN_IN_OVER,
  verifySignInCode,
} from "./two-factor.ts";

type Context = Readonly<RouterContextProvider>;

/** A refusal of a code or password as the form's response: the field's error, and a way back to /login when the sign-in is over. */
export function codeRefused(
  field: "code" | "password",
  refusal: Refusal,
  toast: FormResult["toast"],
): FormResponse {
  const over = SIGN_IN_OVER.has(refusal.code);
  return {
    // A locked account's codes are a limit reached, like too many attempts.
    status:
      refusal.code === "ACCOUNT_TEMPORARILY_LOCKED" ? 429 : statusOf(refusal),
    ...(refusal.retryAfterSeconds
      ? { headers: { "Retry-After": String(refusal.retryAfterSeconds) } }
      : {}),
    result: {
      ok: false,
      fieldErrors: over ? {} : { [field]: refusal.message },
      values: {},
      toast,
      ...(over ? { invalidToken: true } : {}),
    },
  };
}

/**
 * /login/two-factor's loader: only for a sign-in under way (a right
 * password, the code still to come); a signed-in person goes on, anyone
 * else to /login.
 */
export async function twoFactorSignInLoader(
  request: Request,
  context: Context,
): Promise<Headers> {
  const headers = await redirectIfSignedIn(request, context);
  if (!(await hasSignInChallenge(authCall(request, context)))) {
    const redirectTo = new URL(request.url).searchParams.get("redirectTo");
    throw redirect(
      redirectTo
        ? `/login?${new URLSearchParams({ redirectTo: safeRedirectTarget(redirectTo) })}`
        : "/login",
      { headers },
    );
  }
  return headers;
}

/**
 * /login/two-factor: the code from the app, or a backup code, ends the
 * sign-in; a wrong one is told on the field, and a sign-in that can no
 * longer go on (too many wrong codes, timed out) offers /login again.
 */
export const twoFactorSignInForm = defineForm({
  name: "two-factor",
  page: "/login/two-factor",
  schema: TwoFactorCodeSchema,
  ...portalForm(toasts.codeFailed),
  submit: async ({ input: { code }, fields, scope: { call } }) => {
    const outcome = await verifySignInCode(call, code);
    if (outcome.ok)
      return redirectWithFlash(
        call,
        safeRedirectTarget(
          fields.get("redirectTo")?.[0],
          homeOf(outcome.user.role),
        ),
        "welcome-back",
        outcome.cookies,
      );
    return codeRefused("code", outcome, toasts.codeFailed(outcome.message));
  },
});
