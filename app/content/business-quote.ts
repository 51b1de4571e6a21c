import type { Question } from "#app/lib/estimate/types.ts";
import { productPages } from "./product-pages.ts";

/**
 * The questions of a business quote (issue 24): no price is worked out,
 * they go with the request for an agent. The industries and covers are
 * those the business insurance page lists, plus a way out for the rest.
 * Each question is a choice, and its message is the one shown when it is
 * left unanswered.
 */
export interface BusinessQuestion extends Question {
  kind: "choice";
  options: readonly { value: string; label: string }[];
  message: string;
}

const businessPage = productPages.business;
const industries =
  businessPage.extra.kind === "industries" ? businessPage.extra.industries : [];
const options = (labels: readonly string[]) =>
  labels.map((label) => ({ value: label, label }));

export const businessQuestions: readonly BusinessQuestion[] = [
  {
    name: "industry",
    label: "Industry",
    kind: "choice",
    options: options([...industries.map((card) => card.title), "Other"]),
    message: "Please choose your industry",
  },
  {
    name: "employees",
    label: "Number of employees",
    hint: "Teams of 10 or more can also offer group benefits.",
    kind: "choice",
    options: options([
      "Just me",
      "2 to 9",
      "10 to 49",
      "50 to 249",
      "250 or more",
    ]),
    message: "Please choose how many people work in the business",
  },
  {
    name: "revenue",
    label: "Yearly revenue",
    kind: "choice",
    options: options([
      "Under $250,000",
      "$250,000 to $1 million",
      "$1 million to $5 million",
      "Over $5 million",
    ]),
    message: "Please choose your yearly revenue",
  },
  {
    name: "cover",
    label: "Cover you want most",
    hint: "An agent can add others to the quote.",
    kind: "choice",
    options: options([
      ...businessPage.coverage.cards.map((card) => card.title),
      "Group benefits",
      "Not sure yet",
    ]),
    message: "Please choose the cover you want most",
  },
];
