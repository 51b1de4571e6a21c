import { Link } from "react-router";

import { textLinkClasses } from "#app/components/ui/text-link.tsx";
import { auditLogPage } from "#app/content/staff.ts";

const texts = auditLogPage.pagination;

/** Newer and older pages of a list, keeping its filters (`query` without `page`). */
export function Pagination({
  page,
  pages,
  query,
}: {
  page: number;
  pages: number;
  query: URLSearchParams;
}) {
  if (pages <= 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(query);
    params.set("page", String(target));
    return `?${params}`;
  };
  return (
    <nav aria-label={texts.label} className="flex items-center gap-6 text-sm">
      {page > 1 && (
        <Link to={to(page - 1)} className={textLinkClasses}>
          {texts.previous}
        </Link>
      )}
      <span aria-current="page">{texts.page(page, pages)}</span>
      {page < pages && (
        <Link to={to(page + 1)} className={textLinkClasses}>
          {texts.next}
        </Link>
      )}
    </nav>
  );
}
