import { staticPage } from "./page-meta.ts";
import type {
  HelpLinks,
  IconName,
  LinkItem,
  PageHero,
  SectionIntro,
} from "./shared.ts";

/** An insurance guide (spec section 3), opened in a dialog from /insurance-guides. */
export interface Guide {
  slug: string;
  title: string;
  description: string;
  icon: IconName;
  keyPoints: readonly string[];
  whatToKnow: readonly string[];
  tips: readonly string[];
}

export const guidesHero: PageHero = {
  eyebrow: "Insurance Guides",
  title: "Insurance Made Simple",
  subtitle:
    "Plain-language guides that explain how coverage works, what to look for in a policy and how to make the most of the protection you have.",
};

export const guidesSection: SectionIntro & {
  readLabel: string;
  dialog: {
    keyPoints: string;
    whatToKnow: string;
    tips: string;
    advice: LinkItem;
    close: string;
  };
} = {
  heading: "Browse Our Guides",
  intro:
    "Choose a topic to read the key points, what you should know and practical tips from our agents.",
  readLabel: "Read Guide",
  dialog: {
    keyPoints: "Key Points",
    whatToKnow: "What You Should Know",
    tips: "Tips",
    advice: { label: "Get Personalized Advice", href: "/contact" },
    close: "Close",
  },
};

export const guidesClosing: HelpLinks & {
  links: readonly [LinkItem, LinkItem];
} = {
  id: "guide-help",
  heading: "Still Have Questions?",
  intro:
    "Our licensed agents are here to help you understand your options, and our claims team is available 24/7.",
  links: [
    { label: "Contact Us", href: "/contact" },
    { label: "File a Claim", href: "/file-a-claim" },
  ],
};

export const guides: readonly Guide[] = [
  {
    slug: "home-insurance-basics",
    title: "Home Insurance Basics",
    description:
      "Learn what a homeowners policy covers, how limits and deductibles work, and how to make sure you have enough coverage to rebuild.",
    icon: "house",
    keyPoints: [
      "A standard policy covers your dwelling, other structures, personal property, liability and additional living expenses.",
      "Replacement cost coverage pays to rebuild or replace at today's prices; actual cash value subtracts depreciation.",
      "Your dwelling limit should reflect the cost to rebuild your home, not its market value.",
      "Floods and earthquakes are not covered by a standard policy and need separate coverage.",
    ],
    whatToKnow: [
      "Rebuilding costs can rise faster than home prices, especially after a regional disaster, so review your dwelling limit every year.",
      "A higher deductible lowers your premium, but make sure you could comfortably pay it out of pocket.",
      "Valuables such as jewelry, art and collectibles have low limits unless you schedule them on your policy.",
      "Lenders require home insurance on a mortgaged home, and your policy must name the lender.",
    ],
    tips: [
      "Keep a home inventory with photos or video of each room and store it online.",
      "Ask about discounts for monitored alarms, smoke detectors and a new roof.",
      "Bundle home and auto insurance to save up to 25%.",
      "Tell your agent about renovations so your coverage keeps pace with your home's value.",
    ],
  },
  {
    slug: "auto-insurance-101",
    title: "Auto Insurance 101",
    description:
      "Understand liability limits, collision and comprehensive coverage, and how to choose the right protection for your car and your budget.",
    icon: "car",
    keyPoints: [
      "Liability coverage pays for injuries and damage you cause to others and is required in nearly every state.",
      "Limits such as 100/300/100 mean $100,000 per person, $300,000 per accident for injuries and $100,000 for property damage.",
      "Collision covers damage to your car from an accident; comprehensive covers theft, weather, fire and animals.",
      "Uninsured motorist coverage protects you when the other driver has no insurance or too little.",
    ],
    whatToKnow: [
      "State minimum limits are often far below the cost of a serious accident; higher limits protect your savings and future income.",
      "If your car is financed or leased, your lender will usually require collision and comprehensive coverage.",
      "Your driving record, vehicle, location and annual mileage all affect your premium.",
      "In no-fault states, your own personal injury protection pays your medical bills first, regardless of fault.",
    ],
    tips: [
      "Compare deductibles: raising yours from $250 to $1,000 can noticeably lower your premium.",
      "Ask about safe driver, multi-car, good student and bundling discounts.",
      "Consider gap coverage on a new financed car, which can be worth less than the loan.",
      "Keep your digital ID card on your phone and store our claims number in your contacts.",
    ],
  },
  {
    slug: "life-insurance-guide",
    title: "Life Insurance Guide",
    description:
      "Compare term, whole and universal life insurance and learn how much coverage your family needs to stay financially secure.",
    icon: "shield-check",
    keyPoints: [
      "Term life covers a set period, such as 20 years, and is the most affordable way to buy a large death benefit.",
      "Whole life lasts your entire life, with fixed premiums and guaranteed cash value.",
      "Universal life offers permanent coverage with flexible premiums and an adjustable death benefit.",
      "A common rule of thumb is coverage worth 10x your annual income.",
    ],
    whatToKnow: [
      "Premiums are lowest when you are young and healthy, so buying earlier usually costs less over time.",
      "Your needs include replacing income, paying off the mortgage and debts, funding education and covering final expenses.",
      "Employer life insurance is often limited to one or two times your salary and usually ends when you leave the job.",
      "Beneficiaries generally receive the death benefit free of income tax.",
    ],
    tips: [
      "Review your beneficiaries after marriage, divorce, a birth or an adoption.",
      "Choose a term that lasts until your children are independent and your mortgage is paid.",
      "Ask whether your term policy can be converted to permanent coverage without a new medical exam.",
      "Use our calculator for a starting point, then talk to an agent about your full picture.",
    ],
  },
  {
    slug: "health-insurance-options",
    title: "Health Insurance Options",
    description:
      "Make sense of deductibles, copays and networks, and choose between Bronze, Silver and Gold plans with confidence.",
    icon: "heart-pulse",
    keyPoints: [
      "Bronze plans have the lowest premiums and highest deductibles; Gold plans have higher premiums and lower costs when you get care.",
      "The deductible is what you pay for covered care each year before the plan starts sharing costs.",
      "Preventive care such as check-ups and screenings is 100% covered in network.",
      "Staying in network keeps your costs lower: our network includes over 5,000 hospitals and 50,000 providers.",
    ],
    whatToKnow: [
      "Your out-of-pocket maximum is the most you will pay for covered care in a year; after that the plan pays 100%.",
      "You can usually enroll during open enrollment, or within a special enrollment period after events such as marriage, a birth or losing other coverage.",
      "Bronze plans that qualify as high-deductible plans let you save in a tax-advantaged Health Savings Account.",
      "Check that your doctors and prescriptions are covered before choosing a plan.",
    ],
    tips: [
      "Estimate how often you see doctors: frequent care often makes a Silver or Gold plan cheaper overall.",
      "Use telehealth for minor illnesses to save time and money.",
      "Take advantage of free wellness programs and annual screenings.",
      "Keep your explanation of benefits statements to track your deductible.",
    ],
  },
  {
    slug: "business-insurance-guide",
    title: "Business Insurance Guide",
    description:
      "Discover the coverage every small business should consider, from general liability and property to workers' compensation and cyber protection.",
    icon: "briefcase",
    keyPoints: [
      "General liability covers customer injuries, property damage and advertising claims against your business.",
      "Commercial property protects your building, equipment and inventory.",
      "Workers' compensation is required in most states once you have employees.",
      "A business owner's policy bundles liability and property coverage at a lower combined price.",
    ],
    whatToKnow: [
      "Your personal home and auto policies usually exclude business activities, even for a home-based business.",
      "Landlords and clients often require proof of liability insurance before signing a lease or contract.",
      "Business interruption coverage replaces lost income while you recover from a covered loss.",
      "Groups of 10 or more employees can qualify for group health, life and disability benefits.",
    ],
    tips: [
      "Review your coverage whenever you hire, buy equipment, move or add a service.",
      "Ask about cyber liability if you store customer data or take payments online.",
      "Keep records of inventory and equipment with serial numbers and receipts.",
      "Work with an agent who knows your industry's specific risks.",
    ],
  },
  {
    slug: "disaster-preparedness",
    title: "Disaster Preparedness",
    description:
      "Prepare your home, family and finances for storms, floods, fires and other disasters, and know what to do when one strikes.",
    icon: "cloud-lightning",
    keyPoints: [
      "Make an emergency plan with meeting places, contacts and evacuation routes for your whole household.",
      "Build an emergency kit with water, food, medications, a flashlight, a radio and copies of important documents.",
      "Standard home insurance does not cover flood damage; flood insurance usually has a waiting period of about 30 days.",
      "Review your policy limits and deductibles, including any separate wind or hurricane deductible, before storm season.",
    ],
    whatToKnow: [
      "Because of the waiting period, flood insurance must be bought well before a storm is forecast.",
      "Additional living expenses coverage pays for temporary housing if a covered disaster makes your home unlivable.",
      "After a disaster, take reasonable steps to prevent further damage, such as covering a broken window, and keep the receipts.",
      "Report claims as soon as it is safe; our claims team is available 24/7.",
    ],
    tips: [
      "Store your policy numbers and our claims number in your phone and in your emergency kit.",
      "Photograph your home and belongings now so you can document any loss later.",
      "Trim trees, clean gutters and secure outdoor furniture before storms.",
      "Sign up for local emergency alerts and know your evacuation zone.",
    ],
  },
];

/** The /insurance-guides page, in the order it shows its parts. */
export const guidesPage = {
  hero: guidesHero,
  library: guidesSection,
  guides,
  help: guidesClosing,
};

export const insuranceGuidesMeta = staticPage(
  "/insurance-guides",
  "Insurance Guides",
  "Plain-language guides to home, auto, life, health and business insurance and to disaster preparedness, with tips from our agents.",
);
