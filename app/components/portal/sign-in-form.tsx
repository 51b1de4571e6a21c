import { Link } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { PasswordFields } from "#app/components/forms/password-fields.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { loginPage, portalToasts } from "#app/content/portal.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { INTENT_FIELD } from "#app/lib/forms/guards.ts";
import { problemToast, SignInSchema } from "#app/lib/schemas/portal.ts";

import { ResendConfirmation } from "./resend-confirmation";

const texts = loginPage.signIn;

/** Sign In (spec call 7): email and password; an unconfirmed account is offered a new link. */
export function SignInForm({
  redirectTo,
  initial,
}: {
  redirectTo: string | null;
  initial?: FormResult;
}) {
  const { field, result, pageAnswer, busy, formProps } = useForm({
    schema: SignInSchema,
    texts,
    initial,
    invalidToast: (errors) => problemToast(errors, portalToasts.signInFailed),
  });
  return (
    <div className="space-y-5">
      <h2 className="text-xl font-bold text-brand-900">{texts.heading}</h2>
      {pageAnswer?.toast && <FormOutcome message={pageAnswer.toast} />}
      {result && !result.ok && result.unconfirmedEmail && (
        <ResendConfirmation email={result.unconfirmedEmail} />
      )}
      <form {...formProps} className="space-y-1">
        <input type="hidden" name={INTENT_FIELD} value="sign-in" />
        {redirectTo && (
          <input type="hidden" name="redirectTo" value={redirectTo} />
        )}
        <Field {...field("email")} type="email" autoComplete="email" required />
        <PasswordFields mode="current" field={field} />
        <div className="flex flex-col-reverse gap-4 pt-2 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to="/forgot-password"
            className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {texts.forgotPassword}
          </Link>
          <SubmitButton
            busy={busy}
            label={texts.submit}
            busyLabel={texts.busy}
          />
        </div>
      </form>
    </div>
  );
}
