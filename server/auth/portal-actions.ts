import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";

import { portalToasts as toasts } from "#app/content/portal.ts";
import { fieldErrorsOf } from "#app/lib/forms/form-result.ts";
import {
  INTENT_FIELD,
  type PortalForm,
  type PortalFormResult,
} from "#app/lib/portal-form.ts";
import {
  ForgotPasswordSchema,
  problemToast,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
} from "#app/lib/schemas/portal.ts";
import { parseForm, UploadError } from "#server/uploads/multipart.ts";
import {
  confirmEmail,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signOut,
  signUp,
  type Refusal,
} from "./account.ts";
import { TOO_MANY_ATTEMPTS } from "./limits.ts";
import { authCall, portalHeaders, safeRedirectTarget } from "./session.ts";

type Context = Readonly<RouterContextProvider>;

/** Fields never echoed back to a page. */
const SECRET_FIELDS = new Set(["password", "confirmPassword", "token"]);

async function readFields(request: Request): Promise<Map<string, string>> {
  try {
    const { fields } = await parseForm(request);
    return new Map([...fields].map(([name, list]) => [name, list[0] ?? ""]));
  } catch (error) {
    if (error instanceof UploadError) return new Map();
    throw error;
  }
}

function echo(fields: Map<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of fields)
    if (!SECRET_FIELDS.has(name) && name !== INTENT_FIELD) values[name] = value;
  return values;
}

const statusOf = (refused: Refusal) =>
  refused.code === TOO_MANY_ATTEMPTS ? 429 : 400;

function answer(result: PortalFormResult, status = 200) {
  return data(result, { status, headers: portalHeaders() });
}

/** Checks a form against its schema; on failure, the answer with the spec's toast. */
function check<T>(
  form: PortalForm,
  schema: z.ZodType<T>,
  fields: Map<string, string>,
  failed: (message: string) => PortalFormResult["toast"],
) {
  const parsed = schema.safeParse(Object.fromEntries(fields));
  if (parsed.success) return { data: parsed.data } as const;
  const fieldErrors = fieldErrorsOf(parsed.error.issues);
  return {
    invalid: answer(
      {
        form,
        ok: false,
        fieldErrors,
        values: echo(fields),
        toast: problemToast(fieldErrors, (m) => failed(m)!),
      },
      400,
    ),
  } as const;
}

/**
 * /login's action: Sign In, Sign Up, or a new confirmation email, named by
 * the form's `intent`. Works the same for a page posted without JavaScript
 * and for the enhanced form.
 */
export async function loginAction(request: Request, context: Context) {
  const call = authCall(request, context);
  const secure = call.services.config.appUrl.protocol === "https:";
  const fields = await readFields(request);
  const intent = fields.get(INTENT_FIELD);

  if (intent === "sign-up") {
    const checked = check("sign-up", SignUpSchema, fields, toasts.signUpFailed);
    if (checked.invalid) return checked.invalid;
    const outcome = await signUp(call, checked.data);
    if (!outcome.ok)
      return answer(
        {
          form: "sign-up",
          ok: false,
          fieldErrors: {},
          values: echo(fields),
          toast: toasts.signUpFailed(outcome.message),
        },
        statusOf(outcome),
      );
    return answer({
      form: "sign-up",
      ok: true,
      fieldErrors: {},
      values: {},
      toast: toasts.accountCreated,
    });
  }

  if (intent === "resend-confirmation") {
    const email = fields.get("email") ?? "";
    const outcome = await resendConfirmation(call, email);
    return answer(
      {
        form: "resend-confirmation",
        ok: outcome.ok,
        fieldErrors: {},
        values: {},
        toast: outcome.ok
          ? toasts.confirmationSent
          : toasts.requestFailed(outcome.message),
      },
      outcome.ok ? 200 : statusOf(outcome),
    );
  }

  const checked = check("sign-in", SignInSchema, fields, toasts.signInFailed);
  if (checked.invalid) return checked.invalid;
  const outcome = await signIn(call, checked.data);
  if (outcome.ok) {
    return redirect(safeRedirectTarget(fields.get("redirectTo")), {
      headers: portalHeaders(outcome.cookies, {
        flash: "welcome-back",
        secure,
      }),
    });
  }
  return answer(
    {
      form: "sign-in",
      ok: false,
      fieldErrors: {},
      values: echo(fields),
      toast: toasts.signInFailed(outcome.message),
      ...(outcome.code === "EMAIL_NOT_VERIFIED"
        ? { unconfirmedEmail: checked.data.email }
        : {}),
    },
    statusOf(outcome),
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
  return redirect("/dashboard", {
    headers: portalHeaders(outcome.cookies, {
      flash: "welcome",
      secure: call.services.config.appUrl.protocol === "https:",
    }),
  });
}

/** Sign Out: the session ends on the server, then the home page. */
export async function signOutAction(request: Request, context: Context) {
  const call = authCall(request, context);
  const { cookies } = await signOut(call);
  return redirect("/", {
    headers: portalHeaders(cookies, {
      flash: "signed-out",
      secure: call.services.config.appUrl.protocol === "https:",
    }),
  });
}

/** /forgot-password's action: the same answer whether or not the address has an account. */
export async function forgotPasswordAction(request: Request, context: Context) {
  const call = authCall(request, context);
  const fields = await readFields(request);
  const checked = check(
    "forgot-password",
    ForgotPasswordSchema,
    fields,
    toasts.requestFailed,
  );
  if (checked.invalid) return checked.invalid;
  const outcome = await requestPasswordReset(call, checked.data.email);
  return answer(
    {
      form: "forgot-password",
      ok: outcome.ok,
      fieldErrors: {},
      values: outcome.ok ? {} : echo(fields),
      toast: outcome.ok
        ? toasts.resetLinkSent
        : toasts.requestFailed(outcome.message),
    },
    outcome.ok ? 200 : statusOf(outcome),
  );
}

/** /reset-password's action: the new password with the emailed token, then Sign In. */
export async function resetPasswordAction(request: Request, context: Context) {
  const call = authCall(request, context);
  const fields = await readFields(request);
  const checked = check(
    "reset-password",
    ResetPasswordSchema,
    fields,
    toasts.resetFailed,
  );
  if (checked.invalid) return checked.invalid;
  const outcome = await resetPassword(call, {
    token: fields.get("token") ?? "",
    password: checked.data.password,
  });
  if (outcome.ok)
    return redirect("/login", {
      headers: portalHeaders([], {
        flash: "password-updated",
        secure: call.services.config.appUrl.protocol === "https:",
      }),
    });
  return answer(
    {
      form: "reset-password",
      ok: false,
      fieldErrors: {},
      values: {},
      toast: toasts.resetFailed(outcome.message),
      invalidToken: outcome.code === "INVALID_TOKEN",
    },
    statusOf(outcome),
  );
}
