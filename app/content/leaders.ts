import { staticPage } from "./page-meta.ts";
import { company } from "./company.ts";
import {
  svgImage,
  type ImageAsset,
  type PageHero,
  type SectionIntro,
} from "./shared.ts";

/** A member of the leadership team (spec section 3). */
export interface Leader {
  name: string;
  position: string;
  bio: string;
  image: ImageAsset;
}

export const leadershipHero: PageHero = {
  eyebrow: "Leadership",
  title: "Meet Our Leadership Team",
  subtitle: `The people guiding ${company.name} bring decades of experience in insurance, technology and customer service, and share one commitment: to be there for our customers when it matters most.`,
};

export const leadershipTeamSection: SectionIntro = {
  heading: "Our Executive Team",
  intro:
    "Eight leaders, one promise: clear coverage, fair prices and claims handled with speed and compassion.",
};

const portrait = (slug: string, name: string) =>
  svgImage(`leaders/${slug}`, `Portrait of ${name}`, 320, 320);

export const leaders: readonly Leader[] = [
  {
    name: "Margaret Ellison",
    position: "Founder and Chief Executive Officer",
    bio: `Margaret founded ${company.name} in ${company.foundedYear} after two decades in property and casualty underwriting. She leads the company's strategy and its commitment to clear policies and fast, fair claims.`,
    image: portrait("margaret-ellison", "Margaret Ellison"),
  },
  {
    name: "Daniel Okafor",
    position: "Chief Operating Officer",
    bio: "Daniel oversees customer service, policy operations and our remote-first workforce. He previously led national service operations for a top-ten auto insurer.",
    image: portrait("daniel-okafor", "Daniel Okafor"),
  },
  {
    name: "Priya Raman",
    position: "Chief Financial Officer",
    bio: "Priya is responsible for the company's financial strength, reinsurance and capital planning. She is a certified public accountant and a Fellow of the Life Management Institute.",
    image: portrait("priya-raman", "Priya Raman"),
  },
  {
    name: "Elena Vasquez",
    position: "Chief Claims Officer",
    bio: "Elena built the claims organization behind our promise to settle 95% of claims within 7 days. She began her career as a field adjuster after Hurricane Katrina.",
    image: portrait("elena-vasquez", "Elena Vasquez"),
  },
  {
    name: "James Whitfield",
    position: "Chief Underwriting Officer",
    bio: "James leads underwriting across all six lines of business, balancing fair pricing with sound risk management. He holds the Chartered Property Casualty Underwriter designation.",
    image: portrait("james-whitfield", "James Whitfield"),
  },
  {
    name: "Marcus Bennett",
    position: "Chief Technology Officer",
    bio: "Marcus led the launch of our digital platforms in 2018 and now oversees our technology, data security and online customer experience.",
    image: portrait("marcus-bennett", "Marcus Bennett"),
  },
  {
    name: "Rachel Kim",
    position: "Chief People Officer",
    bio: "Rachel leads recruiting, training and culture for our nationwide remote team, including the paid training programs that help new hires earn their insurance licenses.",
    image: portrait("rachel-kim", "Rachel Kim"),
  },
  {
    name: "Thomas Grady",
    position: "General Counsel and Chief Compliance Officer",
    bio: "Thomas manages legal affairs and regulatory compliance in all 50 states plus DC, and leads the company's privacy and data protection program.",
    image: portrait("thomas-grady", "Thomas Grady"),
  },
];

/** The /leadership page, in the order it shows its parts. */
export const leadershipPage = {
  hero: leadershipHero,
  team: { ...leadershipTeamSection, leaders },
};

export const leadershipMeta = staticPage(
  "/leadership",
  "Leadership",
  `Meet the leadership team guiding ${company.name}, with decades of experience in insurance, claims, technology and customer service.`,
);
