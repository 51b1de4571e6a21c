import type { Page } from "@playwright/test";

import { complaintForm } from "#app/content/complaints.ts";
import {
  complaintRegister,
  staffMessages,
  submissionPage,
} from "#app/content/staff.ts";
import {
  addDays,
  REGISTER_TIME_ZONE,
  registerDay,
} from "#app/lib/staff/complaint-register.ts";
import { formatStaffDate } from "#app/lib/staff/dates.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { auditActions } from "#server/staff/audit.ts";
import { receivedMail, type TestSmtpServer } from "../helpers/smtp-server";
import { createTestAccount, type TestAccount } from "../helpers/staff";
import { expectNoAxeViolations } from "./helpers/axe";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { enhanced } from "./helpers/page-ready";
import { downloadOf, signInAsStaff } from "./helpers/staff";

// The back office's side of complaints (issue 33; decision 0097): a
// complaint filed through the real public form, naming a claim filed
// through the real claim form, is found in the Complaints inbox, linked to
// that claim, acknowledged, given its register details, resolved with an
// outcome (each move emailing the person), then read back in the year's
// register CSV and the audit log; with JavaScript and, for the register
// form and the resolve form, without.
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ ownServerOptions: { smtp: true, appUrlIsOwnAddress: true } });

const LAPTOP = { width: 1366, height: 768 };
const stamp = Date.now();
const texts = complaintRegister;
const statusTexts = submissionPage.status;

let server: ServerProcess;
let smtp: TestSmtpServer;
let database: Database;
let staff: TestAccount;
let admin: TestAccount;

test.beforeAll(async ({ ownServer, ownSmtp }) => {
  test.setTimeout(90_000);
  server = ownServer;
  smtp = ownSmtp;
  database = openDatabase({ dataDir: server.dataDir });
  staff = await createTestAccount(database.db, { name: "Cora Complaints" });
  admin = await createTestAccount(database.db, {
    name: "Arlo Admin",
    role: "admin",
  });
});

test.afterAll(async () => {
  await database?.close();
});

const at = (path: string) => new URL(path, server.url).href;

/** The one email to `to` whose subject is `subject`, once it arrives. */
async function mailTo(to: string, subject: string) {
  const find = () =>
    receivedMail(smtp, to).find(
      (mail) => mail.headers.get("subject") === subject,
    );
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  return find()!;
}

/** Files a claim through the real claim form; its CL reference. */
async function fileClaim(page: Page, email: string): Promise<string> {
  await actAsNewClient(page);
  await page.goto(at("/file-a-claim"));
  await waitForHydration(page);
  const form = page.locator("#claim-form");
  await form.getByLabel("Claim Type").selectOption("auto");
  await form.getByLabel("Policy Number").fill("AU-5500123");
  await form.getByLabel("Date of Incident").fill("2026-10-02");
  await form
    .getByLabel("Incident Description")
    .fill("Rear-ended at a stop light; the bumper and trunk are damaged.");
  await form.getByLabel("Full Name").fill("Katherine Johnson");
  await form.getByLabel("Email Address").fill(email);
  await form
    .getByRole("checkbox", {
      name: "I confirm that all information provided is accurate and complete to the best of my knowledge.",
    })
    .check();
  await form.getByRole("button", { name: "Submit Claim" }).click();
  const panel = page.getByRole("region", {
    name: "Claim Submitted Successfully",
  });
  await expect(panel).toContainText(/CL\d{6}/);
  return /CL\d{6}/.exec((await panel.textContent()) ?? "")![0];
}

/**
 * Files a complaint through the real public form (with JavaScript or
 * without, as the page's context has it), about a claim and naming
 * `ourReference`; its CP- reference from the success panel.
 */
async function fileComplaint(
  page: Page,
  email: string,
  ourReference: string,
  { javaScript = true } = {},
): Promise<string> {
  await actAsNewClient(page);
  await page.goto(at("/complaints"));
  if (javaScript) await waitForHydration(page);
  const form = page.locator("#complaint-form");
  const labels = complaintForm.labels;
  await form.getByLabel(labels.fullName).fill("Katherine Johnson");
  await form.getByLabel(labels.email).fill(email);
  await form.getByLabel(labels.about).selectOption("claim");
  await form.getByLabel(labels.ourReference).fill(ourReference);
  await form
    .getByLabel(labels.whatHappened)
    .fill("Nobody called me back about my claim for three weeks.");
  await form
    .getByLabel(labels.putRight)
    .fill("Call me and tell me where my claim stands.");
  await form.getByRole("button", { name: complaintForm.submitLabel }).click();
  const panel = page.getByRole("region", {
    name: complaintForm.success("CP-000000").title,
  });
  await expect(panel).toContainText(/CP-\d{6}/);
  return /CP-\d{6}/.exec((await panel.textContent()) ?? "")![0];
}

/** The register panel's "Final answer due" value: its day and why that day. */
const finalAnswer = (page: Page) => page.locator("[data-final-answer]");

/** A text as a pattern that matches it literally. */
const literally = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

const complaintOf = (reference: string) =>
  database.db
    .selectFrom("complaints")
    .selectAll()
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();

test("staff find a complaint by keyboard, follow it to its claim, acknowledge it, register it, resolve it partly upheld, and read it in the register and the audit log", async ({
  page,
}) => {
  const email = `katherine.complaint-staff.${stamp}@example.com`;
  // The day it is received, and the days its final answer is due: ours
  // (30 days on) and the regulator's, set earlier so that it wins.
  const received = registerDay(new Date());
  const ourDue = addDays(received, 30);
  const regulatorDue = addDays(received, 12);
  const year = Number(received.slice(0, 4));

  let claimReference = "";
  let reference = "";
  await test.step("a claim, then a complaint naming it, through the real forms", async () => {
    claimReference = await fileClaim(page, `claim.${email}`);
    reference = await fileComplaint(page, email, claimReference);
  });

  await page.setViewportSize(LAPTOP);
  await signInAsStaff(page, server.url, staff, "/admin/complaints");
  await waitForHydration(page);
  await enhanced(page, "shortcuts");

  await test.step("the Complaints inbox: / to search, the reference typed, Enter, then j and Enter open it", async () => {
    await expect(
      page.getByRole("heading", { level: 1, name: "Complaints" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("/");
    const search = page.getByRole("searchbox", { name: "Search" });
    await expect(search).toBeFocused();
    await page.keyboard.type(reference);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]q=CP-/);
    await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
    const table = page.getByRole("table", {
      name: "Complaints, newest first",
    });
    const link = table.getByRole("link", { name: reference });
    await expect(link).toBeVisible();
    await waitForHydration(page);
    await page.keyboard.press("j");
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/complaints\/[^/?#]+/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Katherine Johnson" }),
    ).toBeVisible();
    await waitForHydration(page);
  });

  const complaintUrl = page.url();
  const register = page.getByRole("region", { name: texts.heading });
  const status = page.getByRole("region", {
    name: statusTexts.heading,
    exact: true,
  });

  await test.step("the record links to the claim it names, and says when the final answer is due", async () => {
    await expect(finalAnswer(page)).toHaveText(
      `${formatStaffDate(ourDue)} (${texts.finalAnswer.ours(30)})`,
    );
    const claimLink = register.getByRole("link", {
      name: `Claim ${claimReference}`,
    });
    const claim = await database.db
      .selectFrom("claims")
      .select("id")
      .where("reference", "=", claimReference)
      .executeTakeFirstOrThrow();
    await expect(claimLink).toHaveAttribute(
      "href",
      `/admin/claims/${claim.id}`,
    );
    await expectNoAxeViolations(page);
  });

  await test.step("moved to Acknowledged by keyboard: the person is emailed", async () => {
    await status
      .getByLabel(statusTexts.labels.status)
      .selectOption({ label: "Acknowledged" });
    // Only Resolved asks for an outcome.
    await expect(status.getByLabel(statusTexts.labels.outcome)).toHaveCount(0);
    await status
      .getByRole("button", { name: statusTexts.submitLabel })
      .press("Enter");
    await expect(status).toContainText(`${statusTexts.current}: Acknowledged`);
    await expect(status.getByRole("listitem")).toContainText(
      "Received → Acknowledged",
    );
    const mail = await mailTo(
      email,
      `We are looking into your complaint ${reference}`,
    );
    expect(mail.text).toContain("within 30 days of receiving it");
  });

  await test.step("the register details, set by keyboard, are shown back with the regulator's due day", async () => {
    const forwarded = register.getByRole("checkbox", {
      name: texts.labels.forwarded,
    });
    await forwarded.focus();
    await page.keyboard.press("Space");
    await expect(forwarded).toBeChecked();
    await register
      .getByLabel(texts.labels.regulatorName, { exact: true })
      .fill("Michigan DIFS");
    await register
      .getByLabel(texts.labels.regulatorDueOn, { exact: true })
      .fill(regulatorDue);
    await register
      .getByLabel(texts.labels.lineOfBusiness, { exact: true })
      .selectOption({ label: texts.lines.auto });
    await register
      .getByLabel(texts.labels.area, { exact: true })
      .selectOption({ label: texts.areas.claims });
    await register
      .getByRole("button", { name: texts.submitLabel })
      .press("Enter");
    await expect(
      page
        .locator("[data-sonner-toast]")
        .filter({ hasText: texts.saved.title }),
    ).toBeVisible();
    await expect
      .poll(async () => (await complaintOf(reference)).regulator_due_on)
      .toBe(regulatorDue);

    // Read back from the server, not from what was typed.
    await page.reload();
    await waitForHydration(page);
    await expect(finalAnswer(page)).toHaveText(
      `${formatStaffDate(regulatorDue)} (${texts.finalAnswer.byRegulator})`,
    );
    await expect(
      register.getByRole("checkbox", { name: texts.labels.forwarded }),
    ).toBeChecked();
    await expect(
      register.getByLabel(texts.labels.regulatorName, { exact: true }),
    ).toHaveValue("Michigan DIFS");
    await expect(
      register.getByLabel(texts.labels.regulatorDueOn, { exact: true }),
    ).toHaveValue(regulatorDue);
    await expect(
      register.getByLabel(texts.labels.lineOfBusiness, { exact: true }),
    ).toHaveValue("auto");
    await expect(
      register.getByLabel(texts.labels.area, { exact: true }),
    ).toHaveValue("claims");
  });

  await test.step("Resolved without an outcome is refused at the Outcome field", async () => {
    await status
      .getByLabel(statusTexts.labels.status)
      .selectOption({ label: "Resolved" });
    const outcome = status.getByLabel(statusTexts.labels.outcome);
    await expect(outcome).toBeVisible();
    await status
      .getByRole("button", { name: statusTexts.submitLabel })
      .press("Enter");
    await expect(outcome).toHaveAttribute("aria-invalid", "true");
    await expect(outcome).toBeFocused();
    await expect(outcome).toHaveAccessibleDescription(
      literally(staffMessages.outcomeRequired.complaint),
    );
    await expect(status).toContainText(`${statusTexts.current}: Acknowledged`);
    expect((await complaintOf(reference)).status).toBe("acknowledged");
  });

  await test.step("resolved as Partly upheld: shown on the record, and the person is emailed the outcome", async () => {
    const outcome = status.getByLabel(statusTexts.labels.outcome);
    await outcome.selectOption({ label: "Partly upheld" });
    await status
      .getByRole("button", { name: statusTexts.submitLabel })
      .press("Enter");
    await expect(status).toContainText(`${statusTexts.current}: Resolved`);
    await expect(status).toContainText(`${statusTexts.outcome}: Partly upheld`);
    await expect(register).toContainText(/Final response sent on /);
    const mail = await mailTo(
      email,
      `Our final response to your complaint ${reference}`,
    );
    expect(mail.text).toContain("We have partly upheld your complaint.");
    expect(mail.text).toContain("Partly upheld");
    expect(mail.text).toMatch(/\/messages\/[A-Za-z0-9_-]+/);
    await expectNoAxeViolations(page);
  });

  await test.step("the register CSV for this year, from the inbox page, names the zone and holds the complaint", async () => {
    await page
      .getByRole("link", { name: submissionPage.back("Complaints") })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Complaints" }),
    ).toBeVisible();
    const downloads = page.getByRole("region", {
      name: texts.download.heading,
    });
    const file = await downloadOf(page, () =>
      downloads.getByRole("link", { name: texts.download.link(year) }).click(),
    );
    expect(file.name).toBe(`complaints-register-${year}.csv`);
    const [header, ...rows] = file.bytes
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(header).toBe(texts.columns(REGISTER_TIME_ZONE).join(","));
    expect(header).toContain(`Date received (${REGISTER_TIME_ZONE})`);
    const row = rows.find((line) => line.startsWith(`${reference},`));
    expect(row, `${reference} in\n${rows.join("\n")}`).toBeTruthy();
    const cells = row!.split(",");
    const column = (name: string) =>
      cells[texts.columns(REGISTER_TIME_ZONE).indexOf(name)];
    expect(column(`Date received (${REGISTER_TIME_ZONE})`)).toBe(received);
    expect(column("Line of business")).toBe("Auto");
    expect(column("Area")).toBe("Claims");
    expect(column("Reason")).toBe("A claim");
    expect(column("Outcome")).toBe("Partly upheld");
    expect(column("Forwarded by a regulator")).toBe("Yes");
    expect(column("Regulator")).toBe("Michigan DIFS");
    expect(column(`Regulator's deadline (${REGISTER_TIME_ZONE})`)).toBe(
      regulatorDue,
    );
  });

  await test.step("the audit log says the register details changed, in words, linked to the complaint", async () => {
    const adminContext = await page.context().browser()!.newContext();
    const adminPage = await adminContext.newPage();
    await adminPage.setViewportSize(LAPTOP);
    await signInAsStaff(adminPage, server.url, admin, "/admin/audit");
    await adminPage
      .getByLabel("Action")
      .selectOption({ label: "Complaint register details changed" });
    await adminPage.getByRole("button", { name: "Apply Filters" }).click();
    await expect(adminPage).toHaveURL(
      new RegExp(`action=${auditActions.complaintRegisterChanged}`),
    );
    const table = adminPage.getByRole("table");
    await expect(table).toContainText(
      "Register details set: forwarded by a regulator; line of business Auto; area Claims.",
    );
    await expect(table).toContainText("Cora Complaints");
    // Never the regulator's name: staff type it, and it may name a person.
    await expect(table).not.toContainText("Michigan DIFS");
    const link = table
      .getByRole("link", { name: `Complaint ${reference}` })
      .first();
    await expect(link).toHaveAttribute("href", new URL(complaintUrl).pathname);
    await adminContext.close();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the register form answers at its fields, then saves; Resolved asks for and keeps its outcome", async ({
    page,
  }) => {
    const email = `nojs.complaint-staff.${stamp}@example.com`;
    const reference = await fileComplaint(page, email, "CL000001", {
      javaScript: false,
    });
    await signInAsStaff(
      page,
      server.url,
      staff,
      `/admin/complaints?${new URLSearchParams({ q: reference })}`,
      { javaScript: false },
    );
    await page
      .getByRole("table")
      .getByRole("link", { name: reference })
      .click();
    const register = page.getByRole("region", { name: texts.heading });
    const status = page.getByRole("region", {
      name: statusTexts.heading,
      exact: true,
    });
    // No record of ours has that reference: said, not linked.
    await expect(register).toContainText(texts.namedRecord.none);

    await register
      .getByRole("checkbox", { name: texts.labels.forwarded })
      .check();
    await register.getByRole("button", { name: texts.submitLabel }).click();
    const name = register.getByLabel(texts.labels.regulatorName, {
      exact: true,
    });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(
      literally(texts.messages.regulatorNameRequired),
    );
    await expect(
      register.getByLabel(texts.labels.regulatorDueOn, { exact: true }),
    ).toHaveAccessibleDescription(
      literally(texts.messages.regulatorDueOnRequired),
    );
    // The tick is kept for the second try.
    await expect(
      register.getByRole("checkbox", { name: texts.labels.forwarded }),
    ).toBeChecked();

    const due = addDays(registerDay(new Date()), 5);
    await name.fill("Ohio Department of Insurance");
    await register
      .getByLabel(texts.labels.regulatorDueOn, { exact: true })
      .fill(due);
    await register
      .getByLabel(texts.labels.lineOfBusiness, { exact: true })
      .selectOption({ label: texts.lines.home });
    await register
      .getByLabel(texts.labels.area, { exact: true })
      .selectOption({ label: texts.areas.service });
    await register.getByRole("button", { name: texts.submitLabel }).click();
    await expect(register.getByRole("status")).toContainText(texts.saved.title);
    await expect(finalAnswer(page)).toHaveText(
      `${formatStaffDate(due)} (${texts.finalAnswer.byRegulator})`,
    );
    expect(await complaintOf(reference)).toMatchObject({
      regulator_name: "Ohio Department of Insurance",
      regulator_due_on: due,
      line_of_business: "home",
      area: "service",
    });

    // Without JavaScript the outcome's field is always there; the server
    // asks for it only with Resolved.
    await status
      .getByLabel(statusTexts.labels.status)
      .selectOption({ label: "Resolved" });
    await status.getByRole("button", { name: statusTexts.submitLabel }).click();
    await expect(status.getByLabel(statusTexts.labels.outcome)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(status).toContainText(staffMessages.outcomeRequired.complaint);
    await status
      .getByLabel(statusTexts.labels.outcome)
      .selectOption({ label: "Not upheld" });
    await status.getByRole("button", { name: statusTexts.submitLabel }).click();
    await expect(status).toContainText(`${statusTexts.current}: Resolved`);
    await expect(status).toContainText(`${statusTexts.outcome}: Not upheld`);
    expect(await complaintOf(reference)).toMatchObject({
      status: "resolved",
      outcome: "not_upheld",
    });
    const mail = await mailTo(
      email,
      `Our final response to your complaint ${reference}`,
    );
    expect(mail.text).toContain("We have not upheld your complaint.");
  });
});
