import { type StaticPage } from "./page-meta.ts";
import { company } from "./company.ts";
import type {
  CallToAction,
  IconCard,
  IconName,
  ImageAsset,
  LinkItem,
  SectionIntro,
  Step,
} from "./shared.ts";

/** What the hero bundle advertises: home and property, auto, health and 24/7 claims. */
export interface BundleItem {
  icon: IconName;
  label: string;
}

export interface HomeHero {
  eyebrow: string;
  title: string;
  subtitle: string;
  bundle: readonly BundleItem[];
  /** Get a Quote (to /contact) and Learn More (to /explore-roles). */
  actions: readonly [LinkItem, LinkItem];
  /**
   * Read after "Learn More" by screen readers and search engines (visually
   * hidden): on its own the label does not say where the link goes.
   */
  learnMoreContext: string;
  /** Offered by one variant of the hero. */
  contactAgent: LinkItem;
  image: ImageAsset;
}

/** One point of the why-choose-us grid: a figure, a title and a sentence. */
export interface WhyChooseUsPoint extends IconCard {
  stat: string;
}

export const homeHero: HomeHero = {
  eyebrow: `Trusted since ${company.foundedYear}`,
  title: "Insurance That Protects What Matters Most",
  subtitle:
    "Bundle your home and property, auto and health coverage in one plan, with 24/7 claims processing whenever you need us.",
  bundle: [
    { icon: "house", label: "Home & Property" },
    { icon: "car", label: "Auto" },
    { icon: "heart-pulse", label: "Health" },
    { icon: "clock", label: "24/7 Claims Processing" },
  ],
  actions: [
    { label: "Get a Quote", href: "/contact" },
    { label: "Learn More", href: "/explore-roles" },
  ],
  learnMoreContext: `about careers at ${company.name}`,
  contactAgent: { label: "Contact an Agent", href: "/contact" },
  image: {
    src: "/images/home/hero.svg",
    alt: "Illustration of a house, a car and a heart sheltered by one shield",
    width: 720,
    height: 540,
  },
};

export const whyChooseUs: SectionIntro & {
  points: readonly WhyChooseUsPoint[];
} = {
  heading: `Why Choose ${company.name}`,
  intro:
    "For more than fifteen years we have helped people protect their homes, cars, health and livelihoods with honest advice and claims handled quickly.",
  points: [
    {
      icon: "users",
      stat: "20,000+",
      title: "Customers Protected",
      description:
        "More than 20,000 individuals, families and small businesses rely on us to protect what matters most to them.",
    },
    {
      icon: "smile",
      stat: "99%",
      title: "Customer Satisfaction",
      description:
        "99% of our customers say they are satisfied with their coverage and the service they receive.",
    },
    {
      icon: "headset",
      stat: "24/7",
      title: "Support When You Need It",
      description:
        "Report a claim or get help at any hour, every day of the year, by phone or online.",
    },
    {
      icon: "award",
      stat: "15+ years",
      title: "Of Experience",
      description: `Trusted since ${company.foundedYear}, our licensed agents bring more than 15 years of experience to every policy.`,
    },
    {
      icon: "badge-check",
      stat: "50 + DC",
      title: "Licensed Nationwide",
      description: `${company.licensing.charAt(0).toUpperCase()}${company.licensing.slice(1)}, so your coverage moves with you wherever life takes you.`,
    },
    {
      icon: "percent",
      stat: "Up to 25%",
      title: "Bundle Discounts",
      description:
        "Combine home, auto, health and life policies and save up to 25% on your premiums.",
    },
  ],
};

/** "Our Insurance Solutions" (anchor #services); the cards themselves are `products`. */
export const servicesSection: SectionIntro & {
  id: "services";
  cardLinkLabel: string;
  popularBadge: string;
  viewAll: LinkItem;
} = {
  id: "services",
  heading: "Our Insurance Solutions",
  intro:
    "Six lines of coverage for individuals, families and small businesses, each with flexible limits and the support of a licensed agent.",
  cardLinkLabel: "Learn More",
  popularBadge: "Most Popular",
  viewAll: { label: "View Insurance Products", href: "/insurance-product" },
};

/** The benefits section (anchor #benefits). */
export const benefitsSection: SectionIntro & {
  id: "benefits";
  cards: readonly IconCard[];
  additional: { heading: string; items: readonly string[] };
  promise: { heading: string; text: string; detail: string };
} = {
  id: "benefits",
  heading: "Benefits That Set Us Apart",
  intro:
    "Insurance is a promise. Here is how we keep it, from the day you get a quote to the day you need us most.",
  cards: [
    {
      icon: "zap",
      title: "Fast Claims Processing",
      description:
        "File online or by phone at any hour. Most claims are reviewed within 24 to 48 hours and settled within days.",
    },
    {
      icon: "user-check",
      title: "Personalized Coverage",
      description:
        "Your agent builds a policy around your life, your property and your budget instead of selling a one-size-fits-all package.",
    },
    {
      icon: "piggy-bank",
      title: "Competitive Rates",
      description:
        "Fair premiums backed by discounts for safe drivers, secure homes, healthy habits and loyal customers.",
    },
    {
      icon: "percent",
      title: "Bundle and Save",
      description:
        "Combine your policies with us and save up to 25% on your total premium.",
    },
    {
      icon: "smartphone",
      title: "Digital Policy Management",
      description:
        "View documents, update coverage, make payments and track claims online, from any device.",
    },
    {
      icon: "headset",
      title: "Dedicated Agents",
      description:
        "A licensed agent who knows your policies answers your questions and reviews your coverage every year.",
    },
    {
      icon: "credit-card",
      title: "Flexible Payments",
      description:
        "Pay monthly, quarterly or annually by card, bank transfer, digital wallet, phone or cryptocurrency.",
    },
    {
      icon: "file-text",
      title: "Clear, Honest Policies",
      description:
        "Plain-language documents that explain what is covered and what is not, with no surprises at claim time.",
    },
  ],
  additional: {
    heading: "Additional Benefits",
    items: [
      "Coverage often active within 24 hours of approval, same-day possible",
      "Free annual policy reviews with your agent",
      "Online claim filing and status tracking",
      "Safe driver, multi-car and home security discounts",
      "Monthly, quarterly or annual payment plans",
      "Licensed in all 50 states plus DC",
    ],
  },
  promise: {
    heading: "Our Claims Promise",
    text: "95% of claims are settled within 7 days.",
    detail:
      "When you file a claim, a dedicated specialist keeps you informed at every step, so you can get back to normal as quickly as possible.",
  },
};

export const testimonialsSection: SectionIntro = {
  heading: "What Our Customers Say",
  intro: "Real stories from the families and business owners we protect.",
};

/** The closing call to action with its three-step explainer. */
export const homeFinalCta: CallToAction & {
  steps: readonly [Step, Step, Step];
} = {
  heading: "Ready to Get Protected?",
  text: "Getting the right coverage takes minutes, not days. Talk to a licensed agent today and get a quote tailored to you.",
  actions: [
    { label: "Get a Quote", href: "/contact" },
    { label: "Explore Plans", href: "/explore-roles" },
  ],
  steps: [
    {
      title: "Tell Us Your Needs",
      description:
        "Share a few details about your home, vehicles, family or business, online or by phone.",
    },
    {
      title: "Review Your Options",
      description:
        "Compare coverage and prices side by side with a licensed agent who explains every choice.",
    },
    {
      title: "Get Covered",
      description:
        "Choose your plan and sign online. Coverage is often active within 24 hours of approval.",
    },
  ],
};

/** The home page's title names every line, not "Home | …". */
export const homeMeta: StaticPage<"/"> = {
  path: "/",
  title: `${company.name} | Home, Auto, Health, Life, Business & Travel Insurance`,
  description: `${company.name} protects individuals, families and small businesses with home, auto, health, life, business and travel insurance. Get a quote today.`,
  indexable: true,
};

/** What the company does, in the home page's schema.org InsuranceAgency. */
export const agencySummary: string =
  "Home, auto, health, life, business and travel insurance.";
