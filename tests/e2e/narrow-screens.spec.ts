import { expect, test, type Page } from "@playwright/test";

import { indexablePaths, spanishIndexablePaths } from "#app/lib/site-paths.ts";
import { waitForHydration } from "./helpers/forms";

// Issue 36, item 12: no public page, in either language, is wider than a
// 320 px screen (the narrowest phones in use; 390 px is today's common
// one). A page that is wider scrolls sideways and cuts its own text.
test.use({ viewport: { width: 320, height: 640 } });
// Every public page, one browser page: a minute or so.
test.describe.configure({ timeout: 300_000 });

const publicPaths = [
  ...indexablePaths(),
  ...spanishIndexablePaths(),
  "/login",
  "/forgot-password",
];

/** The page's width beyond the screen, and the widest elements that cause it. */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const beyond = document.documentElement.scrollWidth - screen;
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((node) => node.getBoundingClientRect().right > screen + 1)
      .filter(
        (node) =>
          ![...node.children].some(
            (child) => child.getBoundingClientRect().right > screen + 1,
          ),
      )
      .slice(0, 3)
      .map(
        (node) =>
          `<${node.tagName.toLowerCase()} class="${node.getAttribute("class") ?? ""}">${(node.textContent ?? "").slice(0, 40)}`,
      );
    return { beyond, culprits };
  });
}

test("no public page is wider than a 320 px screen, in English or Spanish", async ({
  page,
}) => {
  const wide: string[] = [];
  for (const path of publicPaths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const { beyond, culprits } = await overflowOf(page);
    if (beyond > 0)
      wide.push(`${path}: ${beyond} px wider, by ${culprits.join(" | ")}`);
  }
  expect(wide).toEqual([]);
});

// The estimate's table of what moved the price is the widest thing an
// estimate page draws (in Spanish, its words are longer): it scrolls in its
// own box, the page does not.
for (const path of ["/es/quote/auto", "/quote/auto"])
  test(`${path} with its estimate shown is no wider than a 320 px screen`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const answers = {
      zip: "48201",
      youngestDriverAge: "19",
      drivers: "2",
      vehicleYear: "2018",
      annualMileage: "12000",
      incidents: "0",
    };
    for (const [name, value] of Object.entries(answers))
      await page.locator(`form [name="${name}"]`).fill(value);
    await page.locator('form select[name="plan"]').selectOption({ index: 2 });
    await page.locator("form button[type=submit]").first().click();
    await expect(page.locator("#estimate table")).toBeVisible();
    const { beyond, culprits } = await overflowOf(page);
    expect(beyond, culprits.join(" | ")).toBe(0);
  });
