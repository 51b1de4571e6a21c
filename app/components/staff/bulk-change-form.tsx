import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useLocation } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import { Form } from "#app/components/forms/form.tsx";
import {
  FormOutcome,
  PageOutcome,
} from "#app/components/forms/form-outcome.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { bulkActions, statusLabels } from "#app/content/staff.ts";
import { inboxListIntents, staffForms } from "#app/lib/schemas/staff-forms.ts";
import {
  BULK_ASSIGNEE_ME,
  BULK_ASSIGNEE_NOBODY,
  bulkSkipReasons,
  type BulkSkipReason,
  type InboxListResult,
} from "#app/lib/staff/bulk.ts";
import { asksOutcome, isOutcomeKind } from "#app/lib/staff/outcomes.ts";
import { isEmailingKind } from "#app/lib/staff/promises.ts";
import { workflowStatuses, type InboxKind } from "#app/lib/staff/workflow.ts";

/** The anchor of the bulk outcome or question: a post without JavaScript lands on it. */
const OUTCOME_ID = "bulk-outcome";

/**
 * Under the status choice, from the kind's declaration: whom its moves
 * email, and why the status that asks for an outcome is not offered.
 */
const statusHint = (kind: InboxKind) =>
  [
    isEmailingKind(kind) && bulkActions.peopleNotified[kind],
    isOutcomeKind(kind) && bulkActions.outcomeOnOwnPage[kind],
  ]
    .filter(Boolean)
    .join(" ") || undefined;

/** Why records were skipped, in the words of the list's kind. */
const skipReason = (kind: InboxKind, reason: BulkSkipReason) => {
  if (reason !== "outcome_required") return bulkActions.skipReasons[reason];
  // Only a kind with an outcome skips for it; any other's move was refused.
  return isOutcomeKind(kind)
    ? bulkActions.skipReasons.outcome_required[kind]
    : bulkActions.skipReasons.invalid_status;
};

/**
 * Change the records ticked in the table (their boxes belong to this form
 * by its id), or every row of the page with "select all on this page": to
 * a new status, a new assignee, or both. It stands above the table, so Tab
 * reaches it before the rows; with JavaScript it says how many records are
 * ticked as they are ticked. A status that emails the records' people is
 * asked about first: the server answers with the number of emails, and
 * the same form, sent again, confirms it (a hidden field), with or without
 * JavaScript. Without JavaScript the page comes back at the outcome or the
 * question, the rows ticked again; with it, either takes focus as it
 * arrives, so a screen reader reads it at once.
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
  const asked = result && !result.ok ? result.confirm : undefined;
  /** The answer whose question a later change of the selection or the choices withdrew. */
  const [withdrawn, setWithdrawn] = useState(-1);
  const confirm = asked && withdrawn !== form.answered ? asked : undefined;
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.answered > 0 && (bulk || confirm)) outcomeRef.current?.focus();
    // Each answer once, as it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.answered]);

  const rowBoxes = useCallback(
    () =>
      Array.from(
        document.querySelectorAll<HTMLInputElement>(
          `input[type=checkbox][form="${id}"][name="ids"]`,
        ),
      ),
    [id],
  );
  const allBox = useCallback(
    () => document.getElementById(`${id}-all`) as HTMLInputElement | null,
    [id],
  );
  const count = useCallback(
    () =>
      allBox()?.checked
        ? pageIds.length
        : rowBoxes().filter((box) => box.checked).length,
    [allBox, rowBoxes, pageIds.length],
  );
  /** The latest answer's number, for the change listener, which outlives renders. */
  const answered = useRef(form.answered);
  useEffect(() => {
    answered.current = form.answered;
  });
  /**
   * With JavaScript, "select all" ticks every row, a row unticked unticks
   * it, and a question asked about other ticks or choices is withdrawn;
   * then the count is read again (one listener, so it reads the boxes as
   * they end up).
   */
  const subscribe = useCallback(
    (notify: () => void) => {
      const onChange = (event: Event) => {
        const target = event.target as HTMLInputElement;
        if (target.form?.id !== id) return;
        const all = allBox();
        if (all && target.name === "ids") {
          const boxes = rowBoxes();
          all.checked = boxes.every((box) => box.checked);
          all.indeterminate = !all.checked && boxes.some((box) => box.checked);
        }
        setWithdrawn(answered.current);
        notify();
      };
      document.addEventListener("change", onChange);
      return () => document.removeEventListener("change", onChange);
    },
    [id, allBox, rowBoxes],
  );
  /**
   * How many records are ticked, read from the boxes; none on the server,
   * which cannot know (the question it asks says it).
   */
  const selected = useSyncExternalStore(subscribe, count, () => null);

  const skipped = bulk
    ? bulkSkipReasons.filter((reason) => (bulk.skipped[reason] ?? 0) > 0)
    : [];
  const skippedCount = skipped.reduce(
    (sum, reason) => sum + (bulk?.skipped[reason] ?? 0),
    0,
  );
  const echoed = initial && !initial.ok ? initial.values : undefined;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2
          id={`${id}-heading`}
          className="text-base font-semibold text-brand-900"
        >
          {bulkActions.heading}
        </h2>
        <p role="status" className="text-sm font-semibold text-slate-800">
          {selected !== null && bulkActions.selectedCount(selected)}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-700">{bulkActions.intro}</p>
      {bulk && result?.toast && (
        <div
          id={OUTCOME_ID}
          ref={outcomeRef}
          tabIndex={-1}
          className="mt-3 scroll-mt-24 focus:outline-none"
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
                        skipReason(kind, reason),
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </FormOutcome>
        </div>
      )}
      {confirm && (
        <div
          id={OUTCOME_ID}
          ref={outcomeRef}
          tabIndex={-1}
          className="mt-3 flex scroll-mt-24 gap-3 rounded-lg border border-amber-700 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <Icon name="triangle-alert" size={20} className="mt-0.5 shrink-0" />
          <div>
            <p className="font-semibold">
              {bulkActions.selectedCount(confirm.selected)}.{" "}
              {bulkActions.confirm.question(confirm.emails)}
            </p>
            <p className="mt-1">{bulkActions.confirm.hint}</p>
          </div>
        </div>
      )}
      {!bulk && !asked && <PageOutcome form={form} className="mt-3" />}
      <Form
        form={
          confirm
            ? {
                ...form,
                texts: {
                  ...form.texts,
                  submitLabel: bulkActions.confirm.submitLabel,
                },
              }
            : form
        }
        id={id}
        intent={inboxListIntents.bulk}
        action={`${search}#${OUTCOME_ID}`}
        // One row at a laptop's width; the error summary (two errors) spans it.
        className="mt-3 grid items-start gap-x-4 gap-y-1 md:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)_auto] [&>[data-error-summary]]:col-span-full"
        submitClassName="md:pt-6"
      >
        {pageIds.map((pageId) => (
          <input key={pageId} type="hidden" name="pageIds" value={pageId} />
        ))}
        {/* The number of emails agreed to: the server changes nothing until it matches its own count. */}
        {confirm && (
          <input type="hidden" name="confirm" value={confirm.emails} />
        )}
        <div className="md:pt-8">
          <div className="flex items-center gap-3">
            <input
              type="checkbox"
              id={`${id}-all`}
              name="all"
              defaultChecked={echoed?.all === "on"}
              className="size-6 accent-brand-700"
              aria-describedby={form.errors.ids ? `${id}-ids-error` : undefined}
              onChange={(event) => {
                for (const box of rowBoxes())
                  box.checked = event.target.checked;
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
              className="mt-1 text-sm font-medium text-red-800"
            >
              {form.errors.ids}
            </p>
          )}
        </div>
        <Field
          {...form.field("status", "")}
          as="select"
          emptyOption={bulkActions.leave}
          // A status that needs an outcome (a claim's or a complaint's
          // resolution, decisions 0076 and 0097) is set one record at a time.
          options={workflowStatuses[kind]
            .filter((value) => !asksOutcome(kind, value))
            .map((value) => ({ value, label: statusLabels[value] }))}
          hint={statusHint(kind)}
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
