import { staticPage } from "./page-meta.ts";
import type { RoleExperience, RoleLocation } from "./roles.ts";
import { company } from "./company.ts";
import type {
  CallToAction,
  IconCard,
  LinkItem,
  PageHero,
  SectionIntro,
} from "./shared.ts";

/** The /explore-roles page around the role cards (the roles themselves are in roles.ts). */
export const careersHero: PageHero & { eyebrow: string; action: LinkItem } = {
  eyebrow: "Careers",
  title: "Build a Remote Career That Makes a Difference",
  subtitle: `Join ${company.name} and help families and businesses protect what matters most, from wherever you work best. Every role is full-time, with paid training and the support you need to succeed.`,
  action: { label: "View Available Roles", href: "#available-roles" },
};

export const availableRolesSection: SectionIntro & {
  id: "available-roles";
  applyLabel: string;
  /** Read after "Apply Now" by screen readers: "Apply Now for Data Entry Clerk". */
  applyContext: (roleTitle: string) => string;
  featuredBadge: string;
  employmentBadge: string;
  skillsLabel: string;
  /** A role's location and experience, which roles.ts holds as facts. */
  locations: Readonly<Record<RoleLocation, string>>;
  experience: Readonly<Record<RoleExperience, string>>;
} = {
  id: "available-roles",
  heading: "Available Roles",
  intro:
    "Twelve open positions across customer service, claims, policy services and administration.",
  applyLabel: "Apply Now",
  applyContext: (roleTitle) => ` for ${roleTitle}`,
  featuredBadge: "Featured",
  employmentBadge: "Full-time",
  skillsLabel: "Skills",
  locations: {
    Remote: "Remote",
    "Remote Call Center": "Remote Call Center",
    "Remote or Hybrid": "Remote or Hybrid",
  },
  experience: {
    "Entry-level": "Entry-level",
    "6+ months": "6+ months",
    "1+ year": "1+ year",
    "2+ years": "2+ years",
  },
};

export const whyJoin: SectionIntro & {
  cards: readonly [IconCard, IconCard, IconCard];
} = {
  heading: `Why Join ${company.name}?`,
  intro:
    "We invest in our people, because a supported team gives customers the best service.",
  cards: [
    {
      icon: "laptop",
      title: "Remote Work",
      description:
        "Work from home anywhere in the United States, with company-provided equipment and a schedule designed around real life.",
    },
    {
      icon: "graduation-cap",
      title: "Professional Growth",
      description:
        "Paid training, mentorship and support for insurance licensing, with clear paths to senior and leadership roles.",
    },
    {
      icon: "heart-handshake",
      title: "Comprehensive Support",
      description:
        "Health coverage, paid time off, a retirement plan with company match and a team that has your back from day one.",
    },
  ],
};

export const careersContactPrompt: { text: string; link: LinkItem } = {
  text: "Have a question about a role or the hiring process? Our recruiting team is happy to help.",
  link: { label: "Contact Us", href: "/contact" },
};

export const careersClosingCta: CallToAction = {
  heading: "Ready to Start Your Next Chapter?",
  text: "Find the role that fits your skills and apply in minutes. Our recruiting team reviews every application.",
  actions: [
    { label: "Apply Now", href: "#available-roles" },
    { label: "Contact Recruiting", href: "/contact" },
  ],
};

/** The /explore-roles page, in the order it shows its parts. */
const { action: heroAction, ...heroText } = careersHero;

export const careersPage = {
  hero: { ...heroText, actions: [heroAction] },
  roles: availableRolesSection,
  whyJoin,
  contactPrompt: careersContactPrompt,
  cta: careersClosingCta,
};

export const exploreRolesMeta = staticPage(
  "/explore-roles",
  "Careers: Remote Jobs",
  `Explore twelve full-time remote roles at ${company.name}, from customer service and live chat support to claims and policy services. Apply online today.`,
);
