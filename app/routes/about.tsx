import { MilestoneTimeline } from "#app/components/company/milestone-timeline.tsx";
import { IconCardGrid } from "#app/components/ui/icon-card.tsx";
import { InfoPage } from "#app/components/ui/info-page.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { StatPanel } from "#app/components/ui/stat-list.tsx";
import * as english from "#app/content/about.ts";
import * as spanish from "#app/content/es/about.ts";
import { inLocale, localeOfPath } from "#app/lib/locale.ts";
import { staticPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

import type { Route } from "./+types/about";

/** Serves /about and its Spanish twin /es/about; the path picks the language. */
const twins = { en: english, es: spanish };

export const handle = { ...spanishSite, ...contentPage() };

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return staticPageMeta(inLocale(twins, locale).aboutMeta, { locale });
};

export default function About() {
  const { aboutPage: page } = useLocalized(twins);
  return (
    // The figures fill the hero's right half, which an illustration fills on other pages.
    <InfoPage page={page} heroAside={<StatPanel {...page.stats} />}>
      <Section id="mission" title={page.mission}>
        <div className="mx-auto max-w-3xl space-y-6 text-lg leading-relaxed text-slate-700">
          {page.mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="values" title={page.values} tone="muted">
        <IconCardGrid items={page.values.cards} columns={4} />
      </Section>
      <Section id="journey" title={page.journey}>
        <MilestoneTimeline milestones={page.journey.milestones} />
      </Section>
    </InfoPage>
  );
}
