import { estimateHref } from "#app/lib/quote-link.ts";
import { staticPage } from "./page-meta.ts";
import { company } from "./company.ts";
import type {
  CallToAction,
  IconCard,
  PageHero,
  SectionIntro,
} from "./shared.ts";

/** A member quote of the /benefits carousel (spec section 3). */
export interface HealthQuote {
  quote: string;
  author: string;
}

export const healthBenefitsHero: PageHero = {
  eyebrow: "Health Benefits",
  title: "Health Benefits That Put You First",
  subtitle: `${company.name} health plans go beyond doctor visits. Preventive care is 100% covered, our network includes over 5,000 hospitals and 50,000 providers, and most claims are processed within 48 hours.`,
};

export const coreBenefitsSection: SectionIntro = {
  heading: "Core Health Benefits",
  intro:
    "Every health plan includes these essential benefits, from routine check-ups to major medical care.",
};

/** Twelve core benefits. */
export const coreBenefits: readonly IconCard[] = [
  {
    icon: "shield-plus",
    title: "Preventive Care",
    description:
      "Annual physicals, screenings and recommended vaccines are 100% covered in network, with no copay or deductible.",
  },
  {
    icon: "stethoscope",
    title: "Primary Care Visits",
    description:
      "See your family doctor for check-ups, illness and ongoing care at a predictable cost.",
  },
  {
    icon: "user-check",
    title: "Specialist Care",
    description:
      "Access to cardiologists, dermatologists, orthopedists and other specialists across the country.",
  },
  {
    icon: "hospital",
    title: "Hospital Stays",
    description:
      "Inpatient care, surgery and recovery at more than 5,000 in-network hospitals.",
  },
  {
    icon: "ambulance",
    title: "Emergency Services",
    description:
      "Emergency room care and ambulance transport covered at in-network rates at any hospital.",
  },
  {
    icon: "pill",
    title: "Prescription Drugs",
    description:
      "Generic, brand-name and specialty medications, with home delivery for 90-day supplies.",
  },
  {
    icon: "brain",
    title: "Mental Health Services",
    description:
      "Therapy, counseling and psychiatric care in person or online, covered like any other care.",
  },
  {
    icon: "baby",
    title: "Maternity and Newborn Care",
    description:
      "Prenatal visits, delivery, postpartum care and your newborn's first check-ups.",
  },
  {
    icon: "hand-heart",
    title: "Pediatric Care",
    description:
      "Well-child visits, immunizations and children's dental and vision care.",
  },
  {
    icon: "microscope",
    title: "Lab Tests and Imaging",
    description:
      "Blood work, X-rays, MRIs and CT scans at thousands of in-network labs and imaging centers.",
  },
  {
    icon: "activity",
    title: "Rehabilitation Services",
    description:
      "Physical, occupational and speech therapy to help you recover after an injury or illness.",
  },
  {
    icon: "smartphone",
    title: "Telehealth",
    description:
      "Video visits with licensed doctors 24/7, usually in minutes and often at no cost.",
  },
];

export const additionalAdvantagesSection: SectionIntro = {
  heading: "Additional Advantages",
  intro:
    "Extra support and savings that come with being a member, at no additional cost.",
};

/** Twelve additional advantages. */
export const additionalAdvantages: readonly IconCard[] = [
  {
    icon: "smile",
    title: "Dental Coverage Options",
    description:
      "Add dental plans with cleanings twice a year covered in full.",
  },
  {
    icon: "eye",
    title: "Vision Care",
    description:
      "Annual eye exams and allowances for glasses or contact lenses.",
  },
  {
    icon: "award",
    title: "Wellness Rewards",
    description:
      "Earn gift cards and premium credits for healthy activities and screenings.",
  },
  {
    icon: "dumbbell",
    title: "Gym Membership Discounts",
    description:
      "Save on memberships at thousands of participating fitness centers nationwide.",
  },
  {
    icon: "phone-call",
    title: "24/7 Nurse Line",
    description:
      "Talk to a registered nurse any time, day or night, for advice on symptoms and care.",
  },
  {
    icon: "piggy-bank",
    title: "HSA Compatibility",
    description:
      "Pair the Bronze plan with a Health Savings Account and save on taxes.",
  },
  {
    icon: "heart-handshake",
    title: "Chronic Condition Management",
    description:
      "Personal care coordinators for diabetes, asthma, heart disease and more.",
  },
  {
    icon: "map-pin",
    title: "Nationwide Network",
    description:
      "Over 5,000 hospitals and 50,000 providers, at home and when you travel in the US.",
  },
  {
    icon: "zap",
    title: "Fast Claims",
    description:
      "Most claims are processed within 48 hours, so you are never left waiting.",
  },
  {
    icon: "id-card",
    title: "Digital ID Cards",
    description:
      "Your member card is always on your phone, ready to show at any appointment.",
  },
  {
    icon: "users",
    title: "Care Coordination",
    description:
      "A care team that helps you find doctors, book appointments and understand your bills.",
  },
  {
    icon: "file-search",
    title: "Second Medical Opinions",
    description:
      "Expert second opinions from leading specialists before major treatment decisions.",
  },
];

export const healthQuotesSection: SectionIntro & {
  carousel: {
    /** The name of the carousel region. */
    label: string;
    /** "Quote 2 of 4": how a slide is named and announced. */
    slideName: (number: number, count: number) => string;
    previous: string;
    next: string;
  };
} = {
  heading: "What Our Members Say",
  intro: "Hear from members who rely on their health coverage every day.",
  carousel: {
    label: "Member quotes",
    slideName: (number, count) => `Quote ${number} of ${count}`,
    previous: "Previous quote",
    next: "Next quote",
  },
};

/** Four member quotes for the carousel. */
export const healthQuotes: readonly HealthQuote[] = [
  {
    quote:
      "When my son broke his arm on a Saturday, the nurse line told us exactly where to go, and the claim was processed before we even got the bill.",
    author: "Jennifer K., Silver plan member",
  },
  {
    quote:
      "My annual check-up and screenings cost me nothing. That peace of mind is why I have stayed a member for six years.",
    author: "Robert T., Gold plan member",
  },
  {
    quote:
      "The care coordinator helped me manage my diabetes with a plan that actually fits my life. I feel healthier than I have in years.",
    author: "Angela M., Bronze plan member",
  },
  {
    quote:
      "Telehealth visits have been a lifesaver for our family. We see a doctor in minutes without leaving home.",
    author: "Marcus and Leah P., family plan members",
  },
];

/**
 * Closing buttons. The spec gives Get a Quote no link here; like every quote
 * button whose action the spec leaves open, it starts the online estimate,
 * here of health cover (decision 0059). Contact Us leads to /contact.
 */
export const healthBenefitsCta: CallToAction = {
  heading: "Find the Health Plan That Fits Your Life",
  text: "Talk to a licensed agent about Bronze, Silver and Gold plans and find the right balance of monthly cost and coverage for you and your family.",
  actions: [
    { label: "Get a Quote", href: estimateHref("health") },
    { label: "Contact Us", href: "/contact" },
  ],
};

/** The /benefits page, in the order it shows its parts. */
export const healthBenefitsPage = {
  hero: healthBenefitsHero,
  core: { ...coreBenefitsSection, cards: coreBenefits },
  additional: { ...additionalAdvantagesSection, cards: additionalAdvantages },
  quotes: { ...healthQuotesSection, quotes: healthQuotes },
  cta: healthBenefitsCta,
};

export const benefitsMeta = staticPage(
  "/benefits",
  "Health Benefits",
  "Preventive care covered 100%, over 5,000 hospitals and 50,000 providers, and most claims processed within 48 hours. Explore our health plan benefits.",
);
