import { devices, expect, test, type Page } from "@playwright/test";

import { formatUsd } from "#app/lib/money.ts";
import {
  effectText,
  multiplierText,
  summaryText,
} from "#app/lib/estimate/figures.ts";
import { quoteEstimate } from "#app/lib/estimate/quote-answers.ts";
import type { Estimate } from "#app/lib/estimate/types.ts";
import { expectNoAxeViolations } from "./helpers/axe";
import { actAsNewClient, waitForHydration } from "./helpers/forms";

// Issue 24's "done when": tried as a new visitor would, on a phone.
const phone = devices["Pixel 7"];
test.use({
  viewport: phone.viewport,
  deviceScaleFactor: phone.deviceScaleFactor,
  isMobile: phone.isMobile,
  hasTouch: phone.hasTouch,
  userAgent: phone.userAgent,
});

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

/** A driver of 19 on a 2018 car: answers that move the price several ways. */
const driver = {
  zip: "48201",
  youngestDriverAge: "19",
  drivers: "2",
  vehicleYear: "2018",
  annualMileage: "12000",
  incidents: "0",
  plan: "Standard",
};

/** The labels of the auto questions, as the rating table names them. */
const autoFields: Array<[Exclude<keyof typeof driver, "plan">, RegExp]> = [
  ["zip", /^ZIP code/],
  ["youngestDriverAge", /^Age of the youngest driver/],
  ["drivers", /^Number of drivers/],
  ["vehicleYear", /^Vehicle model year/],
  ["annualMileage", /^Miles driven a year/],
  ["incidents", /^At-fault accidents/],
];

/** From the auto page's plan card to its estimate page, as a visitor would. */
async function startFromAutoPage(page: Page) {
  await page.goto("/auto-insurance");
  await page
    .getByRole("link", { name: "Get a Quote for the Standard plan" })
    .click();
  await expect(page).toHaveURL("/quote/auto?plan=Standard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Estimate Your Auto Insurance",
  );
}

async function answerAuto(page: Page, answers: Partial<typeof driver>) {
  const form = page.getByRole("form", { name: "Your Answers" });
  for (const [name, label] of autoFields) {
    const value = answers[name];
    if (value !== undefined) await form.getByLabel(label).fill(value);
  }
  return form;
}

/** What the estimate says, line by line, as a person reads it. */
async function expectEstimate(page: Page, estimate: Estimate) {
  const result = page.getByRole("region", { name: "Your Estimate" });
  await expect(result.getByRole("status")).toHaveText(summaryText(estimate));
  const plans = result.getByRole("heading", { level: 3 });
  await expect(plans.first()).toHaveText(estimate.plans[0]!.plan);
  for (const plan of estimate.plans)
    await expect(result).toContainText(
      `${formatUsd(plan.low)} to ${formatUsd(plan.high)} a month`,
    );
  const rows = result
    .getByRole("table", { name: "What Moved Your Price" })
    .getByRole("row");
  await expect(rows).toHaveCount(estimate.factors.length + 1);
  for (const [index, factor] of estimate.factors.entries())
    await expect(rows.nth(index + 1).getByRole("cell")).toHaveText([
      factor.answer,
      multiplierText(factor.multiplier),
      effectText(factor, estimate.period),
    ]);
  await expect(
    result.getByRole("heading", { name: "An Estimate, Not an Offer" }),
  ).toBeVisible();
  await expect(
    result.getByRole("link", { name: "How we estimate" }),
  ).toHaveAttribute("href", "/quote/how-we-estimate");
  return result;
}

const expected = quoteEstimate("auto", driver)!;

test.describe("with JavaScript", () => {
  test("from the auto page's quote button to a monthly range, no contact details asked", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await startFromAutoPage(page);
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Your Answers" });
    // The plan card's plan is already chosen; nothing asks who the visitor is.
    await expect(form.getByLabel("Plan")).toHaveValue("Standard");
    await expect(
      page.getByRole("textbox", { name: /name|e-?mail|phone/i }),
    ).toHaveCount(0);

    await answerAuto(page, driver);
    // Leaving the last field is an answer made: the range appears.
    await page.keyboard.press("Tab");
    const result = await expectEstimate(page, expected);
    await expect(result.getByText("The plan you chose")).toHaveCount(1);

    // A changed answer changes the price at once, computed in the browser.
    await form.getByLabel(/^Number of drivers/).fill("1");
    await page.keyboard.press("Tab");
    const fewer = quoteEstimate("auto", { ...driver, drivers: "1" })!;
    await expect(result.getByRole("status")).toHaveText(summaryText(fewer));

    // Left to the rating, the plan is its recommendation, and says so.
    await form.getByLabel("Plan").selectOption("recommend");
    const recommended = quoteEstimate("auto", {
      ...driver,
      drivers: "1",
      plan: "recommend",
    })!;
    await expect(result.getByRole("status")).toHaveText(
      summaryText(recommended),
    );
    await expect(result.getByText("Recommended for you")).toHaveCount(1);

    // The button checks every answer and moves to the estimate.
    await form.getByLabel(/^Number of drivers/).press("Enter");
    await expect(
      page.getByRole("heading", { name: "Your Estimate" }),
    ).toBeFocused();
    expect(posts).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("an answer out of range is said under its field, and the first is focused on submit", async ({
    page,
  }) => {
    await page.goto("/quote/auto");
    await waitForHydration(page);
    const form = await answerAuto(page, { youngestDriverAge: "12" });
    await page.keyboard.press("Tab");
    const age = form.getByLabel(/^Age of the youngest driver/);
    await expect(age).toHaveAttribute("aria-invalid", "true");
    await form.getByRole("button", { name: "Show My Estimate" }).click();
    await expect(form.getByLabel(/^ZIP code/)).toBeFocused();
    await expect(form.getByLabel(/^ZIP code/)).toHaveAccessibleDescription(
      /5-digit ZIP code/,
    );
    await expect(
      page.getByRole("region", { name: "Your Estimate" }).getByRole("status"),
    ).toHaveText(/Answer every question/);
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the same figures, from the page's own action, with the answers kept", async ({
    page,
  }) => {
    await startFromAutoPage(page);
    const form = page.getByRole("form", { name: "Your Answers" });
    await expect(form.getByLabel("Plan")).toHaveValue("Standard");
    await answerAuto(page, driver);
    await form.getByRole("button", { name: "Show My Estimate" }).click();
    await expect(page).toHaveURL("/quote/auto?plan=Standard#estimate");
    await expectEstimate(page, expected);
    // The answers are kept, to change one and ask again.
    for (const [name, label] of autoFields)
      await expect(form.getByLabel(label)).toHaveValue(driver[name]);
    // axe needs the page's scripts: the same markup is checked with them above.
  });

  test("the server's checks speak under the fields", async ({ page }) => {
    await page.goto("/quote/auto");
    const form = page.getByRole("form", { name: "Your Answers" });
    await answerAuto(page, { ...driver, zip: "4820" });
    // The browser's own checks would stop a short ZIP code; the server is the authority.
    await form.evaluate((element: HTMLFormElement) => {
      element.noValidate = true;
    });
    await form.getByRole("button", { name: "Show My Estimate" }).click();
    await expect(form.getByLabel(/^ZIP code/)).toHaveAccessibleDescription(
      /5-digit ZIP code/,
    );
    await expect(form.getByLabel(/^Age of the youngest driver/)).toHaveValue(
      "19",
    );
    await expect(
      page.getByRole("region", { name: "Your Estimate" }).getByRole("status"),
    ).toHaveText(/Answer every question/);
  });
});

test("the products overview links each line to its estimate, the contact page offers it first", async ({
  page,
}) => {
  await page.goto("/insurance-product");
  for (const [line, label] of [
    ["home", "Estimate a Price for Home Insurance"],
    ["auto", "Estimate a Price for Auto Insurance"],
    ["business", "Request a Quote for Business Insurance"],
    ["travel", "Estimate a Price for Travel Insurance"],
  ] as const)
    await expect(page.getByRole("link", { name: label })).toHaveAttribute(
      "href",
      `/quote/${line}`,
    );

  await page.goto("/contact");
  const offer = page.getByRole("region", { name: "Looking for a Price?" });
  await expect(
    offer.getByRole("link", { name: "Get an Estimate" }),
  ).toHaveAttribute("href", "/quote");
  // Above the form.
  const [offerTop, formTop] = await Promise.all([
    offer.evaluate((element) => element.getBoundingClientRect().top),
    page
      .getByRole("region", { name: "Send Us a Message" })
      .evaluate((element) => element.getBoundingClientRect().top),
  ]);
  expect(offerTop).toBeLessThan(formTop);
});

test("/quote lists the six lines with what each asks; an unknown line is a 404", async ({
  page,
}) => {
  await page.goto("/quote");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "What Would Your Cover Cost?",
  );
  const lines = page.getByRole("region", { name: "Choose What to Insure" });
  await expect(lines.getByRole("article")).toHaveCount(6);
  await lines.getByRole("link", { name: "Estimate Life Insurance" }).click();
  await expect(page).toHaveURL("/quote/life");
  await page.goto("/quote");
  await expectNoAxeViolations(page);

  const missing = await page.goto("/quote/pet");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Oops! Page not found",
  );
});

test("business cover: no price, four questions, then the way to an agent", async ({
  page,
}) => {
  await page.goto("/quote/business");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Get a Business Insurance Quote",
  );
  const form = page.getByRole("form", { name: "Your Answers" });
  await expect(form.getByRole("combobox")).toHaveCount(4);
  await form.getByRole("combobox", { name: "Industry" }).selectOption("Retail");
  await form
    .getByRole("combobox", { name: "Number of employees" })
    .selectOption("2 to 9");
  await form
    .getByRole("combobox", { name: "Yearly revenue" })
    .selectOption("$250,000 to $1 million");
  await form
    .getByRole("combobox", { name: "Cover you want most" })
    .selectOption("General Liability");
  await form.getByRole("button", { name: "Continue" }).click();
  const next = page.getByRole("region", {
    name: "Next: Ask for an Agent's Quote",
  });
  await expect(next.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(next.getByRole("status")).toHaveText(/Your answers go with/);
  // No price anywhere: business cover is priced per business.
  await expect(page.getByRole("main")).not.toContainText(/a month|per trip/);
  // Scrolled to the next step, one of the form's selects passes under the
  // sticky header, where axe measures it against the header's links
  // (target-size) as if they sat side by side; at rest they do not.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
});
