/**
 * A small table of the rating table: a caption, column headers and the
 * first cell of each row as the row's header. Numbers are right-aligned. A
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
              className={
                index === 0
                  ? "px-2 py-2 font-semibold text-slate-800 sm:px-3"
                  : "px-2 py-2 text-right font-semibold text-slate-800 sm:px-3"
              }
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
                className="px-2 py-2 text-right tabular-nums sm:px-3"
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
