import { cn } from "#app/lib/cn.ts";

/**
 * A small table of the rating table: a caption, column headers and the
 * first cell of each row as the row's header. Columns of numbers and
 * prices are right-aligned, columns of words left-aligned. A
 * `scrollable` table that may not fit a phone scrolls in a region of its
 * own, which a keyboard can focus and scroll.
 */
export function RateTable({
  caption,
  columns,
  rows,
  scrollable = false,
}: {
  caption: string;
  columns: readonly [string, ...string[]];
  rows: readonly (readonly [string, ...string[]])[];
  scrollable?: boolean;
}) {
  // A column reads as numbers when its first row's cell does ("1.15", "$45 a month").
  const numeric = columns.map((_, index) =>
    /^[$\d.]/.test(rows[0]?.[index] ?? ""),
  );
  const align = (index: number) =>
    index > 0 && numeric[index] ? "text-right tabular-nums" : "";
  const table = (
    <table className="mt-4 w-full max-w-2xl divide-y divide-slate-200 text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-800">
        {caption}
      </caption>
      <thead className="bg-slate-100">
        <tr>
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={cn(
                "px-2 py-2 font-semibold text-slate-800 sm:px-3",
                align(index),
              )}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map(([first, ...cells]) => (
          <tr key={first}>
            <th
              scope="row"
              className="px-2 py-2 font-normal text-slate-700 sm:px-3"
            >
              {first}
            </th>
            {cells.map((cell, index) => (
              <td
                key={index}
                className={cn("px-2 py-2 sm:px-3", align(index + 1))}
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!scrollable) return table;
  return (
    <div
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-700"
      // Focusable, so a keyboard scrolls it too (as the back office's inbox tables do).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      {table}
    </div>
  );
}
