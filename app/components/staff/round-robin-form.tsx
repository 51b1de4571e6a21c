import { Field } from "#app/components/forms/field.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { inboxTitles, roundRobinTexts as texts } from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import {
  staffAccountIntents,
  staffForms,
} from "#app/lib/schemas/staff-forms.ts";
import { ROUND_ROBIN_CAP_MAX } from "#app/lib/schemas/staff-limits.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";

/**
 * One inbox's round-robin on the staff page (admins only): on or off, the
 * cap of open records per person, and the staff taking turns, as boxes
 * grouped under a legend.
 */
export function RoundRobinForm({
  kind,
  setting,
  staff,
  initial,
}: {
  kind: InboxKind;
  setting: { enabled: boolean; cap: number; members: readonly string[] };
  staff: ReadonlyArray<{ id: string; name: string }>;
  initial?: FormResult;
}) {
  const form = useForm({ ...staffForms.roundRobin, texts, initial });
  const inbox = inboxTitles[kind];
  const prefix = `round-robin-${kind}`;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-brand-900">{inbox}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {texts.status(setting.enabled, setting.members.length)}
      </p>
      <PageOutcome form={form} always className="mt-3" />
      <Form
        form={form}
        intent={staffAccountIntents.roundRobin}
        submitContext={`(${inbox})`}
        className="mt-4 space-y-4"
      >
        <input type="hidden" name="inbox" value={kind} />
        <div className="flex items-center gap-3">
          <input
            type="checkbox"
            id={`${prefix}-enabled`}
            name="enabled"
            defaultChecked={setting.enabled}
            className="size-6 accent-brand-700"
          />
          <label
            htmlFor={`${prefix}-enabled`}
            className="font-medium text-slate-900"
          >
            {texts.labels.enabled}
            <span className="sr-only"> ({inbox})</span>
          </label>
        </div>
        <Field
          {...form.field("cap", String(setting.cap))}
          label={`${texts.labels.cap} (${inbox})`}
          type="number"
          inputMode="numeric"
          min={1}
          max={ROUND_ROBIN_CAP_MAX}
          className="max-w-48"
        />
        <fieldset>
          <legend className="font-medium text-slate-900">
            {texts.labels.members} ({inbox})
          </legend>
          {staff.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{texts.noStaff}</p>
          ) : (
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {staff.map((person) => (
                <li key={person.id} className="flex items-center gap-3">
                  <input
                    type="checkbox"
                    id={`${prefix}-${person.id}`}
                    name="members"
                    value={person.id}
                    defaultChecked={setting.members.includes(person.id)}
                    className="size-6 accent-brand-700"
                  />
                  <label
                    htmlFor={`${prefix}-${person.id}`}
                    className="text-slate-800"
                  >
                    {person.name}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      </Form>
    </div>
  );
}
