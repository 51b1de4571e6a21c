import { staticPage, type StaticPage } from "./page-meta.ts";
import { company } from "./company.ts";
import { estimateAction, productsOverview } from "./products.ts";
import {
  svgImage,
  type IconCard,
  type ImageAsset,
  type LinkItem,
  type PageHero,
  type ProductLine,
  type SectionIntro,
  type Stat,
  type Step,
} from "./shared.ts";

/**
 * The six product pages' content, apart from the product cards (products.ts)
 * so that pages showing only the cards (home) do not carry every plan.
 */

export type PlanPeriod = "month" | "trip";

/** One limit of a plan, e.g. { label: "Dwelling", value: "Up to $250,000" }. */
export interface CoverageLimit {
  label: string;
  value: string;
}

/** A displayed plan (spec section 3). Prices are whole US dollars per period. */
export interface Plan {
  name: string;
  price: number;
  period: PlanPeriod;
  description: string;
  features: readonly string[];
  popular: boolean;
  coverage?: readonly CoverageLimit[];
  deductible?: string;
}

export interface PlansSection extends SectionIntro {
  /** Label of each plan's button: quotes on most lines, "Choose Plan" on travel. */
  ctaLabel: string;
  /**
   * Where each plan's button leads: the line's online estimate for that plan
   * where the spec leaves the button without an action, the contact form
   * where the spec sends it there (travel's Choose Plan). Decision 0059.
   */
  ctaGoesTo: "estimate" | "contact";
  plans: readonly [Plan, Plan, Plan];
}

/** Home: the four-step claims process. */
export interface ClaimsProcessSection extends SectionIntro {
  kind: "claims-process";
  steps: readonly [Step, Step, Step, Step];
  action: LinkItem;
}

/** Auto: what states require of drivers. */
export interface StateRequirementsSection extends SectionIntro {
  kind: "state-requirements";
  requirements: readonly IconCard[];
  noFaultHeading: string;
  noFaultStates: readonly string[];
  note: string;
}

/** Life: settings of the coverage calculator (suggested cover = income × multiplier). */
export interface CoverageCalculatorSection extends SectionIntro {
  kind: "coverage-calculator";
  incomeLabel: string;
  resultLabel: string;
  incomeMultiplier: number;
  defaultAnnualIncome: number;
  minAnnualIncome: number;
  maxAnnualIncome: number;
  incomeStep: number;
  disclaimer: string;
}

/** Health: the provider network and the wellness programs. */
export interface ProviderNetworkSection extends SectionIntro {
  kind: "provider-network";
  stats: readonly Stat[];
  highlights: readonly string[];
  wellness: SectionIntro & { programs: readonly IconCard[] };
}

/** Business: the industries served and group cover. */
export interface IndustriesSection extends SectionIntro {
  kind: "industries";
  industries: readonly IconCard[];
  groupCoverage: { heading: string; text: string; minimumGroupSize: number };
}

/** Travel: cover for particular kinds of trip. */
export interface SpecialisedTravelSection extends SectionIntro {
  kind: "specialised-travel";
  countriesCovered: Stat;
  sections: readonly IconCard[];
}

export type ProductExtraSection =
  | ClaimsProcessSection
  | StateRequirementsSection
  | CoverageCalculatorSection
  | ProviderNetworkSection
  | IndustriesSection
  | SpecialisedTravelSection;

/**
 * Everything the one product-page template needs. Sections the spec does not
 * give a line are absent: Business has no feature list and no plans, Travel no
 * feature list.
 */
export interface ProductPage {
  line: ProductLine;
  meta: StaticPage<`/${ProductLine}-insurance`>;
  hero: PageHero & { actions: readonly LinkItem[]; image: ImageAsset };
  coverage: SectionIntro & { cards: readonly IconCard[] };
  features?: { heading: string; items: readonly string[] };
  plans?: PlansSection;
  extra: ProductExtraSection;
}

/** The words of the product-page template itself, around each page's content. */
export interface ProductPageText {
  popularBadge: string;
  deductible: string;
  /** Shown after a plan's price: "$65/month". */
  perPeriod: Readonly<Record<PlanPeriod, string>>;
  /** Read after a plan's button label, so the three buttons differ. */
  planContext: (planName: string) => string;
  /** The calculator's hint: "$10,000 to $1,000,000". */
  incomeRange: (min: string, max: string) => string;
  /**
   * Under the plans: the spec's prices are starting prices for a sample
   * profile, and the estimate prices the visitor's own answers (issue 36).
   */
  samplePrices: { text: string; link: string };
}

export const productPageText: ProductPageText = {
  popularBadge: productsOverview.popularBadge,
  deductible: "Deductible",
  perPeriod: { month: "month", trip: "trip" },
  planContext: (planName) => `for the ${planName} plan`,
  incomeRange: (min, max) => `${min} to ${max}`,
  samplePrices: {
    text: "Prices shown are starting prices for a sample profile. What you pay depends on where you live, who is covered and the choices you make.",
    link: "Get an estimate for your own answers",
  },
};

const heroImage = (line: ProductLine, alt: string) =>
  svgImage(`products/${line}-insurance-hero`, alt, 720, 540);

/** The content of the six product pages, keyed by line. */
export const productPages: Readonly<Record<ProductLine, ProductPage>> = {
  home: {
    line: "home",
    meta: staticPage(
      "/home-insurance",
      "Home Insurance",
      "Home insurance plans from $65 a month with dwelling, personal property and liability coverage, and a simple four-step claims process.",
    ),
    hero: {
      eyebrow: "Home Insurance",
      title: "Protect the Place You Call Home",
      subtitle:
        "Comprehensive coverage for your house, your belongings and your personal liability, with replacement cost options and a claims team that answers 24 hours a day.",
      actions: [estimateAction("home")],
      image: heroImage(
        "home",
        "Illustration of a house with a protective shield around it",
      ),
    },
    coverage: {
      heading: "What Home Insurance Covers",
      intro:
        "A standard policy protects the structure of your home, the things inside it and you, if someone is hurt on your property. Choose the limits that fit your home and add endorsements for the risks where you live.",
      cards: [
        {
          icon: "house",
          title: "Dwelling Coverage",
          description:
            "Repairs or rebuilds your home's structure, including the roof, walls, floors and built-in systems, after a covered loss such as fire, windstorm, hail or lightning.",
        },
        {
          icon: "fence",
          title: "Other Structures",
          description:
            "Protects detached garages, sheds, fences, driveways and guest houses on your property against the same covered perils as your home.",
        },
        {
          icon: "sofa",
          title: "Personal Property",
          description:
            "Covers furniture, electronics, clothing and other belongings at home or while you travel, with replacement cost coverage available on every plan.",
        },
        {
          icon: "scale",
          title: "Personal Liability",
          description:
            "Pays legal defense costs and damages if someone is injured on your property or you accidentally damage someone else's property.",
        },
        {
          icon: "key-round",
          title: "Additional Living Expenses",
          description:
            "Covers hotel stays, meals and other extra costs when a covered loss leaves your home unlivable while repairs are made.",
        },
        {
          icon: "stethoscope",
          title: "Medical Payments to Others",
          description:
            "Pays reasonable medical bills for guests injured at your home, regardless of who was at fault, helping you avoid a lawsuit.",
        },
      ],
    },
    features: {
      heading: `Why Homeowners Choose ${company.name}`,
      items: [
        "Replacement cost coverage for your home and belongings",
        "Bundle home and auto and save up to 25%",
        "Claims reported 24/7 by phone or online",
        "Optional flood, earthquake and water backup endorsements",
        "Scheduled coverage for jewelry, art and collectibles",
        "Discounts for monitored security systems and new roofs",
      ],
    },
    plans: {
      heading: "Choose Your Home Plan",
      intro:
        "Three plans with the limits most homeowners need. Every plan can be tailored with endorsements and a deductible that suits your budget.",
      ctaLabel: "Get a Quote",
      ctaGoesTo: "estimate",
      plans: [
        {
          name: "Essential",
          price: 65,
          period: "month",
          description:
            "Solid protection for condos, smaller homes and first-time buyers.",
          coverage: [
            { label: "Dwelling", value: "Up to $250,000" },
            { label: "Liability", value: "$100,000" },
          ],
          features: [
            "Dwelling coverage up to $250,000",
            "$100,000 personal liability",
            "Personal property coverage",
            "Additional living expenses",
            "24/7 claims reporting",
          ],
          popular: false,
        },
        {
          name: "Comprehensive",
          price: 95,
          period: "month",
          description:
            "Our most chosen plan, with higher limits and replacement cost coverage.",
          coverage: [
            { label: "Dwelling", value: "Up to $500,000" },
            { label: "Liability", value: "$300,000" },
          ],
          features: [
            "Dwelling coverage up to $500,000",
            "$300,000 personal liability",
            "Replacement cost on personal property",
            "Water backup coverage",
            "Identity theft restoration",
          ],
          popular: true,
        },
        {
          name: "Premium",
          price: 135,
          period: "month",
          description:
            "Maximum protection for larger homes and high-value belongings.",
          coverage: [
            { label: "Dwelling", value: "Up to $1,000,000" },
            { label: "Liability", value: "$500,000" },
          ],
          features: [
            "Dwelling coverage up to $1,000,000",
            "$500,000 personal liability",
            "Extended replacement cost on your home",
            "Scheduled jewelry and fine art coverage",
            "Dedicated claims specialist",
          ],
          popular: false,
        },
      ],
    },
    extra: {
      kind: "claims-process",
      heading: "Our Simple Claims Process",
      intro:
        "When something goes wrong at home, we make getting back to normal straightforward. Most home claims follow four steps.",
      steps: [
        {
          title: "Report Your Claim",
          description:
            "File online or call us any time, day or night. Tell us what happened and share photos of the damage if it is safe to take them.",
        },
        {
          title: "Meet Your Adjuster",
          description:
            "A licensed adjuster contacts you, usually within one business day, and arranges an inspection in person or by video.",
        },
        {
          title: "Review Your Estimate",
          description:
            "Your adjuster explains what your policy covers and agrees a repair estimate with you. You can choose your own contractor or one from our network.",
        },
        {
          title: "Get Paid and Rebuild",
          description:
            "Payment is issued by direct deposit or check. 95% of our claims are settled within 7 days, so repairs can start sooner.",
        },
      ],
      action: { label: "File a Claim", href: "/file-a-claim" },
    },
  },

  auto: {
    line: "auto",
    meta: staticPage(
      "/auto-insurance",
      "Auto Insurance",
      "Auto insurance plans from $45 a month with liability, collision and comprehensive coverage, 24/7 roadside assistance and safe driver discounts.",
    ),
    hero: {
      eyebrow: "Auto Insurance",
      title: "Auto Insurance That Goes the Distance",
      subtitle:
        "Reliable coverage for your daily commute and your next road trip, with 24/7 roadside assistance, accident forgiveness and discounts that reward safe driving.",
      actions: [estimateAction("auto")],
      image: heroImage(
        "auto",
        "Illustration of a car driving along a winding road",
      ),
    },
    coverage: {
      heading: "Coverage Options for Every Driver",
      intro:
        "Start with the liability coverage your state requires and add the protection that fits your vehicle, your budget and the way you drive.",
      cards: [
        {
          icon: "scale",
          title: "Liability Coverage",
          description:
            "Pays for injuries and property damage you cause to others in an accident, including legal defense costs. Required in nearly every state.",
        },
        {
          icon: "car-front",
          title: "Collision Coverage",
          description:
            "Repairs or replaces your vehicle after a collision with another car or an object, no matter who is at fault.",
        },
        {
          icon: "cloud-lightning",
          title: "Comprehensive Coverage",
          description:
            "Protects against theft, vandalism, fire, flood, hail, falling objects and collisions with animals.",
        },
        {
          icon: "shield-alert",
          title: "Uninsured and Underinsured Motorist",
          description:
            "Covers your injuries and vehicle damage when the at-fault driver has no insurance or too little to pay the full cost.",
        },
        {
          icon: "stethoscope",
          title: "Personal Injury Protection",
          description:
            "Pays medical expenses, lost wages and essential services for you and your passengers after an accident, regardless of fault.",
        },
        {
          icon: "life-buoy",
          title: "Roadside Assistance",
          description:
            "Towing, jump-starts, flat tire changes, fuel delivery and lockout service, available 24 hours a day, 7 days a week.",
        },
      ],
    },
    features: {
      heading: `Why Drivers Choose ${company.name}`,
      items: [
        "Accident forgiveness after five claim-free years",
        "Safe driver, multi-car and good student discounts",
        "Bundle auto and home and save up to 25%",
        "Rental reimbursement while your car is repaired",
        "New car replacement for vehicles under two years old",
        "Digital ID cards and claims reporting 24/7",
      ],
    },
    plans: {
      heading: "Choose Your Auto Plan",
      intro:
        "Liability limits are shown as bodily injury per person / bodily injury per accident / property damage, in thousands of dollars.",
      ctaLabel: "Get a Quote",
      ctaGoesTo: "estimate",
      plans: [
        {
          name: "Basic",
          price: 45,
          period: "month",
          description:
            "Meets the minimum liability requirements of most states at a budget-friendly price.",
          coverage: [{ label: "Liability limits", value: "25/50/25" }],
          features: [
            "25/50/25 liability limits",
            "Uninsured motorist coverage",
            "Personal injury protection where required",
            "24/7 claims reporting",
          ],
          popular: false,
        },
        {
          name: "Standard",
          price: 75,
          period: "month",
          description:
            "Balanced protection for your vehicle and your savings, chosen by most drivers.",
          coverage: [{ label: "Liability limits", value: "100/300/100" }],
          features: [
            "100/300/100 liability limits",
            "Collision and comprehensive coverage",
            "24/7 roadside assistance",
            "Rental reimbursement",
            "Accident forgiveness",
          ],
          popular: true,
        },
        {
          name: "Premium",
          price: 115,
          period: "month",
          description:
            "High limits and extra benefits for drivers who want maximum peace of mind.",
          coverage: [{ label: "Liability limits", value: "250/500/250" }],
          features: [
            "250/500/250 liability limits",
            "Collision and comprehensive with low deductibles",
            "New car replacement",
            "Gap coverage for leased and financed vehicles",
            "Premium roadside assistance with 100-mile towing",
          ],
          popular: false,
        },
      ],
    },
    extra: {
      kind: "state-requirements",
      heading: "State Insurance Requirements",
      intro: `Every state sets its own rules for the coverage drivers must carry. ${company.name} is licensed in all 50 states plus DC, and every policy we write meets or exceeds the requirements of the state where your car is registered.`,
      requirements: [
        {
          icon: "scale",
          title: "Liability Insurance",
          description:
            "Nearly every state requires bodily injury and property damage liability, with minimum limits that vary from state to state.",
        },
        {
          icon: "stethoscope",
          title: "Personal Injury Protection",
          description:
            "No-fault states require PIP, which pays your own medical costs after an accident whoever caused it.",
        },
        {
          icon: "shield-alert",
          title: "Uninsured Motorist Coverage",
          description:
            "Around 20 states and DC require uninsured motorist coverage, and many others require insurers to offer it.",
        },
        {
          icon: "id-card",
          title: "Proof of Insurance",
          description:
            "Drivers must carry proof of coverage in the vehicle. Our digital ID cards are accepted in every state that allows electronic proof.",
        },
      ],
      noFaultHeading: "No-fault states",
      noFaultStates: [
        "Florida",
        "Hawaii",
        "Kansas",
        "Kentucky",
        "Massachusetts",
        "Michigan",
        "Minnesota",
        "New Jersey",
        "New York",
        "North Dakota",
        "Pennsylvania",
        "Utah",
      ],
      note: "Minimum requirements change from time to time. Your agent will confirm the current requirements of your state before your policy starts.",
    },
  },

  health: {
    line: "health",
    meta: staticPage(
      "/health-insurance",
      "Health Insurance",
      "Bronze, Silver and Gold health plans with over 5,000 hospitals and 50,000 providers, preventive care covered 100% and wellness programs.",
    ),
    hero: {
      eyebrow: "Health Insurance",
      title: "Health Coverage for Every Stage of Life",
      subtitle:
        "Individual and family plans with a nationwide network of over 5,000 hospitals and 50,000 providers, preventive care covered at 100% and most claims processed within 48 hours.",
      actions: [estimateAction("health")],
      image: heroImage("health", "Illustration of a doctor welcoming a family"),
    },
    coverage: {
      heading: "What Our Health Plans Cover",
      intro:
        "Every plan includes essential health benefits, from routine check-ups to hospital stays, so you can get the care you need without worrying about the bill.",
      cards: [
        {
          icon: "stethoscope",
          title: "Doctor Visits",
          description:
            "Primary care and specialist visits in person or by telehealth, with predictable copays on Silver and Gold plans.",
        },
        {
          icon: "hospital",
          title: "Hospital Care",
          description:
            "Inpatient stays, surgery and emergency care at thousands of in-network hospitals across the country.",
        },
        {
          icon: "pill",
          title: "Prescription Drugs",
          description:
            "Coverage for generic, brand-name and specialty medications, with home delivery for maintenance prescriptions.",
        },
        {
          icon: "shield-plus",
          title: "Preventive Care",
          description:
            "Annual check-ups, screenings and recommended vaccines are 100% covered in network, with no copay or deductible.",
        },
        {
          icon: "brain",
          title: "Mental Health",
          description:
            "Therapy, counseling and psychiatric care covered on the same terms as physical health care, including virtual sessions.",
        },
        {
          icon: "baby",
          title: "Maternity and Newborn Care",
          description:
            "Prenatal visits, delivery and care for your newborn, plus lactation support and postpartum check-ups.",
        },
      ],
    },
    features: {
      heading: "Benefits Included in Every Health Plan",
      items: [
        "Preventive care 100% covered in network",
        "Over 5,000 hospitals and 50,000 providers nationwide",
        "Most claims processed within 48 hours",
        "24/7 telehealth visits and nurse line",
        "Dental and vision add-ons available",
        "HSA-eligible Bronze plan",
      ],
    },
    plans: {
      heading: "Choose Your Health Plan",
      intro:
        "All three plans cover the same essential benefits. They differ in how you share costs: a lower premium with a higher deductible, or the reverse.",
      ctaLabel: "Get a Quote",
      ctaGoesTo: "estimate",
      plans: [
        {
          name: "Bronze",
          price: 195,
          period: "month",
          description:
            "Low monthly premiums and protection against major medical costs.",
          deductible: "$6,000",
          features: [
            "$6,000 annual deductible",
            "Preventive care 100% covered",
            "Telehealth visits at no cost",
            "Generic prescriptions from $15",
            "HSA eligible",
          ],
          popular: false,
        },
        {
          name: "Silver",
          price: 295,
          period: "month",
          description:
            "A balance of monthly cost and out-of-pocket savings, chosen by most members.",
          deductible: "$3,500",
          features: [
            "$3,500 annual deductible",
            "Preventive care 100% covered",
            "$30 primary care copay",
            "$60 specialist copay",
            "Generic prescriptions from $10",
          ],
          popular: true,
        },
        {
          name: "Gold",
          price: 425,
          period: "month",
          description:
            "Low deductible and copays for members who see doctors often.",
          deductible: "$1,500",
          features: [
            "$1,500 annual deductible",
            "Preventive care 100% covered",
            "$20 primary care copay",
            "$40 specialist copay",
            "Generic prescriptions from $5",
          ],
          popular: false,
        },
      ],
    },
    extra: {
      kind: "provider-network",
      heading: "A Nationwide Provider Network",
      intro:
        "Our network includes over 5,000 hospitals and 50,000 providers, from family doctors to leading specialists, so quality care is close to home and wherever you travel in the United States.",
      stats: [
        { value: "5,000+", label: "Hospitals in network" },
        { value: "50,000+", label: "Doctors and specialists" },
        { value: "48 hours", label: "To process most claims" },
        { value: "100%", label: "Preventive care covered" },
      ],
      highlights: [
        "Search the provider directory by specialty, language and location",
        "No referral needed to see an in-network specialist on Silver and Gold plans",
        "Emergency care covered at in-network rates at any hospital",
        "Most claims processed within 48 hours",
      ],
      wellness: {
        heading: "Wellness Programs",
        intro:
          "Staying healthy is easier with support. Every member can join our wellness programs at no extra cost.",
        programs: [
          {
            icon: "dumbbell",
            title: "Fitness Rewards",
            description:
              "Earn rewards for staying active and save on memberships at thousands of participating gyms.",
          },
          {
            icon: "apple",
            title: "Nutrition Coaching",
            description:
              "One-on-one sessions with registered dietitians to build healthy eating habits that last.",
          },
          {
            icon: "brain",
            title: "Mental Wellbeing",
            description:
              "Confidential counseling sessions, stress management courses and a 24/7 support line.",
          },
          {
            icon: "activity",
            title: "Chronic Condition Support",
            description:
              "Personal care coordinators for diabetes, asthma, heart disease and other ongoing conditions.",
          },
          {
            icon: "clipboard-check",
            title: "Annual Health Screenings",
            description:
              "Biometric screenings and health assessments that help you spot risks early, 100% covered.",
          },
          {
            icon: "heart-pulse",
            title: "Quit Tobacco Program",
            description:
              "Coaching and covered cessation medications to help you quit smoking or vaping for good.",
          },
        ],
      },
    },
  },

  life: {
    line: "life",
    meta: staticPage(
      "/life-insurance",
      "Life Insurance",
      "Term, whole and universal life insurance from $25 a month. Estimate the coverage your family needs with our 10x income calculator.",
    ),
    hero: {
      eyebrow: "Life Insurance",
      title: "Life Insurance That Protects What Matters Most",
      subtitle:
        "Give your family financial security with term, whole or universal life coverage. Simple applications, clear answers, and coverage often active within 24 hours of approval.",
      actions: [estimateAction("life")],
      image: heroImage(
        "life",
        "Illustration of parents and a child holding hands",
      ),
    },
    coverage: {
      heading: "Life Insurance Options",
      intro:
        "Whether you need affordable protection for the years your family depends on you or lifelong coverage that builds value, we have a policy that fits.",
      cards: [
        {
          icon: "calendar-check",
          title: "Term Life",
          description:
            "Affordable coverage for a set period of 10, 20 or 30 years, ideal while you raise children or pay off a mortgage.",
        },
        {
          icon: "shield-check",
          title: "Whole Life",
          description:
            "Lifelong coverage with fixed premiums and guaranteed cash value that grows on a tax-deferred basis.",
        },
        {
          icon: "trending-up",
          title: "Universal Life",
          description:
            "Permanent coverage with flexible premiums and a death benefit you can adjust as your needs change.",
        },
        {
          icon: "heart-handshake",
          title: "Living Benefits",
          description:
            "Access part of your death benefit early if you are diagnosed with a terminal, chronic or critical illness.",
        },
      ],
    },
    features: {
      heading: "Why Families Choose Our Life Insurance",
      items: [
        "Coverage often active within 24 hours of approval, same-day possible",
        "Many applicants approved without a medical exam",
        "Convert term coverage to permanent without a new exam",
        "Accelerated death benefit rider included at no extra cost",
        "Beneficiary claims support from a dedicated team",
        "Premiums locked in for the length of your term",
      ],
    },
    plans: {
      heading: "Choose Your Life Plan",
      intro:
        "Prices shown are sample monthly premiums for a healthy 35-year-old non-smoker. Your price depends on your age, health and the coverage you choose.",
      ctaLabel: "Get a Quote",
      ctaGoesTo: "estimate",
      plans: [
        {
          name: "Term",
          price: 25,
          period: "month",
          description:
            "Affordable protection for the years your family needs it most.",
          coverage: [
            { label: "Death benefit", value: "$250,000" },
            { label: "Term length", value: "20-year" },
          ],
          features: [
            "$250,000 death benefit",
            "20-year level premium term",
            "Convertible to permanent coverage",
            "Accelerated death benefit rider",
          ],
          popular: false,
        },
        {
          name: "Whole",
          price: 185,
          period: "month",
          description:
            "Lifelong coverage with guaranteed cash value, chosen by most families.",
          coverage: [{ label: "Death benefit", value: "$500,000" }],
          features: [
            "$500,000 death benefit",
            "Coverage for your whole life",
            "Guaranteed cash value growth",
            "Fixed premiums that never increase",
            "Eligible for policy loans",
          ],
          popular: true,
        },
        {
          name: "Universal",
          price: 295,
          period: "month",
          description:
            "Flexible permanent coverage for estate planning and larger needs.",
          coverage: [{ label: "Death benefit", value: "$1,000,000" }],
          features: [
            "$1,000,000 death benefit",
            "Flexible premiums and death benefit",
            "Cash value with interest crediting",
            "Estate planning support",
            "Dedicated policy advisor",
          ],
          popular: false,
        },
      ],
    },
    extra: {
      kind: "coverage-calculator",
      heading: "How Much Coverage Do You Need?",
      intro:
        "A common rule of thumb is to carry life insurance worth 10x your annual income. Enter your income to see a starting point, then talk to an agent about debts, education costs and other goals.",
      incomeLabel: "Your annual income",
      resultLabel: "Suggested coverage",
      incomeMultiplier: 10,
      defaultAnnualIncome: 75_000,
      minAnnualIncome: 10_000,
      maxAnnualIncome: 1_000_000,
      incomeStep: 5_000,
      disclaimer:
        "This estimate uses the 10x annual income rule and is for guidance only. Your actual needs depend on your debts, savings, dependents and future expenses.",
    },
  },

  business: {
    line: "business",
    meta: staticPage(
      "/business-insurance",
      "Business Insurance",
      "Liability, property, workers' compensation and cyber coverage for small businesses, plus group benefits for teams of 10 or more.",
    ),
    hero: {
      eyebrow: "Business Insurance",
      title: "Business Insurance Built for Small Businesses",
      subtitle:
        "Protect your property, your people and your livelihood with coverage tailored to your industry, from a single storefront to a growing team.",
      actions: [
        { label: "Get a Quote", href: "/contact" },
        { label: "Speak with a Specialist", href: "/contact" },
      ],
      image: heroImage(
        "business",
        "Illustration of a shop owner in front of a small business",
      ),
    },
    coverage: {
      heading: "Coverage for Your Business",
      intro:
        "Build the protection your business needs from the coverages below, or let a specialist package them into a business owner's policy at a lower combined price.",
      cards: [
        {
          icon: "scale",
          title: "General Liability",
          description:
            "Covers customer injuries, damage to others' property and advertising claims, including legal defense costs.",
        },
        {
          icon: "building-2",
          title: "Commercial Property",
          description:
            "Protects your building, equipment, inventory and furniture against fire, theft, storms and vandalism.",
        },
        {
          icon: "hard-hat",
          title: "Workers' Compensation",
          description:
            "Pays medical costs and lost wages for employees injured on the job, as required in most states.",
        },
        {
          icon: "briefcase",
          title: "Professional Liability",
          description:
            "Also called errors and omissions, it covers claims that your advice or services caused a client financial loss.",
        },
        {
          icon: "lock",
          title: "Cyber Liability",
          description:
            "Covers the cost of data breaches, ransomware attacks, customer notification and credit monitoring.",
        },
        {
          icon: "timer",
          title: "Business Interruption",
          description:
            "Replaces lost income and pays ongoing expenses when a covered loss forces you to close temporarily.",
        },
      ],
    },
    extra: {
      kind: "industries",
      heading: "Industries We Serve",
      intro:
        "Our specialists understand the risks of your trade and tailor coverage to the way you work.",
      industries: [
        {
          icon: "store",
          title: "Retail",
          description:
            "Stores, boutiques and e-commerce sellers protecting inventory, premises and customers.",
        },
        {
          icon: "utensils",
          title: "Restaurants and Food Service",
          description:
            "Cafés, restaurants, caterers and food trucks, including spoilage and liquor liability.",
        },
        {
          icon: "hard-hat",
          title: "Construction and Contractors",
          description:
            "General contractors and trades with tools, equipment and job-site liability coverage.",
        },
        {
          icon: "briefcase",
          title: "Professional Services",
          description:
            "Consultants, accountants, agencies and law firms with professional liability needs.",
        },
        {
          icon: "laptop",
          title: "Technology",
          description:
            "Software companies and IT providers with cyber and technology errors and omissions cover.",
        },
        {
          icon: "stethoscope",
          title: "Healthcare Practices",
          description:
            "Clinics, dental offices and therapists protected against malpractice and property loss.",
        },
        {
          icon: "truck",
          title: "Transportation and Logistics",
          description:
            "Delivery services and fleets with commercial auto and cargo coverage.",
        },
        {
          icon: "factory",
          title: "Manufacturing",
          description:
            "Small manufacturers covering equipment breakdown, product liability and stock.",
        },
      ],
      groupCoverage: {
        heading: "Group Benefits for Teams of 10 or More",
        text: "Businesses with groups of 10 or more employees can offer group health, life and disability coverage at group rates, with simple enrollment and a dedicated benefits coordinator.",
        minimumGroupSize: 10,
      },
    },
  },

  travel: {
    line: "travel",
    meta: staticPage(
      "/travel-insurance",
      "Travel Insurance",
      "Travel insurance from $25 per trip with trip cancellation, emergency medical and baggage coverage in 190+ countries.",
    ),
    hero: {
      eyebrow: "Travel Insurance",
      title: "Travel Insurance for Trips Around the World",
      subtitle:
        "Travel with confidence in 190+ countries. Coverage for trip cancellation, emergency medical care and lost baggage, with help available 24/7 wherever you are.",
      actions: [{ label: "Get a Quote", href: "/contact" }],
      image: heroImage(
        "travel",
        "Illustration of a suitcase, a passport and an airplane",
      ),
    },
    coverage: {
      heading: "What Travel Insurance Covers",
      intro:
        "From the day you book to the day you return home, our travel plans protect your investment and your health.",
      cards: [
        {
          icon: "calendar",
          title: "Trip Cancellation",
          description:
            "Reimburses prepaid, non-refundable costs if you cancel for a covered reason such as illness, injury or severe weather.",
        },
        {
          icon: "clock",
          title: "Trip Interruption",
          description:
            "Pays for unused arrangements and the extra cost of getting home if your trip is cut short for a covered reason.",
        },
        {
          icon: "stethoscope",
          title: "Emergency Medical",
          description:
            "Covers doctor visits, hospital stays and prescriptions abroad, where your regular health plan may not pay.",
        },
        {
          icon: "ambulance",
          title: "Medical Evacuation",
          description:
            "Arranges and pays for transport to the nearest suitable hospital or home when medically necessary.",
        },
        {
          icon: "luggage",
          title: "Baggage Protection",
          description:
            "Reimburses lost, stolen or damaged bags and essentials you need to buy while a delayed bag is on its way.",
        },
        {
          icon: "timer",
          title: "Travel Delay",
          description:
            "Pays for meals and accommodation when a covered delay keeps you waiting for six hours or more.",
        },
      ],
    },
    plans: {
      heading: "Choose Your Travel Plan",
      intro: "Prices are per trip for one traveler on a trip of up to 14 days.",
      ctaLabel: "Choose Plan",
      ctaGoesTo: "contact",
      plans: [
        {
          name: "Essential",
          price: 25,
          period: "trip",
          description:
            "Core protection for short domestic and international trips.",
          coverage: [
            { label: "Trip cancellation", value: "$10,000" },
            { label: "Emergency medical", value: "$50,000" },
            { label: "Baggage", value: "$1,000" },
          ],
          features: [
            "Trip cancellation up to $10,000",
            "Emergency medical up to $50,000",
            "Baggage protection up to $1,000",
            "24/7 travel assistance",
          ],
          popular: false,
        },
        {
          name: "Comprehensive",
          price: 65,
          period: "trip",
          description:
            "Our most popular plan, including Cancel For Any Reason coverage.",
          coverage: [
            { label: "Trip cancellation", value: "$25,000" },
            { label: "Emergency medical", value: "$250,000" },
            { label: "Baggage", value: "$2,500" },
            { label: "Cancel for any reason", value: "75% refund" },
          ],
          features: [
            "Trip cancellation up to $25,000",
            "Emergency medical up to $250,000",
            "Baggage protection up to $2,500",
            "Cancel for any reason: 75% refund",
            "Medical evacuation included",
          ],
          popular: true,
        },
        {
          name: "Premium",
          price: 120,
          period: "trip",
          description:
            "The highest limits for long, complex or high-value trips.",
          coverage: [
            { label: "Trip cancellation", value: "$100,000" },
            { label: "Emergency medical", value: "$1,000,000" },
            { label: "Baggage", value: "$5,000" },
          ],
          features: [
            "Trip cancellation up to $100,000",
            "Emergency medical up to $1,000,000",
            "Baggage protection up to $5,000",
            "Adventure sports coverage",
            "Concierge and premium assistance services",
          ],
          popular: false,
        },
      ],
    },
    extra: {
      kind: "specialised-travel",
      heading: "Coverage for Every Kind of Trip",
      intro:
        "Our plans cover travelers in 190+ countries, and our assistance team speaks your language, day or night.",
      countriesCovered: { value: "190+", label: "countries covered" },
      sections: [
        {
          icon: "briefcase",
          title: "Business Travel",
          description:
            "Protection for work trips, including cover for laptops and work equipment and help rebooking missed connections.",
        },
        {
          icon: "users",
          title: "Family Vacations",
          description:
            "Children under 17 travel free with a covered parent or grandparent on most plans.",
        },
        {
          icon: "mountain",
          title: "Adventure Travel",
          description:
            "Coverage for hiking, skiing, scuba diving and other activities many policies exclude, on the Premium plan.",
        },
        {
          icon: "ship",
          title: "Cruises",
          description:
            "Cover for missed port departures, itinerary changes and medical evacuation from the ship.",
        },
        {
          icon: "school",
          title: "Study Abroad",
          description:
            "Long-stay medical coverage for students spending a semester or a year overseas.",
        },
        {
          icon: "globe",
          title: "Worldwide Assistance",
          description:
            "A 24/7 multilingual team to find doctors, replace lost passports and arrange emergency travel in 190+ countries.",
        },
      ],
    },
  },
};
