import { Field } from "#app/components/forms/field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { loginPage, portalToasts } from "#app/content/portal.ts";
import { INTENT_FIELD, type PortalFormResult } from "#app/lib/portal-form.ts";
import { SignUpSchema } from "#app/lib/schemas/portal.ts";

import { FormNotice } from "./form-notice";
import { usePortalForm } from "./use-portal-form";

const texts = loginPage.signUp;

/**
 * Sign Up (spec call 8): full name, email, password twice. It does not sign
 * in: the person confirms their address from the email first.
 */
export function SignUpForm({ initial }: { initial?: PortalFormResult }) {
  const { fetcher, result, errors, busy, formProps } = usePortalForm({
    schema: SignUpSchema,
    failed: portalToasts.signUpFailed,
    initial,
    onSuccess: (form) => form.reset(),
  });
  const answeredByPage = !fetcher.data && initial;
  return (
    <div className="space-y-5">
      <h2 className="text-xl font-bold text-brand-900">{texts.heading}</h2>
      {result?.ok && (
        <FormNotice
          message={{
            type: "success",
            title: texts.createdHeading,
            description: texts.createdText,
          }}
        />
      )}
      {answeredByPage && !initial.ok && initial.toast && (
        <FormNotice message={initial.toast} />
      )}
      <fetcher.Form {...formProps} className="space-y-1">
        <input type="hidden" name={INTENT_FIELD} value="sign-up" />
        <Field
          name="fullName"
          label={texts.labels.fullName}
          placeholder={texts.placeholders.fullName}
          autoComplete="name"
          required
          defaultValue={initial?.values.fullName}
          error={errors.fullName}
        />
        <Field
          name="email"
          type="email"
          label={texts.labels.email}
          placeholder={texts.placeholders.email}
          autoComplete="email"
          required
          defaultValue={initial?.ok ? undefined : initial?.values.email}
          error={errors.email}
        />
        <Field
          name="password"
          type="password"
          label={texts.labels.password}
          placeholder={texts.placeholders.password}
          hint={texts.passwordHint}
          autoComplete="new-password"
          required
          minLength={6}
          error={errors.password}
        />
        <Field
          name="confirmPassword"
          type="password"
          label={texts.labels.confirmPassword}
          placeholder={texts.placeholders.confirmPassword}
          autoComplete="new-password"
          required
          minLength={6}
          error={errors.confirmPassword}
        />
        <SubmitButton
          busy={busy}
          label={texts.submit}
          busyLabel={texts.busy}
          className="pt-2 [&_button]:w-full"
        />
      </fetcher.Form>
    </div>
  );
}
