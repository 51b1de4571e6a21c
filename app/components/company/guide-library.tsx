import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { IconCard } from "#app/components/ui/icon-card.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type {
  Guide,
  guidesSection as GuidesSection,
} from "#app/content/guides.ts";

import { GuideContent } from "./guide-content";
import { GuideDialog } from "./guide-dialog";

const readGuideClasses =
  "mt-6 items-center gap-2 self-start rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white transition-colors hover:bg-brand-800";
/** What is there for readers without app/enhance/guides.ts, and what replaces it once it runs. */
const withoutModule = "[:root[data-enhanced-guides]_&]:hidden";
const withModule = "hidden [:root[data-enhanced-guides]_&]:inline-flex";

/**
 * The guide cards and their full texts. Every guide is written out in the page
 * once, in a section of its own, and without JavaScript Read Guide is a link
 * to it. Once app/enhance/guides.ts runs, those sections are hidden and Read
 * Guide is a button that copies its guide into the one shared dialog and opens
 * it; focus returns to that button when the dialog closes.
 */
export function GuideLibrary({
  guides,
  section,
}: {
  guides: readonly Guide[];
  section: typeof GuidesSection;
}) {
  // "Read Guide: Auto Insurance 101": six controls, each named for its guide.
  const readLabel = (guide: Guide) => `${section.readLabel}: ${guide.title}`;

  return (
    <>
      <Section id="guides" title={section} tone="muted">
        <CardGrid items={guides}>
          {(guide) => (
            <IconCard
              icon={guide.icon}
              title={guide.title}
              description={guide.description}
              footer={
                <>
                  <a
                    href={`#${guide.slug}`}
                    aria-label={readLabel(guide)}
                    className={`inline-flex ${readGuideClasses} ${withoutModule}`}
                  >
                    {section.readLabel}
                  </a>
                  <button
                    type="button"
                    data-guide-open={guide.slug}
                    aria-haspopup="dialog"
                    aria-label={readLabel(guide)}
                    className={`${readGuideClasses} ${withModule}`}
                  >
                    {section.readLabel}
                  </button>
                </>
              }
            />
          )}
        </CardGrid>
      </Section>
      <div className={`bg-white ${withoutModule}`}>
        {guides.map((guide) => (
          <Panel
            key={guide.slug}
            id={guide.slug}
            heading={guide.title}
            className="mx-auto max-w-3xl border-b border-slate-200 px-4 py-12 last:border-b-0 sm:px-6"
          >
            {/* What the module copies into the dialog: data-guide finds it by slug. */}
            <div
              className="mt-4"
              data-guide={guide.slug}
              data-guide-icon={guide.icon}
            >
              <GuideContent guide={guide} labels={section.dialog} />
            </div>
          </Panel>
        ))}
      </div>
      {guides[0] && (
        <GuideDialog icon={guides[0].icon} labels={section.dialog} />
      )}
    </>
  );
}
