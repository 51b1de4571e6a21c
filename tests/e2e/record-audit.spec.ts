import { openDatabase, type Database } from "#server/db/database.ts";
import { auditActions, recordAudit } from "#server/staff/audit.ts";
import { samplePdf, samplePng } from "../helpers/files";
import { parseMail, type TestSmtpServer } from "../helpers/smtp-server";
import { createTestAccount, type TestAccount } from "../helpers/staff";
import { expectNoAxeViolations } from "./helpers/axe";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { revealSensitive, signInAsStaff } from "./helpers/staff";
import { fillValidForm, submit } from "./helpers/verification";

// Issue 23, items 6 and 7 in a real browser, with JavaScript on and off:
// the resolve form asking for the outcome, Check a claim stating it, Reveal
// one value with a reason and masked again, and the audit log in words.
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({
  ownServerOptions: { smtp: true, appUrlIsOwnAddress: true },
});

const SSN = "123-45-6789";
const CLAIMANT_EMAIL = `margaret.audit-e2e.${Date.now()}@example.com`;
const POLICY = "HL-8300042";

let server: ServerProcess;
let smtp: TestSmtpServer;
let database: Database;
let staff: TestAccount;
let admin: TestAccount;
let verificationReference = "";

test.beforeAll(async ({ ownServer, ownSmtp }) => {
  test.setTimeout(90_000);
  server = ownServer;
  smtp = ownSmtp;
  database = openDatabase({ dataDir: server.dataDir });
  staff = await createTestAccount(database.db, { name: "Rita Records" });
  admin = await createTestAccount(database.db, {
    name: "Alan Audit",
    role: "admin",
  });
});

test.afterAll(async () => {
  await database?.close();
});

const at = (path: string) => new URL(path, server.url).href;

/** A claim at Assessment, as staff would find it before deciding it. */
async function claimAtAssessment(reference: string) {
  const id = crypto.randomUUID();
  await database.db
    .insertInto("claims")
    .values({
      id,
      created_at: new Date().toISOString(),
      reference,
      claim_type: "health",
      policy_number: POLICY,
      incident_date: "2026-09-10",
      description: "Emergency room visit after a fall.",
      claimant_name: "Margaret Hamilton",
      claimant_email: CLAIMANT_EMAIL,
      claimant_phone: null,
      status: "assessment",
    })
    .execute();
  return id;
}

const mailFor = (text: string) =>
  smtp.received
    .filter((m) => m.envelope.to.includes(CLAIMANT_EMAIL))
    .map((m) => parseMail(m.raw).text)
    .find((body) => body.includes(text));

test("resolving a claim asks for its outcome at the fields, and the claimant's email and Check a claim state it", async ({
  page,
}) => {
  const reference = `CL${String(Date.now()).slice(-6)}`;
  const id = await claimAtAssessment(reference);
  const reason =
    "Your plan does not cover out-of-network emergency care after the first 48 hours.";

  await signInAsStaff(page, server.url, staff);
  await page.goto(at(`/admin/claims/${id}`));
  await waitForHydration(page);
  const status = page.getByRole("region", { name: "Status" });

  await test.step("the outcome's fields appear with Resolved, and each missing part is said at its field", async () => {
    await expect(status.getByLabel("Outcome")).toHaveCount(0);
    await status.getByLabel("New status").selectOption({ label: "Resolved" });
    const outcome = status.getByLabel("Outcome");
    await expect(outcome).toBeVisible();
    await status.getByRole("button", { name: "Change status" }).click();
    await expect(outcome).toHaveAttribute("aria-invalid", "true");
    await expect(outcome).toBeFocused();
    await expect(status).toContainText(
      "Please choose how the claim ended: paid, denied or withdrawn",
    );
    await outcome.selectOption({ label: "Denied" });
    await status.getByRole("button", { name: "Change status" }).click();
    await expect(status).toContainText("Please give the reason for the denial");
    await expect(status.getByLabel("Reason for the denial")).toBeFocused();
    await expectNoAxeViolations(page);
  });

  await test.step("denied with a reason: saved, shown on the record, emailed without the reason", async () => {
    await status.getByLabel("Reason for the denial").fill(reason);
    await status.getByRole("button", { name: "Change status" }).click();
    await expect(status).toContainText("Current status: Resolved");
    await expect(status).toContainText("Outcome: Denied");
    await expect(status).toContainText(reason);
    await expect.poll(() => mailFor("Resolved: denied")).toBeTruthy();
    const mail = mailFor("Resolved: denied")!;
    expect(mail).toContain("How to appeal");
    expect(mail).toContain("within 60 days");
    expect(mail).not.toContain("out-of-network");
  });

  await test.step("Check a claim states the outcome, the reason and how to appeal", async () => {
    const claimantContext = await page.context().browser()!.newContext();
    const claimant = await claimantContext.newPage();
    await claimant.goto(at("/file-a-claim#check-a-claim"));
    await waitForHydration(claimant);
    const check = claimant.locator("#check-a-claim");
    await check.getByLabel("Claim Reference").fill(reference);
    await check.getByLabel("Policy Number").fill(POLICY);
    await check.getByRole("button", { name: "Check claim" }).click();
    await expect(check).toContainText("Status: Resolved: denied");
    await expect(check).toContainText(reason);
    await expect(
      check.getByRole("heading", { name: "How to appeal" }),
    ).toBeVisible();
    await expect(check).toContainText("within 60 days");
    await expectNoAxeViolations(claimant);
    await claimantContext.close();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the resolve form asks for the amount at its field, then resolves as paid; Check a claim says what was paid", async ({
    page,
  }) => {
    const reference = `CL${String(Date.now() + 1).slice(-6)}`;
    const id = await claimAtAssessment(reference);
    await signInAsStaff(page, server.url, staff, "/admin", {
      javaScript: false,
    });
    await page.goto(at(`/admin/claims/${id}`));
    const status = page.getByRole("region", { name: "Status" });
    // Without JavaScript the outcome's fields are always there.
    await status.getByLabel("New status").selectOption({ label: "Resolved" });
    await status.getByLabel("Outcome").selectOption({ label: "Paid" });
    await status.getByRole("button", { name: "Change status" }).click();
    await expect(status).toContainText(
      "Please enter the amount paid in dollars and cents, for example 12,500.00",
    );
    await expect(status.getByLabel("Amount paid (US dollars)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await status.getByLabel("Amount paid (US dollars)").fill("4,250.75");
    await status.getByRole("button", { name: "Change status" }).click();
    await expect(status).toContainText("Outcome: Paid $4,250.75");
    await expect.poll(() => mailFor("Resolved: paid $4,250.75")).toBeTruthy();

    await page.goto(at("/file-a-claim#check-a-claim"));
    const check = page.locator("#check-a-claim");
    await check.getByLabel("Claim Reference").fill(reference);
    await check.getByLabel("Policy Number").fill(POLICY);
    await check.getByRole("button", { name: "Check claim" }).click();
    await expect(check).toContainText("Status: Resolved: paid $4,250.75");
    await expect(check).toContainText("We approved your claim");
  });
});

test("Reveal shows one value for a reason, counts down politely and masks it again; the audit log names it in words", async ({
  page,
}) => {
  await test.step("a verification arrives through the real form", async () => {
    await actAsNewClient(page);
    await page.goto(at("/verification"));
    await waitForHydration(page);
    await fillValidForm(page, {
      email: `mary.audit-e2e.${Date.now()}@example.com`,
    });
    await submit(page);
    const shown = page.getByText(/^VER-\d{6}$/);
    await expect(shown).toBeVisible();
    verificationReference = (await shown.textContent())!;
  });

  // The page's clock is ours, so a minute passes at once.
  await page.clock.install();
  await signInAsStaff(page, server.url, staff, "/admin/verifications");
  await page
    .getByRole("table")
    .getByRole("link", { name: verificationReference })
    .click();
  await waitForHydration(page);
  const sensitive = page.getByRole("region", { name: "Sensitive information" });

  await test.step("without a reason nothing is shown, and the form says why", async () => {
    await sensitive
      .getByLabel("Show")
      .selectOption({ label: "Social Security Number" });
    await sensitive
      .getByRole("button", { name: "Reveal", exact: true })
      .click();
    await expect(sensitive).toContainText(
      "Please choose why you need to see it",
    );
    await expect(sensitive).not.toContainText(SSN);
  });

  await test.step("with a reason the SSN alone is shown, and the time left is said", async () => {
    await revealSensitive(sensitive, "Social Security Number");
    await expect(sensitive).toContainText(SSN);
    await expect(sensitive).not.toContainText("Great Lakes Credit Union");
    await expect(sensitive.getByRole("status")).toContainText(
      "Social Security Number shown. It will be hidden again in 60 seconds",
    );
    await expectNoAxeViolations(page);
  });

  await test.step("after a minute it is masked again, and that is said", async () => {
    await page.clock.fastForward(61_000);
    await expect(sensitive).not.toContainText(SSN);
    await expect(sensitive).toContainText("•••-••-6789");
    await expect(sensitive.getByRole("status")).toContainText(
      "Social Security Number is hidden again.",
    );
  });

  await test.step("Hide now masks it at once", async () => {
    await revealSensitive(
      sensitive,
      "Bank name",
      "Setting up payroll or direct deposit",
    );
    await expect(sensitive).toContainText("Great Lakes Credit Union");
    await sensitive.getByRole("button", { name: "Hide now" }).click();
    await expect(sensitive).not.toContainText("Great Lakes Credit Union");
  });

  const reveals = await database.db
    .selectFrom("audit_log")
    .select("details")
    .where("action", "=", auditActions.ssnRevealed)
    .where("actor", "=", staff.id)
    .orderBy("created_at")
    .execute();
  expect(reveals.map((row) => JSON.parse(row.details!))).toEqual([
    { field: "ssn", reason: "identity" },
    { field: "bankName", reason: "payroll" },
  ]);

  await test.step("the audit log names the record by reference, in Eastern time, in words", async () => {
    const adminContext = await page.context().browser()!.newContext();
    const adminPage = await adminContext.newPage();
    await signInAsStaff(adminPage, server.url, admin, "/admin/audit");
    await adminPage
      .getByLabel("Action")
      .selectOption({ label: "Sensitive value shown" });
    await adminPage.getByRole("button", { name: "Apply Filters" }).click();
    const table = adminPage.getByRole("table");
    await expect(table).toContainText(
      "Showed the Social Security Number. Reason: Checking the applicant's identity.",
    );
    await expect(table).toContainText(
      "Showed the bank name. Reason: Setting up payroll or direct deposit.",
    );
    await expect(
      table.getByRole("columnheader", { name: "Time (Eastern)" }),
    ).toBeVisible();
    await expect(table.locator("time").first()).toHaveText(/ E[SD]T$/);
    const link = table
      .getByRole("link", { name: `Verification ${verificationReference}` })
      .first();
    await expect(link).toBeVisible();
    await expectNoAxeViolations(adminPage);

    // Sign-ins are there too (with a code, or the password alone before the
    // app was set up, as this run's order has them).
    await adminPage.goto(at("/admin/audit?action=auth.signed_in"));
    await expect(adminPage.getByRole("table")).toContainText(
      "Account of Rita Records",
    );
    await expect(adminPage.getByRole("table")).toContainText(
      "Signed in with the password",
    );

    // The record's link leads to the record.
    await adminPage.goBack();
    await link.click();
    await expect(adminPage).toHaveURL(/\/admin\/verifications\//);
    await adminContext.close();
  });
});

test("the audit log names the staff its details hold, a deleted account as such, and fits a 1366 px screen", async ({
  page,
}) => {
  // A claim passed from hand to hand: to Rita, then to a colleague with a
  // long name and address, then to an account deleted since.
  const id = await claimAtAssessment(`CL${String(Date.now()).slice(-6)}`);
  const longName = await createTestAccount(database.db, {
    name: "Maximiliana Featherstonehaugh-Cholmondeley",
    email: `maximiliana.featherstonehaugh-cholmondeley.${Date.now()}@claims-department.harborline.test`,
  });
  const gone = await createTestAccount(database.db, { name: "Gina Gone" });
  const assigned = (actor: string, from: string | null, to: string | null) =>
    recordAudit(database.db, "e2e-audit-secret", {
      actor,
      action: auditActions.assigneeChanged,
      subjectType: "claim",
      subjectId: id,
      details: { from, to, via: "staff" },
      clientIp: "198.51.100.90",
    });
  await assigned(admin.id, null, staff.id);
  await assigned(admin.id, staff.id, longName.id);
  await assigned(gone.id, longName.id, gone.id);
  await database.db.deleteFrom("user").where("id", "=", gone.id).execute();

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsStaff(
    page,
    server.url,
    admin,
    `/admin/audit?action=${auditActions.assigneeChanged}`,
  );
  const table = page.getByRole("table");
  const rita = `Rita Records <${staff.email}>`;
  const max = `${longName.name} <${longName.email}>`;

  await test.step("details name people by name and email, never by id", async () => {
    await expect(table).toContainText(`Assigned to ${rita}.`);
    await expect(table).toContainText(
      `Assignee changed from ${rita} to ${max}.`,
    );
    await expect(table).toContainText(
      `Assignee changed from ${max} to a deleted account.`,
    );
    const text = (await table.textContent()) ?? "";
    for (const userId of [staff.id, admin.id, longName.id, gone.id])
      expect(text).not.toContain(userId);
  });

  await test.step("at 1366x900 the table fits: no column out of sight, details wrap in their cells", async () => {
    for (const column of [
      "Time (Eastern)",
      "Person",
      "Action",
      "Record",
      "Details",
      "Client hash",
    ])
      await expect(
        table.getByRole("columnheader", { name: column }),
      ).toBeInViewport({ ratio: 1 });
    const overflow = await table.evaluate((element) => {
      const box = element.parentElement!;
      const main = element.closest("main")!;
      const root = document.documentElement;
      // What an element holds beyond its width, a pixel of rounding allowed.
      const spill = (e: Element) =>
        Math.max(0, e.scrollWidth - e.clientWidth - 1);
      return {
        page: spill(root),
        main: spill(main),
        box: spill(box),
        cells: Array.from(element.querySelectorAll("td, th"))
          .map(spill)
          .filter((extra) => extra > 0).length,
      };
    });
    expect(overflow).toEqual({ page: 0, main: 0, box: 0, cells: 0 });
    await expectNoAxeViolations(page);
  });
});

test("a claim's photo is previewed in its page, each view audited, and the audit log says so in words; a PDF is only downloaded", async ({
  page,
}) => {
  let reference = "";
  await test.step("a claim with a photo and a PDF arrives through the real form", async () => {
    await actAsNewClient(page);
    await page.goto(at("/file-a-claim"));
    await waitForHydration(page);
    const form = page.locator("#claim-form");
    await form.getByLabel("Claim Type").selectOption("home");
    await form.getByLabel("Policy Number").fill("HL-8300077");
    await form.getByLabel("Date of Incident").fill("2026-01-10");
    await form
      .getByLabel("Incident Description")
      .fill("Hail broke a skylight and dented the gutter.");
    await form.getByLabel("Full Name").fill("Margaret Hamilton");
    await form.getByLabel("Email Address").fill(CLAIMANT_EMAIL);
    await form.getByLabel("Supporting Documents").setInputFiles([
      {
        name: "gutter.png",
        mimeType: "image/png",
        buffer: Buffer.from(samplePng()),
      },
      {
        name: "police-report.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(samplePdf()),
      },
    ]);
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
    reference = /CL\d{6}/.exec((await panel.textContent()) ?? "")![0];
  });
  const { id } = await database.db
    .selectFrom("claims")
    .select("id")
    .where("reference", "=", reference)
    .executeTakeFirstOrThrow();
  const previews = async () =>
    database.db
      .selectFrom("audit_log")
      .select(["actor", "details"])
      .where("action", "=", auditActions.documentPreviewed)
      .where("subject_id", "=", id)
      .execute();

  await signInAsStaff(page, server.url, staff, "/admin/claims");
  const preview = page.getByRole("img", {
    name: "Photo sent by the person: gutter.png",
  });

  await test.step("the photo is shown, lazily, from a private route; the PDF only as a download", async () => {
    const served = page.waitForResponse((response) =>
      response.url().endsWith("/preview"),
    );
    await page.goto(at(`/admin/claims/${id}`));
    await preview.scrollIntoViewIfNeeded();
    const response = await served;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    await expect(preview).toHaveAttribute("loading", "lazy");
    await expect
      .poll(() =>
        preview.evaluate((img: HTMLImageElement) =>
          img.complete ? img.naturalWidth : 0,
        ),
      )
      .toBeGreaterThan(0);
    await expect(
      page.getByRole("link", { name: "Download police-report.pdf" }),
    ).toBeVisible();
    await expect(page.getByRole("img", { name: /police-report/ })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);
  });

  await test.step("each view is an audit row of its own, naming the file by id", async () => {
    await expect.poll(async () => (await previews()).length).toBeGreaterThan(0);
    const seen = (await previews()).length;
    await page.reload();
    await preview.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await previews()).length)
      .toBeGreaterThan(seen);
    for (const row of await previews()) {
      expect(row.actor).toBe(staff.id);
      expect(JSON.parse(row.details!)).toMatchObject({
        document: "claim_file",
      });
    }
  });

  await test.step("the audit log says it in words", async () => {
    const adminContext = await page.context().browser()!.newContext();
    const adminPage = await adminContext.newPage();
    await signInAsStaff(adminPage, server.url, admin, "/admin/audit");
    await adminPage
      .getByLabel("Action")
      .selectOption({ label: "Document previewed" });
    await adminPage.getByRole("button", { name: "Apply Filters" }).click();
    const table = adminPage.getByRole("table");
    await expect(table).toContainText(
      "Viewed the claim file as a preview in the record's page.",
    );
    await expect(
      table.getByRole("link", { name: `Claim ${reference}` }).first(),
    ).toBeVisible();
    await adminContext.close();
  });
});

test.describe("Reveal without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("answers the one value with a Refresh that masks it again, never cached", async ({
    page,
  }) => {
    await signInAsStaff(page, server.url, staff, "/admin/verifications", {
      javaScript: false,
    });
    await page
      .getByRole("table")
      .getByRole("link", { name: verificationReference })
      .click();
    const sensitive = page.getByRole("region", {
      name: "Sensitive information",
    });
    const answer = page.waitForResponse(
      (response) => response.request().method() === "POST",
    );
    await revealSensitive(
      sensitive,
      "Credit score",
      "A background or credit check the role requires",
    );
    const response = await answer;
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers()["refresh"]).toMatch(
      /^60; url=\/admin\/verifications\/[^#]+#sensitive$/,
    );
    await expect(sensitive).toContainText("742");
    await expect(sensitive).not.toContainText(SSN);
    // What the Refresh loads: the page, masked.
    await page.goto(
      at(new URL(response.headers()["refresh"]!.slice(8), server.url).pathname),
    );
    await expect(sensitive).not.toContainText("742");
  });
});
