import { Icon } from "#app/components/ui/icon.tsx";
import { PageTitle } from "#app/components/ui/page-title.tsx";
import { Link } from "#app/components/ui/site-link.tsx";
import { useLocale } from "#app/lib/use-locale.ts";

import {
  formatDisplayDate,
  type IsoDate,
  type LinkItem,
} from "#app/content/shared.ts";

/**
 * The page of one news article or press release: a way back to the list, the
 * label and title, the date, an optional picture, the text, then whatever
 * closes this kind of page (`children`).
 */
export function ArticlePage({
  back,
  label,
  title,
  date,
  media,
  body,
  children,
}: {
  back: LinkItem;
  label: string;
  title: string;
  date: IsoDate;
  media?: React.ReactNode;
  body: readonly string[];
  children?: React.ReactNode;
}) {
  const locale = useLocale();
  return (
    <article>
      <header className="bg-brand-50">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <Link
            to={back.href}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            <Icon name="arrow-left" size={18} />
            {back.label}
          </Link>
          <div className="mt-8">
            <PageTitle
              eyebrow={label}
              title={title}
              size="md"
              onLight
              className="mt-2"
            />
          </div>
          <p className="mt-4 text-slate-600">
            <time dateTime={date}>{formatDisplayDate(date, locale)}</time>
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {media && (
          <div className="mb-10 overflow-hidden rounded-xl">{media}</div>
        )}
        <div className="space-y-5 text-lg leading-relaxed text-slate-700">
          {body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {children}
      </div>
    </article>
  );
}
