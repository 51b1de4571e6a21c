import { staticPage } from "./page-meta.ts";
import { company } from "./company.ts";
import type {
  HelpLinks,
  IconName,
  LinkItem,
  PageHero,
  SectionIntro,
} from "./shared.ts";

/** An info card of /payment-options: a way to pay and the methods it accepts. */
export interface PaymentMethod {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  methods: readonly string[];
}

export const paymentHero: PageHero = {
  eyebrow: "Payment Options",
  title: "Flexible Ways to Pay Your Premium",
  subtitle:
    "Pay the way that suits you, on the schedule that suits you. Every payment is processed securely and confirmed by email.",
};

export const paymentMethodsSection: SectionIntro & {
  /** Names the list of accepted methods on each card. */
  methodsLabel: string;
} = {
  heading: "Payment Methods",
  methodsLabel: "Accepted",
  intro:
    "Choose from six convenient options and change your method or schedule at any time.",
};

export const paymentMethods: readonly PaymentMethod[] = [
  {
    id: "cards",
    icon: "credit-card",
    title: "Credit & Debit Cards",
    description:
      "Pay online or set up automatic payments with any major credit or debit card. Card details are stored securely by our payment processor.",
    methods: ["Visa", "Mastercard", "American Express", "Discover"],
  },
  {
    id: "bank-transfers",
    icon: "landmark",
    title: "Bank Transfers",
    description:
      "Pay directly from your checking or savings account by ACH transfer, with no processing fee. Set up automatic debits and never miss a payment.",
    methods: ["ACH bank transfer", "Automatic monthly debit", "Wire transfer"],
  },
  {
    id: "digital-wallets",
    icon: "wallet",
    title: "Digital Wallets",
    description:
      "Pay in seconds from your phone or computer with the digital wallet you already use.",
    methods: ["Apple Pay", "Google Pay", "PayPal"],
  },
  {
    id: "phone",
    icon: "phone",
    title: "Pay by Phone",
    description: `Call ${company.phone} to pay through our automated system at any hour, or with a representative ${company.supportHours}.`,
    methods: ["Automated phone payments 24/7", "Agent-assisted payments"],
  },
  {
    id: "cryptocurrency",
    icon: "bitcoin",
    title: "Cryptocurrency",
    description:
      "Pay your premium with major cryptocurrencies. Payments are converted to US dollars at the moment of payment, so your premium amount never changes.",
    methods: ["Bitcoin (BTC)", "Ethereum (ETH)", "USD Coin (USDC)"],
  },
  {
    id: "payment-plans",
    icon: "calendar",
    title: "Payment Plans",
    description:
      "Spread the cost of your coverage with monthly, quarterly or annual payments. Pay annually and save with our paid-in-full discount.",
    methods: ["Monthly", "Quarterly", "Annual"],
  },
];

export const paymentAssistance: HelpLinks & {
  links: readonly [LinkItem, LinkItem];
} = {
  id: "need-assistance",
  heading: "Need Assistance?",
  intro: `Questions about a bill, a payment or a payment plan? Our team is available ${company.supportHours}, and claims can be filed 24/7.`,
  links: [
    { label: "Contact Us", href: "/contact" },
    { label: "File a Claim", href: "/file-a-claim" },
  ],
};

/** The /payment-options page, in the order it shows its parts. */
export const paymentPage = {
  hero: paymentHero,
  methods: { ...paymentMethodsSection, cards: paymentMethods },
  help: paymentAssistance,
};

export const paymentOptionsMeta = staticPage(
  "/payment-options",
  "Payment Options",
  "Pay your premium by card, bank transfer (ACH), digital wallet, phone or cryptocurrency, monthly, quarterly or annually.",
);
