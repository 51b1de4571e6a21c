import { Link } from "react-router";

import { inboxList } from "#app/content/staff.ts";
import { cn } from "#app/lib/cn.ts";
import {
  filterQuery,
  inboxPath,
  type InboxFilter,
  type InboxPage,
} from "#app/lib/staff/inboxes.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";

/** The pages linked around the current one: the first, the last, and two either side. */
export function pagesAround(page: number, pageCount: number): number[] {
  const pages = new Set([1, pageCount]);
  for (let n = page - 2; n <= page + 2; n++)
    if (n >= 1 && n <= pageCount) pages.add(n);
  return [...pages].sort((a, b) => a - b);
}

const linkClasses =
  "inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium";

/** A page's number, named as a page for screen readers. */
const pageLabel = (n: number) => (
  <>
    <span className="sr-only">{inboxList.page} </span>
    {n}
  </>
);

/** Links to the other pages of the same filter; the current page is marked, not linked. */
export function InboxPagination({
  kind,
  filter,
  page,
}: {
  kind: InboxKind;
  filter: InboxFilter;
  page: InboxPage;
}) {
  if (page.pageCount <= 1) return null;
  const href = (n: number) => `${inboxPath(kind)}${filterQuery(filter, n)}`;
  const pages = pagesAround(page.page, page.pageCount);
  return (
    <nav aria-label={inboxList.paginationLabel}>
      <ul className="flex flex-wrap items-center gap-2">
        {page.page > 1 && (
          <li>
            <Link
              to={href(page.page - 1)}
              className={cn(linkClasses, "border-slate-300 text-brand-700")}
            >
              {inboxList.previous}
            </Link>
          </li>
        )}
        {pages.map((n, index) => (
          <li key={n} className="flex items-center gap-2">
            {index > 0 && n - pages[index - 1]! > 1 && (
              <span aria-hidden="true" className="text-slate-500">
                …
              </span>
            )}
            {n === page.page ? (
              <span
                aria-current="page"
                className={cn(
                  linkClasses,
                  "border-brand-700 bg-brand-700 text-white",
                )}
              >
                {pageLabel(n)}
              </span>
            ) : (
              <Link
                to={href(n)}
                className={cn(
                  linkClasses,
                  "border-slate-300 text-brand-700 hover:bg-brand-50",
                )}
              >
                {pageLabel(n)}
              </Link>
            )}
          </li>
        ))}
        {page.page < page.pageCount && (
          <li>
            <Link
              to={href(page.page + 1)}
              className={cn(linkClasses, "border-slate-300 text-brand-700")}
            >
              {inboxList.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
