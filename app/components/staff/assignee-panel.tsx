import { Field } from "#app/components/forms/field.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { Panel } from "#app/components/ui/panel.tsx";
import { ownership } from "#app/content/staff.ts";
import { shortcutTargets } from "#app/lib/staff/shortcuts.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { staffForms, submissionIntents } from "#app/lib/schemas/staff-forms.ts";
import type { OwnershipView } from "#app/lib/staff/submission-view.ts";

import { ChangeHistory } from "./change-history.tsx";

const texts = ownership.panel;
const historyTexts = ownership.history;

/**
 * Who owns the record: "Assign to me" in one press, a choice of every
 * active member of staff (or nobody), both sent with the assignee shown so
 * a change made meanwhile is refused; then who assigned whom, when.
 */
export function AssigneePanel({
  ownership: { assignee, staff, history, me },
  initial,
}: {
  ownership: OwnershipView;
  initial?: FormResult;
}) {
  const choose = useForm({ ...staffForms.assign, texts, initial });
  const takeIt = useForm({
    ...staffForms.assign,
    texts: {
      labels: {},
      submitLabel: ownership.assignToMe,
      submittingLabel: ownership.assigningToMe,
    },
  });
  const expected = assignee?.id ?? "";
  return (
    <Panel id="assignee" heading={texts.heading} card>
      <p className="mt-2 text-slate-700">
        {texts.current}:{" "}
        <strong>{assignee ? assignee.name : ownership.unassigned}</strong>
      </p>
      <PageOutcome form={choose} always className="mt-4" />
      {assignee?.id !== me && (
        <Form
          form={takeIt}
          intent={submissionIntents.assign}
          className="mt-4"
          {...shortcutTargets.assignToMe}
        >
          <input type="hidden" name="assignee" value={me} />
          <input type="hidden" name="expected" value={expected} />
        </Form>
      )}
      <Form form={choose} intent={submissionIntents.assign} className="mt-4">
        <input type="hidden" name="expected" value={expected} />
        <Field
          {...choose.field("assignee", expected)}
          as="select"
          emptyOption={ownership.unassigned}
          options={staff.map((person) => ({
            value: person.id,
            label: person.name,
          }))}
        />
      </Form>
      <ChangeHistory
        heading={historyTexts.heading}
        empty={historyTexts.empty}
        lines={history.map((change) => ({
          atIso: change.atIso,
          at: change.at,
          change: historyTexts.change(change.from, change.to),
          by: historyTexts.by(change.via, change.by),
        }))}
      />
    </Panel>
  );
}
