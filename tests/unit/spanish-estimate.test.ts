import { describe, expect, it } from "vitest";

import { businessQuestions } from "#app/content/business-quote.ts";
import { agentRequestPage } from "#app/content/quote-requests.ts";
import { ratingTableWords } from "#app/content/es/how-we-estimate.ts";
import { productPages } from "#app/content/es/product-pages.ts";
import { rating, pricedLines } from "#app/content/rating.ts";
import {
  checkAnswers,
  estimateFor,
  referenceAnswers,
} from "#app/lib/estimate/estimate.ts";
import { estimateInWords } from "#app/lib/estimate/estimate-words.ts";
import { estimateWordsIn } from "#app/lib/estimate/estimate-words-in.ts";
import {
  effectText,
  rangeText,
  summaryText,
} from "#app/lib/estimate/figures.ts";
import { hasSpanishTwin, localizeHref } from "#app/lib/locale.ts";
import { spanishMessages } from "#app/lib/forms/spanish-messages.ts";
import {
  AgentRequestSchema,
  SaveEstimateSchema,
} from "#app/lib/schemas/quote-request.ts";
import { fieldErrorsOf } from "#app/lib/forms/form-result.ts";
import { linesInWords } from "#server/quotes/quote-requests.ts";
import { savedEstimateView } from "#server/quotes/saved-view.ts";

/** Answers that break every check of a line: empty, and out of range. */
function badAnswers(line: (typeof pricedLines)[number]) {
  const questions = rating[line].questions;
  return [
    Object.fromEntries(questions.map((question) => [question.name, ""])),
    Object.fromEntries(
      questions.map((question) => [question.name, "999999999"]),
    ),
    Object.fromEntries(questions.map((question) => [question.name, "-1"])),
  ];
}

describe("the online estimate in Spanish (issue 25)", () => {
  it("has Spanish for every message the engine gives, the check across questions included", () => {
    const messages = new Set<string>();
    for (const line of pricedLines)
      for (const answers of badAnswers(line))
        for (const message of Object.values(checkAnswers(line, answers)))
          messages.add(message);
    // More tobacco users than adults.
    const health = {
      ...referenceAnswers("health"),
      ages: "10",
      tobaccoUsers: "1",
    };
    for (const message of Object.values(checkAnswers("health", health)))
      messages.add(message);
    for (const question of businessQuestions) messages.add(question.message);
    expect(messages.size).toBeGreaterThan(15);
    expect(
      [...messages].filter((message) => !spanishMessages.has(message)),
    ).toEqual([]);
    expect(spanishMessages.get("Please choose your industry")).toMatch(
      /^[A-ZÁÉÍÓÚ¿]/,
    );
  });

  it("has Spanish for the save and agent request forms' messages", () => {
    const messages = new Set<string>();
    for (const [schema, input] of [
      [SaveEstimateSchema, { line: "boat", email: "x@" }],
      [
        AgentRequestSchema,
        {
          fullName: "A",
          email: "x",
          phone: "12",
          channel: "fax",
          time: "never",
        },
      ],
      // A call with neither a number nor the consent: both asked for.
      [
        AgentRequestSchema,
        {
          fullName: "Ana Ruiz",
          email: "ana@example.com",
          channel: "phone",
          time: "any",
        },
      ],
    ] as const) {
      const parsed = schema.safeParse(input);
      if (!parsed.success)
        for (const message of Object.values(fieldErrorsOf(parsed.error.issues)))
          messages.add(message);
    }
    expect(messages.size).toBeGreaterThan(3);
    expect(messages).toContain(agentRequestPage.messages.consentForCalls);
    expect(messages).toContain(agentRequestPage.messages.phoneForCalls);
    expect(
      [...messages].filter((message) => !spanishMessages.has(message)),
    ).toEqual([]);
  });

  it("says each factor with the rating table page's Spanish label and the answer in Spanish", () => {
    const answers = referenceAnswers("life");
    const estimate = estimateFor("life", answers);
    const words = estimateWordsIn("life", "es")!;
    expect(estimateWordsIn("life", "en")).toBeUndefined();
    expect(estimateWordsIn("business", "es")).toBeUndefined();
    const spanish = estimateInWords(estimate, answers, words);
    const labels = ratingTableWords.lines.life.factors as Record<
      string,
      { label: string }
    >;
    for (const factor of spanish.factors)
      expect(factor.label).toBe(labels[factor.question]!.label);
    const health = spanish.factors.find(
      (factor) => factor.question === "health",
    )!;
    const english = estimate.factors.find(
      (factor) => factor.question === "health",
    )!;
    expect(health.answer).not.toBe(english.answer);
    // The figures are the engine's own.
    expect(spanish.plans).toEqual(estimate.plans);
    expect(spanish.factors.map((factor) => factor.dollars)).toEqual(
      estimate.factors.map((factor) => factor.dollars),
    );
    // Plan names by their English names, in the product page's order.
    expect(Object.values(words.planNames)).toEqual(
      productPages.life.plans!.plans.map((plan) => plan.name),
    );
  });

  it("writes ranges and effects in Spanish with es-US money", () => {
    const estimate = estimateFor("auto", referenceAnswers("auto"));
    const plan = estimate.plans[0]!;
    expect(rangeText(plan, "month", "es")).toBe(
      `$${plan.low} a $${plan.high} al mes`,
    );
    expect(rangeText(plan, "month")).toBe(
      `$${plan.low} to $${plan.high} a month`,
    );
    expect(summaryText(estimate, "es", () => "Estándar")).toMatch(
      /^Estándar: \$\d+ a \$\d+ al mes$/,
    );
    expect(
      effectText(
        {
          question: "x",
          label: "x",
          answer: "x",
          multiplier: 1.1,
          dollars: 1200,
        },
        "trip",
        "es",
      ),
    ).toBe("+$1,200 por viaje");
  });

  it("shows a saved estimate in Spanish, its links English paths the page localizes", () => {
    const auto = referenceAnswers("auto");
    const saved = {
      id: "1",
      reference: "Q-123456",
      createdAt: "2026-11-26T12:00:00.000Z",
      updatedAt: "2026-11-26T12:00:00.000Z",
      lines: [
        {
          line: "auto" as const,
          plan: null,
          answers: auto,
          estimate: estimateFor("auto", auto),
        },
        {
          line: "business" as const,
          plan: null,
          answers: { industry: "Other" },
          estimate: null,
        },
      ],
    };
    const view = savedEstimateView(saved, "t".repeat(52), "es");
    expect(view.lines[0]!.title).toBe("Seguro de auto");
    expect(view.lines[0]!.plans[0]!.range).toMatch(/^\$\d+ a \$\d+ al mes$/);
    expect(view.lines[0]!.factors[0]!.label).toBe(
      ratingTableWords.lines.auto.factors.zip.label,
    );
    expect(view.lines[1]!.answers).toEqual([
      { label: "Industria", answer: "Otra" },
    ]);
    expect(view.savedAt).toMatch(/nov/i);
    expect(view.agentHref).toBe(`/quote/saved/${"t".repeat(52)}/agent`);
    expect(localizeHref(view.agentHref, "es")).toBe(
      `/es/quote/saved/${"t".repeat(52)}/agent`,
    );
    expect(localizeHref(view.addable[0]!.href, "es")).toMatch(
      /^\/es\/quote\/saved\/t{52}\/add\/\w+$/,
    );
    // English as before.
    const english = savedEstimateView(saved, "t".repeat(52));
    expect(english.lines[1]!.answers).toEqual([
      { label: "industry", answer: "Other" },
    ]);
    expect(english.lines[0]!.plans[0]!.range).toMatch(
      /^\$\d+ to \$\d+ a month$/,
    );
  });

  it("names the lines of a request in Spanish", () => {
    const lines = [
      { line: "auto" as const, plan: null, answers: {}, estimate: null },
      { line: "home" as const, plan: null, answers: {}, estimate: null },
    ];
    expect(linesInWords(lines)).toBe("Auto Insurance and Home Insurance");
    expect(linesInWords(lines, "es")).toBe("Seguro de auto y Seguro de hogar");
  });

  it("gives the estimate pages Spanish twins", () => {
    for (const path of [
      "/quote",
      "/quote/auto",
      "/quote/business",
      "/quote/save",
      "/quote/saved/abc",
      "/quote/saved/abc/agent",
    ])
      expect(hasSpanishTwin(path), path).toBe(true);
    expect(hasSpanishTwin("/quote/saved/")).toBe(false);
    expect(localizeHref("/quote/auto?plan=Standard", "es")).toBe(
      "/es/quote/auto?plan=Standard",
    );
  });
});
