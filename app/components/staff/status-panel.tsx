import { Field } from "#app/components/forms/field.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { Panel } from "#app/components/ui/panel.tsx";
import { statusLabels, submissionPage } from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { staffForms, submissionIntents } from "#app/lib/schemas/staff-forms.ts";
import type { StatusChangeView } from "#app/lib/staff/submission-view.ts";
import {
  workflowStatuses,
  type InboxKind,
  type WorkflowStatus,
} from "#app/lib/staff/workflow.ts";

const texts = submissionPage.status;
const historyTexts = submissionPage.history;

const labelOf = (status: string) =>
  statusLabels[status as WorkflowStatus] ?? status;

/**
 * The submission's status: a form to move it to another of its inbox's
 * statuses (sent with the status shown, so a change someone made meanwhile
 * is refused, not overwritten), then every change so far, oldest first.
 */
export function StatusPanel({
  kind,
  status,
  history,
  initial,
}: {
  kind: InboxKind;
  status: string;
  history: readonly StatusChangeView[];
  initial?: FormResult;
}) {
  const form = useForm({ ...staffForms.status, texts, initial });
  return (
    <Panel id="status" heading={texts.heading} card>
      <p className="mt-2 text-slate-700">
        {texts.current}: <strong>{labelOf(status)}</strong>
      </p>
      <PageOutcome form={form} always className="mt-4" />
      <Form form={form} intent={submissionIntents.status} className="mt-4">
        <input type="hidden" name="expected" value={status} />
        <Field
          {...form.field("status", status)}
          as="select"
          options={workflowStatuses[kind].map((value) => ({
            value,
            label: statusLabels[value],
          }))}
          hint={kind === "claim" ? texts.claimantNotified : undefined}
        />
      </Form>
      <h3 className="mt-8 text-lg font-semibold text-brand-900">
        {historyTexts.heading}
      </h3>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{historyTexts.empty}</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {history.map((change) => (
            <li key={change.atIso + change.to} className="text-sm">
              <time dateTime={change.atIso} className="block text-slate-600">
                {change.at}
              </time>
              <span className="font-medium text-slate-900">
                {historyTexts.change(labelOf(change.from), labelOf(change.to))}
              </span>{" "}
              <span className="text-slate-700">
                {historyTexts.by(change.by)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
