import { LeaderCard } from "#app/components/company/leader-card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import {
  leaders,
  leadershipHero,
  leadershipTeamSection,
} from "#app/content/leaders.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

/** Portraits in the first row on a wide screen load at once; the rest when scrolled to. */
const eagerPortraits = 4;

export const meta = () => staticPageMeta("/leadership");

export default function Leadership() {
  return (
    <>
      <PageHero {...leadershipHero} />
      <Section id="team" title={leadershipTeamSection}>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {leaders.map((leader, index) => (
            <li key={leader.name}>
              <LeaderCard leader={leader} lazy={index >= eagerPortraits} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
