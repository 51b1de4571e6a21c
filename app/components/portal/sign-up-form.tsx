import { Field } from "#app/components/forms/field.tsx";
import {
  FormOutcome,
  PageAnswer,
} from "#app/components/forms/form-outcome.tsx";
import { PasswordFields } from "#app/components/forms/password-fields.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { loginPage, portalToasts } from "#app/content/portal.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { problemToast, SignUpSchema } from "#app/lib/schemas/portal.ts";

const texts = loginPage.signUp;

/**
 * Sign Up (spec call 8): full name, email, password twice. It does not sign
 * in: the person confirms their address from the email first.
 */
export function SignUpForm({ initial }: { initial?: FormResult }) {
  const form = useForm({
    schema: SignUpSchema,
    texts,
    initial,
    invalidToast: (errors) => problemToast(errors, portalToasts.signUpFailed),
    onSuccess: (_result, form) => form.reset(),
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
      <PageAnswer form={form} />
      <Form
        form={form}
        intent="sign-up"
        submit={{ label: texts.submit, busyLabel: texts.busy }}
        submitClassName="pt-2 [&_button]:w-full"
        className="space-y-1"
      >
        <Field {...form.field("fullName")} autoComplete="name" required />
        <Field {...form.field("email")} autoComplete="email" required />
        <PasswordFields mode="new" field={form.field} />
      </Form>
    </div>
  );
}
