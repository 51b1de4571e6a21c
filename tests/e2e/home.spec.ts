import { gzipSync } from "node:zlib";

import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from "@playwright/test";

import { company } from "#app/content/company.ts";
import { faqItems } from "#app/content/faq.ts";
import { benefitsSection, whyChooseUs } from "#app/content/home.ts";
import { products } from "#app/content/products.ts";
import { testimonials } from "#app/content/testimonials.ts";
import { expectNoAxeViolations } from "./helpers/axe";
import { waitForHydration } from "./helpers/forms";
import { enhanced } from "./helpers/page-ready";

const productRoutes = [
  ["Home Insurance", "/home-insurance"],
  ["Auto Insurance", "/auto-insurance"],
  ["Health Insurance", "/health-insurance"],
  ["Life Insurance", "/life-insurance"],
  ["Business Insurance", "/business-insurance"],
  ["Travel Insurance", "/travel-insurance"],
] as const;

/** Whether each locator starts below the one before it on the page. */
async function expectInOrder(locators: Locator[]) {
  const tops: number[] = [];
  for (const locator of locators) {
    const box = await locator.boundingBox();
    expect(box, String(locator)).not.toBeNull();
    tops.push(box!.y);
  }
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
}

async function expectInViewport(page: Page, selector: string) {
  await expect
    .poll(() =>
      page.evaluate((s) => {
        const top = document.querySelector(s)?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < window.innerHeight / 2;
      }, selector),
    )
    .toBe(true);
}

/** The six product cards, with image, four features and Learn More to each product page. */
async function expectProductCards(region: Locator) {
  const cards = region.getByRole("article");
  await expect(cards).toHaveCount(6);
  for (const [index, [title, route]] of productRoutes.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(title);
    await expect(card.getByRole("img")).toHaveAttribute(
      "src",
      `/images/products/${route.slice(1)}.svg`,
    );
    await expect(card.getByText(products[index]!.description)).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveCount(4);
    const learnMore = card.getByRole("link", { name: /^Learn More/ });
    await expect(learnMore).toHaveAttribute("href", route);
    await expect(learnMore).toHaveAccessibleName(`Learn More ${title}`);
  }
  const popular = cards.filter({ hasText: "Most Popular" });
  await expect(popular).toHaveCount(1);
  await expect(popular.getByRole("heading")).toHaveText("Auto Insurance");
}

test.describe("home page", () => {
  test("shows the spec's sections in order with their texts and links", async ({
    page,
  }) => {
    await page.goto("/");
    const main = page.getByRole("main");

    // Hero: the bundle, Get a Quote, Learn More and Contact an Agent.
    const hero = main.locator("section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(
      "Insurance That Protects What Matters Most",
    );
    await expect(hero.getByRole("listitem")).toHaveText([
      "Home & Property",
      "Auto",
      "Health",
      "24/7 Claims Processing",
    ]);
    for (const [name, href] of [
      ["Get a Quote", "/contact"],
      ["Learn More about careers at Harborline Insurance", "/explore-roles"],
      ["Contact an Agent", "/contact"],
    ] as const) {
      await expect(
        hero.getByRole("link", { name, exact: true }),
      ).toHaveAttribute("href", href);
    }
    // What shows is the spec's label alone; the rest is visually hidden.
    await expect(
      hero.getByRole("link", { name: /^Learn More/ }).locator("span.sr-only"),
    ).toHaveText(" about careers at Harborline Insurance");
    const heroImage = hero.locator('img[src="/images/home/hero.svg"]');
    await expect(heroImage).toBeVisible();
    await expect(heroImage).toHaveAttribute("loading", "eager");
    await expect(heroImage).toHaveAttribute("fetchpriority", "high");

    // Why choose us: six points with the marketing figures.
    const why = main.locator("#why-choose-us");
    await expect(why.getByRole("heading", { level: 3 })).toHaveText(
      whyChooseUs.points.map((p) => `${p.stat} ${p.title}`),
    );
    for (const figure of ["20,000+", "99%", "24/7", "15+ years", "Up to 25%"])
      await expect(why).toContainText(figure);

    // Our Insurance Solutions, then View Insurance Products.
    const services = main.locator("#services");
    await expect(services.getByRole("heading", { level: 2 })).toHaveText(
      "Our Insurance Solutions",
    );
    await expectProductCards(services);
    const viewAll = main.getByRole("link", { name: "View Insurance Products" });
    await expect(viewAll).toHaveAttribute("href", "/insurance-product");

    // Benefits: eight cards, the additional list and the promise.
    const benefits = main.locator("#benefits");
    await expect(
      benefits.getByRole("list").first().getByRole("heading"),
    ).toHaveText(benefitsSection.cards.map((c) => c.title));
    await expect(
      benefits.getByRole("heading", { name: "Additional Benefits" }),
    ).toBeVisible();
    await expect(
      benefits.getByRole("list").nth(1).getByRole("listitem"),
    ).toHaveText([...benefitsSection.additional.items]);
    await expect(
      benefits.getByText("95% of claims are settled within 7 days."),
    ).toBeVisible();

    // Testimonials: three, each with a rating, the name and the role.
    const quotes = main.locator("#testimonials figure");
    await expect(quotes).toHaveCount(3);
    for (const [index, testimonial] of testimonials.entries()) {
      const quote = quotes.nth(index);
      await expect(
        quote.getByRole("img", { name: "Rated 5 out of 5 stars" }),
      ).toBeVisible();
      await expect(quote).toContainText(testimonial.name);
      await expect(quote).toContainText(testimonial.role);
      await expect(quote).toContainText(testimonial.content);
    }

    // FAQ: five questions.
    const faq = main.locator("#faq");
    await expect(faq.locator("summary")).toHaveText(
      faqItems.map((item) => item.question),
    );

    // Final call to action: two buttons and three steps.
    const cta = main.locator('section[aria-labelledby="cta-heading"]');
    await expect(
      cta.getByRole("link", { name: "Get a Quote" }),
    ).toHaveAttribute("href", "/contact");
    await expect(
      cta.getByRole("link", { name: "Explore Plans" }),
    ).toHaveAttribute("href", "/explore-roles");
    await expect(cta.getByRole("listitem").getByRole("heading")).toHaveText([
      "Tell Us Your Needs",
      "Review Your Options",
      "Get Covered",
    ]);

    await expectInOrder([
      hero,
      why,
      services,
      viewAll,
      benefits,
      main.locator("#testimonials"),
      faq,
      cta,
    ]);
  });

  test("has the #services and #benefits anchors the header and links use", async ({
    page,
  }) => {
    await page.goto("/insurance-product");
    const insurance = page
      .getByRole("navigation", { name: "Main", exact: true })
      .getByRole("link", { name: "Insurance", exact: true });
    await expect(insurance).toHaveAttribute("href", "/#services");
    await insurance.click();
    await expect(page).toHaveURL("/#services");
    await expectInViewport(page, "#services");

    // From the top of the home page itself.
    await page.evaluate(() => window.scrollTo(0, 0));
    await insurance.click();
    await expectInViewport(page, "#services");

    await page.goto("/#benefits");
    await expectInViewport(page, "#benefits");
    await expect(page.locator("#benefits h2")).toHaveText(
      "Benefits That Set Us Apart",
    );
  });

  test("shows a testimonial's initials when its avatar fails to load", async ({
    page,
  }) => {
    await page.route("**/images/avatars/david-chen.svg", (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/");
    await enhanced(page, "image-fallback");
    const david = page
      .locator("#testimonials figure")
      .filter({ hasText: "David Chen" });
    await david.scrollIntoViewIfNeeded();
    await expect(david.locator("img")).toBeHidden();
    await expect(david.getByTestId("avatar-initials")).toHaveText("DC");
    await expect(david.getByTestId("avatar-initials")).toBeVisible();

    // The others keep their portraits, drawn over their initials.
    const sarah = page
      .locator("#testimonials figure")
      .filter({ hasText: "Sarah Mitchell" });
    const portrait = sarah.locator(
      'img[src="/images/avatars/sarah-mitchell.svg"]',
    );
    await expect(portrait).toBeVisible();
    await expect
      .poll(() =>
        portrait.evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
  });

  test("FAQ: one answer open at a time, and an open one closes on click", async ({
    page,
  }) => {
    await page.goto("/");
    const items = page.locator("#faq details");
    const summaries = page.locator("#faq summary");
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(page.getByText(faqItems[0]!.answer)).toBeVisible();
    await expect(page.getByText(faqItems[1]!.answer)).toBeHidden();

    await summaries.nth(1).click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await expect(page.getByText(faqItems[1]!.answer)).toBeVisible();
    await expect(page.getByText(faqItems[0]!.answer)).toBeHidden();

    await summaries.nth(1).click();
    await expect(items.nth(1)).not.toHaveAttribute("open");
    await expect(page.locator("#faq details[open]")).toHaveCount(0);

    await summaries.nth(4).click();
    await expect(page.getByText(faqItems[4]!.answer)).toBeVisible();
    await expect(page.locator("#faq details[open]")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("FAQ works from the keyboard", async ({ page }) => {
    await page.goto("/");
    const items = page.locator("#faq details");
    const summaries = page.locator("#faq summary");
    // Nothing between the last link before the accordion and its first
    // question takes focus: one Tab reaches it.
    await page.getByRole("link", { name: "View Insurance Products" }).focus();
    await page.keyboard.press("Tab");
    await expect(summaries.nth(0)).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await page.keyboard.press("Space");
    await expect(items.nth(0)).toHaveAttribute("open", "");

    // The open answer's one stop is its phone number, a tel: link; the
    // next Tab reaches the next question.
    await page.keyboard.press("Tab");
    await expect(
      items.nth(0).getByRole("link", { name: company.phone }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(summaries.nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open");
    await page.keyboard.press("Enter");
    await expect(page.locator("#faq details[open]")).toHaveCount(0);
  });

  test("passes axe and describes the company as an InsuranceAgency in JSON-LD", async ({
    page,
  }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);

    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const data = blocks.map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const agency = data.find((item) => item["@type"] === "InsuranceAgency");
    expect(agency).toMatchObject({
      "@context": "https://schema.org",
      name: company.name,
      telephone: company.phone,
      email: company.email,
      foundingDate: "2010",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Detroit",
      },
    });
    await expect(page).toHaveTitle(/Harborline Insurance/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/$/,
    );
  });

  // Content pages ship no framework: only their own small modules (issue 12).
  for (const path of [
    "/",
    "/benefits",
    "/insurance-guides",
    "/life-insurance",
    "/news",
    "/quote",
    "/quote/how-we-estimate",
  ])
    test(`${path} loads no framework and at most 10 KB of JavaScript (gzip)`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      const { urls, inline } = await page.evaluate(() => ({
        urls: [
          ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
            'script[src], link[rel="modulepreload"]',
          ),
        ].map((el) => ("src" in el ? el.src : el.href)),
        inline: document.querySelectorAll(
          'script:not([src]):not([type="application/ld+json"])',
        ).length,
      }));
      expect(inline).toBe(0);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls)
        expect(url).toMatch(/\/assets\/enhance-[\w-]+\.js$/);
      expect(await gzipKilobytes(request, urls)).toBeLessThanOrEqual(10);
    });

  // Issue 12 asks for at most 130 KB on a form page, issue 34 for 125;
  // `npm run bench` reports each route against the goal, chunk by chunk.
  // This is a guard: what the page loaded until it hydrated, the form's
  // schema not yet among it (it comes with the first focus on the form),
  // each limit about 1 KB above what was measured (issue 34, item 3:
  // /contact 127.1, /es/contact 129.0, /file-a-claim 130.9, /es/file-a-claim
  // 133.0, /verification 131.6, /es/verification 134.8, /job/0 131.9,
  // /es/job/0 137.9). The floor every hydrating page shares, React DOM's
  // entry and the shell with React Router and React, is about 112 KB; the
  // Spanish job page still carries the English job and careers words, which
  // its Spanish modules take their hrefs and option values from.
  const formPageLimits = {
    "/contact": 128,
    "/es/contact": 130,
    "/file-a-claim": 132,
    "/es/file-a-claim": 134,
    "/verification": 132.5,
    "/es/verification": 136,
    "/job/0": 133,
    "/es/job/0": 139,
  } as const;
  for (const [path, limit] of Object.entries(formPageLimits))
    test(`${path} loads React and its form, at most ${limit} KB of JavaScript (gzip)`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const urls = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((url) => new URL(url).pathname.endsWith(".js")),
      );
      expect(urls.some((url) => url.includes("/assets/entry.client"))).toBe(
        true,
      );
      expect(urls.some((url) => /\/assets\/zod-/.test(url))).toBe(false);
      expect(await gzipKilobytes(request, urls)).toBeLessThanOrEqual(limit);
    });
});

/** The size of these files together, each compressed with gzip at its best. */
async function gzipKilobytes(
  request: APIRequestContext,
  urls: readonly string[],
): Promise<number> {
  let gzip = 0;
  for (const url of new Set(urls)) {
    const body = await (await request.get(url)).body();
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return gzip / 1024;
}

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows all its content and the FAQ still opens and closes", async ({
    page,
  }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    for (const heading of [
      "Insurance That Protects What Matters Most",
      whyChooseUs.heading,
      "Our Insurance Solutions",
      benefitsSection.heading,
      "What Our Customers Say",
      "Frequently Asked Questions",
      "Ready to Get Protected?",
    ])
      await expect(main.getByRole("heading", { name: heading })).toBeVisible();
    await expectProductCards(main.locator("#services"));
    await expect(
      main.getByText(benefitsSection.promise.text, { exact: true }),
    ).toBeVisible();
    await expect(
      main.getByRole("img", { name: "Rated 5 out of 5 stars" }),
    ).toHaveCount(3);
    await expect(main.getByText("Get Covered", { exact: true })).toBeVisible();

    const items = page.locator("#faq details");
    await expect(page.getByText(faqItems[0]!.answer)).toBeVisible();
    await page.locator("#faq summary").nth(2).click();
    await expect(page.getByText(faqItems[2]!.answer)).toBeVisible();
    await expect(page.getByText(faqItems[0]!.answer)).toBeHidden();
    await page.locator("#faq summary").nth(2).click();
    await expect(items.nth(2)).not.toHaveAttribute("open");
  });

  test("keeps a failed avatar's initials showing", async ({ page }) => {
    await page.route("**/images/avatars/maria-rodriguez.svg", (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/");
    const maria = page
      .locator("#testimonials figure")
      .filter({ hasText: "Maria Rodriguez" });
    await expect(maria.getByTestId("avatar-initials")).toHaveText("MR");
    await expect(maria.getByTestId("avatar-initials")).toBeVisible();
    // The broken image stays, empty-alt and painting the initials itself
    // (its ::after) over the browser's broken-image icon.
    const broken = maria.locator("img");
    await expect(broken).toHaveAttribute("alt", "");
    await expect(broken).toHaveAttribute("data-initials", "MR");
    await expect
      .poll(() =>
        broken.evaluate((img) => getComputedStyle(img, "::after").content),
      )
      .toBe('"MR"');
  });
});

test.describe("/insurance-product", () => {
  test("shows the six product cards, the overview texts and the bundle call to action", async ({
    page,
  }) => {
    await page.goto("/insurance-product");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Coverage for Every Part of Your Life",
    );
    await expect(
      page.getByRole("heading", { name: "Explore Our Insurance Products" }),
    ).toBeVisible();
    await expectProductCards(page.locator("#products"));
    const cta = page.locator('section[aria-labelledby="cta-heading"]');
    await expect(cta.getByRole("heading")).toHaveText(
      "Bundle and Save up to 25%",
    );
    await expect(
      cta.getByRole("link", { name: "Get a Quote" }),
    ).toHaveAttribute("href", "/contact");
    await expect(page).toHaveTitle("Insurance Products | Harborline Insurance");
    await expectNoAxeViolations(page);
  });

  test("is linked from the home page's View Insurance Products button", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "View Insurance Products" }).click();
    await expect(page).toHaveURL("/insurance-product");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Coverage for Every Part of Your Life",
    );
  });
});
