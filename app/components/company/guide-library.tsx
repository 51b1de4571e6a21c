import { useEffect, useRef, useState } from "react";

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
import { useHydrated } from "./use-hydrated";

const readGuideClasses =
  "mt-6 inline-flex items-center gap-2 self-start rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white transition-colors hover:bg-brand-800";

/**
 * The guide cards and their full texts. Before hydration (or without
 * JavaScript) every guide is written out in the page in a section of its own,
 * and Read Guide is a link to it. Once hydrated, those sections are hidden,
 * Read Guide becomes a button that opens the guide in the dialog, and focus
 * returns to that button when the dialog closes.
 */
export function GuideLibrary({
  guides,
  section,
}: {
  guides: readonly Guide[];
  section: typeof GuidesSection;
}) {
  const hydrated = useHydrated();
  const [openSlug, setOpenSlug] = useState<string | null>(null);
  const openers = useRef(new Map<string, HTMLButtonElement>());
  // "Read Guide: Auto Insurance 101": six buttons, each named for its guide.
  const readLabel = (guide: Guide) => `${section.readLabel}: ${guide.title}`;
  const openGuide = guides.find((guide) => guide.slug === openSlug) ?? null;

  // A link to a guide's section (/insurance-guides#auto-insurance-101), or a
  // Read Guide link followed before the page hydrated, opens that guide.
  useEffect(() => {
    const slug = decodeURIComponent(window.location.hash.slice(1));
    if (guides.some((guide) => guide.slug === slug)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the hash is only known in the browser
      setOpenSlug(slug);
    }
  }, [guides]);

  const closeGuide = () => {
    if (!openSlug) return;
    if (window.location.hash === `#${openSlug}`) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, "", pathname + search);
    }
    openers.current.get(openSlug)?.focus();
    setOpenSlug(null);
  };

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
                hydrated ? (
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    aria-label={readLabel(guide)}
                    ref={(button) => {
                      if (button) openers.current.set(guide.slug, button);
                      else openers.current.delete(guide.slug);
                    }}
                    onClick={() => setOpenSlug(guide.slug)}
                    className={readGuideClasses}
                  >
                    {section.readLabel}
                  </button>
                ) : (
                  <a
                    href={`#${guide.slug}`}
                    aria-label={readLabel(guide)}
                    className={readGuideClasses}
                  >
                    {section.readLabel}
                  </a>
                )
              }
            />
          )}
        </CardGrid>
      </Section>
      <div hidden={hydrated} className="bg-white">
        {guides.map((guide) => (
          <Panel
            key={guide.slug}
            id={guide.slug}
            heading={guide.title}
            className="mx-auto max-w-3xl border-b border-slate-200 px-4 py-12 last:border-b-0 sm:px-6"
          >
            <div className="mt-4">
              <GuideContent guide={guide} labels={section.dialog} />
            </div>
          </Panel>
        ))}
      </div>
      <GuideDialog
        guide={openGuide}
        labels={section.dialog}
        onClose={closeGuide}
      />
    </>
  );
}
