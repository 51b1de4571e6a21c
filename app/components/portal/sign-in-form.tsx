import { Link } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { loginPage, portalToasts } from "#app/content/portal.ts";
import { INTENT_FIELD, type PortalFormResult } from "#app/lib/portal-form.ts";
import { SignInSchema } from "#app/lib/schemas/portal.ts";

import { FormNotice } from "./form-notice";
import { ResendConfirmation } from "./resend-confirmation";
import { usePortalForm } from "./use-portal-form";

const texts = loginPage.signIn;

/** Sign In (spec call 7): email and password; an unconfirmed account is offered a new link. */
export function SignInForm({
  redirectTo,
  initial,
}: {
  redirectTo: string | null;
  initial?: PortalFormResult;
}) {
  const { fetcher, result, errors, busy, formProps } = usePortalForm({
    schema: SignInSchema,
    failed: portalToasts.signInFailed,
    initial,
  });
  const answeredByPage = !fetcher.data && initial;
  return (
    <div className="space-y-5">
      <h2 className="text-xl font-bold text-brand-900">{texts.heading}</h2>
      {answeredByPage && initial.toast && (
        <FormNotice message={initial.toast} />
      )}
      {result?.unconfirmedEmail && (
        <ResendConfirmation email={result.unconfirmedEmail} />
      )}
      <fetcher.Form {...formProps} className="space-y-1">
        <input type="hidden" name={INTENT_FIELD} value="sign-in" />
        {redirectTo && (
          <input type="hidden" name="redirectTo" value={redirectTo} />
        )}
        <Field
          name="email"
          type="email"
          label={texts.labels.email}
          placeholder={texts.placeholders.email}
          autoComplete="email"
          required
          defaultValue={initial?.values.email}
          error={errors.email}
        />
        <Field
          name="password"
          type="password"
          label={texts.labels.password}
          placeholder={texts.placeholders.password}
          autoComplete="current-password"
          required
          error={errors.password}
        />
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
      </fetcher.Form>
    </div>
  );
}
