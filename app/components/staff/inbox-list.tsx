import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { PageTitle } from "#app/components/ui/page-title.tsx";
import { adminPage, inboxList, inboxTitles } from "#app/content/staff.ts";
import {
  filterQuery,
  inboxPath,
  type InboxFilter,
  type InboxPage,
} from "#app/lib/staff/inboxes.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";

import { InboxFilters } from "./inbox-filters.tsx";
import { InboxPagination } from "./inbox-pagination.tsx";
import { InboxTable } from "./inbox-table.tsx";

/**
 * The one list page of the five inboxes: the search and filter form, the
 * count, the table (columns from app/content/staff.ts), the pages, and the
 * export of everything the filter matches.
 */
export function InboxList({
  kind,
  filter,
  page,
  searchesReferences,
}: {
  kind: InboxKind;
  filter: InboxFilter;
  page: InboxPage;
  searchesReferences: boolean;
}) {
  const title = inboxTitles[kind];
  return (
    <div className="space-y-8">
      <PageTitle
        eyebrow={adminPage.eyebrow}
        title={title}
        size="md"
        onLight
        className="mt-2"
      />
      <InboxFilters
        kind={kind}
        filter={filter}
        searchesReferences={searchesReferences}
      />
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
              caption={inboxList.caption(title)}
            />
            <InboxPagination kind={kind} filter={filter} page={page} />
          </>
        )}
      </div>
    </div>
  );
}
