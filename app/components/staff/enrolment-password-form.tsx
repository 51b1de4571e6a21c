import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { CardForm } from "#app/components/forms/form.tsx";
import { PasswordFields } from "#app/components/forms/password-fields.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { twoFactorEnrolPage } from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { enrolmentIntents, staffForms } from "#app/lib/schemas/staff-forms.ts";

import { EnrolmentCodeForm } from "./enrolment-code-form.tsx";
import { StaffSection } from "./staff-section.tsx";

const texts = twoFactorEnrolPage.password;

/** Enrolment, step 1: the password again, before a set-up key is made. */
export function EnrolmentPasswordForm({ initial }: { initial?: FormResult }) {
  const form = useForm({ ...staffForms.enrolmentPassword, texts, initial });
  // With JavaScript, the key comes in this form's own answer.
  const setUpKey = form.result?.ok ? form.result.setUpKey : undefined;
  if (setUpKey) return <EnrolmentCodeForm setUpKey={setUpKey} />;
  return (
    <StaffSection id="enrol-password" heading={texts.heading} text={texts.text}>
      <PageOutcome form={form} />
      <CardForm form={form} intent={enrolmentIntents.start}>
        <PasswordFields mode="current" field={form.field} />
      </CardForm>
    </StaffSection>
  );
}
