import { expect, test } from "@playwright/test";

import { indexablePaths, spanishIndexablePaths } from "#app/lib/site-paths.ts";
import { expectNoAxeViolations } from "./helpers/axe";

const paths = indexablePaths();

for (const path of paths) {
  test(`${path} is complete, findable and accessible`, async ({
    page,
    baseURL,
  }) => {
    // The server's own origin (its APP_URL), whatever the build was made
    // for (decision 0061).
    const origin = new URL(baseURL!).origin;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);

    const title = await page.title();
    expect(title.length).toBeGreaterThan(10);
    const description = await page
      .locator('meta[name="description"]')
      .getAttribute("content");
    expect(description?.length).toBeGreaterThan(40);
    expect(description!.length).toBeLessThanOrEqual(170);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new URL(path, origin).href,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      title,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      new URL(path, origin).href,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents();
    const types = jsonLd.map(
      (text) => (JSON.parse(text) as { "@type": string })["@type"],
    );
    expect(types).toContain(
      path === "/" ? "InsuranceAgency" : "BreadcrumbList",
    );

    // Headings never skip a level.
    const levels = await page
      .locator("main h1, main h2, main h3, main h4")
      .evaluateAll((nodes) =>
        nodes.map((node) => Number(node.tagName.slice(1))),
      );
    for (let i = 1; i < levels.length; i++)
      expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);

    // Every image has its size set, so nothing shifts while it loads.
    const unsized = await page
      .locator("main img")
      .evaluateAll(
        (images) =>
          images.filter(
            (img) => !img.getAttribute("width") || !img.getAttribute("height"),
          ).length,
      );
    expect(unsized).toBe(0);

    // A link's name tells where it goes: two links named alike lead to the same place.
    const targets = new Map<string, Set<string>>();
    for (const { name, url } of linksOf(
      await page.locator("body").ariaSnapshot(),
    ))
      targets.set(name, (targets.get(name) ?? new Set()).add(url));
    const ambiguous = [...targets].filter(([, urls]) => urls.size > 1);
    expect(
      ambiguous,
      JSON.stringify(ambiguous.map(([n, u]) => [n, [...u]])),
    ).toEqual([]);

    await expectNoAxeViolations(page);
  });
}

/** The links of an aria snapshot: each one's accessible name and its /url (a child line). */
function linksOf(snapshot: string): { name: string; url: string }[] {
  const links: { name: string; url: string }[] = [];
  const lines = snapshot.split("\n");
  const indent = (line: string) => line.search(/\S/);
  lines.forEach((line, index) => {
    const link = /^\s*- link "((?:[^"\\]|\\.)*)"/.exec(line);
    if (!link) return;
    for (const child of lines.slice(index + 1)) {
      if (indent(child) <= indent(line)) break;
      const url = /^\s*- \/url: (.*)$/.exec(child);
      if (url) {
        links.push({ name: link[1]!, url: url[1]!.trim() });
        break;
      }
    }
  });
  return links;
}

test("every page has its own title", async ({ request }) => {
  const titles = await Promise.all(
    paths.map(
      async (path) =>
        /<title>([^<]*)<\/title>/.exec(
          await (await request.get(path)).text(),
        )?.[1],
    ),
  );
  expect(titles.every(Boolean)).toBe(true);
  expect(new Set(titles).size).toBe(paths.length);
});

test("sitemap.xml lists every public page, English then Spanish twins (the portal's doors, never what is behind them); robots.txt points to it", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual(
    [...paths, ...spanishIndexablePaths()].map(
      (path) => new URL(path, origin).href,
    ),
  );
  expect(locs).toContain(`${origin}/job/11`);
  expect(locs).toContain(`${origin}/login`);
  expect(xml).not.toContain("/dashboard");
  expect(xml).not.toContain("/auth/");

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /dashboard");
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
