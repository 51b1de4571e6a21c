/** One dated line of a record's history: what changed, and who did it. */
export interface HistoryLine {
  /** ISO instant, for <time dateTime>. */
  atIso: string;
  /** The same instant as staff read it (Eastern). */
  at: string;
  change: string;
  by: string;
}

/**
 * A record's history under its panel (status changes, changes of
 * assignee): a heading, then each change with its time, or a line saying
 * there is none yet.
 */
export function ChangeHistory({
  heading,
  empty,
  lines,
}: {
  heading: string;
  empty: string;
  lines: readonly HistoryLine[];
}) {
  return (
    <>
      <h3 className="mt-8 text-lg font-semibold text-brand-900">{heading}</h3>
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{empty}</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {lines.map((line, index) => (
            <li key={`${line.atIso}-${index}`} className="text-sm">
              <time dateTime={line.atIso} className="block text-slate-600">
                {line.at}
              </time>
              <span className="font-medium text-slate-900">{line.change}</span>{" "}
              <span className="text-slate-700">{line.by}</span>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
