import { describe, expect, it } from "vitest";

import { productPages } from "#app/content/product-pages.ts";
import {
  ageCurveRatio,
  bundleRule,
  HEALTH_TOBACCO_LIMIT,
  pricedLines,
  rating,
} from "#app/content/rating.ts";
import {
  bundleOf,
  bundleRate,
  checkAnswers,
  estimateFor,
  referenceAnswers,
} from "#app/lib/estimate/estimate.ts";
import type { Estimate, PricedLine } from "#app/lib/estimate/types.ts";
import { suggestedCoverage } from "#app/lib/life-coverage.ts";
import { formatUsd } from "#app/lib/money.ts";
import { quoteAnswersSchema } from "#app/lib/schemas/quote.ts";

// The figures below are worked out by hand from the published table
// (app/content/rating.ts, printed on /quote/how-we-estimate): the displayed
// price times each answer's multiplier, rounded half up to whole dollars,
// then the line's range around it.

const plan = (estimate: Estimate, name: string) =>
  estimate.plans.find((item) => item.plan === name)!;
const figures = (estimate: Estimate) =>
  estimate.plans.map(({ plan, price, low, high, recommended }) => ({
    plan,
    price,
    low,
    high,
    recommended,
  }));

describe("the reference profile", () => {
  it.each(pricedLines)(
    "gives every %s plan exactly the price its product page displays",
    (line) => {
      const displayed = productPages[line].plans!.plans;
      expect(rating[line].plans.map((item) => item.name)).toEqual(
        displayed.map((item) => item.name),
      );
      for (const shown of displayed) {
        const estimate = estimateFor(
          line,
          referenceAnswers(line, shown.name),
          shown.name,
        );
        const rated = plan(estimate, shown.name);
        expect(rated.recommended).toBe(true);
        expect(rated.basePrice).toBe(shown.price);
        expect(rated.price).toBe(shown.price);
        for (const effect of estimate.factors) {
          expect(effect.multiplier, `${line} ${effect.question}`).toBe(1);
          expect(effect.dollars).toBe(0);
        }
      }
    },
  );

  it("passes its own checks on every line", () => {
    for (const line of pricedLines)
      expect(checkAnswers(line, referenceAnswers(line))).toEqual({});
  });
});

describe("estimates worked out by hand", () => {
  it("auto: a 19-year-old sharing a 2021 car, with one accident, in Detroit", () => {
    const estimate = estimateFor("auto", {
      zip: "48226", // area 4: 1.10
      youngestDriverAge: "19", // 16 to 19: 2.20
      drivers: "2", // 1.20
      vehicleYear: "2021", // 2019 to 2023: 1.05, not on Basic
      annualMileage: "12,000", // 10,000 to 14,999: 1.00
      incidents: "1", // 1.30
      plan: "recommend", // 2009 to 2023: Standard
    });
    expect(estimate.period).toBe("month");
    expect(figures(estimate)).toEqual([
      // 45 × 1.1 × 2.2 × 1.2 × 1.3 = 169.884; range ±15%: 144.5, 195.5
      { plan: "Basic", price: 170, low: 145, high: 196, recommended: false },
      // 75 × 1.1 × 2.2 × 1.2 × 1.05 × 1.3 = 297.297; 252.45, 341.55
      { plan: "Standard", price: 297, low: 252, high: 342, recommended: true },
      // 115 × 1.1 × 2.2 × 1.2 × 1.05 × 1.3 = 455.8554; 387.6, 524.4
      { plan: "Premium", price: 456, low: 388, high: 524, recommended: false },
    ]);
    // On Standard, step by step: 75 → 82.5 → 181.5 → 217.8 → 228.69 → 228.69 → 297.297.
    expect(
      estimate.factors.map(({ question, answer, multiplier, dollars }) => ({
        question,
        answer,
        multiplier,
        dollars,
      })),
    ).toEqual([
      { question: "zip", answer: "48226", multiplier: 1.1, dollars: 8 },
      {
        question: "youngestDriverAge",
        answer: "19",
        multiplier: 2.2,
        dollars: 99,
      },
      { question: "drivers", answer: "2", multiplier: 1.2, dollars: 36 },
      {
        question: "vehicleYear",
        answer: "2021",
        multiplier: 1.05,
        dollars: 11,
      },
      {
        question: "annualMileage",
        answer: "12,000 miles a year",
        multiplier: 1,
        dollars: 0,
      },
      { question: "incidents", answer: "1", multiplier: 1.3, dollars: 68 },
    ]);
    expect(estimate.factors.reduce((total, f) => total + f.dollars, 0)).toBe(
      297 - 75,
    );
  });

  it("auto: the plan the visitor picked is the recommended one", () => {
    const answers = { ...referenceAnswers("auto"), plan: "Standard" };
    expect(plan(estimateFor("auto", answers), "Standard").recommended).toBe(
      true,
    );
    expect(
      plan(estimateFor("auto", answers, "Premium"), "Premium").recommended,
    ).toBe(true);
    // The rule: a 2024 or later car gets Premium, a 2008 or earlier one Basic.
    const rule = (vehicleYear: string) =>
      estimateFor("auto", {
        ...referenceAnswers("auto"),
        vehicleYear,
      }).plans.find((item) => item.recommended)!.plan;
    expect([rule("2008"), rule("2009"), rule("2023"), rule("2024")]).toEqual([
      "Basic",
      "Standard",
      "Standard",
      "Premium",
    ]);
  });

  it("home: a 1965 house in Miami worth $420,000 to rebuild, with an older roof and a claim", () => {
    const estimate = estimateFor("home", {
      zip: "33101", // area 3: 1.25
      rebuildValue: "$420,000", // 350,000 to 499,999: 1.20, but Essential rates its $250,000 limit: 1.00
      yearBuilt: "1965", // 1940 to 1969: 1.15
      roofAge: "18", // 16 to 20: 1.25
      claims: "1", // 1.20
      deductible: "2500", // 0.88
    });
    expect(figures(estimate)).toEqual([
      // 65 × 1.25 × 1.00 × 1.15 × 1.25 × 1.2 × 0.88 = 123.3375
      {
        plan: "Essential",
        price: 123,
        low: 105,
        high: 141,
        recommended: false,
      },
      // 95 × 1.25 × 1.2 × 1.15 × 1.25 × 1.2 × 0.88 = 216.315; the first plan to cover $420,000
      {
        plan: "Comprehensive",
        price: 216,
        low: 184,
        high: 248,
        recommended: true,
      },
      // 135 × 1.25 × 1.2 × 1.15 × 1.25 × 1.2 × 0.88 = 307.395
      { plan: "Premium", price: 307, low: 261, high: 353, recommended: false },
    ]);
    // 95 → 118.75 → 142.5 → 163.875 → 204.84375 → 245.8125 → 216.315
    expect(estimate.factors.map((effect) => effect.dollars)).toEqual([
      24, 24, 21, 41, 41, -30,
    ]);
    expect(estimate.factors[1]!.answer).toBe("$420,000");
    expect(estimate.factors[5]!.answer).toBe("$2,500");
  });

  it("life: a 45-year-old in good health wanting $750,000 for 30 years", () => {
    const answers = {
      age: "45", // 45 to 49: 1.75
      tobacco: "no", // 1.00
      health: "good", // 1.30
      coverageAmount: "750000", // 0.25 + 0.75 × amount ÷ the plan's death benefit
      coverageLength: "30", // Term only: 1.60
    };
    expect(figures(estimateFor("life", answers))).toEqual([
      // 25 × 1.75 × 1.3 × (0.25 + 0.75 × 3) × 1.6 = 227.5 → 228; ±20%: 182.4, 273.6
      { plan: "Term", price: 228, low: 182, high: 274, recommended: true },
      // 185 × 1.75 × 1.3 × (0.25 + 0.75 × 1.5) = 578.703125
      { plan: "Whole", price: 579, low: 463, high: 695, recommended: false },
      // 295 × 1.75 × 1.3 × (0.25 + 0.75 × 0.75) = 545.2890625
      {
        plan: "Universal",
        price: 545,
        low: 436,
        high: 654,
        recommended: false,
      },
    ]);
    const forLife = { ...answers, coverageLength: "life" };
    expect(plan(estimateFor("life", forLife), "Whole").recommended).toBe(true);
    expect(
      plan(
        estimateFor("life", { ...forLife, coverageAmount: "1000000" }),
        "Universal",
      ).recommended,
    ).toBe(true);
    // "For life" prices Term as its longest term, 30 years.
    expect(plan(estimateFor("life", forLife), "Term").price).toBe(228);
  });

  it("life: the coverage question's hint is the product page's 10x income rule", () => {
    const calculator = productPages.life.extra;
    if (calculator.kind !== "coverage-calculator")
      throw new Error("no calculator");
    const hint = rating.life.questions.find(
      (question) => question.name === "coverageAmount",
    )!.hint!;
    const suggested = suggestedCoverage(
      String(calculator.defaultAnnualIncome),
      calculator.incomeMultiplier,
    )!;
    expect(suggested).toBe(750_000);
    expect(hint).toContain(formatUsd(suggested));
    expect(hint).toContain(
      `${calculator.incomeMultiplier} times your annual income`,
    );
  });

  it("health: a family of six in Detroit, one parent smoking", () => {
    const estimate = estimateFor("health", {
      zip: "48226", // area 4: 0.95
      // Curve: 45 → 1.444, 43 → 1.357, 16 → 0.859, 12 and 9 → 0.765; the
      // fourth child under 21 (4) is not charged. Sum 5.190, over 1.278 at 40.
      ages: "45, 43, 16, 12, 9, 4",
      // The oldest adult's share × 1.25: (5.190 + 0.25 × 1.444) ÷ 5.190.
      tobaccoUsers: "1",
      plan: "recommend", // nobody 60 or over, not everyone under 30: Silver
    });
    expect(figures(estimate)).toEqual([
      // 195 × 0.95 × 5.551 ÷ 1.278 = 804.634...; ±10%
      { plan: "Bronze", price: 805, low: 725, high: 886, recommended: false },
      // 295 × 0.95 × 5.551 ÷ 1.278 = 1,217.267...
      { plan: "Silver", price: 1217, low: 1095, high: 1339, recommended: true },
      // 425 × 0.95 × 5.551 ÷ 1.278 = 1,753.690...
      { plan: "Gold", price: 1754, low: 1579, high: 1929, recommended: false },
    ]);
    expect(estimate.factors.map((effect) => effect.question)).toEqual([
      "zip",
      "ages",
      "tobaccoUsers",
    ]);
    expect(estimate.factors[1]!.multiplier).toBeCloseTo(5.19 / 1.278, 12);
    expect(estimate.factors[2]!.multiplier).toBeCloseTo(5.551 / 5.19, 12);
  });

  it("health: the recommendation follows the ages", () => {
    const recommended = (ages: string) =>
      estimateFor("health", { ...referenceAnswers("health"), ages }).plans.find(
        (item) => item.recommended,
      )!.plan;
    expect(recommended("25, 27")).toBe("Bronze");
    expect(recommended("40")).toBe("Silver");
    expect(recommended("61, 58")).toBe("Gold");
  });

  it("travel: a three-week $3,000 trip for a couple in their sixties and a grandchild", () => {
    const estimate = estimateFor("travel", {
      tripCost: "3000", // 2,000 to 3,999: 1.50
      tripDays: "21", // 15 to 30: 1.30
      ages: "68, 66, 12", // 1.75 + 1.75, the child free with an adult: 3.50
      plan: "recommend", // $1,000 to $25,000: Comprehensive
    });
    expect(estimate.period).toBe("trip");
    expect(figures(estimate)).toEqual([
      // 25 × 1.5 × 1.3 × 3.5 = 170.625; ±10%
      {
        plan: "Essential",
        price: 171,
        low: 154,
        high: 188,
        recommended: false,
      },
      // 65 × 1.5 × 1.3 × 3.5 = 443.625
      {
        plan: "Comprehensive",
        price: 444,
        low: 400,
        high: 488,
        recommended: true,
      },
      // 120 × 1.5 × 1.3 × 3.5 = 819
      { plan: "Premium", price: 819, low: 737, high: 901, recommended: false },
    ]);
  });

  it("travel: each plan rates the trip cost up to its own cancellation limit", () => {
    const estimate = estimateFor("travel", {
      tripCost: "40000",
      tripDays: "7",
      ages: "35",
      plan: "recommend",
    });
    expect(figures(estimate)).toEqual([
      // Essential rates $10,000: 25 × 4.5 = 112.5
      {
        plan: "Essential",
        price: 113,
        low: 102,
        high: 124,
        recommended: false,
      },
      // Comprehensive rates $25,000: 65 × 8
      {
        plan: "Comprehensive",
        price: 520,
        low: 468,
        high: 572,
        recommended: false,
      },
      // Premium rates $40,000 (25,000 to 49,999): 120 × 8; above Comprehensive's limit, recommended
      { plan: "Premium", price: 960, low: 864, high: 1056, recommended: true },
    ]);
    // Children alone are charged: nobody of 17 or over travels with them.
    const children = estimateFor("travel", {
      ...referenceAnswers("travel"),
      ages: "12, 10",
    });
    expect(plan(children, "Comprehensive").price).toBe(130);
  });
});

describe("health prices", () => {
  it("vary only by age, location, tobacco and family size", () => {
    const table = rating.health;
    expect(table.questions.map((question) => question.name)).toEqual([
      "zip",
      "ages",
      "tobaccoUsers",
      "plan",
    ]);
    expect(
      table.factors.map((factor) => [factor.kind, factor.question]),
    ).toEqual([
      ["area", "zip"],
      ["people", "ages"],
      ["tobacco-users", "tobaccoUsers"],
    ]);
  });

  it("use the federal default age curve, 3 to 1 from 21 to 64", () => {
    expect(ageCurveRatio(0)).toBe(0.765);
    expect(ageCurveRatio(14)).toBe(0.765);
    expect(ageCurveRatio(15)).toBe(0.833);
    expect(ageCurveRatio(20)).toBe(0.97);
    expect(ageCurveRatio(21)).toBe(1);
    expect(ageCurveRatio(24)).toBe(1);
    expect(ageCurveRatio(25)).toBe(1.004);
    expect(ageCurveRatio(30)).toBe(1.135);
    expect(ageCurveRatio(40)).toBe(1.278);
    expect(ageCurveRatio(50)).toBe(1.786);
    expect(ageCurveRatio(60)).toBe(2.714);
    expect(ageCurveRatio(63)).toBe(2.952);
    expect(ageCurveRatio(64)).toBe(3);
    expect(ageCurveRatio(80)).toBe(3);
    let previous = 0;
    for (let age = 0; age <= 64; age++) {
      expect(ageCurveRatio(age)).toBeGreaterThanOrEqual(previous);
      previous = ageCurveRatio(age);
    }
  });

  it("charge tobacco users at most 1.5 times their own price", () => {
    const factor = rating.health.factors.find(
      (item) => item.kind === "tobacco-users",
    );
    if (factor?.kind !== "tobacco-users") throw new Error("no tobacco factor");
    expect(factor.surcharge).toBeLessThanOrEqual(HEALTH_TOBACCO_LIMIT);
    expect(HEALTH_TOBACCO_LIMIT).toBe(1.5);
    const alone = { ...referenceAnswers("health"), tobaccoUsers: "1" };
    expect(plan(estimateFor("health", alone), "Silver").price).toBe(
      Math.round(295 * factor.surcharge),
    );
  });

  it("are the same for the same people whatever else changes", () => {
    const base = referenceAnswers("health");
    const price = plan(estimateFor("health", base), "Silver").price;
    expect(
      plan(estimateFor("health", { ...base, plan: "Gold" }), "Silver").price,
    ).toBe(price);
    // Only the ZIP code's area counts, not the rest of the ZIP code.
    expect(
      plan(estimateFor("health", { ...base, zip: "60001" }), "Silver").price,
    ).toBe(price);
  });
});

describe("bundles", () => {
  const estimates = Object.fromEntries(
    pricedLines.map((line) => [
      line,
      estimateFor(line, referenceAnswers(line)),
    ]),
  ) as Record<PricedLine, Estimate>;
  const recommended = (line: PricedLine) =>
    estimates[line].plans.find((item) => item.recommended)!;

  it("discount home and auto by 15%, and more lines up to 25%", () => {
    expect(bundleRate(["auto"])).toBe(0);
    expect(bundleRate(["auto", "life"])).toBe(0.1);
    expect(bundleRate(["auto", "home"])).toBe(0.15);
    expect(bundleRate(["auto", "home", "life"])).toBe(0.2);
    expect(bundleRate(["auto", "life", "health"])).toBe(0.15);
    expect(bundleRate(["auto", "home", "life", "health"])).toBe(0.25);
    // Trip prices are not bundled.
    expect(bundleRate(["auto", "travel"])).toBe(0);
  });

  it("never discount more than 25%, whatever lines are bundled", () => {
    expect(bundleRule.maxRate).toBe(0.25);
    for (let mask = 1; mask < 1 << pricedLines.length; mask++) {
      const lines = pricedLines.filter((_, index) => mask & (1 << index));
      const bundle = bundleOf(lines.map((line) => estimates[line]));
      expect(bundle.discountRate).toBeLessThanOrEqual(0.25);
      expect(bundle.discountedLow).toBeGreaterThanOrEqual(
        bundle.monthlyLow * 0.75,
      );
      expect(bundle.discountedHigh).toBeGreaterThanOrEqual(
        bundle.monthlyHigh * 0.75,
      );
      expect(bundle.discountedLow).toBeLessThanOrEqual(bundle.monthlyLow);
    }
  });

  it("total the recommended plans and discount all but health", () => {
    // Reference profiles: auto Standard 75 (64 to 86), home Essential 65 (55 to 75).
    const homeAndAuto = bundleOf([estimates.auto, estimates.home]);
    expect(recommended("auto")).toMatchObject({
      plan: "Standard",
      low: 64,
      high: 86,
    });
    expect(recommended("home")).toMatchObject({
      plan: "Essential",
      low: 55,
      high: 75,
    });
    expect(homeAndAuto).toMatchObject({
      discountRate: 0.15,
      monthlyLow: 119,
      monthlyHigh: 161,
      discountedLow: 119 - 18, // 15% of 119 is 17.85
      discountedHigh: 161 - 24, // 15% of 161 is 24.15
    });
    // Health Silver 295 (266 to 325) counts towards the bundle but is not discounted.
    const withHealth = bundleOf([estimates.auto, estimates.health]);
    expect(withHealth).toMatchObject({
      discountRate: 0.1,
      monthlyLow: 64 + 266,
      monthlyHigh: 86 + 325,
      discountedLow: 64 + 266 - 6, // 10% of 64 is 6.4
      discountedHigh: 86 + 325 - 9, // 10% of 86 is 8.6
    });
    // Travel's trip price stays out of the monthly totals.
    expect(bundleOf([estimates.auto, estimates.travel])).toMatchObject({
      discountRate: 0,
      monthlyLow: 64,
      discountedLow: 64,
    });
  });
});

describe("the questions and their checks", () => {
  it("ask three to seven questions a line, none for a name, email or phone", () => {
    for (const line of pricedLines) {
      const names = rating[line].questions.map((question) => question.name);
      expect(names.length, line).toBeGreaterThanOrEqual(3);
      expect(names.length, line).toBeLessThanOrEqual(7);
      for (const name of names) expect(name).not.toMatch(/name|email|phone/i);
    }
  });

  it("give each question's message for a missing, malformed or out-of-range answer", () => {
    expect(checkAnswers("auto", {})).toEqual({
      zip: "Please enter a valid 5-digit ZIP code",
      youngestDriverAge: "Please enter an age from 16 to 99",
      drivers: "Please enter from 1 to 6 drivers",
      vehicleYear: "Please enter a model year from 1981 to 2027",
      annualMileage: "Please enter from 0 to 100,000 miles a year",
      incidents: "Please enter a number from 0 to 10",
      plan: "Please choose a plan",
    });
    const auto = referenceAnswers("auto");
    for (const zip of ["4822", "482260", "48a26", " "])
      expect(checkAnswers("auto", { ...auto, zip })).toEqual({
        zip: "Please enter a valid 5-digit ZIP code",
      });
    expect(
      checkAnswers("auto", { ...auto, youngestDriverAge: "15" }),
    ).toHaveProperty("youngestDriverAge");
    expect(
      checkAnswers("auto", { ...auto, youngestDriverAge: "19.5" }),
    ).toHaveProperty("youngestDriverAge");
    expect(checkAnswers("auto", { ...auto, plan: "Gold" })).toEqual({
      plan: "Please choose a plan",
    });
    expect(
      checkAnswers("home", {
        ...referenceAnswers("home"),
        rebuildValue: "1000001",
      }),
    ).toEqual({
      rebuildValue: "Please enter a rebuild value from $50,000 to $1,000,000",
    });
    expect(
      checkAnswers("travel", {
        ...referenceAnswers("travel"),
        tripCost: "$100,001",
      }),
    ).toEqual({
      tripCost: "Please enter a trip cost from $100 to $100,000",
    });
  });

  it("check ages as a list, and tobacco users against the adults", () => {
    const health = referenceAnswers("health");
    const agesMessage =
      "Please enter up to 10 ages from 0 to 99, separated by commas";
    for (const ages of ["", "forty", "40, 100", "1,2,3,4,5,6,7,8,9,10,11"])
      expect(checkAnswers("health", { ...health, ages })).toEqual({
        ages: agesMessage,
      });
    expect(checkAnswers("health", { ...health, ages: "40; 38 6" })).toEqual({});
    expect(
      checkAnswers("health", { ...health, ages: "40, 12", tobaccoUsers: "2" }),
    ).toEqual({
      tobaccoUsers:
        "Please enter no more tobacco users than people aged 18 or over",
    });
  });

  it("refuse to estimate answers that fail their checks", () => {
    expect(() =>
      estimateFor("auto", { ...referenceAnswers("auto"), zip: "1" }),
    ).toThrow(/zip/);
  });

  it("give the same errors through the form schema", () => {
    const schema = quoteAnswersSchema("life");
    const parsed = schema.safeParse({ ...referenceAnswers("life"), age: "17" });
    expect(parsed.success).toBe(false);
    expect(
      parsed.error?.issues.map((issue) => [issue.path, issue.message]),
    ).toEqual([[["age"], "Please enter an age from 18 to 75"]]);
    const valid = schema.safeParse({ ...referenceAnswers("life"), extra: "x" });
    expect(valid.data).toEqual(referenceAnswers("life"));
  });
});
