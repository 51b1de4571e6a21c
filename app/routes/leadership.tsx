import { LeaderCard } from "#app/components/company/leader-card.tsx";
import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { InfoPage } from "#app/components/ui/info-page.tsx";
import { Section } from "#app/components/ui/section.tsx";
import {
  leadershipMeta,
  leadershipPage as page,
} from "#app/content/leaders.ts";
import { staticPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";

export const handle = contentPage();

/** Portraits in the first row on a wide screen load at once; the rest when scrolled to. */
const eagerPortraits = 4;

export const meta = () => staticPageMeta(leadershipMeta);

export default function Leadership() {
  return (
    <InfoPage page={page}>
      <Section id="team" title={page.team}>
        <CardGrid items={page.team.leaders} columns={4} gap="gap-8">
          {(leader, index) => (
            <LeaderCard leader={leader} lazy={index >= eagerPortraits} />
          )}
        </CardGrid>
      </Section>
    </InfoPage>
  );
}
