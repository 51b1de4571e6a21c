import { LeaderCard } from "#app/components/company/leader-card.tsx";
import { CardGrid } from "#app/components/ui/card-grid.tsx";
import { InfoPage } from "#app/components/ui/info-page.tsx";
import { Section } from "#app/components/ui/section.tsx";
import * as english from "#app/content/leaders.ts";
import * as spanish from "#app/content/es/leaders.ts";
import { twinPageMeta } from "#app/lib/seo.ts";
import { contentPage } from "#app/lib/enhancements.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { spanishSite } from "#app/lib/spanish-site-words.ts";

/** Serves /leadership and its Spanish twin /es/leadership. */
const twins = { en: english, es: spanish };

export const handle = { ...spanishSite, ...contentPage() };

/** Portraits in the first row on a wide screen load at once; the rest when scrolled to. */
const eagerPortraits = 4;

export const meta = twinPageMeta(twins, (content) => content.leadershipMeta);

export default function Leadership() {
  const { leadershipPage: page } = useLocalized(twins);
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
