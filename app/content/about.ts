import { staticPage } from "./page-meta.ts";
import { company } from "./company.ts";
import type {
  CallToAction,
  IconCard,
  PageHero,
  SectionIntro,
  Stat,
} from "./shared.ts";

/** A year of the company's history. */
export interface Milestone {
  year: number;
  title: string;
  description: string;
}

export const aboutHero: PageHero & { badge: string } = {
  eyebrow: `About ${company.name}`,
  badge: `Trusted since ${company.foundedYear}`,
  title: `Protecting Families and Businesses Since ${company.foundedYear}`,
  subtitle: `${company.name} was founded in ${company.address.city} with a simple idea: insurance should be easy to understand, fairly priced and there for you when something goes wrong. Trusted since ${company.foundedYear}, we now protect more than 20,000 customers across the country.`,
};

/** Labels the figures of the hero for assistive technology. */
export const aboutStatsLabel = `${company.name} in numbers`;

export const aboutStats: readonly Stat[] = [
  { value: "20,000+", label: "Customers protected" },
  { value: "99%", label: "Customer satisfaction" },
  { value: "15+", label: "Years of experience" },
  { value: "50 + DC", label: "States where we are licensed" },
];

export const mission: { heading: string; paragraphs: readonly string[] } = {
  heading: "Our Mission",
  paragraphs: [
    "Our mission is to give every customer the confidence that comes from being well protected. We do that by offering clear coverage at a fair price, giving honest advice, and handling claims with speed and compassion.",
    "We believe an insurer earns trust on the worst day of a customer's year. That is why our claims team works around the clock, why 95% of our claims are settled within 7 days, and why our agents take the time to explain every policy in plain language.",
  ],
};

export const valuesSection: SectionIntro = {
  heading: "Our Values",
  intro: "Four values guide every policy we write and every claim we handle.",
};

export const values: readonly IconCard[] = [
  {
    icon: "shield-check",
    title: "Protection",
    description:
      "We design coverage that truly protects our customers, with limits and options that match real risks, not just minimum requirements.",
  },
  {
    icon: "heart-handshake",
    title: "Compassion",
    description:
      "Behind every claim is a person having a hard day. We listen first, explain clearly and treat every customer with empathy and respect.",
  },
  {
    icon: "award",
    title: "Excellence",
    description:
      "We hold ourselves to high standards in everything from underwriting to customer service, and we measure ourselves by our customers' satisfaction.",
  },
  {
    icon: "users",
    title: "Community",
    description: `We are proud of our ${company.address.city} roots. Our people volunteer, support local nonprofits and help neighborhoods prepare for and recover from disasters.`,
  },
];

export const timelineSection: SectionIntro = {
  heading: "Our Journey",
  intro: `From a small ${company.address.city} office to a nationwide insurer, here are the milestones that shaped us.`,
};

export const timeline: readonly Milestone[] = [
  {
    year: company.foundedYear,
    title: `${company.name} Founded`,
    description: `Founded in ${company.address.city}, offering home and auto insurance to local families with a promise of clear policies and fast claims.`,
  },
  {
    year: 2015,
    title: "Licensed in All 50 States",
    description:
      "Expanded nationwide, becoming licensed in all 50 states and adding health, life, business and travel insurance to our lineup.",
  },
  {
    year: 2018,
    title: "Digital Platforms Launched",
    description:
      "Launched our digital platforms so customers can get quotes, manage policies, make payments and file claims online, 24/7.",
  },
  {
    year: 2023,
    title: "Recognized as a Top Provider",
    description:
      "Recognized as a top insurance provider for customer satisfaction and claims service, a milestone earned by our whole team.",
  },
];

/** The page's closing call to action; Get Started Today leads to /contact (spec section 2). */
export const aboutCta: CallToAction = {
  heading: "Let Us Protect What Matters to You",
  text: `Join more than 20,000 customers who trust ${company.name} with their homes, cars, health, lives, businesses and travels. A licensed agent will help you find the right coverage at a fair price.`,
  actions: [
    { label: "Get Started Today", href: "/contact" },
    { label: "Get a Quote", href: "/contact" },
    { label: "Meet Our Leadership", href: "/leadership" },
  ],
};

/** The /about page, in the order it shows its parts. */
export const aboutPage = {
  hero: aboutHero,
  stats: { label: aboutStatsLabel, stats: aboutStats },
  mission,
  values: { ...valuesSection, cards: values },
  journey: { ...timelineSection, milestones: timeline },
  cta: aboutCta,
};

export const aboutMeta = staticPage(
  "/about",
  "About Us",
  `Trusted since ${company.foundedYear}, ${company.name} protects 20,000+ customers in all 50 states plus DC. Read our mission, our values and our story.`,
);
