import { Link } from "react-router";

import type { FormResult } from "#app/lib/forms/form-result.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";

import { clockWords } from "#app/content/promises.ts";
import {
  bulkActions,
  inboxColumns,
  inboxList,
  ownership,
} from "#app/content/staff.ts";
import { cn } from "#app/lib/cn.ts";
import { submissionPath, type InboxRow } from "#app/lib/staff/inboxes.ts";
import { shortcutTargets } from "#app/lib/staff/shortcuts.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";

import { AssignRowForm, rowAnchor } from "./assign-row-form.tsx";
import { LanguageBadge } from "./language-badge.tsx";
import { PromiseClock } from "./promise-clock.tsx";
import { RepliedMark } from "./replied-mark.tsx";
import { assigneeCellId } from "./use-assign-focus.ts";

/** A cell's padding: tight enough that a claims list fits a laptop's width beside the workspace's column. */
const cell = "px-2 py-2";

/**
 * An inbox's rows as a table: a caption, column headers with scope, and the
 * first cell of each row as its row header, a link to the submission that
 * carries the list's filter (`listQuery`), so the record's page can lead
 * through the same list. Each row has a box that ticks it for the bulk form
 * (`bulkFormId`, outside the table: forms cannot nest), its assignee with
 * "Assign to me", and its promise clock. Rows are what j and k select
 * (app/enhance/shortcuts.ts): the focused row is highlighted.
 *
 * Its columns wrap (an email breaks anywhere, a promise over two lines) so
 * the table fits its column at 1366 px; what is still wider scrolls inside
 * the table's own labelled, focusable region, never past the page.
 */
export function InboxTable({
  kind,
  rows,
  caption,
  me,
  bulkFormId,
  listQuery,
  ticked,
  rowAnswer,
  onAssignSent,
  onAssignAnswered,
}: {
  kind: InboxKind;
  rows: readonly InboxRow[];
  caption: string;
  /** The member of staff looking: their own rows offer no "Assign to me". */
  me: string;
  bulkFormId: string;
  listQuery: string;
  /** Rows ticked in a bulk post the page answers without JavaScript: ticked again. */
  ticked?: ReadonlySet<string>;
  /** "Assign to me" answered without JavaScript: written in its row. */
  rowAnswer?: { id: string; message: ToastMessage };
  onAssignSent?: (id: string, recordName: string) => void;
  onAssignAnswered?: (id: string, result: FormResult) => void;
}) {
  const [first, ...others] = inboxColumns[kind] as ReadonlyArray<{
    key: string;
    label: string;
  }>;
  if (!first) return null;
  const recordName = (row: InboxRow) => row.cells[first.key] || inboxList.open;
  return (
    <div
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm"
      // A wide table scrolls inside this box on a narrow screen: focusable, so it scrolls by keyboard too.
      // Relative, so the rows' visually hidden labels (absolute) stay inside it too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className={`${cell} font-semibold text-slate-800`}>
              <span className="sr-only">{bulkActions.selectColumn}</span>
            </th>
            {[first, ...others].map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`${cell} font-semibold text-slate-800`}
              >
                {column.label}
              </th>
            ))}
            <th scope="col" className={`${cell} font-semibold text-slate-800`}>
              {ownership.column}
            </th>
            <th scope="col" className={`${cell} font-semibold text-slate-800`}>
              {clockWords.heading}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr
              key={row.id}
              id={rowAnchor(row.id)}
              {...shortcutTargets.row}
              className="scroll-mt-24 hover:bg-slate-50 focus-within:bg-brand-50 target:bg-brand-50"
            >
              <td className={cell}>
                <input
                  type="checkbox"
                  id={`select-${row.id}`}
                  name="ids"
                  value={row.id}
                  form={bulkFormId}
                  defaultChecked={ticked?.has(row.id)}
                  className="size-6 accent-brand-700"
                />
                <label htmlFor={`select-${row.id}`} className="sr-only">
                  {bulkActions.selectRow(recordName(row))}
                </label>
              </td>
              <th scope="row" className={`${cell} font-semibold`}>
                <Link
                  to={`${submissionPath(kind, row.id)}${listQuery}`}
                  className="text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {recordName(row)}
                </Link>
                {/* The person's language, when it is not English: staff answer in it. */}
                <LanguageBadge locale={row.locale} className="ml-2" />
                {row.replied && <RepliedMark className="ml-2" />}
              </th>
              {others.map((column) => (
                <td
                  key={column.key}
                  className={cn(
                    cell,
                    "text-slate-700",
                    // An address has no space to wrap at: it breaks anywhere rather than widen the table.
                    column.key === "email" &&
                      "min-w-32 [overflow-wrap:anywhere]",
                  )}
                >
                  {row.cells[column.key]}
                </td>
              ))}
              <td
                id={assigneeCellId(row.id)}
                // Where focus goes once "Assign to me" is answered (use-assign-focus.ts).
                tabIndex={-1}
                className={`${cell} text-slate-700`}
              >
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span>{row.assignee?.name ?? ownership.unassigned}</span>
                  {row.assignee?.id !== me && (
                    <AssignRowForm
                      recordId={row.id}
                      recordName={recordName(row)}
                      expected={row.assignee?.id ?? ""}
                      onSent={onAssignSent}
                      onAnswered={onAssignAnswered}
                    />
                  )}
                </div>
                {rowAnswer?.id === row.id && (
                  <p
                    className={cn(
                      "mt-1 font-medium",
                      rowAnswer.message.type === "error"
                        ? "text-red-800"
                        : "text-green-800",
                    )}
                  >
                    {rowAnswer.message.title}
                  </p>
                )}
              </td>
              {/* A long promise ("Paused: waiting on customer") wraps rather than widen the table. */}
              <td className={`${cell} [&_[data-clock]]:whitespace-normal`}>
                <PromiseClock clock={row.clock} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
