import { expect, test, type Page } from "@playwright/test";

import { roles } from "#app/content/roles.ts";
import { englishPathOf, localeOfPath } from "#app/lib/locale.ts";
import { spanishIndexablePaths } from "#app/lib/site-paths.ts";
import { expectNoAxeViolations } from "./helpers/axe";
import { englishSentences } from "./helpers/english-sentences";

const spanishPaths = spanishIndexablePaths();
const sentences = await englishSentences();

/** The page's alternates: hreflang → absolute URL. */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((nodes) =>
      nodes.map((node) => [
        node.getAttribute("hreflang")!,
        node.getAttribute("href")!,
      ]),
    );
  return Object.fromEntries(links);
}

test("the Spanish pages are there to test", () => {
  expect(spanishPaths).toContain("/es");
  expect(spanishPaths).toContain("/es/about");
  expect(spanishPaths).toContain("/es/explore-roles");
  expect(spanishPaths).toContain("/es/quote/how-we-estimate");
  expect(spanishPaths).toContain("/es/contact");
  expect(spanishPaths).toContain("/es/file-a-claim");
  expect(spanishPaths).toContain("/es/quote");
  expect(spanishPaths).toContain("/es/quote/auto");
  expect(spanishPaths).toContain("/es/quote/business");
  expect(spanishPaths).toContain("/es/verification");
  // Every role's page: /es/job/0 to /es/job/11.
  for (const index of roles.keys())
    expect(spanishPaths).toContain(`/es/job/${index}`);
  expect(sentences.length).toBeGreaterThan(500);
});

for (const path of spanishPaths) {
  test(`${path} is Spanish throughout, linked both ways and accessible`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const english = englishPathOf(path);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("h1")).toHaveCount(1);
    // Sent like its English twin: a content page with no framework
    // JavaScript, a form page hydrated (checked against the twin below).
    const hydrated = (await response!.text()).includes(
      "window.__reactRouterContext",
    );

    // A self canonical and reciprocal alternates.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL(path, origin).href,
    );
    const alternates = {
      en: new URL(english, origin).href,
      es: new URL(path, origin).href,
      "x-default": new URL(english, origin).href,
    };
    expect(await alternatesOf(page)).toEqual(alternates);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
      "content",
      "es_US",
    );
    const inLanguage = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) =>
        nodes.map(
          (node) =>
            (JSON.parse(node.textContent!) as { inLanguage?: string })
              .inLanguage,
        ),
      );
    expect(inLanguage).toContain("es");

    // Links stay in Spanish: to /es pages, the switcher (to the English
    // twin), or, marked hreflang="en", a page with no Spanish twin yet.
    const links = await page.locator("a[href]").evaluateAll((nodes) =>
      nodes.map((node) => ({
        href: node.getAttribute("href")!,
        hreflang: node.getAttribute("hreflang"),
        lang: node.getAttribute("lang"),
        switcher: node.hasAttribute("data-language-switch"),
      })),
    );
    const switchers = links.filter((link) => link.switcher);
    expect(switchers).toHaveLength(2);
    for (const link of switchers)
      expect(link).toMatchObject({ href: english, hreflang: "en", lang: "en" });
    const strays = links.filter(
      (link) =>
        !link.switcher &&
        link.href.startsWith("/") &&
        localeOfPath(link.href.replace(/[?#].*/, "")) !== "es" &&
        link.hreflang !== "en",
    );
    expect(strays).toEqual([]);
    const spanishTargets = new Set(
      links
        .filter(
          (link) => localeOfPath(link.href.replace(/[?#].*/, "")) === "es",
        )
        // A same-page anchor ("#available-roles") resolves against the
        // prerendered path, which ends in a slash: the same page.
        .map((link) => link.href.replace(/[?#].*/, "").replace(/(.)\/$/, "$1")),
    );
    for (const target of spanishTargets)
      expect(spanishPaths, `${target} is a Spanish page`).toContain(target);

    // No English sentence of the content anywhere a visitor reads or hears it.
    const text = await page.evaluate(() =>
      [
        document.title,
        document.body.innerText,
        ...[...document.querySelectorAll("[aria-label], img[alt]")].map(
          (node) =>
            node.getAttribute("aria-label") ?? node.getAttribute("alt") ?? "",
        ),
      ]
        .join("\n")
        .replace(/\s+/g, " "),
    );
    const found = sentences.filter((sentence) =>
      text.includes(sentence.replace(/\s+/g, " ")),
    );
    expect(found).toEqual([]);

    await expectNoAxeViolations(page);

    // The English twin names this page back and switches to it.
    const englishResponse = await page.goto(english);
    expect(
      (await englishResponse!.text()).includes("window.__reactRouterContext"),
      "hydrated as the English twin is",
    ).toBe(hydrated);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await alternatesOf(page)).toEqual(alternates);
    await expect(
      page.locator(`a[data-language-switch][href="${path}"][hreflang="es"]`),
    ).toHaveCount(2);
  });
}

test("a page without a Spanish twin has no alternates and no switcher", async ({
  page,
}) => {
  await page.goto("/login");
  expect(await alternatesOf(page)).toEqual({});
  await expect(page.locator("a[data-language-switch]")).toHaveCount(0);
});

test("the 404 answers in the language of the path", async ({ page }) => {
  const spanish = await page.goto("/es/no-existe");
  expect(spanish?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator("h1")).toHaveText(
    "¡Uy! No encontramos esta página",
  );
  await expect(
    page.getByRole("link", { name: "Volver al inicio" }),
  ).toHaveAttribute("href", "/es");

  const english = await page.goto("/no-such-page");
  expect(english?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("h1")).toHaveText("Oops! Page not found");
});

test("sitemap.xml lists both languages, each naming the other", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of spanishPaths) {
    const entry = new RegExp(
      `<url><loc>${new URL(path, origin).href}</loc>(.*?)</url>`,
    ).exec(xml);
    expect(entry, path).not.toBeNull();
    expect(entry![1]).toContain(
      `hreflang="en" href="${new URL(englishPathOf(path), origin).href}"`,
    );
  }
});
