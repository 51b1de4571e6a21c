import { Field } from "#app/components/forms/field.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { Panel } from "#app/components/ui/panel.tsx";
import { submissionPage } from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { staffForms, submissionIntents } from "#app/lib/schemas/staff-forms.ts";
import type { NoteView } from "#app/lib/staff/submission-view.ts";

const texts = submissionPage.notes;

/** Staff's internal notes on a submission: a form to add one, then the notes, newest first. */
export function NotesPanel({
  notes,
  initial,
}: {
  notes: readonly NoteView[];
  initial?: FormResult;
}) {
  const form = useForm({
    ...staffForms.note,
    texts,
    initial,
    resetOnSuccess: true,
  });
  return (
    <Panel id="notes" heading={texts.heading} card>
      <PageOutcome form={form} always className="mt-4" />
      <Form form={form} intent={submissionIntents.note} className="mt-4">
        <Field {...form.field("body")} as="textarea" rows={4} />
      </Form>
      {notes.length === 0 ? (
        <p className="mt-6 text-sm text-slate-700">{texts.empty}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {notes.map((note) => (
            <li key={note.id} className="border-l-4 border-brand-100 pl-3">
              <p className="text-sm text-slate-600">
                {texts.by(note.by)} ·{" "}
                <time dateTime={note.atIso}>{note.at}</time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-slate-900">
                {note.body}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
