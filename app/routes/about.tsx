import { MilestoneTimeline } from "#app/components/company/milestone-timeline.tsx";
import { CtaSection } from "#app/components/ui/cta-section.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { IconCardGrid } from "#app/components/ui/icon-card-grid.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { StatBand } from "#app/components/ui/stat-list.tsx";
import {
  aboutCta,
  aboutHero,
  aboutStats,
  aboutStatsLabel,
  mission,
  timeline,
  timelineSection,
  values,
  valuesSection,
} from "#app/content/about.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

export const meta = () => staticPageMeta("/about");

export default function About() {
  return (
    <>
      <PageHero
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        subtitle={aboutHero.subtitle}
      >
        <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold text-white ring-1 ring-white/30">
          <Icon name="shield-check" size={20} className="text-accent-400" />
          {aboutHero.badge}
        </p>
      </PageHero>
      <StatBand label={aboutStatsLabel} stats={aboutStats} />
      <Section id="mission" title={mission}>
        <div className="mx-auto max-w-3xl space-y-6 text-lg leading-relaxed text-slate-700">
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="values" title={valuesSection} tone="muted">
        <IconCardGrid items={values} columns={4} />
      </Section>
      <Section id="journey" title={timelineSection}>
        <MilestoneTimeline milestones={timeline} />
      </Section>
      <CtaSection cta={aboutCta} />
    </>
  );
}
