import { Form } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { inboxList, statusLabels } from "#app/content/staff.ts";
import { SEARCH_MAX_LENGTH } from "#app/lib/schemas/staff-limits.ts";
import {
  filterQuery,
  inboxPath,
  type InboxFilter,
} from "#app/lib/staff/inboxes.ts";
import { shortcutTargets } from "#app/lib/staff/shortcuts.ts";
import { workflowStatuses, type InboxKind } from "#app/lib/staff/workflow.ts";

const texts = inboxList;

/**
 * The inbox's search and filters: a GET form, so the filter lives in the
 * query string (a link to it can be shared among staff, the back button
 * works) and the form works without JavaScript. Names, emails and
 * references only: nothing sensitive is ever typed here.
 */
export function InboxFilters({
  kind,
  filter,
  searchesReferences,
}: {
  kind: InboxKind;
  filter: InboxFilter;
  searchesReferences: boolean;
}) {
  return (
    // Framed by the filter bar (inbox-filter-bar.tsx) it folds into.
    <section aria-labelledby="filters-heading">
      <h2
        id="filters-heading"
        className="text-base font-semibold text-brand-900"
      >
        {texts.filtersHeading}
      </h2>
      {/* Remounted when the filter changes, so its fields show the filter in force. */}
      <Form
        key={filterQuery(filter)}
        method="get"
        action={inboxPath(kind)}
        className="mt-2 grid gap-x-6 gap-y-2 md:grid-cols-2 lg:grid-cols-4"
      >
        {/* The view (All, Mine, Unassigned) stays as the filters change. */}
        {filter.view && <input type="hidden" name="view" value={filter.view} />}
        <Field
          name="q"
          type="search"
          label={texts.labels.q}
          hint={texts.hints.q(searchesReferences)}
          defaultValue={filter.q}
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          className="lg:col-span-2"
          {...shortcutTargets.search}
        />
        <Field
          as="select"
          name="status"
          label={texts.labels.status}
          emptyOption={texts.anyStatus}
          options={workflowStatuses[kind].map((value) => ({
            value,
            label: statusLabels[value],
          }))}
          defaultValue={filter.status}
          className="lg:col-span-2"
        />
        {(["from", "to"] as const).map((name) => (
          <Field
            key={name}
            name={name}
            type="date"
            label={texts.labels[name]}
            hint={texts.hints.dates}
            defaultValue={filter[name] ?? ""}
          />
        ))}
        <Field
          as="select"
          name="sort"
          label={texts.labels.sort}
          emptyOption={texts.sortOptions.received}
          options={[{ value: "due", label: texts.sortOptions.due }]}
          defaultValue={filter.sort ?? ""}
        />
        <div className="flex items-start gap-3 pt-8 pb-4">
          <input
            id="filter-at-risk"
            type="checkbox"
            name="at_risk"
            value="1"
            defaultChecked={filter.atRisk === true}
            aria-describedby="filter-at-risk-hint"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <div>
            <label htmlFor="filter-at-risk" className="text-slate-800">
              {texts.labels.atRisk}
            </label>
            <p id="filter-at-risk-hint" className="text-sm text-slate-600">
              {texts.hints.atRisk}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-4 pb-7 md:col-span-2">
          <button
            type="submit"
            className={buttonClasses("primary", "px-4 py-2")}
          >
            {texts.apply}
          </button>
          <TextLink to={inboxPath(kind)}>{texts.clear}</TextLink>
        </div>
      </Form>
    </section>
  );
}
