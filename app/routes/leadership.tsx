import { LeaderCard } from "~/components/company/leader-card";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import {
  leaders,
  leadershipHero,
  leadershipTeamSection,
} from "~/content/leaders";
import { staticPageMeta } from "~/lib/seo";

/** Portraits in the first row on a wide screen load at once; the rest when scrolled to. */
const eagerPortraits = 4;

export const meta = () => staticPageMeta("/leadership");

export default function Leadership() {
  return (
    <>
      <PageHero {...leadershipHero} />
      <Section
        id="team"
        heading={leadershipTeamSection.heading}
        intro={leadershipTeamSection.intro}
      >
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
