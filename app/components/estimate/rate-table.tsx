/**
 * A small table of the rating table: a caption, column headers and the
 * first cell of each row as the row's header. Numbers are right-aligned.
 */
export function RateTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly [string, ...string[]];
  rows: readonly (readonly [string, ...string[]])[];
}) {
  return (
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
                  ? "px-3 py-2 font-semibold text-slate-800"
                  : "px-3 py-2 text-right font-semibold text-slate-800"
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
            <th scope="row" className="px-3 py-2 font-normal text-slate-700">
              {first}
            </th>
            {cells.map((cell, index) => (
              <td key={index} className="px-3 py-2 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
