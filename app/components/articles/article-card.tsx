import { Icon } from "#app/components/ui/icon.tsx";
import { Link } from "#app/components/ui/site-link.tsx";
import { useLocale } from "#app/lib/use-locale.ts";

import { formatDisplayDate, type IsoDate } from "#app/content/shared.ts";

/** What a teaser shows of a news article or a press release. */
export interface ArticleTeaser {
  id: number;
  title: string;
  date: IsoDate;
  summary: string;
  link: string;
  category?: string;
}

/**
 * A teaser in the news and press release lists: an optional picture and
 * category, the date, the title, the summary and a link to the full text.
 * The link's visible label is the same on every card, so its accessible name
 * adds the title for people who move through a page's links.
 */
export function ArticleCard({
  article: { title, date, summary, link, category },
  linkLabel,
  media,
}: {
  article: ArticleTeaser;
  linkLabel: string;
  media?: React.ReactNode;
}) {
  const locale = useLocale();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {media}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          {category && (
            <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700">
              {category}
            </span>
          )}
          <time dateTime={date} className="text-slate-600">
            {formatDisplayDate(date, locale)}
          </time>
        </p>
        <h2 className="mt-3 text-xl font-semibold text-brand-900">{title}</h2>
        <p className="mt-3 flex-1 text-slate-600">{summary}</p>
        <Link
          to={link}
          aria-label={`${linkLabel}: ${title}`}
          className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {linkLabel}
          <Icon name="arrow-right" size={18} />
        </Link>
      </div>
    </article>
  );
}
