import {
  auditActionLabels,
  auditLogPage as texts,
} from "#app/content/staff.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";

export interface AuditEntryRow {
  id: string;
  /** ISO, for `<time>`. */
  createdAt: string;
  /** The time in Eastern, as the inboxes write it. */
  time: string;
  actorLabel: string;
  action: string;
  /** The record by its reference, with a link while it exists. */
  subject: { label: string; href: string | null };
  /** What happened, in words. */
  description: string;
  clientHash: string | null;
}

/**
 * Each column's share of the table: the layout is fixed, so a long detail
 * (names with emails, a hash) wraps within its cell instead of widening the
 * table past the page and pushing a column out of sight (1366 px beside the
 * workspace's side column). Below 42rem the table scrolls in its box.
 */
const columnWidths: Record<keyof typeof texts.columns, string> = {
  time: "w-[13%]",
  actor: "w-[18%]",
  action: "w-[13%]",
  subject: "w-[17%]",
  details: "w-[28%]",
  client: "w-[11%]",
};

const cell = "px-3 py-2 align-top";

/** One page of the audit log as a table, newest first. */
export function AuditTable({
  entries,
  caption,
}: {
  entries: readonly AuditEntryRow[];
  caption: string;
}) {
  if (entries.length === 0)
    return <p className="text-slate-700">{texts.empty}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-2xl table-fixed divide-y divide-slate-200 text-left text-sm wrap-anywhere">
        <caption className="px-3 py-3 text-left font-semibold text-slate-800">
          {caption}
        </caption>
        <colgroup>
          {Object.entries(columnWidths).map(([column, width]) => (
            <col key={column} className={width} />
          ))}
        </colgroup>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {Object.values(texts.columns).map((column) => (
              <th key={column} scope="col" className={`${cell} font-semibold`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-900">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={cell}>
                <time dateTime={entry.createdAt}>{entry.time}</time>
              </td>
              <td className={cell}>{entry.actorLabel}</td>
              <td className={cell}>
                {auditActionLabels[entry.action] ?? entry.action}
              </td>
              <td className={cell}>
                {entry.subject.href ? (
                  <TextLink to={entry.subject.href}>
                    {entry.subject.label}
                  </TextLink>
                ) : (
                  entry.subject.label
                )}
              </td>
              <td className={cell}>{entry.description}</td>
              <td className={`${cell} font-mono text-xs break-all`}>
                {entry.clientHash ?? ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
