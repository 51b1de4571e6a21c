import { company } from "./company.ts";
import type { SectionIntro } from "./shared.ts";

/** A question of the home page FAQ accordion (spec section 3). */
export interface FaqItem {
  question: string;
  answer: string;
}

export const faqSection: SectionIntro = {
  heading: "Frequently Asked Questions",
  intro:
    "Answers to the questions we hear most often. Can't find yours? Our team is happy to help.",
};

export const faqItems: readonly FaqItem[] = [
  {
    question: "How do I file a claim?",
    answer: `You can file a claim online at any time from our File a Claim page, or call us 24/7 at ${company.phone}. A claims specialist reviews every claim within 24-48 hours, and 95% of claims are settled within 7 days.`,
  },
  {
    question: "Can I bundle multiple insurance policies?",
    answer:
      "Yes. When you combine two or more policies, such as home and auto or auto and life, you can save up to 25% on your premiums and manage everything with one agent and one renewal date.",
  },
  {
    question: "How quickly does my coverage start?",
    answer:
      "Coverage is often active within 24 hours of approval, and same-day coverage is possible for many home, auto and travel policies. Your agent will confirm your exact start date before you sign.",
  },
  {
    question: "What payment options do you accept?",
    answer:
      "We accept credit and debit cards, bank transfers (ACH), digital wallets, payments by phone and cryptocurrency (BTC, ETH and USDC). You can pay monthly, quarterly or annually.",
  },
  {
    question: "Are you licensed in my state?",
    answer: `Yes. ${company.name} is licensed in all 50 states plus DC, so your coverage stays with you if you move anywhere in the United States.`,
  },
];
