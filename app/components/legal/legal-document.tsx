import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { PhoneText } from "#app/components/ui/phone-link.tsx";
import { legalPageText as english } from "#app/content/legal.ts";
import type { LegalDocument } from "#app/content/legal.ts";
import { legalPageText as spanish } from "#app/content/es/legal.ts";
import { formatDisplayDate } from "#app/content/shared.ts";
import { inLocale } from "#app/lib/locale.ts";
import { useLocale } from "#app/lib/use-locale.ts";

/**
 * "Children's Privacy" → "childrens-privacy", "Política de cookies" →
 * "politica-de-cookies": a section's anchor (accents dropped, not the letter).
 */
function sectionId(heading: string): string {
  return heading
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * A legal or information page (terms, privacy policy, accessibility
 * statement): the title, the date it last changed, a table of contents and
 * the numbered sections it links to.
 */
export function LegalDocumentPage({ content }: { content: LegalDocument }) {
  const locale = useLocale();
  const text = inLocale({ en: english, es: spanish }, locale);
  const sections = content.sections.map((section, index) => ({
    ...section,
    id: sectionId(section.heading),
    number: index + 1,
  }));
  return (
    <>
      <PageHero
        title={content.title}
        subtitle={text.lastUpdated(
          formatDisplayDate(content.lastUpdated, locale),
        )}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 lg:px-8 lg:py-16">
        <nav
          aria-labelledby="contents-label"
          className="mb-10 rounded-xl border border-slate-200 bg-slate-50 p-6 lg:sticky lg:top-24 lg:mb-0 lg:self-start"
        >
          <p id="contents-label" className="font-semibold text-brand-900">
            {text.contents}
          </p>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm marker:text-slate-600">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-brand-700 hover:text-brand-800 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl space-y-10 leading-relaxed text-slate-700">
          {text.governingVersion && (
            <p className="rounded-lg border border-brand-200 bg-brand-50 p-4 font-semibold text-brand-900">
              {text.governingVersion}
            </p>
          )}
          <div className="space-y-4 text-lg">
            {content.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {sections.map((section) => (
            <Panel
              key={section.id}
              id={section.id}
              heading={`${section.number}. ${section.heading}`}
              className="scroll-mt-24"
            >
              <div className="mt-4 space-y-4">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>
                    <PhoneText text={paragraph} />
                  </p>
                ))}
              </div>
              {section.items && (
                <ul className="mt-4 list-disc space-y-2 pl-6">
                  {section.items.map((item) => (
                    <li key={item}>
                      <PhoneText text={item} />
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          ))}
        </div>
      </div>
    </>
  );
}
