import { expect, test } from "@playwright/test";

import {
  accessibilityStatement,
  privacyPolicy,
  termsOfService,
} from "#app/content/legal.ts";
import { defaultNewsImage, newsArticles } from "#app/content/news.ts";
import {
  pressBoilerplate,
  pressReleases,
} from "#app/content/press-releases.ts";
import { formatDisplayDate } from "#app/content/shared.ts";
import { sitemapLinks } from "#app/content/sitemap.ts";
import { expectNoAxeViolations } from "./helpers/axe";
import { enhanced } from "./helpers/page-ready";

const [firstArticle, secondArticle] = newsArticles;

test("News shows six articles with image, category, date, title, summary and a link to the full article", async ({
  page,
}) => {
  await page.goto("/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Latest News",
  );
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(6);
  for (const [index, article] of newsArticles.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(
      article.title,
    );
    await expect(
      card.getByRole("img", { name: article.image.alt }),
    ).toHaveAttribute("src", article.image.src);
    await expect(card).toContainText(article.category);
    await expect(card.locator("time")).toHaveText(
      formatDisplayDate(article.date),
    );
    await expect(card).toContainText(article.summary);
    await expect(
      card.getByRole("link", { name: "Read full article" }),
    ).toHaveAttribute("href", `/news/${article.slug}`);
  }
});

test("Read full article opens the article's page and Back to News returns", async ({
  page,
}) => {
  await page.goto("/news");
  await page
    .getByRole("link", { name: `Read full article: ${firstArticle!.title}` })
    .click();
  await expect(page).toHaveURL(`/news/${firstArticle!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    firstArticle!.title,
  );
  await expect(page.getByRole("main")).toContainText(firstArticle!.body[0]!);
  await page.getByRole("link", { name: "Back to News" }).click();
  await expect(page).toHaveURL("/news");
});

for (const article of newsArticles) {
  test(`/news/${article.slug} shows the full article`, async ({ page }) => {
    const response = await page.goto(`/news/${article.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${article.title} | Harborline Insurance`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      article.title,
    );
    await expect(main).toContainText(article.category);
    await expect(main.locator("time")).toHaveAttribute(
      "datetime",
      article.date,
    );
    await expect(main.locator("time")).toHaveText(
      formatDisplayDate(article.date),
    );
    await expect(
      main.getByRole("img", { name: article.image.alt }),
    ).toBeVisible();
    for (const paragraph of article.body)
      await expect(main).toContainText(paragraph);
    await expect(
      main.getByRole("link", { name: "Back to News" }),
    ).toHaveAttribute("href", "/news");

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const newsArticle = jsonLd
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data["@type"] === "NewsArticle");
    expect(newsArticle).toMatchObject({
      headline: article.title,
      datePublished: article.date,
      publisher: { name: "Harborline Insurance" },
    });
    expect(newsArticle?.image).toContain(article.image.src);
  });
}

test("Press Releases lists eight releases, each linking to its full text", async ({
  page,
}) => {
  await page.goto("/press-releases");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Press Releases",
  );
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(8);
  for (const [index, release] of pressReleases.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(
      release.title,
    );
    await expect(card.locator("time")).toHaveText(
      formatDisplayDate(release.date),
    );
    await expect(card).toContainText(release.summary);
    await expect(
      card.getByRole("link", { name: "Read full release" }),
    ).toHaveAttribute("href", `/press-releases/${release.slug}`);
  }

  await cards.first().getByRole("link", { name: "Read full release" }).click();
  await expect(page).toHaveURL(pressReleases[0]!.link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    pressReleases[0]!.title,
  );
  await page.getByRole("link", { name: "Back to Press Releases" }).click();
  await expect(page).toHaveURL("/press-releases");
});

for (const release of pressReleases) {
  test(`${release.link} shows the full release`, async ({ page }) => {
    const response = await page.goto(release.link);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${release.title} | Harborline Insurance`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      release.title,
    );
    await expect(main.locator("time")).toHaveAttribute(
      "datetime",
      release.date,
    );
    for (const paragraph of release.body)
      await expect(main).toContainText(paragraph);
    await expect(
      main.getByRole("heading", {
        level: 2,
        name: "About Harborline Insurance",
      }),
    ).toBeVisible();
    await expect(main).toContainText(pressBoilerplate.text);
    await expect(main).toContainText(pressBoilerplate.mediaContact);
  });
}

for (const path of ["/news/nope", "/press-releases/nope"]) {
  test(`an unknown ${path.split("/")[1]} slug answers 404`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Oops! Page not found",
    );
  });
}

test.describe("news images fall back to the default picture", () => {
  const brokenSrc = firstArticle!.image.src;

  test("when the image fails as the page loads", async ({ page }) => {
    await page.route(`**${brokenSrc}`, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/news");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards.first().getByRole("img")).toHaveAttribute(
      "src",
      defaultNewsImage.src,
    );
    await expect(cards.first().getByRole("img")).toHaveAttribute(
      "alt",
      defaultNewsImage.alt,
    );
    await expect(cards.nth(1).getByRole("img")).toHaveAttribute(
      "src",
      secondArticle!.image.src,
    );
  });

  test("when the image fails on a page reached by a link", async ({ page }) => {
    await page.route(`**${brokenSrc}`, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto(`/news/${secondArticle!.slug}`);
    await page.getByRole("link", { name: "Back to News" }).click();
    await expect(page).toHaveURL("/news");
    await expect(
      page.getByRole("main").getByRole("article").first().getByRole("img"),
    ).toHaveAttribute("src", defaultNewsImage.src);
  });

  test("and stop there when the default picture fails too", async ({
    page,
  }) => {
    let defaultRequests = 0;
    await page.route(`**${brokenSrc}`, (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.route(`**${defaultNewsImage.src}`, (route) => {
      defaultRequests += 1;
      return route.fulfill({ status: 404, body: "" });
    });
    await page.goto(`/news/${firstArticle!.slug}`);
    const image = page.getByRole("main").getByRole("img");
    await expect(image).toHaveAttribute("src", defaultNewsImage.src);
    await enhanced(page, "image-fallback");
    // The default picture was asked for and has failed too (a broken image
    // is complete with no width), and the page has had two frames to answer
    // its error event...
    await expect.poll(() => defaultRequests).toBe(1);
    await expect
      .poll(() =>
        image.evaluate(
          (img: HTMLImageElement) => img.complete && img.naturalWidth === 0,
        ),
      )
      .toBe(true);
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(resolve)),
        ),
    );
    // ...and has left it there rather than trying again.
    await expect(image).toHaveAttribute("src", defaultNewsImage.src);
    expect(defaultRequests).toBe(1);
  });
});

test("Terms of Service has 11 numbered sections, last updated April 11, 2024", async ({
  page,
}) => {
  await page.goto("/terms-of-service");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(
    "Terms of Service",
  );
  await expect(main).toContainText("Last updated April 11, 2024");
  const headings = main.getByRole("heading", { level: 2 });
  await expect(headings).toHaveText(
    termsOfService.sections.map(
      (section, index) => `${index + 1}. ${section.heading}`,
    ),
  );
  const contents = page.getByRole("navigation", { name: "Contents" });
  await expect(contents.getByRole("link")).toHaveCount(11);
  await contents.getByRole("link", { name: "Governing Law" }).click();
  await expect(page).toHaveURL("/terms-of-service#governing-law");
  await expect(
    main.getByRole("heading", { name: "10. Governing Law" }),
  ).toBeInViewport();
});

test("the Privacy Policy and the Accessibility Statement say what the spec asks", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  let main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(
    "Privacy Policy",
  );
  await expect(main.getByRole("heading", { level: 2 })).toHaveCount(
    privacyPolicy.sections.length,
  );
  await expect(main).toContainText("encrypted at rest");

  await page.goto("/accessibility");
  main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(
    accessibilityStatement.title,
  );
  await expect(main).toContainText(
    "This website is partially conformant with WCAG 2.1 level AA.",
  );
  await expect(main).toContainText(
    "Text can be resized up to 200 percent without loss of content or function",
  );
  await expect(main).toContainText(
    "We answer accessibility feedback within 2 business days.",
  );
});

test("the Sitemap links every page in the spec's order and lists the products as text", async ({
  page,
}) => {
  await page.goto("/sitemap");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sitemap");
  const pages = page.getByRole("navigation", { name: "Pages" });
  const links = pages.getByRole("link");
  await expect(links).toHaveText(sitemapLinks.map((link) => link.label));
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute("href")),
  );
  expect(hrefs).toEqual(sitemapLinks.map((link) => link.href));
  await expect(pages.getByRole("link", { name: "Careers" })).toHaveAttribute(
    "href",
    "/explore-roles",
  );

  const products = page.getByRole("region", { name: "Insurance Products" });
  await expect(products.getByRole("listitem")).toHaveText([
    "Home Insurance",
    "Auto Insurance",
    "Health Insurance",
    "Life Insurance",
    "Business Insurance",
    "Travel Insurance",
  ]);
  await expect(products.getByRole("link")).toHaveCount(0);
});

for (const path of [
  "/news",
  `/news/${firstArticle!.slug}`,
  "/press-releases",
  pressReleases[0]!.link,
  "/terms-of-service",
  "/privacy-policy",
  "/accessibility",
  "/sitemap",
]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
