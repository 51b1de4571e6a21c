import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import { Form } from "#app/components/forms/form.tsx";
import {
  FormOutcome,
  PageOutcome,
} from "#app/components/forms/form-outcome.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { bulkActions, statusLabels } from "#app/content/staff.ts";
import { inboxListIntents, staffForms } from "#app/lib/schemas/staff-forms.ts";
import {
  BULK_ASSIGNEE_ME,
  BULK_ASSIGNEE_NOBODY,
  bulkSkipReasons,
  type InboxListResult,
} from "#app/lib/staff/bulk.ts";
import { RESOLVED_STATUS } from "#app/lib/staff/claim-outcome.ts";
import { workflowStatuses, type InboxKind } from "#app/lib/staff/workflow.ts";

/** The anchor of the bulk outcome: a post without JavaScript lands on it. */
const OUTCOME_ID = "bulk-outcome";

/**
 * Change the records ticked in the table (their boxes belong to this form
 * by its id), or every row of the page with "select all on this page": to
 * a new status, a new assignee, or both. Without JavaScript the page comes
 * back at the outcome; with it, the outcome takes focus as it arrives, so
 * a screen reader reads it at once.
 */
export function BulkChangeForm({
  id,
  kind,
  pageIds,
  staff,
  initial,
}: {
  id: string;
  kind: InboxKind;
  pageIds: readonly string[];
  staff: ReadonlyArray<{ id: string; name: string }>;
  initial?: InboxListResult;
}) {
  // Done: the ticks (row boxes belong to the form) and the choices are cleared for the next change.
  const form = useForm({
    ...staffForms.bulk,
    texts: bulkActions,
    initial,
    resetOnSuccess: true,
    onSuccess: (_result, element) => {
      const all = element.elements.namedItem("all");
      if (all instanceof HTMLInputElement) all.indeterminate = false;
    },
  });
  const { search } = useLocation();
  const result = form.result as InboxListResult | undefined;
  const bulk = result?.ok ? result.bulk : undefined;
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (bulk) outcomeRef.current?.focus();
  }, [bulk]);

  /** With JavaScript, "select all" ticks every row, and a row unticked unticks it. */
  const rowBoxes = () =>
    Array.from(
      document.querySelectorAll<HTMLInputElement>(
        `input[type=checkbox][form="${id}"][name="ids"]`,
      ),
    );
  useEffect(() => {
    const all = document.getElementById(`${id}-all`) as HTMLInputElement | null;
    const onRowChange = (event: Event) => {
      const target = event.target as HTMLInputElement;
      if (!all || target.name !== "ids" || target.form?.id !== id) return;
      const boxes = rowBoxes();
      all.checked = boxes.every((box) => box.checked);
      all.indeterminate = !all.checked && boxes.some((box) => box.checked);
    };
    document.addEventListener("change", onRowChange);
    return () => document.removeEventListener("change", onRowChange);
  });

  const skipped = bulk
    ? bulkSkipReasons.filter((reason) => (bulk.skipped[reason] ?? 0) > 0)
    : [];
  const skippedCount = skipped.reduce(
    (sum, reason) => sum + (bulk?.skipped[reason] ?? 0),
    0,
  );
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
        {bulkActions.heading}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{bulkActions.intro}</p>
      {bulk && result?.toast && (
        <div
          id={OUTCOME_ID}
          ref={outcomeRef}
          tabIndex={-1}
          className="mt-4 focus:outline-none"
        >
          <FormOutcome message={result.toast}>
            {skippedCount > 0 && (
              <>
                <p className="mt-1">{bulkActions.skipped(skippedCount)}</p>
                <ul className="mt-1 list-disc pl-5">
                  {skipped.map((reason) => (
                    <li key={reason}>
                      {bulkActions.skipLine(
                        bulk.skipped[reason] ?? 0,
                        bulkActions.skipReasons[reason],
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </FormOutcome>
        </div>
      )}
      {!bulk && <PageOutcome form={form} className="mt-4" />}
      <Form
        form={form}
        id={id}
        intent={inboxListIntents.bulk}
        action={`${search}#${OUTCOME_ID}`}
        className="mt-4 grid gap-x-6 gap-y-2 md:grid-cols-2"
        submitClassName="md:col-span-2"
      >
        {pageIds.map((pageId) => (
          <input key={pageId} type="hidden" name="pageIds" value={pageId} />
        ))}
        <div className="flex items-center gap-3 md:col-span-2">
          <input
            type="checkbox"
            id={`${id}-all`}
            name="all"
            className="size-6 accent-brand-700"
            aria-describedby={form.errors.ids ? `${id}-ids-error` : undefined}
            onChange={(event) => {
              for (const box of rowBoxes()) box.checked = event.target.checked;
            }}
          />
          <label htmlFor={`${id}-all`} className="font-medium text-slate-900">
            {bulkActions.selectAll}
          </label>
        </div>
        {form.errors.ids && (
          <p
            id={`${id}-ids-error`}
            role="alert"
            className="text-sm font-medium text-red-800 md:col-span-2"
          >
            {form.errors.ids}
          </p>
        )}
        <Field
          {...form.field("status", "")}
          as="select"
          emptyOption={bulkActions.leave}
          // A claim's resolution needs its outcome (decision 0076): one at a time.
          options={workflowStatuses[kind]
            .filter((value) => kind !== "claim" || value !== RESOLVED_STATUS)
            .map((value) => ({ value, label: statusLabels[value] }))}
          hint={kind === "claim" ? bulkActions.claimantsNotified : undefined}
        />
        <Field
          {...form.field("assignee", "")}
          as="select"
          emptyOption={bulkActions.leave}
          options={[
            { value: BULK_ASSIGNEE_ME, label: bulkActions.me },
            { value: BULK_ASSIGNEE_NOBODY, label: bulkActions.nobody },
            ...staff.map((person) => ({
              value: person.id,
              label: person.name,
            })),
          ]}
        />
      </Form>
    </section>
  );
}
