import { Link, useLocation } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { savedFilters as texts } from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { inboxListIntents, staffForms } from "#app/lib/schemas/staff-forms.ts";
import { inboxPath, savedFilterQuery } from "#app/lib/staff/inboxes.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";

export interface SavedFilterView {
  id: string;
  name: string;
  query: string;
}

/**
 * The person's own saved filters of this inbox, each a link to the list so
 * filtered, with a button to delete it; then a form that saves the filters
 * in force under a name.
 */
export function SavedFiltersPanel({
  kind,
  filters,
  answer,
}: {
  kind: InboxKind;
  filters: readonly SavedFilterView[];
  answer?: FormResult;
}) {
  const { search } = useLocation();
  const save = useForm({
    ...staffForms.saveFilter,
    texts,
    initial: answer?.form === inboxListIntents.saveFilter ? answer : undefined,
    resetOnSuccess: true,
  });
  return (
    // Beside the filters, in the filter bar (inbox-filter-bar.tsx) that frames both.
    <section
      aria-labelledby="saved-filters-heading"
      className="xl:border-l xl:border-slate-200 xl:pl-4"
    >
      <h2
        id="saved-filters-heading"
        className="text-base font-semibold text-brand-900"
      >
        {texts.heading}
      </h2>
      {filters.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{texts.empty}</p>
      ) : (
        <ul aria-label={texts.listLabel} className="mt-3 space-y-2">
          {filters.map((filter) => (
            <li key={filter.id} className="flex items-center gap-3">
              <Link
                to={`${inboxPath(kind)}${filter.query ? `?${filter.query}` : ""}`}
                className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {filter.name}
              </Link>
              <DeleteSavedFilter id={filter.id} name={filter.name} />
            </li>
          ))}
        </ul>
      )}
      <PageOutcome form={save} always className="mt-4" />
      <Form
        form={save}
        intent={inboxListIntents.saveFilter}
        className="mt-4"
        submitClassName="[&_button]:px-4 [&_button]:py-2 [&_button]:text-sm"
      >
        <input
          type="hidden"
          name="query"
          value={savedFilterQuery(new URLSearchParams(search))}
        />
        <Field {...save.field("name")} autoComplete="off" />
      </Form>
    </section>
  );
}

function DeleteSavedFilter({ id, name }: { id: string; name: string }) {
  const form = useForm({
    ...staffForms.deleteFilter,
    texts: {
      labels: {},
      submitLabel: texts.remove,
      submittingLabel: texts.removing,
    },
  });
  return (
    <Form
      form={form}
      intent={inboxListIntents.deleteFilter}
      submitContext={texts.removeContext(name)}
      submitClassName="[&_button]:px-2 [&_button]:py-1 [&_button]:text-xs"
    >
      <input type="hidden" name="id" value={id} />
    </Form>
  );
}
