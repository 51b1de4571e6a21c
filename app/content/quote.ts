import type { ToastMessage } from "#app/lib/toast-message.ts";
import { staticPage, type StaticPage } from "./page-meta.ts";
import { productLineTitle } from "./product-lines.ts";
import type { LinkItem, PageHero, ProductLine } from "./shared.ts";

/**
 * The words of the online estimate's pages (issue 24): /quote, where a
 * visitor picks a line, and /quote/{line}, its questions and the estimate.
 * The questions themselves and every figure are the rating table's
 * (rating.ts); this module stays small, as the estimate page's browser
 * bundle carries it.
 */

/** Where the rating table is published in plain words (the rating work's page). */
export const howWeEstimateLink: LinkItem = {
  label: "How we estimate",
  href: "/quote/how-we-estimate",
};

/** The estimate page of a line, e.g. /quote/auto. */
export const quotePath = (line: ProductLine) => `/quote/${line}` as const;

export const quoteMeta = staticPage(
  "/quote",
  "Get a Quote",
  "Estimate what home, auto, health, life or travel insurance would cost from a few answers, every assumption shown. No name, email or phone number needed.",
);

/** /quote: the lines to estimate. */
export const quoteChooser = {
  hero: {
    eyebrow: "Online Estimate",
    title: "What Would Your Cover Cost?",
    subtitle:
      "Answer a few questions that need no documents and see a price range for the plan you want and the plans beside it. We ask for no name, email or phone number: a person contacts you only if you ask.",
  } satisfies PageHero,
  lines: {
    heading: "Choose What to Insure",
    intro:
      "Each estimate starts from the plan prices on our product pages and shows every answer that moved it.",
  },
  /** What each card's list introduces: the questions of that line. */
  asksLabel: "We ask:",
  /** The link of each card, told apart by the line's name. */
  estimateLabel: (line: ProductLine) =>
    line === "business"
      ? "Ask for a business quote"
      : `Estimate ${productLineTitle(line)}`,
  businessNote:
    "Business coverage is priced for each business, so there is no price online: answer four questions and an agent prepares your quote.",
  honesty: {
    heading: "An Estimate, Not an Offer",
    text: "An estimate shows what people with answers like yours usually pay. It is not an offer of coverage; the final price comes from an agent's quote.",
  },
  tableLink: howWeEstimateLink,
};

/** The meta texts of /quote/{line}. */
export function quoteLineMeta(line: ProductLine): StaticPage {
  const title = productLineTitle(line);
  return line === "business"
    ? staticPage(
        quotePath(line),
        `${title} Quote`,
        "Tell us about your business in four questions and a licensed agent prepares a quote for it. Business coverage is priced per business.",
      )
    : staticPage(
        quotePath(line),
        `${title} Estimate`,
        `Estimate the cost of ${title.toLowerCase()} from a few answers, no documents and no contact details needed. Every factor and its effect shown.`,
      );
}

/** The names of a line's page in the breadcrumb trail: Home › Get a Quote › Auto Insurance. */
export const quoteTrailName = "Get a Quote";

/** What could change the final price, by line: said beside every estimate. */
const finalPriceChanges: Readonly<Record<ProductLine, readonly string[]>> = {
  auto: [
    "the driving and claims records we check when you apply",
    "the exact vehicles, their use and where they are kept",
    "the limits, deductibles and discounts you choose",
  ],
  home: [
    "an inspection or the home's records (its construction, wiring, plumbing and roof)",
    "the exact address and its distance to a fire station",
    "the limits, endorsements and discounts you choose",
  ],
  life: [
    "the health questions and any medical exam of the application",
    "your occupation, hobbies and family history",
    "the exact coverage amount and riders you choose",
  ],
  health: [
    "the exact address (prices are set by rating area)",
    "the people on the plan on the day coverage starts",
    "the plan's network and any subsidy you may qualify for",
  ],
  travel: [
    "the trip's destinations and dates",
    "each traveler's exact age and any existing conditions to cover",
    "the optional coverage you add",
  ],
  business: [],
};

/** /quote/{line}: the questions and the estimate. */
export const quotePage = {
  eyebrow: "Online Estimate",
  title: (line: ProductLine) =>
    line === "business"
      ? `Get a ${productLineTitle(line)} Quote`
      : `Estimate Your ${productLineTitle(line)}`,
  intro: (line: ProductLine) =>
    line === "business"
      ? "Business coverage is priced for each business, so there is no price online. Answer four questions and a licensed agent prepares a quote for you."
      : "A few questions that need no documents, and no name, email or phone number. With scripts on, the price updates as you answer.",
  back: { label: "All estimates", href: "/quote" } satisfies LinkItem,
  answers: {
    heading: "Your Answers",
    requiredNote: "Every question needs an answer.",
    submitLabel: (line: ProductLine) =>
      line === "business" ? "Continue" : "Show My Estimate",
    /** The plan a quote button started from, kept with the answers. */
    planLabel: "Plan you asked about",
    /** The first, empty choice of a question not answered yet. */
    emptyChoice: "Choose an answer",
  },
  estimate: {
    heading: "Your Estimate",
    waiting:
      "Answer every question to see your estimate. Nothing is sent until you ask for it.",
    perPeriod: { month: "a month", trip: "per trip" },
    shortPeriod: { month: "/month", trip: "/trip" },
    recommended: "Recommended for you",
    /** The marked plan when the visitor named it (a plan card, the plan question). */
    chosen: "The plan you chose",
    /** The plan's price on its product page: the price for the reference profile. */
    displayedPrice: (price: string, period: "month" | "trip") =>
      `Listed at ${price}/${period} for our reference profile`,
    rangeLabel: (low: string, high: string, period: string) =>
      `${low} to ${high} ${period}`,
    /** Read out when the estimate changes (with scripts). */
    summary: (plan: string, low: string, high: string, period: string) =>
      `${plan}: ${low} to ${high} ${period}`,
    featuresLabel: (plan: string) => `What the ${plan} plan includes`,
  },
  factors: {
    heading: "What Moved Your Price",
    intro: (plan: string) =>
      `Each answer multiplies the plan's listed price. The dollars are its effect on the ${plan} plan.`,
    columns: {
      factor: "Factor",
      answer: "Your answer",
      multiplier: "Multiplier",
      effect: "Effect",
    },
    noChange: "No change",
    /** "+$12 a month", "−$4 per trip". */
    effect: (dollars: string, period: string, sign: 1 | -1) =>
      `${sign > 0 ? "+" : "−"}${dollars} ${period}`,
  },
  notAnOffer: {
    heading: "An Estimate, Not an Offer",
    text: "This estimate is not an offer of insurance or a promise of price. It is worked out from your answers and our published rating table; the final price comes from an agent's quote once we know more about you, and it can be higher or lower.",
    changesLabel: "What could change the final price:",
    changes: (line: ProductLine) => finalPriceChanges[line],
    tableLink: howWeEstimateLink,
  },
  /** Said above the form when the answers sent need correcting. */
  invalid: {
    type: "error",
    title: "Please Check Your Answers",
    description: "Some answers need correcting before we can estimate.",
  } satisfies ToastMessage,
  failure: {
    type: "error",
    title: "No Estimate Just Now",
    description:
      "We could not work out your estimate. Your answers are kept on this page: please try again in a moment.",
  } satisfies ToastMessage,
  business: {
    heading: "Next: Ask for an Agent's Quote",
    text: "Thank you. Your answers go with your request, so the agent starts from them. Nothing is sent to anyone until you ask.",
    noPrice:
      "We show no price for business coverage: it depends on the business itself, its premises and its history.",
  },
} as const;
