import { Field } from "#app/components/forms/field.tsx";
import { useId } from "react";

import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import {
  SubmissionSuccess,
  useSubmitted,
} from "#app/components/forms/submission-success.tsx";
import { PasswordFields } from "#app/components/forms/password-fields.tsx";
import { CardForm } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { loginPage } from "#app/content/portal.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { portalForms } from "#app/lib/schemas/portal-forms.ts";

const texts = loginPage.signUp;

/**
 * Sign Up (spec call 8): full name, email, password twice. It does not sign
 * in: the person confirms their address from the email first, which the
 * panel that takes the form's place (and focus) says; no empty form is
 * left to invite a second sign-up.
 */
export function SignUpForm({ initial }: { initial?: FormResult }) {
  const headingId = useId();
  const { submitted, onSuccess } = useSubmitted(initial);
  const form = useForm({
    ...portalForms.signUp,
    texts,
    initial,
    resetOnSuccess: true,
    onSuccess,
  });
  if (submitted)
    return (
      <SubmissionSuccess
        texts={{ title: texts.createdHeading, text: texts.createdText }}
        reference={undefined}
        headingLevel={2}
        headingId={headingId}
        focusOnMount={submitted.here}
      />
    );
  return (
    <div className="space-y-5">
      <h2 className="text-xl font-bold text-brand-900">{texts.heading}</h2>
      <PageOutcome form={form} />
      <CardForm form={form} intent="sign-up">
        <Field {...form.field("fullName")} />
        <Field {...form.field("email")} />
        <PasswordFields mode="new" field={form.field} />
      </CardForm>
    </div>
  );
}
