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
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="px-4 py-3 text-left font-semibold text-slate-800">
          {caption}
        </caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {Object.values(texts.columns).map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-900">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="px-4 py-2 whitespace-nowrap">
                <time dateTime={entry.createdAt}>{entry.time}</time>
              </td>
              <td className="px-4 py-2">{entry.actorLabel}</td>
              <td className="px-4 py-2">
                {auditActionLabels[entry.action] ?? entry.action}
              </td>
              <td className="px-4 py-2">
                {entry.subject.href ? (
                  <TextLink to={entry.subject.href}>
                    {entry.subject.label}
                  </TextLink>
                ) : (
                  entry.subject.label
                )}
              </td>
              <td className="px-4 py-2">{entry.description}</td>
              <td className="px-4 py-2 font-mono text-xs break-all">
                {entry.clientHash ?? ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
