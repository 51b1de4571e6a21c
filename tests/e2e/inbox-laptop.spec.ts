import type { Locator, Page } from "@playwright/test";

import { startingClock } from "#app/lib/staff/promises.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { insertClaim } from "../helpers/records";
import { createTestAccount, type TestAccount } from "../helpers/staff";
import { expectNoAxeViolations } from "./helpers/axe";
import { waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { openInboxFilters, signInAsStaff } from "./helpers/staff";

// The claims inbox on a laptop (issue 36, items 8 and 9), as the user trial
// saw it in Chromium at 1366x900: the rows are on the first screen with the
// Promise column whole, the filters fold into a bar, "Assign to me" by
// keyboard keeps focus on its row, and a bulk change counts the ticked
// records and asks before it emails that many people.
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({
  viewport: { width: 1366, height: 900 },
  ownServerOptions: { smtp: true, appUrlIsOwnAddress: true },
});

const HOUR = 3_600_000;
const stamp = String(Date.now()).slice(-5);
/** Claims made here, by reference: CL8<stamp><n>, newest first as n grows. */
const claimRef = (n: number) => `CL8${stamp}${n}`;
const claimIds = new Map<number, string>();

let server: ServerProcess;
let database: Database;
let handler: TestAccount;

test.beforeAll(async ({ ownServer }) => {
  test.setTimeout(90_000);
  server = ownServer;
  database = openDatabase({ dataDir: server.dataDir });
  handler = await createTestAccount(database.db, { name: "Lena Laptop" });
  // Wide content on purpose: long names and addresses, a Spanish claim, a
  // promise long overdue and one paused, the longest words a row shows.
  for (let n = 1; n <= 6; n++) {
    const received = new Date(Date.now() - (7 - n) * 20 * HOUR);
    const { id } = await insertClaim(database.db, {
      reference: claimRef(n),
      created_at: received.toISOString(),
      claimant_name: `Maximiliana Montgomery-Featherstonehaugh ${n}`,
      claimant_email: `maximiliana.montgomery.featherstonehaugh${n}.${stamp}@example-insurance-claims.com`,
      claim_type: "home",
      locale: n === 2 ? "es" : "en",
      status: n === 3 ? "waiting_on_customer" : "submitted",
      ...startingClock("claim", received),
    });
    claimIds.set(n, id);
  }
});

test.afterAll(async () => {
  await database?.close();
});

const at = (path: string) => new URL(path, server.url).href;

const rowOf = (page: Page, reference: string) =>
  page.getByRole("row").filter({
    has: page.getByRole("rowheader", { name: reference }),
  });

/** The bulk form's live count (its outcome is a status too). */
const selectedCount = (form: Locator) =>
  form.getByRole("status").filter({ hasText: /selected$/ });

const claimOf = (n: number) =>
  database.db
    .selectFrom("claims")
    .select(["status", "assignee_id"])
    .where("id", "=", claimIds.get(n)!)
    .executeTakeFirstOrThrow();

test("at 1366x900 the first rows and the whole Promise column are on the first screen; the filters open from their bar", async ({
  page,
}) => {
  await signInAsStaff(page, server.url, handler, "/admin/claims");
  await waitForHydration(page);

  await test.step("the first row's top is in the viewport, and the filters are folded", async () => {
    const bar = page.locator("details").filter({
      // By its field's name: a folded bar's fields have no role to find.
      has: page.locator('input[name="q"]'),
    });
    await expect(bar.locator("summary")).toHaveText("Filters");
    expect(await bar.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(
      false,
    );
    await expect(page.getByRole("searchbox", { name: "Search" })).toBeHidden();
    const firstRow = page.getByRole("row").nth(1);
    const row = await firstRow.boundingBox();
    expect(row).not.toBeNull();
    expect(row!.y).toBeGreaterThanOrEqual(0);
    expect(row!.y).toBeLessThan(900);
  });

  await test.step("the Promise column is whole: inside the viewport and the table's box, with nothing to scroll sideways", async () => {
    const region = page.getByRole("region", { name: /^Claims, / });
    const box = await region.boundingBox();
    const header = await page
      .getByRole("columnheader", { name: "Promise" })
      .boundingBox();
    expect(box).not.toBeNull();
    expect(header).not.toBeNull();
    expect(header!.x + header!.width).toBeLessThanOrEqual(1366);
    expect(header!.x + header!.width).toBeLessThanOrEqual(box!.x + box!.width);
    for (const clock of await page.locator("tbody [data-clock]").all()) {
      const cell = await clock.boundingBox();
      expect(cell!.x + cell!.width).toBeLessThanOrEqual(box!.x + box!.width);
    }
    expect(
      await region.evaluate((el) => el.scrollWidth <= el.clientWidth),
    ).toBe(true);
    // The page itself never scrolls sideways either.
    expect(
      await page.evaluate(
        () =>
          document.documentElement.scrollWidth <=
          document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });

  await test.step("the bar opens, filters, and then says which filters are in force", async () => {
    await openInboxFilters(page);
    await expect(
      page.getByRole("heading", { name: "Saved filters" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("searchbox", { name: "Search" }).fill(claimRef(3));
    await page
      .getByRole("combobox", { name: "Status" })
      .selectOption({ label: "Waiting on customer" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=waiting_on_customer/);
    const summary = page.locator("details summary").first();
    await expect(summary).toHaveText(
      `Filters: search "${claimRef(3)}", status Waiting on customer (2)`,
    );
    // A filter in force: the bar stays open to show it.
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(
      claimRef(3),
    );
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(rowOf(page, claimRef(3))).toBeVisible();
  });
});

test("Enter on Assign to me keeps focus on the row; when the row leaves the view, on the row that took its place", async ({
  page,
}) => {
  await signInAsStaff(page, server.url, handler, "/admin/claims");
  await waitForHydration(page);

  await test.step("in All, focus moves to the row's assignee, which now names the handler", async () => {
    const button = rowOf(page, claimRef(6)).getByRole("button", {
      name: `Assign to me (${claimRef(6)})`,
    });
    await button.focus();
    await page.keyboard.press("Enter");
    const assignee = page.locator(`#assignee-${claimIds.get(6)}`);
    await expect(assignee).toBeFocused();
    await expect(assignee).toContainText("Lena Laptop");
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: `${claimRef(6)}: Assigned to you` }),
    ).toBeVisible();
    expect((await claimOf(6)).assignee_id).toBe(handler.id);
    // Still the same row: j moves on from it.
    await page.keyboard.press("j");
    await expect(
      rowOf(page, claimRef(5)).getByRole("link", { name: claimRef(5) }),
    ).toBeFocused();
  });

  await test.step("in Unassigned, the row leaves and focus goes to the next row", async () => {
    await page.goto(at("/admin/claims?view=unassigned"));
    await waitForHydration(page);
    await rowOf(page, claimRef(5))
      .getByRole("button", { name: `Assign to me (${claimRef(5)})` })
      .press("Enter");
    await expect(rowOf(page, claimRef(5))).toHaveCount(0);
    await expect(
      rowOf(page, claimRef(4)).getByRole("link", { name: claimRef(4) }),
    ).toBeFocused();
    await expect(
      page.getByRole("status").filter({
        hasText: `${claimRef(5)}: Assigned to you. It is no longer in this view.`,
      }),
    ).toBeVisible();
  });
});

test("a bulk change says how many are ticked, sits before the rows, and asks before it emails that many people", async ({
  page,
}) => {
  await signInAsStaff(page, server.url, handler, "/admin/claims");
  await waitForHydration(page);
  const form = page.getByRole("region", { name: "Change selected records" });

  await test.step("its controls come before the rows in the page's order, so Tab reaches them first", async () => {
    const before = await page.evaluate(() => {
      const button = [...document.querySelectorAll("button")].find(
        (b) => b.textContent?.trim() === "Change selected",
      );
      const firstBox = document.querySelector("tbody input[type=checkbox]");
      return Boolean(
        button &&
        firstBox &&
        button.compareDocumentPosition(firstBox) &
          Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(before).toBe(true);
    await expect(selectedCount(form)).toHaveText("0 records selected");
  });

  await test.step("ticking two rows says so", async () => {
    for (const n of [1, 2]) {
      const box = page.getByRole("checkbox", { name: `Select ${claimRef(n)}` });
      await box.focus();
      await page.keyboard.press("Space");
    }
    await expect(selectedCount(form)).toHaveText("2 records selected");
  });

  await test.step("a new stage is asked about first; nothing changes until it is confirmed", async () => {
    await form.getByLabel("Move to").selectOption({ label: "In review" });
    await form.getByRole("button", { name: "Change selected" }).press("Enter");
    const question = page.locator("#bulk-outcome");
    await expect(question).toContainText(
      "2 records selected. This will email 2 people. Change and email them?",
    );
    await expect(question).toBeFocused();
    expect((await claimOf(1)).status).toBe("submitted");
    expect((await claimOf(2)).status).toBe("submitted");
    await expectNoAxeViolations(page);

    await form
      .getByRole("button", { name: "Change and email them" })
      .press("Enter");
    await expect(page.locator("#bulk-outcome")).toContainText(
      "2 records changed",
    );
    expect((await claimOf(1)).status).toBe("in_review");
    expect((await claimOf(2)).status).toBe("in_review");
    await expect(selectedCount(form)).toHaveText("0 records selected");
  });

  await test.step("a change of the ticks after the question withdraws it", async () => {
    await page.getByRole("checkbox", { name: `Select ${claimRef(4)}` }).check();
    await form.getByLabel("Move to").selectOption({ label: "Assessment" });
    await form.getByRole("button", { name: "Change selected" }).click();
    await expect(page.locator("#bulk-outcome")).toContainText(
      "This will email 1 person.",
    );
    await page.getByRole("checkbox", { name: `Select ${claimRef(6)}` }).check();
    await expect(page.locator("#bulk-outcome")).toHaveCount(0);
    await expect(
      form.getByRole("button", { name: "Change selected" }),
    ).toBeVisible();
    expect((await claimOf(4)).status).toBe("submitted");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Assign to me lands on its row; a bulk change asks, with the rows ticked again, and a second post confirms", async ({
    page,
  }) => {
    // The handler enrolled an authenticator app in the first test.
    await signInAsStaff(page, server.url, handler, "/admin/claims", {
      javaScript: false,
    });
    // Claim 4 is still unassigned (the tests above took 6 and 5).
    await rowOf(page, claimRef(4))
      .getByRole("button", { name: `Assign to me (${claimRef(4)})` })
      .click();
    await expect(page).toHaveURL(new RegExp(`#row-${claimIds.get(4)}$`));
    await expect(rowOf(page, claimRef(4))).toContainText("Assigned to you");
    await expect(rowOf(page, claimRef(4))).toContainText("Lena Laptop");
    expect((await claimOf(4)).assignee_id).toBe(handler.id);

    await page.goto(at("/admin/claims"));
    await page.getByLabel(`Select ${claimRef(4)}`).check();
    await page.getByLabel(`Select ${claimRef(6)}`).check();
    await page.getByLabel("Move to").selectOption({ label: "Assessment" });
    await page.getByRole("button", { name: "Change selected" }).click();
    await expect(page).toHaveURL(/#bulk-outcome$/);
    await expect(page.locator("#bulk-outcome")).toContainText(
      "2 records selected. This will email 2 people. Change and email them?",
    );
    await expect(page.getByLabel(`Select ${claimRef(4)}`)).toBeChecked();
    await expect(page.getByLabel(`Select ${claimRef(6)}`)).toBeChecked();
    await expect(page.getByLabel(`Select ${claimRef(5)}`)).not.toBeChecked();
    await expect(page.getByLabel("Move to")).toHaveValue("assessment");
    expect((await claimOf(4)).status).toBe("submitted");

    await page.getByRole("button", { name: "Change and email them" }).click();
    await expect(page.locator("#bulk-outcome")).toContainText(
      "2 records changed",
    );
    expect((await claimOf(4)).status).toBe("assessment");
    expect((await claimOf(6)).status).toBe("assessment");
  });
});
