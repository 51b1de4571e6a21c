import { describe, expect, it } from "vitest";

import { businessQuestions } from "#app/content/business-quote.ts";
import { productPages } from "#app/content/product-pages.ts";
import { rating } from "#app/content/rating.ts";
import { estimateFor, referenceAnswers } from "#app/lib/estimate/estimate.ts";
import {
  answersOf,
  checkQuoteAnswers,
  planQuestionOf,
  questionsOf,
  quoteEstimate,
} from "#app/lib/estimate/quote-answers.ts";

const business = {
  industry: "Retail",
  employees: "2 to 9",
  revenue: "Under $250,000",
  cover: "General Liability",
};

describe("the quote pages' questions", () => {
  it("are the rating table's for a priced line, four choices for business", () => {
    expect(questionsOf("auto")).toBe(rating.auto.questions);
    expect(questionsOf("business").map((question) => question.name)).toEqual([
      "industry",
      "employees",
      "revenue",
      "cover",
    ]);
    expect(planQuestionOf("auto")).toBe("plan");
    expect(planQuestionOf("business")).toBeUndefined();
  });

  it("offer the industries and covers the business page lists", () => {
    const page = productPages.business;
    const options = (name: string) =>
      businessQuestions
        .find((question) => question.name === name)!
        .options.map((option) => option.value);
    if (page.extra.kind !== "industries") throw new Error("no industries");
    expect(options("industry")).toEqual([
      ...page.extra.industries.map((card) => card.title),
      "Other",
    ]);
    expect(options("cover")).toEqual(
      expect.arrayContaining(page.coverage.cards.map((card) => card.title)),
    );
  });

  it("read only the line's questions from a post, trimmed, a missing one empty", () => {
    const posted: Record<string, unknown> = {
      industry: "  Retail ",
      employees: ["2 to 9"],
      intent: "quote-business",
      plan: "Essential",
    };
    expect(answersOf("business", (name) => posted[name])).toEqual({
      industry: "Retail",
      employees: "",
      revenue: "",
      cover: "",
    });
  });
});

describe("checking a business quote's answers", () => {
  it("passes four known choices", () => {
    expect(checkQuoteAnswers("business", business)).toEqual({});
  });

  it("says which question needs an answer, and refuses a choice of its own", () => {
    expect(
      checkQuoteAnswers("business", {
        ...business,
        industry: "",
        cover: "Everything, cheaply",
      }),
    ).toEqual({
      industry: "Please choose your industry",
      cover: "Please choose the cover you want most",
    });
  });
});

describe("the estimate of a quote page", () => {
  it("is none for business cover", () => {
    expect(quoteEstimate("business", business)).toBeUndefined();
  });

  it("takes the plan a button named where the line asks no plan question", () => {
    const answers = referenceAnswers("home");
    expect(planQuestionOf("home")).toBeUndefined();
    expect(quoteEstimate("home", answers, "Premium")).toEqual(
      estimateFor("home", answers, "Premium"),
    );
  });

  it("follows the visitor's answer where the line asks for a plan", () => {
    const answers = { ...referenceAnswers("auto"), plan: "Basic" };
    const estimate = quoteEstimate("auto", answers, "Premium")!;
    expect(estimate.plans.find((plan) => plan.recommended)?.plan).toBe("Basic");
  });
});
