import { Field } from "#app/components/forms/field.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { roleOptions, staffAccountsPage } from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import {
  staffAccountIntents,
  staffForms,
} from "#app/lib/schemas/staff-forms.ts";
import { staffRoles } from "#app/lib/staff/roles.ts";

import { StaffSection } from "./staff-section.tsx";

const texts = staffAccountsPage.invite;
const options = roleOptions(staffRoles);

/** Invite a member of staff: name, email and role; the email brings the set-password link. */
export function InviteStaffForm({ initial }: { initial?: FormResult }) {
  const form = useForm({
    ...staffForms.invite,
    texts,
    initial,
    resetOnSuccess: true,
  });
  return (
    <StaffSection
      id="invite-staff"
      heading={texts.heading}
      className="max-w-xl"
    >
      <PageOutcome form={form} always />
      <Form
        form={form}
        intent={staffAccountIntents.invite}
        className="space-y-1"
      >
        <Field {...form.field("name")} autoComplete="off" />
        <Field {...form.field("email")} autoComplete="off" type="email" />
        <Field {...form.field("role", "staff")} as="select" options={options} />
      </Form>
    </StaffSection>
  );
}
