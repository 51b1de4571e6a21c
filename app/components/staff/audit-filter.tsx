import { Form } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { auditActionLabels, auditLogPage } from "#app/content/staff.ts";

const texts = auditLogPage.filter;

export interface AuditFilterValues {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
}

/**
 * The audit log's filters: a search form (GET), so a filtered page has an
 * address of its own and works without JavaScript. Dates the server could
 * not read are named in `invalid`.
 */
export function AuditFilter({
  values,
  actors,
  invalid,
}: {
  values: AuditFilterValues;
  actors: ReadonlyArray<{ value: string; label: string }>;
  invalid: readonly string[];
}) {
  return (
    <section aria-labelledby="audit-filter">
      <h2 id="audit-filter" className="text-xl font-bold text-brand-900">
        {texts.heading}
      </h2>
      <Form
        method="get"
        className="mt-3 grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <Field
          name="action"
          label={texts.labels.action}
          as="select"
          emptyOption={texts.anyAction}
          options={Object.entries(auditActionLabels).map(([value, label]) => ({
            value,
            label,
          }))}
          defaultValue={values.action ?? ""}
        />
        <Field
          name="actor"
          label={texts.labels.actor}
          as="select"
          emptyOption={texts.anyActor}
          options={actors}
          defaultValue={values.actor ?? ""}
        />
        {(["from", "to"] as const).map((name) => (
          <Field
            key={name}
            name={name}
            label={texts.labels[name]}
            type="date"
            defaultValue={values[name] ?? ""}
            error={invalid.includes(name) ? texts.invalidDate : undefined}
          />
        ))}
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={buttonClasses("primary")}>
            {texts.submit}
          </button>
          <TextLink to="/admin/audit" className="text-sm">
            {texts.clear}
          </TextLink>
        </div>
      </Form>
    </section>
  );
}
