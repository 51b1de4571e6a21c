import { expect, test } from "@playwright/test";

import { howWeEstimateMeta } from "#app/content/how-we-estimate.ts";
import { estimateTerms, rating } from "#app/content/rating.ts";
import { formatUsd } from "#app/lib/money.ts";
import { expectNoAxeViolations } from "./helpers/axe";

const path = howWeEstimateMeta.path;

test("/quote/how-we-estimate is sent as built: prerendered, no inline script, its styles written in", async ({
  request,
}) => {
  const first = await request.get(path, {
    headers: { "accept-encoding": "br" },
  });
  expect(first.status()).toBe(200);
  expect(first.headers()["content-encoding"]).toBe("br");
  const etag = first.headers()["etag"];
  expect(etag).toBeTruthy();
  const again = await request.get(path, {
    headers: { "accept-encoding": "br", "if-none-match": etag! },
  });
  expect(again.status()).toBe(304);
  const html = await first.text();
  expect(html).not.toContain("nonce=");
  expect(html).not.toMatch(/<script(?![^>]*(?:src=|application\/ld\+json))/);
  expect(html).toMatch(/<style>[^<]*\.flex\{/);
  // Every displayed price is in the HTML, before any script could run.
  for (const table of Object.values(rating))
    for (const plan of table.plans)
      expect(html).toContain(`${formatUsd(plan.price)} a ${table.period}`);
});

test.describe("on a phone, without JavaScript", () => {
  test.use({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
  });

  test("a reader finds the prices, the factors and what an estimate is not", async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "How We Estimate Your Price",
    );
    await expect(page.getByText(estimateTerms.notAnOffer)).toBeVisible();

    // The contents list jumps to a line's table.
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "Auto Insurance" })
      .click();
    await expect(page).toHaveURL(/#auto-rates$/);
    const auto = page.getByRole("region", { name: "Auto Insurance" });
    await expect(auto).toBeInViewport();
    const prices = auto.getByRole("table", {
      name: "Auto Insurance: displayed prices, the starting point of every estimate",
    });
    await expect(
      prices.getByRole("row", { name: "Standard $75 a month" }),
    ).toBeVisible();
    const youngest = auto.getByRole("table", {
      name: "Age of the youngest driver: multiplier by answer",
    });
    await expect(
      youngest.getByRole("row", { name: "16 to 19 2.20" }),
    ).toBeVisible();

    const curve = page.getByRole("region", {
      name: "Health: the federal default age curve",
    });
    await expect(curve.getByText("Age 40", { exact: true })).toBeVisible();
    await expect(curve.getByText("1.278", { exact: true })).toBeVisible();

    // Nothing is wider than the phone's screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the page is accessible and the wide ZIP area table scrolls by keyboard", async ({
    page,
  }) => {
    await page.goto(`${path}#zip-areas`);
    const areas = page.getByRole("region", {
      name: "Multiplier by ZIP code area and line",
    });
    await areas.focus();
    await expect(areas).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
