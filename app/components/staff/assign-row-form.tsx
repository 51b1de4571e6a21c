import { Form } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { ownership } from "#app/content/staff.ts";
import { shortcutTargets } from "#app/lib/staff/shortcuts.ts";
import { inboxListIntents, staffForms } from "#app/lib/schemas/staff-forms.ts";

/**
 * "Assign to me" on one row of a list: the record and the assignee the row
 * shows, so a record someone else took meanwhile is refused. The button
 * names the record for screen readers.
 */
export function AssignRowForm({
  recordId,
  recordName,
  expected,
}: {
  recordId: string;
  recordName: string;
  expected: string;
}) {
  const form = useForm({
    ...staffForms.assignRow,
    texts: {
      labels: {},
      submitLabel: ownership.assignToMe,
      submittingLabel: ownership.assigningToMe,
    },
  });
  return (
    <Form
      form={form}
      intent={inboxListIntents.assignRow}
      {...shortcutTargets.assignToMe}
      submitContext={ownership.rowContext(recordName)}
      submitClassName="[&_button]:px-3 [&_button]:py-1 [&_button]:text-sm [&_button]:whitespace-nowrap"
    >
      <input type="hidden" name="id" value={recordId} />
      <input type="hidden" name="expected" value={expected} />
    </Form>
  );
}
