import { IconCard } from "#app/components/ui/icon-card.tsx";
import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { Section } from "#app/components/ui/section.tsx";
import type { WhyChooseUsPoint } from "#app/content/home.ts";
import type { SectionIntro } from "#app/content/shared.ts";

/** Six figures with a title and a sentence each; the figure reads as part of its heading. */
export function WhyChooseUs({
  section,
}: {
  section: SectionIntro & { points: readonly WhyChooseUsPoint[] };
}) {
  return (
    <Section id="why-choose-us" title={section} tone="muted">
      <CardGrid items={section.points} columns="2 on phones, 3 from lg">
        {(point) => (
          <IconCard
            dense
            icon={point.icon}
            title={
              <>
                <span className="block text-2xl font-extrabold text-brand-700 sm:text-3xl">
                  {point.stat}
                </span>{" "}
                <span className="mt-1 block">{point.title}</span>
              </>
            }
            description={point.description}
          />
        )}
      </CardGrid>
    </Section>
  );
}
