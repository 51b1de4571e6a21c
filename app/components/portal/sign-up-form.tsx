import { Field } from "#app/components/forms/field.tsx";
import {
  FormOutcome,
  PageOutcome,
} from "#app/components/forms/form-outcome.tsx";
import { PasswordFields } from "#app/components/forms/password-fields.tsx";
import { CardForm } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { loginPage } from "#app/content/portal.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { portalForms } from "#app/lib/schemas/portal-forms.ts";

const texts = loginPage.signUp;

/**
 * Sign Up (spec call 8): full name, email, password twice. It does not sign
 * in: the person confirms their address from the email first.
 */
export function SignUpForm({ initial }: { initial?: FormResult }) {
  const form = useForm({
    ...portalForms.signUp,
    texts,
    initial,
    resetOnSuccess: true,
  });
  return (
    <div className="space-y-5">
      <h2 className="text-xl font-bold text-brand-900">{texts.heading}</h2>
      {form.result?.ok && (
        <FormOutcome
          message={{
            type: "success",
            title: texts.createdHeading,
            description: texts.createdText,
          }}
        />
      )}
      <PageOutcome form={form} />
      <CardForm form={form} intent="sign-up">
        <Field {...form.field("fullName")} />
        <Field {...form.field("email")} />
        <PasswordFields mode="new" field={form.field} />
      </CardForm>
    </div>
  );
}
