import { Link } from "react-router";

import { ownership } from "#app/content/staff.ts";
import {
  filterQuery,
  inboxPath,
  inboxViews,
  type InboxFilter,
} from "#app/lib/staff/inboxes.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * Whose records the list shows: All, Mine, Unassigned, as links that keep
 * the other filters (and go back to the first page); the one in force is
 * marked as the current page.
 */
export function InboxViews({
  kind,
  filter,
}: {
  kind: InboxKind;
  filter: InboxFilter;
}) {
  const current = filter.view ?? "all";
  return (
    <nav aria-label={ownership.viewsLabel}>
      <ul className="flex flex-wrap gap-2">
        {inboxViews.map((view) => {
          const { view: _view, ...rest } = filter;
          const target = view === "all" ? rest : { ...rest, view };
          const active = view === current;
          return (
            <li key={view}>
              <Link
                to={`${inboxPath(kind)}${filterQuery(target)}`}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-block rounded-full border px-4 py-1.5 text-sm font-semibold",
                  active
                    ? "border-brand-800 bg-brand-800 text-white"
                    : "border-slate-300 bg-white text-brand-800 hover:bg-slate-50",
                )}
              >
                {ownership.views[view]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
