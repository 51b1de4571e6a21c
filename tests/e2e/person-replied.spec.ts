import type { Page } from "@playwright/test";

import { openDatabase, type Database } from "#server/db/database.ts";
import { insertClaim } from "../helpers/records";
import { receivedMail, type TestSmtpServer } from "../helpers/smtp-server";
import { createTestAccount, type TestAccount } from "../helpers/staff";
import { expectNoAxeViolations } from "./helpers/axe";
import { waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { signInAsStaff } from "./helpers/staff";

// Issue 36, item 2: a claimant answers on the conversation page, and the
// handler who owns the claim sees it: an email to them (not the shared
// mailbox), "Replied" on the claim's row, "Claims: 1 replied" in the
// navigation leading to the Replied view; writing back clears all three.
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({
  ownServerOptions: { smtp: true, appUrlIsOwnAddress: true },
});

const stamp = Date.now();
const REFERENCE = `CL${String(stamp).slice(-6)}`;
const CLAIMANT = `dorothy.replied.${stamp}@example.com`;
const claimId = crypto.randomUUID();

let server: ServerProcess;
let smtp: TestSmtpServer;
let database: Database;
let handler: TestAccount;

test.beforeAll(async ({ ownServer, ownSmtp }) => {
  server = ownServer;
  smtp = ownSmtp;
  database = openDatabase({ dataDir: server.dataDir });
  handler = await createTestAccount(database.db, { name: "Hana Handler" });
  await insertClaim(database.db, {
    id: claimId,
    reference: REFERENCE,
    claimant_name: "Dorothy Vaughan",
    claimant_email: CLAIMANT,
    assignee_id: handler.id,
  });
});

test.afterAll(async () => {
  await database?.close();
});

const claimPath = `/admin/claims/${claimId}`;

/** The claim's row in the claims list. */
const claimRow = (page: Page) =>
  page.getByRole("row").filter({ hasText: REFERENCE });

async function staffWrites(page: Page, text: string) {
  const conversation = page.getByRole("region", { name: "Conversation" });
  await conversation
    .getByRole("textbox", { name: "Message", exact: true })
    .fill(text);
  await conversation.getByRole("button", { name: "Send Message" }).click();
  await expect(
    conversation.getByRole("status").filter({ hasText: "Message sent" }),
  ).toBeVisible();
}

test("the claimant's reply is marked, counted and mailed to the claim's handler, until the handler writes back", async ({
  page,
  browser,
}) => {
  await test.step("the handler asks the claimant a question", async () => {
    await signInAsStaff(page, server.url, handler, claimPath);
    await waitForHydration(page);
    await staffWrites(page, "Which shop will repair the car?");
  });

  await expect
    .poll(() => receivedMail(smtp, CLAIMANT).length, { timeout: 30_000 })
    .toBe(1);
  const link = /https?:\/\/\S+\/messages\/[a-z2-7]{52}/.exec(
    receivedMail(smtp, CLAIMANT)[0]!.text,
  )?.[0];
  expect(link, "the notice's link").toBeDefined();

  await test.step("the claimant answers on the conversation page", async () => {
    const claimant = await (await browser.newContext()).newPage();
    await claimant.goto(link!);
    await waitForHydration(claimant);
    await claimant.getByLabel("Your message").fill("Lakeside Auto Body.");
    await claimant.getByRole("button", { name: "Send Message" }).click();
    await expect(
      claimant.getByRole("status").filter({ hasText: "Message sent" }),
    ).toBeVisible();
    await claimant.context().close();
  });

  await test.step("the handler is emailed the reference and a link, not the claimant's name or words", async () => {
    await expect
      .poll(() => receivedMail(smtp, handler.email).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const [notice] = receivedMail(smtp, handler.email);
    expect(notice!.headers.get("subject")).toBe(
      `New reply on ${REFERENCE}, assigned to you`,
    );
    expect(notice!.text).toContain(claimPath);
    expect(notice!.text).not.toContain("Dorothy");
    expect(notice!.text).not.toContain("Lakeside");
  });

  await test.step("the claims list marks the row in words, and the navigation counts it", async () => {
    await page.goto(new URL("/admin/claims", server.url).href);
    await waitForHydration(page);
    const mark = claimRow(page).locator("[data-replied]");
    await expect(mark).toBeVisible();
    await expect(mark).toHaveText(/Replied/);
    // Screen readers hear who replied, not a bare word.
    await expect(claimRow(page).getByRole("rowheader")).toContainText(
      "The person replied",
    );
    const nav = page.getByRole("navigation", { name: "Back office" });
    await expect(
      nav.getByRole("link", { name: "Claims: 1 replied" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("the navigation's count leads to the Replied view, which lists the claim", async () => {
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Claims: 1 replied" })
      .click();
    await expect(page).toHaveURL(/\/admin\/claims\?view=replied$/);
    await expect(
      page
        .getByRole("navigation", { name: "Views" })
        .getByRole("link", { name: "Replied" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(claimRow(page)).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  await test.step("the handler writes back: the mark, the count and the view's row are gone", async () => {
    await page.goto(new URL(claimPath, server.url).href);
    await waitForHydration(page);
    await staffWrites(page, "Thank you, we will call them.");
    await page.goto(new URL("/admin/claims?view=replied", server.url).href);
    await waitForHydration(page);
    await expect(claimRow(page)).toHaveCount(0);
    await expect(
      page
        .getByRole("navigation", { name: "Back office" })
        .getByRole("link", { name: /\d+ replied$/ }),
    ).toHaveCount(0);
    await page.goto(new URL("/admin/claims", server.url).href);
    await expect(claimRow(page).locator("[data-replied]")).toHaveCount(0);
  });
});
