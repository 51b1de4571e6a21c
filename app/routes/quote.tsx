import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { Icon, IconBadge } from "#app/components/ui/icon.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { Link } from "#app/components/ui/site-link.tsx";
import * as englishLines from "#app/content/product-lines.ts";
import * as spanishLines from "#app/content/es/product-lines.ts";
import { products } from "#app/content/products.ts";
import * as english from "#app/content/quote.ts";
import * as spanish from "#app/content/es/quote.ts";
import { quotePath } from "#app/content/quote.ts";
import { contentPage } from "#app/lib/enhancements.ts";
import { questionsInLocale } from "#app/lib/estimate/estimate-words-in.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { useLocale, useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

/** Only read: prerendered, no framework JavaScript. */
export const handle = { ...spanishSite, ...contentPage() };

/** Serves /quote and /es/quote; the path picks the language. */
export const meta = twinPageMeta(
  { en: english, es: spanish },
  (content) => content.quoteMeta,
);

/** /quote: the six lines, each with the questions its estimate asks. */
export default function Quote() {
  const locale = useLocale();
  const texts = useLocalized({ en: english, es: spanish }).quoteChooser;
  const { productLineLinks } = useLocalized({
    en: englishLines,
    es: spanishLines,
  });
  return (
    <>
      <PageHero {...texts.hero} />
      <Section id="lines" title={texts.lines}>
        <CardGrid items={productLineLinks} gap="gap-6">
          {({ line, title }) => (
            <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <IconBadge
                  name={products.find((card) => card.line === line)!.icon}
                  size="md"
                  className="shrink-0"
                />
                <h3 className="text-xl font-semibold text-brand-900">
                  {title}
                </h3>
              </div>
              {line === "business" && (
                <p className="mt-4 text-slate-700">{texts.businessNote}</p>
              )}
              <p className="mt-4 font-semibold text-slate-800">
                {texts.asksLabel}
              </p>
              <ul className="mt-1 flex-1 list-disc space-y-1 pl-5 text-slate-700">
                {questionsInLocale(line, locale).map((question) => (
                  <li key={question.name}>{question.label}</li>
                ))}
              </ul>
              <Link
                to={quotePath(line)}
                className="mt-6 inline-flex items-center gap-2 self-start rounded-md font-semibold text-brand-700 hover:text-brand-900 hover:underline"
              >
                {texts.estimateLabel(line)}
                <Icon name="arrow-right" size={18} />
              </Link>
            </article>
          )}
        </CardGrid>
        <div className="mx-auto mt-12 max-w-3xl rounded-xl bg-brand-50 p-6">
          <h3 className="text-lg font-bold text-brand-900">
            {texts.honesty.heading}
          </h3>
          <p className="mt-2 text-slate-700">{texts.honesty.text}</p>
          <p className="mt-3">
            <Link
              to={texts.tableLink.href}
              className="font-semibold text-brand-700 underline hover:text-brand-900"
            >
              {texts.tableLink.label}
            </Link>
          </p>
        </div>
      </Section>
    </>
  );
}
