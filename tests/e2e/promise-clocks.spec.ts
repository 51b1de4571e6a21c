import type { Page } from "@playwright/test";
import { pino } from "pino";

import { startingClock } from "#app/lib/staff/promises.ts";
import { receivePersonMessage } from "#server/conversations/conversation.ts";
import { parseConfig } from "#server/config.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { loadSecrets } from "#server/secrets.ts";
import { createStorage } from "#server/storage/storage.ts";
import { insertClaim, insertContact } from "../helpers/records";
import { createTestAccount, type TestAccount } from "../helpers/staff";
import { expectNoAxeViolations } from "./helpers/axe";
import { waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { downloadOf, openInboxFilters, signInAsStaff } from "./helpers/staff";

// A claims handler's day with the promise clocks: a claim received ten
// hours ago shows its time left in the list, sorted by due time; moving it
// to "Waiting on customer" pauses it and the claimant's answer resumes it;
// a contact message answered late shows as missed on the manager's page.
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({
  ownServerOptions: {
    smtp: true,
    appUrlIsOwnAddress: true,
    env: { LOG_LEVEL: "info" },
  },
});

const HOUR = 3_600_000;
const stamp = Date.now();
const REFERENCE = `CL${String(stamp).slice(-6)}`;
const claimId = crypto.randomUUID();
const contactId = crypto.randomUUID();

let server: ServerProcess;
let database: Database;
let admin: TestAccount;

test.beforeAll(async ({ ownServer }) => {
  test.setTimeout(90_000);
  server = ownServer;
  database = openDatabase({ dataDir: server.dataDir });
  admin = await createTestAccount(database.db, {
    name: "Hana Handler",
    role: "admin",
  });
  // As the claim form would have stored it ten hours ago: 38 of 48 h left.
  const claimReceived = new Date(stamp - 10 * HOUR);
  await insertClaim(database.db, {
    id: claimId,
    reference: REFERENCE,
    claimant_name: "Dorothy Vaughan",
    created_at: claimReceived.toISOString(),
    ...startingClock("claim", claimReceived),
  });
  // A contact message thirty hours old, owned by the handler: 6 h overdue.
  const contactReceived = new Date(stamp - 30 * HOUR);
  await insertContact(database.db, {
    id: contactId,
    first_name: "Grace",
    last_name: "Hopper",
    created_at: contactReceived.toISOString(),
    assignee_id: admin.id,
    ...startingClock("contact", contactReceived),
  });
});

test.afterAll(async () => {
  await database?.close();
});

const at = (path: string) => new URL(path, server.url).href;
const clockOf = (page: Page) => page.locator("[data-clock]").first();

test("a claim's clock shows in the list, pauses while waiting on the customer and resumes on the answer; a late answer shows as missed", async ({
  page,
}) => {
  await signInAsStaff(page, server.url, admin, "/admin/claims?sort=due");

  await test.step("the list shows the claim's time left, soonest due first", async () => {
    await expect(
      page.getByRole("table", { name: "Claims, soonest due first" }),
    ).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: REFERENCE });
    await expect(row.locator("[data-clock]")).toHaveText(
      /^3[78] h( \d+ min)? left$/,
    );
    await expect(row.locator("[data-clock]")).toHaveAttribute(
      "data-clock",
      "running",
    );
    await expectNoAxeViolations(page);
  });

  await test.step("moving the claim to Waiting on customer by keyboard pauses its clock", async () => {
    await page.getByRole("link", { name: REFERENCE }).click();
    await waitForHydration(page);
    await expect(clockOf(page)).toHaveText(/^3[78] h( \d+ min)? left$/);
    await expect(page.getByText(/^Due .* EST$/)).toBeVisible();
    const status = page.getByLabel("New status");
    await status.focus();
    await status.selectOption({ label: "Waiting on customer" });
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("button", { name: "Change status" }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(clockOf(page)).toHaveText("Paused: waiting on customer");
    await expect(clockOf(page)).toHaveAttribute("data-clock", "paused");
    const row = await database.db
      .selectFrom("claims")
      .select(["paused_at", "paused_left_ms", "status"])
      .where("id", "=", claimId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("waiting_on_customer");
    expect(row.paused_at).not.toBeNull();
    expect(Number(row.paused_left_ms)).toBeGreaterThan(37 * HOUR);
    expect(Number(row.paused_left_ms)).toBeLessThanOrEqual(38 * HOUR);
    await expectNoAxeViolations(page);
  });

  await test.step("the claimant's answer resumes the clock with what was left, and brings the claim back to its status before it waited", async () => {
    const config = parseConfig({ DATA_DIR: server.dataDir });
    const answered = await receivePersonMessage(
      {
        config,
        database,
        secrets: loadSecrets(config),
        storage: createStorage(config),
        logger: pino({ level: "silent" }),
        outbox: { kick: () => {} },
      },
      {
        subject: { kind: "claim", id: claimId },
        body: "Here are the photos you asked for.",
        channel: "web",
      },
    );
    expect(answered.ok).toBe(true);
    await page.reload();
    await expect(clockOf(page)).toHaveText(/^3[78] h( \d+ min)? left$/);
    await expect(clockOf(page)).toHaveAttribute("data-clock", "running");
    await expect(
      page.getByText("Current status: Submitted", { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole("listitem").filter({
        hasText: "Waiting on customer → Submitted when the person answered",
      }),
    ).toHaveCount(1);
  });

  await test.step("the overdue contact message is answered, late, and the manager's page says it was missed", async () => {
    await page.goto(at("/admin/contact?at_risk=1"));
    await waitForHydration(page);
    const row = page.getByRole("row").filter({ hasText: "Grace Hopper" });
    await expect(row.locator("[data-clock]")).toHaveText(
      /^Overdue by 6 h( \d+ min)?$/,
    );
    await row.getByRole("link").click();
    await waitForHydration(page);
    const conversation = page.getByRole("region", { name: "Conversation" });
    await conversation
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Sorry for the wait: yes, we insure boats.");
    await conversation.getByRole("button", { name: "Send Message" }).click();
    await expect(clockOf(page)).toHaveText(
      /^Answered in 30 h( \d+ min)?, 6 h( \d+ min)? late$/,
    );
    await expect(clockOf(page)).toHaveAttribute("data-clock", "missed");

    await page.goto(at("/admin/manager"));
    await waitForHydration(page);
    const contacts = page.getByRole("table", {
      name: "Contact messages: promised within 24 hours",
    });
    const mine = contacts.getByRole("row").filter({ hasText: "Hana Handler" });
    await expect(mine.locator("[data-missed]").first()).toHaveText("1 missed");
    await expect(mine).toContainText("0% (0 of 1)");
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the at-risk filter and the month's CSV work as plain forms; a month it cannot read is said on the field", async ({
    page,
  }) => {
    await signInAsStaff(page, server.url, admin, "/admin/claims", {
      javaScript: false,
    });
    await openInboxFilters(page);
    await page.getByLabel("Order").selectOption({ label: "Soonest due first" });
    await page.getByLabel("At risk or overdue only").check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/at_risk=1/);
    await expect(page).toHaveURL(/sort=due/);
    await expect(page.getByLabel("At risk or overdue only")).toBeChecked();

    await page.goto(at("/admin/manager"));
    const month = page.getByRole("textbox", { name: "Month", exact: true });
    await month.fill("2026-13");
    await page.getByRole("button", { name: "Download CSV" }).click();
    await expect(page).toHaveURL(/\/admin\/manager\?month=2026-13$/);
    await expect(month).toHaveAccessibleDescription(
      /Enter a month as year and month/,
    );

    await month.fill("2026-11");
    const csv = await downloadOf(page, () =>
      page.getByRole("button", { name: "Download CSV" }).click(),
    );
    expect(csv.name).toBe("manager-report-2026-11.csv");
    const text = csv.bytes.toString("utf8");
    expect(text).toContain(
      "Oldest open received (Eastern Time, America/New_York)",
    );
    expect(text).toContain("Contact messages,Hana Handler,");
  });
});

test("a member of staff is refused the manager's report and its CSV", async ({
  page,
}) => {
  const staff = await createTestAccount(database.db, { name: "Sid Staff" });
  await signInAsStaff(page, server.url, staff);
  for (const path of ["/admin/manager", "/admin/manager.csv?month=2026-11"]) {
    const answer = await page.request.get(at(path));
    expect(answer.status(), path).toBe(403);
  }
});
