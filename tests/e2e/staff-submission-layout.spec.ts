import type { Locator, Page } from "@playwright/test";

import { openDatabase, type Database } from "#server/db/database.ts";
import { insertClaim } from "../helpers/records";
import { createTestAccount, type TestAccount } from "../helpers/staff";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { revealSensitive, signInAsStaff } from "./helpers/staff";
import { fillValidForm, submit } from "./helpers/verification";

// Issue 36, item 10: a submission's page in the columns a laptop (1366) and
// a phone (390) give it. The SSN card sits in the narrow first column: its
// value never breaks ("•••-••-" / "6789"), its selects are not cut ("Social
// Secu"), and a date the person gave reads "Nov 26, 2026", not "2026-11-26".
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ ownServerOptions: { smtp: true, appUrlIsOwnAddress: true } });

const SSN = "123-45-6789";
const widths = [
  { name: "laptop", width: 1366, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

let server: ServerProcess;
let database: Database;
let staff: TestAccount;
let claimId = "";
let verificationPath = "";

test.beforeAll(async ({ ownServer }) => {
  test.setTimeout(90_000);
  server = ownServer;
  database = openDatabase({ dataDir: server.dataDir });
  staff = await createTestAccount(database.db, { name: "Wendy Widths" });
  ({ id: claimId } = await insertClaim(database.db, {
    incident_date: "2026-11-26",
  }));
});

test.afterAll(async () => {
  await database?.close();
});

const at = (path: string) => new URL(path, server.url).href;

/** How many lines an element's text takes, by the boxes its text is laid out in. */
const linesOf = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const tops = new Set(
      [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top)),
    );
    return tops.size;
  });

/**
 * Whether a select is wide enough for an option's words: their width in the
 * select's own font, its padding and room for the arrow.
 */
const fitsOption = (select: Locator, label: string) =>
  select.evaluate((node, text) => {
    const style = getComputedStyle(node);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needed =
      context.measureText(text).width +
      parseFloat(style.paddingLeft) +
      parseFloat(style.paddingRight) +
      16;
    return needed <= node.clientWidth;
  }, label);

async function openVerification(page: Page) {
  await page.goto(at(verificationPath));
  await waitForHydration(page);
  return page.getByRole("region", { name: "Sensitive information" });
}

test("a verification arrives through the real form", async ({ page }) => {
  await actAsNewClient(page);
  await page.goto(at("/verification"));
  await waitForHydration(page);
  await fillValidForm(page, {
    email: `wendy.widths.${Date.now()}@example.com`,
  });
  await submit(page);
  const shown = page.getByText(/^VER-\d{6}$/);
  await expect(shown).toBeVisible();
  const reference = (await shown.textContent())!;
  await signInAsStaff(page, server.url, staff, "/admin/verifications");
  await page.getByRole("table").getByRole("link", { name: reference }).click();
  await expect(page).toHaveURL(/\/admin\/verifications\/[^/]+$/);
  verificationPath = new URL(page.url()).pathname;
});

for (const size of widths) {
  test(`the SSN card at ${size.width}px: the value whole, the selects not cut`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAsStaff(page, server.url, staff, verificationPath);
    const card = await openVerification(page);
    const value = card.locator('[data-field="ssn"] dd');
    await expect(value).toHaveText("•••-••-6789");
    expect(await linesOf(value)).toBe(1);

    const show = card.getByLabel("Show");
    const reason = card.getByLabel("Reason", { exact: true });
    // Stacked in a narrow column: each select as wide as the form.
    const form = card.locator("form");
    const formBox = (await form.boundingBox())!;
    for (const select of [show, reason]) {
      const box = (await select.boundingBox())!;
      expect(box.width).toBeGreaterThan(formBox.width * 0.9);
    }
    await show.selectOption({ label: "Social Security Number" });
    expect(await fitsOption(show, "Social Security Number")).toBe(true);

    // Shown, the number is whole on one line too.
    await revealSensitive(card, "Social Security Number");
    await expect(value).toHaveText(SSN);
    expect(await linesOf(value)).toBe(1);
    // Nothing of the card runs past its own box or the screen.
    expect(
      await card.evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth &&
          element.getBoundingClientRect().right <= window.innerWidth,
      ),
    ).toBe(true);
  });
}

test("a claim's date of incident reads as a date, in a <time>", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsStaff(page, server.url, staff, `/admin/claims/${claimId}`);
  const details = page.getByRole("region", { name: "Submission", exact: true });
  const date = details.locator('time[datetime="2026-11-26"]');
  await expect(date).toHaveText("Nov 26, 2026");
  await expect(details).not.toContainText("2026-11-26");
});
