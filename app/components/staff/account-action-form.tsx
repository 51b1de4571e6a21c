import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { staffForms } from "#app/lib/schemas/staff-forms.ts";

/**
 * One button that acts on one staff account (disable, enable, sign out
 * everywhere), posted to the staff page's action with the account's id;
 * the button names the account for screen readers.
 */
export function AccountActionForm({
  intent,
  userId,
  accountName,
  texts,
  initial,
}: {
  intent: string;
  userId: string;
  accountName: string;
  texts: { submitLabel: string; submittingLabel: string };
  initial?: FormResult;
}) {
  const form = useForm({
    ...staffForms.account,
    texts: { labels: {}, ...texts },
    initial,
  });
  return (
    <div>
      <Form
        form={form}
        intent={intent}
        submitContext={`(${accountName})`}
        submitClassName="mb-6"
      >
        <input type="hidden" name="userId" value={userId} />
      </Form>
      <PageOutcome form={form} always className="mt-3" />
    </div>
  );
}
