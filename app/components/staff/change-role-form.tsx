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
import { accountRoles } from "#app/lib/staff/roles.ts";

const texts = staffAccountsPage.changeRole;
const options = roleOptions(accountRoles);

/** A staff account's role, to change (customer takes the back office away). */
export function ChangeRoleForm({
  userId,
  accountName,
  role,
  initial,
}: {
  userId: string;
  accountName: string;
  role: string;
  initial?: FormResult;
}) {
  const form = useForm({ ...staffForms.changeRole, texts, initial });
  return (
    <div>
      <Form
        form={form}
        intent={staffAccountIntents.changeRole}
        submitContext={`(${accountName})`}
        // Level with the select, above the line its error would take.
        submitClassName="mb-6"
        className="flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="userId" value={userId} />
        <Field
          {...form.field("role", role)}
          label={`${texts.labels.role} (${accountName})`}
          as="select"
          options={options}
          className="min-w-48"
        />
      </Form>
      <PageOutcome form={form} always className="mt-3" />
    </div>
  );
}
