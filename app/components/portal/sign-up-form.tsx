import { Field } from "#app/components/forms/field.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { PasswordFields } from "#app/components/forms/password-fields.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { loginPage, portalToasts } from "#app/content/portal.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { INTENT_FIELD } from "#app/lib/forms/guards.ts";
import { problemToast, SignUpSchema } from "#app/lib/schemas/portal.ts";

const texts = loginPage.signUp;

/**
 * Sign Up (spec call 8): full name, email, password twice. It does not sign
 * in: the person confirms their address from the email first.
 */
export function SignUpForm({ initial }: { initial?: FormResult }) {
  const { field, result, pageAnswer, busy, formProps } = useForm({
    schema: SignUpSchema,
    texts,
    initial,
    invalidToast: (errors) => problemToast(errors, portalToasts.signUpFailed),
    onSuccess: (_result, form) => form.reset(),
  });
  return (
    <div className="space-y-5">
      <h2 className="text-xl font-bold text-brand-900">{texts.heading}</h2>
      {result?.ok && (
        <FormOutcome
          message={{
            type: "success",
            title: texts.createdHeading,
            description: texts.createdText,
          }}
        />
      )}
      {pageAnswer && !pageAnswer.ok && pageAnswer.toast && (
        <FormOutcome message={pageAnswer.toast} />
      )}
      <form {...formProps} className="space-y-1">
        <input type="hidden" name={INTENT_FIELD} value="sign-up" />
        <Field {...field("fullName")} autoComplete="name" required />
        <Field {...field("email")} type="email" autoComplete="email" required />
        <PasswordFields mode="new" field={field} />
        <SubmitButton
          busy={busy}
          label={texts.submit}
          busyLabel={texts.busy}
          className="pt-2 [&_button]:w-full"
        />
      </form>
    </div>
  );
}
