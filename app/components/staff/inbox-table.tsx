import { Link } from "react-router";

import { inboxColumns, inboxList } from "#app/content/staff.ts";
import { submissionPath, type InboxRow } from "#app/lib/staff/inboxes.ts";
import { shortcutTargets } from "#app/lib/staff/shortcuts.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";

/**
 * An inbox's rows as a table: a caption, column headers with scope, and the
 * first cell of each row as its row header, a link to the submission that
 * carries the list's filter (`listQuery`), so the record's page can lead
 * through the same list. Rows are what j and k select (app/enhance/shortcuts.ts):
 * the focused row is highlighted.
 */
export function InboxTable({
  kind,
  rows,
  caption,
  listQuery,
}: {
  kind: InboxKind;
  rows: readonly InboxRow[];
  caption: string;
  listQuery: string;
}) {
  const [first, ...others] = inboxColumns[kind] as ReadonlyArray<{
    key: string;
    label: string;
  }>;
  if (!first) return null;
  return (
    <div
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
      // A wide table scrolls inside this box on a narrow screen: focusable, so it scrolls by keyboard too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            {[first, ...others].map((column) => (
              <th
                key={column.key}
                scope="col"
                className="px-3 py-2 font-semibold text-slate-800"
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr
              key={row.id}
              {...shortcutTargets.row}
              className="hover:bg-slate-50 focus-within:bg-brand-50"
            >
              <th scope="row" className="px-3 py-2 font-semibold">
                <Link
                  to={`${submissionPath(kind, row.id)}${listQuery}`}
                  className="text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {row.cells[first.key] || inboxList.open}
                </Link>
              </th>
              {others.map((column) => (
                <td key={column.key} className="px-3 py-2 text-slate-700">
                  {row.cells[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
