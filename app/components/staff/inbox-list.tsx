import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { PageTitle } from "#app/components/ui/page-title.tsx";
import { adminPage, inboxList, inboxTitles } from "#app/content/staff.ts";
import { inboxListIntents } from "#app/lib/schemas/staff-forms.ts";
import type { InboxListResult } from "#app/lib/staff/bulk.ts";
import {
  filterQuery,
  inboxPath,
  type InboxFilter,
  type InboxPage,
} from "#app/lib/staff/inboxes.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";

import { BulkChangeForm } from "./bulk-change-form.tsx";
import { ComplaintRegisterDownload } from "./complaint-register-download.tsx";
import { InboxFilterBar } from "./inbox-filter-bar.tsx";
import { InboxPagination } from "./inbox-pagination.tsx";
import { InboxTable } from "./inbox-table.tsx";
import { InboxViews } from "./inbox-views.tsx";
import type { SavedFilterView } from "./saved-filters-panel.tsx";
import { useAssignFocus } from "./use-assign-focus.ts";

const BULK_FORM_ID = "bulk-form";
/** The count above the table: where focus goes when the last row left the view. */
const COUNT_ID = "inbox-count";

/**
 * The one list page of the five inboxes: its views (All, Mine,
 * Unassigned), the search and filters with the person's saved filters
 * folded in a bar, the count, the form that changes the ticked rows (above
 * the table, so Tab reaches it before the rows), the table (columns from
 * app/content/staff.ts) with each row's assignee, the pages, and the
 * export of everything the filter matches. At a laptop's size the first
 * rows are on the first screen.
 */
export function InboxList({
  kind,
  filter,
  page,
  searchesReferences,
  me,
  staff,
  savedFilters,
  registerYears,
  answer,
}: {
  kind: InboxKind;
  filter: InboxFilter;
  page: InboxPage;
  searchesReferences: boolean;
  me: string;
  staff: ReadonlyArray<{ id: string; name: string }>;
  savedFilters: readonly SavedFilterView[];
  /** The Complaints inbox: the years whose register it offers (issue 33). */
  registerYears?: readonly number[] | null;
  /** The page action's answer, when a form was posted without JavaScript. */
  answer?: InboxListResult;
}) {
  const title = inboxTitles[kind];
  const assign = useAssignFocus(page.rows, me, COUNT_ID);
  // "Assign to me" posted without JavaScript: its answer is written in its row, if the row is still listed.
  const assignedRow = answer?.form?.startsWith(`${inboxListIntents.assignRow}:`)
    ? answer.form.slice(inboxListIntents.assignRow.length + 1)
    : undefined;
  const rowAnswer =
    assignedRow &&
    answer?.toast &&
    page.rows.some((row) => row.id === assignedRow)
      ? { id: assignedRow, message: answer.toast }
      : undefined;
  const bulkAnswer =
    answer?.form === inboxListIntents.bulk ? answer : undefined;
  return (
    <div className="space-y-4">
      <PageTitle eyebrow={adminPage.eyebrow} title={title} size="sm" onLight />
      <InboxViews kind={kind} filter={filter} />
      {/* "Assign to me" on a row no longer listed, or a saved filter deleted, posted without JavaScript. */}
      {answer?.toast &&
        ((assignedRow && !rowAnswer) ||
          answer.form?.startsWith(inboxListIntents.deleteFilter)) && (
          <FormOutcome message={answer.toast} />
        )}
      <InboxFilterBar
        kind={kind}
        filter={filter}
        searchesReferences={searchesReferences}
        savedFilters={savedFilters}
        answer={answer}
      />
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p
            id={COUNT_ID}
            tabIndex={-1}
            className="font-medium text-slate-800"
            aria-live="polite"
          >
            {page.total === 0
              ? inboxList.empty
              : inboxList.showing(page.first, page.last, page.total, page.more)}
          </p>
          {/* What "Assign to me" on a row did, said as it happens (use-assign-focus.ts). */}
          <p role="status" className="text-sm font-medium text-slate-800">
            {assign.status}
          </p>
          {page.total > 0 && (
            // A download, not a page: the browser fetches it whole.
            <a
              href={`${inboxPath(kind)}/export.csv${filterQuery(filter)}`}
              className={buttonClasses("outline", "px-4 py-2 text-sm")}
              download
              aria-describedby="export-hint"
            >
              {inboxList.export}
            </a>
          )}
        </div>
        {page.total > 0 && (
          <>
            <p id="export-hint" className="text-sm text-slate-600">
              {inboxList.exportHint}
            </p>
            <BulkChangeForm
              id={BULK_FORM_ID}
              kind={kind}
              pageIds={page.rows.map((row) => row.id)}
              staff={staff}
              initial={bulkAnswer}
            />
            <InboxTable
              kind={kind}
              rows={page.rows}
              caption={inboxList.caption(title, filter.sort === "due")}
              me={me}
              bulkFormId={BULK_FORM_ID}
              listQuery={filterQuery(filter)}
              ticked={tickedIn(bulkAnswer, page.rows)}
              rowAnswer={rowAnswer}
              onAssignSent={assign.sent}
              onAssignAnswered={assign.answered}
            />
            <InboxPagination kind={kind} filter={filter} page={page} />
          </>
        )}
      </div>
      {registerYears && registerYears.length > 0 && (
        <ComplaintRegisterDownload years={registerYears} />
      )}
    </div>
  );
}

/**
 * The rows a bulk post that came back unchanged (a question, an error)
 * had ticked, to tick them again on a page rendered without JavaScript.
 */
function tickedIn(
  answer: InboxListResult | undefined,
  rows: readonly { id: string }[],
): ReadonlySet<string> | undefined {
  if (!answer || answer.ok) return undefined;
  if (answer.values.all === "on") return new Set(rows.map((row) => row.id));
  const ids = answer.values.ids;
  return new Set(ids === undefined ? [] : Array.isArray(ids) ? ids : [ids]);
}
