import { estimateHref } from "#app/lib/quote-link.ts";
import { staticPage } from "./page-meta.ts";
import { company } from "./company.ts";
import { productLineLinks, type ProductLineLink } from "./product-lines.ts";
import {
  svgImage,
  type IconName,
  type ImageAsset,
  type LinkItem,
  type ProductLine,
} from "./shared.ts";

/** A product card (spec section 3): shown on the home page and on /insurance-product. */
export interface ProductCard extends ProductLineLink {
  description: string;
  icon: IconName;
  features: readonly [string, string, string, string];
  popular: boolean;
  image: ImageAsset;
}

const productImage = (line: ProductLine, alt: string) =>
  svgImage(`products/${line}-insurance`, alt, 640, 400);

/** A Get a Quote the spec sends to /contact (the overview's bundle band). */
export const quoteAction: LinkItem = { label: "Get a Quote", href: "/contact" };

/**
 * A Get a Quote whose action the spec leaves open (the heroes of the home,
 * auto, health and life pages): the line's online estimate (decision 0059).
 */
export const estimateAction = (line: ProductLine): LinkItem => ({
  label: quoteAction.label,
  href: estimateHref(line),
});

/** What each line's card adds to its name and page (product-lines.ts). Only Auto is flagged Most Popular. */
const cardDetails: Readonly<
  Record<ProductLine, Omit<ProductCard, keyof ProductLineLink>>
> = {
  home: {
    description:
      "Protect your house, your belongings and your liability against fire, storms, theft and the unexpected, with claims support around the clock.",
    icon: "house",
    features: [
      "Dwelling and other structures",
      "Personal property protection",
      "Personal liability coverage",
      "Additional living expenses",
    ],
    popular: false,
    image: productImage(
      "home",
      "Illustration of a family home sheltered by a shield",
    ),
  },
  auto: {
    description:
      "Coverage for every mile, from liability and collision to comprehensive protection, with 24/7 roadside assistance and rewards for safe driving.",
    icon: "car",
    features: [
      "Liability and collision coverage",
      "Comprehensive protection",
      "24/7 roadside assistance",
      "Safe driver discounts",
    ],
    popular: true,
    image: productImage("auto", "Illustration of a car on an open road"),
  },
  health: {
    description:
      "Medical plans for individuals and families with a nationwide network, preventive care covered in full and most claims processed within 48 hours.",
    icon: "heart-pulse",
    features: [
      "Nationwide provider network",
      "Preventive care 100% covered",
      "Prescription drug coverage",
      "24/7 telehealth visits",
    ],
    popular: false,
    image: productImage(
      "health",
      "Illustration of a doctor's stethoscope and a heart",
    ),
  },
  life: {
    description:
      "Term, whole and universal life policies that keep your family financially secure and help them stay in their home, pay off debts and plan ahead.",
    icon: "shield-check",
    features: [
      "Term and permanent policies",
      "Flexible coverage amounts",
      "Living benefits riders",
      "Cash value growth options",
    ],
    popular: false,
    image: productImage(
      "life",
      "Illustration of a family standing together under an umbrella",
    ),
  },
  business: {
    description:
      "Protection built for small businesses: general liability, commercial property, workers' compensation and group benefits for your team.",
    icon: "briefcase",
    features: [
      "General liability",
      "Commercial property",
      "Workers' compensation",
      "Group health benefits",
    ],
    popular: false,
    image: productImage(
      "business",
      "Illustration of a small storefront with an open sign",
    ),
  },
  travel: {
    description:
      "Trip cancellation, emergency medical care and baggage protection in 190+ countries, with a multilingual assistance team a phone call away.",
    icon: "plane",
    features: [
      "Trip cancellation and interruption",
      "Emergency medical coverage",
      "Lost baggage protection",
      "24/7 travel assistance",
    ],
    popular: false,
    image: productImage("travel", "Illustration of an airplane above a globe"),
  },
};

/** The six product cards, in the lines' order. */
export const products: readonly ProductCard[] = productLineLinks.map(
  (link) => ({ ...link, ...cardDetails[link.line] }),
);

/** The /insurance-product overview page. */
export const productsOverview = {
  hero: {
    eyebrow: "Insurance Products",
    title: "Coverage for Every Part of Your Life",
    subtitle: `From the home you live in to the trips you take, ${company.name} offers six lines of protection for individuals, families and small businesses, each backed by licensed agents and 24/7 claims support.`,
  },
  cardsIntro: {
    heading: "Explore Our Insurance Products",
    intro:
      "Compare what each line covers, then open its page to see coverage details, plans and prices. Not sure where to start? Our agents will walk you through your options at no cost.",
  },
  cardLinkLabel: "Learn More",
  /** Each card's second link on /insurance-product, to the line's online estimate. */
  estimateLinkLabel: (line: ProductLine): string =>
    line === "business" ? "Request a Quote" : "Estimate a Price",
  /** Read after that link's label by screen readers and search engines: which line. */
  estimateLinkContext: (title: string): string => `for ${title}`,
  popularBadge: "Most Popular",
  bundle: {
    heading: "Bundle and Save up to 25%",
    text: "Combine home, auto, health and life policies with one insurer and save up to 25% on your premiums, with one renewal date, one agent and one place to manage everything.",
    action: quoteAction,
  },
};

/** The /insurance-product page, in the order it shows its parts. */
export const productsOverviewPage = {
  hero: productsOverview.hero,
  cards: productsOverview.cardsIntro,
  cta: {
    heading: productsOverview.bundle.heading,
    text: productsOverview.bundle.text,
    actions: [productsOverview.bundle.action],
  },
};

export const insuranceProductMeta = staticPage(
  "/insurance-product",
  "Insurance Products",
  "Compare home, auto, health, life, business and travel insurance from one insurer, and bundle policies to save up to 25%.",
);
