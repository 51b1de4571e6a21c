import { expect, test, type Locator, type Page } from "@playwright/test";

import { guides } from "#app/content/guides.ts";
import { healthQuotes } from "#app/content/health-benefits.ts";
import { leaders } from "#app/content/leaders.ts";
import { expectNoAxeViolations } from "./helpers/axe";
import { enhanced } from "./helpers/page-ready";

/** Opens a page, checks its status and its one h1. */
async function open(page: Page, path: string, h1: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
}

/** Every text appears in the main content, each after the one before it. */
async function expectInOrder(page: Page, texts: readonly string[]) {
  const content = await page.locator("main").innerText();
  let from = 0;
  for (const text of texts) {
    const at = content.indexOf(text, from);
    expect(at, `"${text}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + text.length;
  }
}

const guideTitled = (title: string) =>
  guides.find((guide) => guide.title === title)!;

const guideTitles = [
  "Home Insurance Basics",
  "Auto Insurance 101",
  "Life Insurance Guide",
  "Health Insurance Options",
  "Business Insurance Guide",
  "Disaster Preparedness",
];

test("/about: trusted since 2010, mission, four values, the timeline and a call to action", async ({
  page,
}) => {
  await open(page, "/about", "Protecting Families and Businesses Since 2010");
  await expectInOrder(page, [
    "Trusted since 2010",
    "20,000+",
    "Customer satisfaction",
    "Our Mission",
    "Our Values",
    "Protection",
    "Compassion",
    "Excellence",
    "Community",
    "Our Journey",
    "2010",
    "2015",
    "Licensed in All 50 States",
    "2018",
    "Digital Platforms Launched",
    "2023",
    "Recognized as a Top Provider",
  ]);
  const values = page.getByRole("region", { name: "Our Values" });
  await expect(values.getByRole("heading", { level: 3 })).toHaveText([
    "Protection",
    "Compassion",
    "Excellence",
    "Community",
  ]);
  const journey = page.getByRole("region", { name: "Our Journey" });
  const milestones = journey.getByRole("list").getByRole("listitem");
  await expect(milestones).toHaveCount(4);
  await expect(journey.locator("ol > li time")).toHaveText([
    "2010",
    "2015",
    "2018",
    "2023",
  ]);
  await expect(milestones.first()).toContainText("Founded");
  await expect(
    page.getByRole("link", { name: "Get a Quote" }).last(),
  ).toHaveAttribute("href", "/contact");
  // Spec section 2: /contact is also the target of Get Started Today.
  const cta = page.getByRole("region", {
    name: "Let Us Protect What Matters to You",
  });
  await expect(
    cta.getByRole("link", { name: "Get Started Today" }),
  ).toHaveAttribute("href", "/contact");
  await expectNoAxeViolations(page);
});

test("/benefits: twelve core benefits, twelve advantages, the quotes and the call to action", async ({
  page,
}) => {
  await open(page, "/benefits", "Health Benefits That Put You First");
  const core = page.getByRole("region", { name: "Core Health Benefits" });
  await expect(core.getByRole("heading", { level: 3 })).toHaveCount(12);
  await expect(core.getByRole("heading", { level: 3 }).first()).toHaveText(
    "Preventive Care",
  );
  const more = page.getByRole("region", { name: "Additional Advantages" });
  await expect(more.getByRole("heading", { level: 3 })).toHaveCount(12);
  await expectInOrder(page, [
    "Core Health Benefits",
    "Additional Advantages",
    "What Our Members Say",
    healthQuotes[0]!.quote,
    "Get a Quote",
    "Contact Us",
  ]);
  const cta = page.locator("section", { has: page.locator("#cta-heading") });
  // The spec gives this Get a Quote no link: it starts the health estimate.
  await expect(cta.getByRole("link", { name: "Get a Quote" })).toHaveAttribute(
    "href",
    "/quote/health",
  );
  await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expectNoAxeViolations(page);
});

// The carousel scrolls smoothly, or at once for a visitor who asked for less
// motion (the suite's default, see playwright.config.ts): both ways are tried.
for (const reducedMotion of ["no-preference", "reduce"] as const)
  test.describe(`with reducedMotion ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    test("the member quote carousel moves by buttons and arrow keys and announces each quote", async ({
      page,
    }) => {
      await page.goto("/benefits");
      await enhanced(page, "carousel");
      const carousel = page.getByRole("region", { name: "Member quotes" });
      await expect(carousel).toHaveAttribute(
        "aria-roledescription",
        "carousel",
      );
      const slides = carousel.getByRole("group");
      await expect(slides).toHaveCount(4);
      await expect(slides.nth(1)).toHaveAttribute(
        "aria-roledescription",
        "slide",
      );
      await expect(slides.nth(1)).toHaveAttribute("aria-label", "Quote 2 of 4");
      const previous = carousel.getByRole("button", { name: "Previous quote" });
      const next = carousel.getByRole("button", { name: "Next quote" });
      const live = carousel.locator('[aria-live="polite"]');
      const showing = (index: number) =>
        expect(slides.nth(index)).toBeInViewport({ ratio: 0.9 });

      await carousel.scrollIntoViewIfNeeded();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      await showing(0);

      await next.click();
      await expect(live).toHaveText("Quote 2 of 4");
      await showing(1);
      await expect(slides.nth(0)).not.toBeInViewport();
      await expect(previous).toBeEnabled();

      await page.keyboard.press("ArrowRight");
      await expect(live).toHaveText("Quote 3 of 4");
      await showing(2);
      await page.keyboard.press("ArrowLeft");
      await expect(live).toHaveText("Quote 2 of 4");
      await showing(1);

      // Keys work wherever focus is in the carousel, the scrolling track included.
      await carousel.locator("[tabindex='0']").focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(live).toHaveText("Quote 4 of 4");
      await showing(3);
      await expect(next).toBeDisabled();
      await page.keyboard.press("ArrowRight");
      await expect(live).toHaveText("Quote 4 of 4");

      // Reaching the end keeps focus on Next rather than dropping it.
      await previous.click();
      await expect(live).toHaveText("Quote 3 of 4");
      await next.click();
      await expect(next).toBeDisabled();
      await expect(next).toBeFocused();
      await page.keyboard.press("Home");
      await expect(live).toHaveText("Quote 1 of 4");
      await expect(previous).toBeDisabled();
    });
  });

test("/insurance-guides: six guides, then Contact Us and File a Claim", async ({
  page,
}) => {
  await open(page, "/insurance-guides", "Insurance Made Simple");
  const library = page.getByRole("region", { name: "Browse Our Guides" });
  await expect(library.getByRole("heading", { level: 3 })).toHaveText(
    guideTitles,
  );
  await enhanced(page, "guides");
  await expect(
    library.getByRole("button", { name: /^Read Guide/ }),
  ).toHaveCount(6);
  await expectInOrder(page, [
    ...guideTitles,
    "Still Have Questions?",
    "Contact Us",
    "File a Claim",
  ]);
  const closing = page.getByRole("region", { name: "Still Have Questions?" });
  await expect(
    closing.getByRole("link", { name: "Contact Us" }),
  ).toHaveAttribute("href", "/contact");
  await expect(
    closing.getByRole("link", { name: "File a Claim" }),
  ).toHaveAttribute("href", "/file-a-claim");
  await expectNoAxeViolations(page);
});

test("Read Guide opens the guide in a modal dialog that works by keyboard", async ({
  page,
}) => {
  await page.goto("/insurance-guides");
  await enhanced(page, "guides");
  const readAuto = page.getByRole("button", {
    name: "Read Guide: Auto Insurance 101",
  });
  await readAuto.focus();
  await page.keyboard.press("Enter");

  const dialog = page.getByRole("dialog", { name: "Auto Insurance 101" });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      dialog.evaluate((element) => element.contains(document.activeElement)),
    )
    .toBe(true);
  await expect(dialog.getByRole("heading", { level: 3 })).toHaveText([
    "Key Points",
    "What You Should Know",
    "Tips",
  ]);
  const auto = guideTitled("Auto Insurance 101");
  await expect(dialog).toContainText(auto.keyPoints[0]!);
  await expect(dialog).toContainText(auto.tips[3]!);
  await expect(
    dialog.getByRole("link", { name: "Get Personalized Advice" }),
  ).toHaveAttribute("href", "/contact");
  // The dialog holds a copy of the guide written out in the page.
  const ids = await page.evaluate(() =>
    Array.from(document.querySelectorAll("[id]"), (element) => element.id),
  );
  expect(ids.filter((id, at) => ids.indexOf(id) !== at)).toEqual([]);
  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(readAuto).toBeFocused();
});

test("the guide dialog closes with its Close button and leads on to personal advice", async ({
  page,
}) => {
  await page.goto("/insurance-guides");
  await enhanced(page, "guides");
  const readLife = page.getByRole("button", {
    name: "Read Guide: Life Insurance Guide",
  });
  await readLife.click();
  const life = page.getByRole("dialog", { name: "Life Insurance Guide" });
  await expect(life).toBeVisible();
  await life.getByRole("button", { name: "Close" }).click();
  await expect(life).toBeHidden();
  await expect(readLife).toBeFocused();

  // The one dialog shows whichever guide was chosen last, and only that one.
  const readHealth = page.getByRole("button", {
    name: "Read Guide: Health Insurance Options",
  });
  await readHealth.click();
  const health = page.getByRole("dialog", { name: "Health Insurance Options" });
  await expect(health).toContainText(
    guideTitled("Health Insurance Options").keyPoints[0]!,
  );
  await expect(health).not.toContainText(
    guideTitled("Life Insurance Guide").keyPoints[0]!,
  );
  await page.keyboard.press("Escape");
  await expect(readHealth).toBeFocused();

  await readLife.click();
  await life.getByRole("link", { name: "Get Personalized Advice" }).click();
  await expect(page).toHaveURL("/contact");
});

test("a link to a guide's section opens that guide once its module runs", async ({
  page,
}) => {
  await page.goto("/insurance-guides#life-insurance-guide");
  await enhanced(page, "guides");
  const dialog = page.getByRole("dialog", { name: "Life Insurance Guide" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/insurance-guides$/);
  await expect(
    page.getByRole("button", { name: "Read Guide: Life Insurance Guide" }),
  ).toBeFocused();
});

test("/payment-options: six ways to pay, their methods and where to get help", async ({
  page,
}) => {
  await open(page, "/payment-options", "Flexible Ways to Pay Your Premium");
  const methods = page.getByRole("region", { name: "Payment Methods" });
  await expect(methods.getByRole("heading", { level: 3 })).toHaveText([
    "Credit & Debit Cards",
    "Bank Transfers",
    "Digital Wallets",
    "Pay by Phone",
    "Cryptocurrency",
    "Payment Plans",
  ]);
  await expectInOrder(page, [
    "Credit & Debit Cards",
    "Visa",
    "Bank Transfers",
    "ACH",
    "Digital Wallets",
    "Apple Pay",
    "Pay by Phone",
    "Cryptocurrency",
    "Bitcoin (BTC)",
    "Ethereum (ETH)",
    "USD Coin (USDC)",
    "Payment Plans",
    "monthly, quarterly or annual",
    "Need Assistance?",
  ]);
  const help = page.getByRole("region", { name: "Need Assistance?" });
  await expect(help.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(
    help.getByRole("link", { name: "File a Claim" }),
  ).toHaveAttribute("href", "/file-a-claim");
  await expectNoAxeViolations(page);
});

test("/leadership: eight people with portrait, name, position and bio", async ({
  page,
}) => {
  await open(page, "/leadership", "Meet Our Leadership Team");
  const cards = page
    .getByRole("region", { name: "Our Executive Team" })
    .getByRole("article");
  await expect(cards).toHaveCount(8);
  for (const [index, leader] of leaders.entries()) {
    const card: Locator = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(
      leader.name,
    );
    await expect(card).toContainText(leader.position);
    await expect(card).toContainText(leader.bio);
    const portrait = card.getByRole("img", { name: leader.image.alt });
    await expect(portrait).toHaveAttribute("src", leader.image.src);
    await expect(portrait).toHaveAttribute("width", "320");
    await expect(portrait).toHaveAttribute("height", "320");
    await expect(portrait).toHaveAttribute(
      "loading",
      index < 4 ? "eager" : "lazy",
    );
    await portrait.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        portrait.evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(320);
  }
  await expectNoAxeViolations(page);
});

test.describe("with JavaScript off", () => {
  // axe runs in the page, so it is checked on these pages with JavaScript on.
  test.use({ javaScriptEnabled: false });

  test("every guide can be read in the page; Read Guide links to it", async ({
    page,
  }) => {
    await open(page, "/insurance-guides", "Insurance Made Simple");
    for (const guide of guides) {
      const link = page.getByRole("link", {
        name: `Read Guide: ${guide.title}`,
      });
      await expect(link).toHaveAttribute("href", `#${guide.slug}`);
      const full = page.locator(`section#${guide.slug}`);
      await expect(full.getByRole("heading", { level: 2 })).toHaveText(
        guide.title,
      );
      await expect(full.getByRole("heading", { level: 3 })).toHaveText([
        "Key Points",
        "What You Should Know",
        "Tips",
      ]);
      await expect(full).toContainText(guide.whatToKnow[0]!);
      await expect(
        full.getByRole("link", { name: "Get Personalized Advice" }),
      ).toHaveAttribute("href", "/contact");
    }
    // The page as sent (nothing runs): each guide's text is in it once, the
    // shared dialog being empty until app/enhance/guides.ts fills it.
    const sent = (await page.locator("html").textContent()) ?? "";
    for (const guide of guides)
      for (const item of [
        ...guide.keyPoints,
        ...guide.whatToKnow,
        ...guide.tips,
      ])
        expect(sent.split(item).length - 1, item).toBe(1);
    await page
      .getByRole("link", { name: "Read Guide: Disaster Preparedness" })
      .click();
    await expect(page).toHaveURL(/#disaster-preparedness$/);
    await expect(
      page.getByRole("heading", { level: 2, name: "Disaster Preparedness" }),
    ).toBeInViewport();
  });

  test("all four member quotes can be read in the scrolling track", async ({
    page,
  }) => {
    await open(page, "/benefits", "Health Benefits That Put You First");
    const carousel = page.getByRole("region", { name: "Member quotes" });
    const track = carousel.locator("[tabindex='0']");
    for (const [index, quote] of healthQuotes.entries()) {
      const slide = carousel.getByRole("group", {
        name: `Quote ${index + 1} of 4`,
      });
      await slide.scrollIntoViewIfNeeded();
      await expect(slide).toBeInViewport({ ratio: 0.9 });
      await expect(slide).toContainText(quote.quote);
      await expect(slide).toContainText(quote.author);
    }
    // The track scrolls by keyboard too.
    await track.evaluate((element) => element.scrollTo({ left: 0 }));
    await track.focus();
    await page.keyboard.press("ArrowRight");
    await expect
      .poll(() => track.evaluate((element) => element.scrollLeft))
      .toBeGreaterThan(0);
    await expect(
      carousel.getByRole("button", { name: "Next quote" }),
    ).toBeHidden();
  });
});
