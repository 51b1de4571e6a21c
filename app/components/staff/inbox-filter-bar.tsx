import { Icon } from "#app/components/ui/icon.tsx";
import { inboxList, statusLabels } from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { inboxListIntents } from "#app/lib/schemas/staff-forms.ts";
import { filterQuery, type InboxFilter } from "#app/lib/staff/inboxes.ts";
import { formatStaffDate } from "#app/lib/staff/dates.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";

import { InboxFilters } from "./inbox-filters.tsx";
import {
  SavedFiltersPanel,
  type SavedFilterView,
} from "./saved-filters-panel.tsx";

const words = inboxList.filterBar;

/**
 * What is in force on the list, in the words of the bar's summary: the
 * search, the status, the dates, the view, "at risk" and the order (the
 * view has its own links above, but the summary says the whole of what
 * narrows the list).
 */
export function filtersInForce(filter: InboxFilter): string[] {
  const parts: string[] = [];
  if (filter.q) parts.push(words.parts.q(filter.q));
  if (filter.status)
    parts.push(words.parts.status(statusLabels[filter.status]));
  if (filter.from) parts.push(words.parts.from(formatStaffDate(filter.from)));
  if (filter.to) parts.push(words.parts.to(formatStaffDate(filter.to)));
  if (filter.view) parts.push(words.parts[filter.view]);
  if (filter.atRisk) parts.push(words.parts.atRisk);
  if (filter.sort === "due") parts.push(words.parts.due);
  return parts;
}

/** Whether one of the bar's own fields is set (the view is chosen by its links, outside the bar). */
export const barFilterActive = (filter: InboxFilter) =>
  Boolean(
    filter.q ||
    filter.status ||
    filter.from ||
    filter.to ||
    filter.atRisk ||
    filter.sort,
  );

/**
 * The list's search, filters and saved filters folded into one bar: a
 * native disclosure, so it opens without JavaScript. Closed on arrival,
 * so the rows are on the first screen; open when one of its filters is in
 * force, or when it holds the answer to a saved filter posted without
 * JavaScript. Its summary says what is in force and how many.
 */
export function InboxFilterBar({
  kind,
  filter,
  searchesReferences,
  savedFilters,
  answer,
}: {
  kind: InboxKind;
  filter: InboxFilter;
  searchesReferences: boolean;
  savedFilters: readonly SavedFilterView[];
  answer?: FormResult;
}) {
  const parts = filtersInForce(filter);
  const savedFilterAnswer =
    answer?.form === inboxListIntents.saveFilter ||
    answer?.form?.startsWith(inboxListIntents.deleteFilter) === true;
  return (
    <details
      // A new filter is a new bar: open or closed as that filter says, not as the last one was left.
      key={filterQuery(filter)}
      open={barFilterActive(filter) || savedFilterAnswer}
      className="group rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-2.5 font-semibold text-brand-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <Icon
          name="chevron-down"
          size={16}
          className="shrink-0 -rotate-90 transition-transform group-open:rotate-0"
        />
        {parts.length === 0 ? words.summary : words.inForce(parts)}
      </summary>
      <div className="grid gap-4 border-t border-slate-200 p-4 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <InboxFilters
            kind={kind}
            filter={filter}
            searchesReferences={searchesReferences}
          />
        </div>
        <SavedFiltersPanel kind={kind} filters={savedFilters} answer={answer} />
      </div>
    </details>
  );
}
