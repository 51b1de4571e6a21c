import { Field } from "#app/components/forms/field.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { PasswordFields } from "#app/components/forms/password-fields.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { loginPage } from "#app/content/portal.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { portalForms } from "#app/lib/schemas/portal-forms.ts";

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
  const form = useForm({
    ...portalForms.signIn,
    texts,
    initial,
  });
  return (
    <div className="space-y-5">
      <h2 className="text-xl font-bold text-brand-900">{texts.heading}</h2>
      <PageOutcome form={form} />
      {form.result && !form.result.ok && form.result.unconfirmedEmail && (
        <ResendConfirmation email={form.result.unconfirmedEmail} />
      )}
      <Form
        form={form}
        intent="sign-in"
        submitClassName="flex flex-col-reverse gap-4 pt-2 sm:flex-row sm:items-center sm:justify-between"
        footer={
          <TextLink to="/forgot-password" className="text-sm">
            {texts.forgotPassword}
          </TextLink>
        }
        className="space-y-1"
      >
        {redirectTo && (
          <input type="hidden" name="redirectTo" value={redirectTo} />
        )}
        <Field {...form.field("email")} />
        <PasswordFields mode="current" field={form.field} />
      </Form>
    </div>
  );
}
