import { describe, expect, it } from "vitest";

import {
  estimateFormWords,
  fieldMessageIn,
  questionsIn,
} from "#app/content/estimate-form.ts";
import { estimateFormWords as spanishWords } from "#app/content/es/estimate-form.ts";
import { pricedLines, rating } from "#app/content/rating.ts";
import { checkAnswers } from "#app/lib/estimate/estimate.ts";

/** The figures a sentence names, in order: "$50,000 to $5,000,000" → ["50,000", "5,000,000"]. */
const figuresIn = (text: string | undefined) => text?.match(/\d[\d,.]*/g) ?? [];

describe("the estimate form's words (decision 0086)", () => {
  for (const line of pricedLines) {
    describe(line, () => {
      it("the English words give back rating.ts's questions exactly", () => {
        expect(questionsIn(line, estimateFormWords)).toEqual(
          rating[line].questions,
        );
      });

      it("the Spanish questions keep every fact and name the same figures", () => {
        const english = rating[line].questions;
        const spanish = questionsIn(line, spanishWords);
        expect(
          spanish.map(({ name, kind, min, max }) => ({ name, kind, min, max })),
        ).toEqual(
          english.map(({ name, kind, min, max }) => ({ name, kind, min, max })),
        );
        spanish.forEach((question, index) => {
          const source = english[index]!;
          expect(question.options?.map((option) => option.value)).toEqual(
            source.options?.map((option) => option.value),
          );
          expect(figuresIn(question.message)).toEqual(
            figuresIn(source.message),
          );
          expect(figuresIn(question.hint)).toEqual(figuresIn(source.hint));
          expect(question.message).not.toEqual(source.message);
          if (source.hint) expect(question.hint).not.toEqual(source.hint);
        });
      });
    });
  }

  it("a field error reads in the page's language, the check across questions included", () => {
    const answers = {
      zip: "63101",
      ages: "40, 9",
      tobaccoUsers: "2",
      plan: "recommend",
    };
    const errors = checkAnswers("health", answers);
    expect(Object.keys(errors)).toEqual(["tobaccoUsers"]);
    const message = fieldMessageIn(
      "health",
      "tobaccoUsers",
      errors.tobaccoUsers!,
      spanishWords,
    );
    expect(message).toBe(spanishWords.lines.health.crossMessages.tobaccoUsers);
    expect(
      fieldMessageIn(
        "health",
        "zip",
        checkAnswers("health", {}).zip!,
        spanishWords,
      ),
    ).toBe(spanishWords.lines.health.messages.zip);
    expect(
      fieldMessageIn(
        "health",
        "tobaccoUsers",
        errors.tobaccoUsers!,
        estimateFormWords,
      ),
    ).toBe(errors.tobaccoUsers);
  });
});
