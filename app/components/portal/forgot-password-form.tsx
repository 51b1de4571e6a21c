import { Field } from "#app/components/forms/field.tsx";
import {
  FormOutcome,
  PageOutcome,
} from "#app/components/forms/form-outcome.tsx";
import { CardForm } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { forgotPasswordPage as texts } from "#app/content/portal.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { portalForms } from "#app/lib/schemas/portal-forms.ts";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initial }: { initial?: FormResult }) {
  const form = useForm({
    ...portalForms.forgotPassword,
    texts,
    initial,
    resetOnSuccess: true,
  });
  return (
    <div className="space-y-5">
      {form.result?.ok && form.result.toast && (
        <FormOutcome message={form.result.toast} />
      )}
      <PageOutcome form={form} />
      <CardForm form={form}>
        <Field {...form.field("email")} />
      </CardForm>
      <p className="text-center text-sm">
        <TextLink to="/login">{texts.backToSignIn}</TextLink>
      </p>
    </div>
  );
}
