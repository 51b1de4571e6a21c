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
import { InboxFilters } from "./inbox-filters.tsx";
import { InboxPagination } from "./inbox-pagination.tsx";
import { InboxTable } from "./inbox-table.tsx";
import { InboxViews } from "./inbox-views.tsx";
import {
  SavedFiltersPanel,
  type SavedFilterView,
} from "./saved-filters-panel.tsx";

const BULK_FORM_ID = "bulk-form";

/**
 * The one list page of the five inboxes: its views (All, Mine,
 * Unassigned), the search and filter form beside the person's saved
 * filters, the count, the table (columns from app/content/staff.ts) with
 * each row's assignee, the form that changes the ticked rows, the pages,
 * and the export of everything the filter matches.
 */
export function InboxList({
  kind,
  filter,
  page,
  searchesReferences,
  me,
  staff,
  savedFilters,
  answer,
}: {
  kind: InboxKind;
  filter: InboxFilter;
  page: InboxPage;
  searchesReferences: boolean;
  me: string;
  staff: ReadonlyArray<{ id: string; name: string }>;
  savedFilters: readonly SavedFilterView[];
  /** The page action's answer, when a form was posted without JavaScript. */
  answer?: InboxListResult;
}) {
  const title = inboxTitles[kind];
  return (
    <div className="space-y-4">
      <PageTitle eyebrow={adminPage.eyebrow} title={title} size="sm" onLight />
      <InboxViews kind={kind} filter={filter} />
      {/* "Assign to me" on a row, or a saved filter deleted, posted without JavaScript. */}
      {answer?.toast &&
        (answer.form?.startsWith(inboxListIntents.assignRow) ||
          answer.form?.startsWith(inboxListIntents.deleteFilter)) && (
          <FormOutcome message={answer.toast} />
        )}
      <div className="grid gap-8 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <InboxFilters
            kind={kind}
            filter={filter}
            searchesReferences={searchesReferences}
          />
        </div>
        <SavedFiltersPanel kind={kind} filters={savedFilters} answer={answer} />
      </div>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="font-medium text-slate-800" aria-live="polite">
            {page.total === 0
              ? inboxList.empty
              : inboxList.showing(page.first, page.last, page.total, page.more)}
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
            <InboxTable
              kind={kind}
              rows={page.rows}
              caption={inboxList.caption(title, filter.sort === "due")}
              me={me}
              bulkFormId={BULK_FORM_ID}
              listQuery={filterQuery(filter)}
            />
            <InboxPagination kind={kind} filter={filter} page={page} />
            <BulkChangeForm
              id={BULK_FORM_ID}
              kind={kind}
              pageIds={page.rows.map((row) => row.id)}
              staff={staff}
              initial={
                answer?.form === inboxListIntents.bulk ? answer : undefined
              }
            />
          </>
        )}
      </div>
    </div>
  );
}
