import { expect, test } from "@playwright/test";

import { company } from "#app/content/company.ts";
import { expectNoAxeViolations } from "./helpers/axe";
import { waitForHydration } from "./helpers/forms";
import { enhanced } from "./helpers/page-ready";

test("the home page shows the header, the footer and a working skip link", async ({
  page,
}) => {
  await page.goto("/");
  const mainNav = page.getByRole("navigation", { name: "Main", exact: true });
  for (const [label, href] of [
    ["Insurance", "/#services"],
    ["Benefits", "/benefits"],
    ["Verification", "/verification"],
    ["Contact", "/contact"],
    ["About Us", "/about"],
  ]) {
    await expect(
      mainNav.getByRole("link", { name: label, exact: true }),
    ).toHaveAttribute("href", href!);
  }
  const header = page.getByRole("banner");
  await expect(
    header.getByRole("link", { name: "Customer Login" }),
  ).toHaveAttribute("href", "/login");
  await expect(
    header.getByRole("link", { name: "Explore Roles" }),
  ).toHaveAttribute("href", "/explore-roles");

  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Detroit");
  await expect(footer).toContainText(company.phone);
  await expect(footer).toContainText(company.email);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer).toContainText("licensed in all 50 states plus DC");
  await expect(footer).toContainText("informational purposes only");
  for (const href of [
    "/auto-insurance",
    "/about",
    "/insurance-guides",
    "/privacy-policy",
  ]) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
  }

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
  await expectNoAxeViolations(page);
});

test("an unknown path shows the 404 page with a link home", async ({
  page,
}) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Oops! Page not found",
  );
  await expect(page).toHaveTitle(/Page not found/);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("pages hydrate without breaking the Content-Security-Policy", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text()))
      violations.push(message.text());
  });
  // A content page: its framework-free modules run under its hash-only policy.
  await page.goto("/");
  await enhanced(page, "menu");
  await page.getByRole("link", { name: "Get a Quote" }).first().click();
  await expect(page).toHaveURL("/contact");
  // A form page hydrates under its nonce; client navigation needs the router.
  await waitForHydration(page);
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "About Us" })
    .click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
