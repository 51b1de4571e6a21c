import { openDatabase, type Database } from "#server/db/database.ts";
import { auditActions } from "#server/staff/audit.ts";
import { parseMail, type TestSmtpServer } from "../helpers/smtp-server";
import { leakedSecrets } from "../helpers/secrets";
import { createTestAccount, type TestAccount } from "../helpers/staff";
import { expectNoAxeViolations } from "./helpers/axe";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import {
  downloadOf,
  openInboxFilters,
  revealSensitive,
  signInAsStaff,
  signInAt,
} from "./helpers/staff";
import { fillValidForm, png, submit } from "./helpers/verification";

// The back office against a server process of its own, with SMTP pointing
// at a real SMTP server in this test (the claimant's status email) and its
// database open here (accounts, audit rows).
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({
  ownServerOptions: {
    smtp: true,
    appUrlIsOwnAddress: true,
    env: { LOG_LEVEL: "info" },
  },
});

const SSN = "123-45-6789";
/** The SSN as typed, as stored before encryption, and as a masked view shows it. */
const SSN_FORMS = [SSN, "123456789", "6789"];
const APPLICANT_EMAIL = `katherine.staff-e2e.${Date.now()}@example.com`;
const CLAIMANT_EMAIL = `dorothy.staff-e2e.${Date.now()}@example.com`;

let server: ServerProcess;
let smtp: TestSmtpServer;
let database: Database;
let staff: TestAccount;
let customer: TestAccount;

test.beforeAll(async ({ ownServer, ownSmtp }) => {
  test.setTimeout(90_000);
  server = ownServer;
  smtp = ownSmtp;
  database = openDatabase({ dataDir: server.dataDir });
  staff = await createTestAccount(database.db, { name: "Sam Staff" });
  customer = await createTestAccount(database.db, {
    name: "Carl Customer",
    role: "customer",
  });
});

test.afterAll(async () => {
  await database?.close();
});

const at = (path: string) => new URL(path, server.url).href;

const auditCount = async (action: string) =>
  (
    await database.db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", action)
      .execute()
  ).length;

test("staff find a verification, reveal its SSN once, download its licence, move a claim on, export without SSNs", async ({
  page,
}) => {
  let reference = "";
  await test.step("a verification is submitted through the real form", async () => {
    await actAsNewClient(page);
    await page.goto(at("/verification"));
    await waitForHydration(page);
    await fillValidForm(page, { email: APPLICANT_EMAIL });
    await submit(page);
    const shown = page.getByText(/^VER-\d{6}$/);
    await expect(shown).toBeVisible();
    reference = (await shown.textContent())!;
  });

  const claimId = crypto.randomUUID();
  const claimReference = `CL${String(Date.now()).slice(-6)}`;
  await database.db
    .insertInto("claims")
    .values({
      id: claimId,
      created_at: new Date().toISOString(),
      reference: claimReference,
      claim_type: "home",
      policy_number: "HL-7654321",
      incident_date: "2026-01-10",
      description: "Hail broke two skylights.",
      claimant_name: "Dorothy Vaughan",
      claimant_email: CLAIMANT_EMAIL,
      claimant_phone: null,
      status: "submitted",
    })
    .execute();

  await test.step("a member of staff signs in and sees what is new", async () => {
    await signInAsStaff(page, server.url, staff);
    await expect(
      page.getByRole("heading", { level: 1, name: "Overview" }),
    ).toBeVisible();
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Verifications" }) });
    await expect(card).toContainText("1 new");
    await expectNoAxeViolations(page);
  });

  await test.step("the verification is found in its inbox by its reference", async () => {
    await page
      .getByRole("link", { name: "Verifications", exact: true })
      .first()
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Verifications" }),
    ).toBeVisible();
    await openInboxFilters(page);
    await page
      .getByRole("searchbox", { name: "Search" })
      .fill(reference.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]q=ver-/);
    await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
    const table = page.getByRole("table", {
      name: "Verifications, newest first",
    });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(
      table.getByRole("columnheader", { name: "Reference" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await table.getByRole("link", { name: reference }).click();
  });

  await test.step("its page shows the SSN masked; Reveal shows it, audited once", async () => {
    await expect(
      page.getByRole("heading", { level: 1, name: "Katherine Johnson" }),
    ).toBeVisible();
    const sensitive = page.getByRole("region", {
      name: "Sensitive information",
    });
    await expect(sensitive).toContainText("•••-••-6789");
    await expect(sensitive).not.toContainText(SSN);
    await expect(page.locator("body")).not.toContainText("Great Lakes");
    expect(await auditCount(auditActions.verificationViewed)).toBe(1);
    await expectNoAxeViolations(page);

    expect(await auditCount(auditActions.ssnRevealed)).toBe(0);
    await revealSensitive(sensitive, "Social Security Number");
    await expect(sensitive).toContainText(SSN);
    await expect(sensitive).not.toContainText("Great Lakes Credit Union");
    await revealSensitive(sensitive, "Bank name");
    await expect(sensitive).toContainText("Great Lakes Credit Union");
    // One at a time: the SSN is masked again.
    await expect(sensitive).not.toContainText(SSN);
    expect(leakedSecrets(page.url(), SSN_FORMS)).toEqual([]);
    expect(await auditCount(auditActions.ssnRevealed)).toBe(2);
    const row = await database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", auditActions.ssnRevealed)
      .executeTakeFirstOrThrow();
    expect(row.actor).toBe(staff.id);
    expect(leakedSecrets(JSON.stringify(row), SSN_FORMS)).toEqual([]);
    expect(server.output()).not.toContain(SSN);
  });

  await test.step("the licence image downloads as the bytes that were uploaded", async () => {
    const file = await downloadOf(page, () =>
      page
        .getByRole("link", { name: "Download Driver's licence (front)" })
        .click(),
    );
    expect(file.name).toBe(`${reference}-licence-front.png`);
    expect(file.bytes.equals(png)).toBe(true);
    expect(await auditCount(auditActions.documentDownloaded)).toBe(1);
  });

  await test.step("a claim moves to In review and its claimant is emailed", async () => {
    await page.goto(at(`/admin/claims/${claimId}`));
    await waitForHydration(page);
    const status = page.getByRole("region", { name: "Status" });
    await status.getByLabel("New status").selectOption({ label: "In review" });
    await status.getByRole("button", { name: "Change status" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Status changed" }),
    ).toBeVisible();
    await expect(status).toContainText("Current status: In review");
    await expect(status.getByRole("listitem")).toContainText(
      "Submitted → In review",
    );
    await expect(status.getByRole("listitem")).toContainText("by Sam Staff");
    await expect
      .poll(
        () =>
          smtp.received
            .filter((m) => m.envelope.to.includes(CLAIMANT_EMAIL))
            .map((m) => parseMail(m.raw).text)
            .find((text) => text.includes("In review")),
        { timeout: 20_000 },
      )
      .toBeTruthy();
  });

  await test.step("the claimant sees the new stage under Check a claim", async () => {
    const claimant = await page.context().browser()!.newPage();
    await claimant.goto(at("/file-a-claim#check-a-claim"));
    await waitForHydration(claimant);
    const check = claimant.locator("#check-a-claim");
    await check.getByLabel("Claim reference").fill(claimReference);
    await check.getByLabel("Policy number").fill("HL-7654321");
    await check.getByRole("button", { name: "Check claim" }).click();
    await expect(check).toContainText("In review");
    await claimant.close();
  });

  await test.step("the export of the verifications holds the row, never the SSN", async () => {
    await page.goto(at("/admin/verifications"));
    const file = await downloadOf(page, () =>
      page.getByRole("link", { name: "Export CSV" }).click(),
    );
    expect(file.name).toMatch(/^verifications-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = file.bytes.toString("utf8");
    expect(csv).toContain(reference);
    expect(csv).toContain(APPLICANT_EMAIL);
    expect(leakedSecrets(csv, [...SSN_FORMS, "Great Lakes"])).toEqual([]);
    expect(await auditCount(auditActions.listExported)).toBe(1);
  });
});

test("a customer is refused the back office, and a visitor its documents", async ({
  page,
  playwright,
}) => {
  await signInAt(page, server.url, customer);
  await expect(page).toHaveURL(at("/dashboard"));
  const answer = await page.goto(at("/admin"));
  expect(answer?.status()).toBe(403);
  await expect(
    page.getByRole("heading", { level: 1, name: "Access denied" }),
  ).toBeVisible();

  const row = await database.db
    .selectFrom("onboarding_responses")
    .select("id")
    .executeTakeFirstOrThrow();
  const link = at(`/admin/verifications/${row.id}/documents/front`);
  const customerAnswer = await page.request.get(link, { maxRedirects: 0 });
  expect(customerAnswer.status()).toBe(403);

  const visitor = await playwright.request.newContext();
  const visitorAnswer = await visitor.get(link, { maxRedirects: 0 });
  expect(visitorAnswer.status()).toBe(302);
  expect(visitorAnswer.headers().location).toMatch(/^\/login\?redirectTo=/);
  expect((await visitorAnswer.body()).includes(png)).toBe(false);
  await visitor.dispose();
  expect(await auditCount(auditActions.documentDownloaded)).toBe(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter, Reveal, a status change and a note work as plain forms", async ({
    page,
  }) => {
    await signInAsStaff(page, server.url, staff, "/admin/verifications", {
      javaScript: false,
    });

    await openInboxFilters(page);
    await page.getByLabel("Status").selectOption({ label: "New" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=new/);
    await page
      .getByRole("table")
      .getByRole("link", { name: /^VER-/ })
      .first()
      .click();

    const before = await auditCount(auditActions.ssnRevealed);
    const sensitive = page.getByRole("region", {
      name: "Sensitive information",
    });
    await revealSensitive(sensitive, "Social Security Number");
    await expect(sensitive).toContainText(SSN);
    expect(leakedSecrets(page.url(), SSN_FORMS)).toEqual([]);
    expect(await auditCount(auditActions.ssnRevealed)).toBe(before + 1);

    // Back to the page as it is: the SSN is no longer there.
    await page.goto(page.url());
    await expect(sensitive).toContainText("•••-••-6789");
    await expect(sensitive).not.toContainText(SSN);

    const status = page.getByRole("region", { name: "Status" });
    await status.getByLabel("New status").selectOption({ label: "Closed" });
    await status.getByRole("button", { name: "Change status" }).click();
    await expect(status.getByRole("status")).toContainText("Status changed");
    await expect(status).toContainText("Current status: Closed");

    const notes = page.getByRole("region", { name: "Internal notes" });
    await notes.getByLabel("Add a note").fill("Checked the licence by phone.");
    await notes.getByRole("button", { name: "Add note" }).click();
    await expect(notes.getByRole("listitem")).toContainText(
      "Checked the licence by phone.",
    );
  });
});
