import { readdir, readFile } from "node:fs/promises";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";

import type { Page } from "@playwright/test";

import { openDatabase } from "#server/db/database.ts";
import { createTestAccount, type TestAccount } from "../helpers/staff";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import { longWord, POLYGLOT_MARKER, polyglots } from "./helpers/hostile";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { revealSensitive, signInAsStaff } from "./helpers/staff";
import { fillValidForm } from "./helpers/verification";

/**
 * Valid submissions whose every free-text field is hostile (script, broken
 * out attributes, javascript: URLs, SQL, spreadsheet formulas, bidi
 * overrides, a very long word) and whose files are polyglots, sent through
 * the real forms; then an admin, whose own name is hostile too, reads every
 * staff page they reach in Chromium. Nothing may run (no dialog, no
 * window.__pwned, no CSP violation), the text must show as text, the CSV
 * must neutralise formulas, the files must be stored encrypted and served
 * only as attachments, and the SQL must have done nothing.
 */
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
// A label that is not found fails in seconds, not at the test's timeout.
test.use({
  actionTimeout: 30_000,
  ownServerOptions: { appUrlIsOwnAddress: true },
});

const SCRIPT = "<script>window.__pwned=1</script>";
const IMG = '"><img src=x onerror="window.__pwned=1">';
const SVG = "'><svg onload=window.__pwned=1>";
const JS_URL = "javascript:window.__pwned=1";
const SQL = "'; DROP TABLE claims;--";
const BIDI = "\u202Egnp.exe\u202C invoice";
const FORMULA = '=HYPERLINK("http://evil.example","click")';

/** What each form is sent with: every free-text field hostile. */
const contact = {
  fullName: `Ada ${SCRIPT}`,
  email: "ada.hostile@example.com",
  message: `${IMG} ${SQL} ${BIDI}`,
};
const application = {
  fullName: FORMULA,
  email: "katherine.hostile@example.com",
  // A number a spreadsheet reads as a formula: "+" starts one.
  phone: "+1 313 555 0101",
  address: JS_URL,
  coverLetter: `</textarea>${SCRIPT} ${longWord.slice(0, 1500)}`,
};
const verification = {
  firstName: SVG,
  lastName: BIDI,
  email: "dorothy.hostile@example.com",
  phone: "(313) 555-0102",
  streetAddress: IMG,
  city: "{{7*7}} ${7*7}",
  bankName: SCRIPT,
  otherPosition: "<b>bold</b> -2+3+cmd|' /C calc'!A0",
  additionalInfo: `${JS_URL} '; DROP TABLE onboarding_responses;-- ${longWord.slice(0, 3000)}`,
};
const claim = {
  policyNumber: "HL-1234567",
  description: `${SCRIPT} ${IMG} ${SQL} ${longWord.slice(0, 4000)}`,
  claimantName: IMG,
  claimantEmail: "mary.hostile@example.com",
  claimantPhone: "+1 (313) 555-0199",
};
const NOTE = `${SVG} ${SQL}`;
const PHOTO_NAME = "<img src=x onerror=window.__pwned=1>.png";

let server: ServerProcess;
let admin: TestAccount;

test.beforeAll(async ({ ownServer }) => {
  test.setTimeout(90_000);
  server = ownServer;
  const database = openDatabase({ dataDir: server.dataDir });
  try {
    // Staff names are shown on the audit log, notes and histories: hostile too.
    admin = await createTestAccount(database.db, {
      role: "admin",
      name: `${SCRIPT} Ada Admin`,
    });
  } finally {
    await database.close();
  }
});

const at = (pathname: string) => new URL(pathname, server.url).href;

function query<T>(sql: string, ...params: string[]): T[] {
  const db = new DatabaseSync(path.join(server.dataDir, "app.db"), {
    readOnly: true,
  });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
const countOf = (table: string) =>
  query<{ n: number }>(`select count(*) as n from ${table}`)[0]!.n;

async function open(page: Page, pathname: string) {
  await actAsNewClient(page);
  await page.goto(at(pathname));
  await waitForHydration(page);
}

/** Every file under the store, read whole (they are a few KB). */
async function storedFiles(): Promise<Buffer[]> {
  const root = path.join(server.dataDir, "storage");
  const names = await readdir(root, { recursive: true, withFileTypes: true });
  return Promise.all(
    names
      .filter((entry) => entry.isFile())
      .map((entry) => readFile(path.join(entry.parentPath, entry.name))),
  );
}

/** RFC 4180 cells, enough for the export: quoted cells, doubled quotes, CRLF rows. */
function csvCells(text: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === "," || c === "\n") {
      cells.push(cell.replace(/\r$/, ""));
      cell = "";
    } else cell += c;
  }
  if (cell !== "") cells.push(cell);
  return cells;
}

test("hostile text sent through the real forms is stored as sent, with polyglot files encrypted", async ({
  page,
}) => {
  await test.step("contact", async () => {
    await open(page, "/contact");
    await page.getByLabel("Full Name").fill(contact.fullName);
    await page.getByLabel("Email Address").fill(contact.email);
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill(contact.message);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => countOf("contact_submissions")).toBe(1);
  });

  await test.step("job application, a PDF that is also a ZIP as the resume", async () => {
    await open(page, "/job/4");
    await page.getByLabel("Full Name").fill(application.fullName);
    await page.getByLabel("Email Address").fill(application.email);
    await page.getByLabel("Phone Number").fill(application.phone);
    await page
      .getByRole("textbox", { name: "Address", exact: true })
      .fill(application.address);
    await page
      .getByRole("textbox", { name: "Cover Letter" })
      .fill(application.coverLetter);
    const resume = polyglots.pdfZip();
    await page.getByLabel("Resume").setInputFiles({
      name: resume.name,
      mimeType: resume.mimeType,
      buffer: Buffer.from(resume.bytes),
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect.poll(() => countOf("job_applications")).toBe(1);
  });

  await test.step("verification, licence images with HTML after their ends", async () => {
    await open(page, "/verification");
    await fillValidForm(page, { email: verification.email });
    await page.getByLabel("First Name").fill(verification.firstName);
    await page.getByLabel("Last Name").fill(verification.lastName);
    await page.getByLabel("Phone Number").fill(verification.phone);
    await page.getByLabel("Street Address").fill(verification.streetAddress);
    await page.getByLabel("City").fill(verification.city);
    await page.getByLabel("Bank Name").fill(verification.bankName);
    await page.getByRole("checkbox", { name: "Other", exact: true }).check();
    await page.getByLabel("Other position").fill(verification.otherPosition);
    await page
      .getByLabel(/^Anything else you would like us to know/)
      .fill(verification.additionalInfo);
    for (const [label, file] of [
      ["Driver's License (Front)", polyglots.pngHtml()],
      ["Driver's License (Back)", polyglots.jpegScript()],
    ] as const)
      await page.getByLabel(label).setInputFiles({
        name: file.name,
        mimeType: file.mimeType,
        buffer: Buffer.from(file.bytes),
      });
    await page
      .getByRole("button", { name: "Submit Verification Form" })
      .click();
    await expect.poll(() => countOf("onboarding_responses")).toBe(1);
  });

  await test.step("claim, a PNG with a page after it (named as markup) and a PDF that is a ZIP", async () => {
    await open(page, "/file-a-claim");
    await page.getByLabel("Claim Type").selectOption("home");
    await page
      .locator("#claim-form")
      .getByLabel("Policy Number")
      .fill(claim.policyNumber);
    await page.getByLabel("Date of Incident").fill("2026-01-10");
    await page.getByLabel("Incident Description").fill(claim.description);
    await page.getByLabel("Full Name").fill(claim.claimantName);
    await page.getByLabel("Email Address").fill(claim.claimantEmail);
    await page.getByLabel("Phone Number (optional)").fill(claim.claimantPhone);
    const photo = polyglots.pngHtml();
    const report = polyglots.pdfZip();
    await page.getByLabel("Supporting Documents").setInputFiles([
      {
        name: PHOTO_NAME,
        mimeType: photo.mimeType,
        buffer: Buffer.from(photo.bytes),
      },
      {
        name: report.name,
        mimeType: report.mimeType,
        buffer: Buffer.from(report.bytes),
      },
    ]);
    await page
      .getByRole("checkbox", { name: /^I confirm that all information/ })
      .check();
    await page.getByRole("button", { name: "Submit Claim" }).click();
    await expect.poll(() => countOf("claims")).toBe(1);
  });

  await test.step("stored as sent; every stored file is ciphertext", async () => {
    const [row] = query<Record<string, string>>("select * from claims");
    expect(row!.description).toBe(claim.description);
    expect(row!.policy_number).toBe(claim.policyNumber);
    const files = await storedFiles();
    // Two licence images, one resume, two claim documents.
    expect(files).toHaveLength(5);
    for (const file of files) {
      expect(file.includes(POLYGLOT_MARKER)).toBe(false);
      expect(file.includes("%PDF")).toBe(false);
      expect(file.includes(Buffer.from("PK\x03\x04", "latin1"))).toBe(false);
      expect(file.includes(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    }
  });
});

test("an admin reads it all on the staff pages, the CSV and the audit log as text: nothing runs, SQL did nothing", async ({
  page,
}) => {
  const dialogs: string[] = [];
  const violations: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (
      /Content Security Policy|Refused to (execute|load|apply)/i.test(
        message.text(),
      )
    )
      violations.push(message.text());
  });
  await page.exposeFunction("__reportViolation", (text: string) =>
    violations.push(text),
  );
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (
        window as unknown as { __reportViolation(t: string): void }
      ).__reportViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${location.pathname} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });

  /** What every page must show: no dialog, no script run, no markup made of the text, no CSP report. */
  const expectInert = async (where: string) => {
    expect(
      await page.evaluate(
        () => (window as unknown as { __pwned?: unknown }).__pwned,
      ),
      where,
    ).toBeUndefined();
    expect(
      await page.locator('img[src="x"], svg[onload], b:text("bold")').count(),
      where,
    ).toBe(0);
    expect(dialogs, where).toEqual([]);
    expect(violations, where).toEqual([]);
  };
  const expectLiteral = async (values: readonly string[]) => {
    const main = page.getByRole("main");
    for (const value of values) await expect(main).toContainText(value);
  };

  await signInAsStaff(page, server.url, admin);
  await expectInert("overview");

  const inboxes = [
    {
      segment: "contact",
      table: "contact_submissions",
      listed: [contact.fullName.split(" ")[0]!],
      shown: [contact.message, contact.email],
    },
    {
      segment: "applications",
      table: "job_applications",
      listed: [application.fullName],
      shown: [
        application.fullName,
        application.phone,
        application.address,
        application.coverLetter,
      ],
    },
    {
      segment: "verifications",
      table: "onboarding_responses",
      listed: [verification.firstName],
      shown: [
        verification.firstName,
        verification.lastName,
        verification.phone,
        verification.streetAddress,
        verification.city,
        verification.otherPosition,
        verification.additionalInfo,
      ],
    },
    {
      segment: "claims",
      table: "claims",
      listed: [claim.claimantName],
      shown: [
        claim.policyNumber,
        claim.description,
        claim.claimantName,
        claim.claimantPhone,
        PHOTO_NAME,
      ],
    },
  ];

  for (const inbox of inboxes) {
    await test.step(`${inbox.segment}: the list, the page, a note, the documents`, async () => {
      await page.goto(at(`/admin/${inbox.segment}`));
      await waitForHydration(page);
      await expectLiteral(inbox.listed);
      await expectInert(`${inbox.segment} list`);

      const [{ id }] = query<{ id: string }>(
        `select id from ${inbox.table}`,
      ) as [{ id: string }];
      await page.goto(at(`/admin/${inbox.segment}/${id}`));
      await waitForHydration(page);
      await expectLiteral(inbox.shown);
      await expectInert(`${inbox.segment} page`);

      await page.getByLabel("Add a note").fill(NOTE);
      await page.getByRole("button", { name: "Add note" }).click();
      await expectLiteral([NOTE, admin.name]);
      await expectInert(`${inbox.segment} page with a note`);

      if (inbox.segment === "verifications") {
        await revealSensitive(
          page.getByRole("region", { name: "Sensitive information" }),
          "Bank name",
        );
        await expectLiteral([verification.bankName]);
        await expectInert("verification revealed");
      }

      // Each document: an attachment of the type its first bytes name, never sniffed.
      const links = await page
        .getByRole("link", { name: /^Download/ })
        .evaluateAll((anchors) =>
          anchors.map((a) => (a as HTMLAnchorElement).href),
        );
      for (const href of links) {
        const answer = await page.request.get(href);
        expect(answer.status(), href).toBe(200);
        const headers = answer.headers();
        expect(headers["content-disposition"], href).toMatch(/^attachment;/);
        expect(headers["x-content-type-options"], href).toBe("nosniff");
        expect(headers["content-type"], href).toMatch(
          /^(image\/png|image\/jpeg|application\/pdf)$/,
        );
        const body = await answer.body();
        // Photos are decoded and written again: what followed their end is gone.
        if (headers["content-type"]!.startsWith("image/"))
          expect(body.includes(POLYGLOT_MARKER), href).toBe(false);
      }
      if (inbox.segment !== "contact") expect(links.length).toBeGreaterThan(0);
    });
  }

  await test.step("every export neutralises formulas and keeps the text", async () => {
    const everything: string[] = [];
    for (const inbox of inboxes) {
      const answer = await page.request.get(
        at(`/admin/${inbox.segment}/export.csv`),
      );
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-disposition"]).toMatch(/^attachment;/);
      const cells = csvCells((await answer.text()).replace(/^\uFEFF/, ""));
      everything.push(...cells);
      for (const cell of cells)
        expect(
          cell,
          `a cell a spreadsheet would run: ${cell.slice(0, 80)}`,
        ).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
    }
    for (const value of [
      application.fullName,
      application.phone,
      claim.claimantPhone,
    ])
      expect(everything).toContain(`'${value}`);
    for (const value of [
      contact.message,
      claim.description,
      claim.policyNumber,
    ])
      expect(everything).toContain(value);
  });

  await test.step("the audit log shows the admin's name as text", async () => {
    await page.goto(at("/admin/audit"));
    await waitForHydration(page);
    await expectLiteral([admin.name]);
    await expectInert("audit log");
    await page.goto(at("/admin/staff"));
    await waitForHydration(page);
    await expectLiteral([admin.name]);
    await expectInert("staff accounts");
  });

  await test.step("the SQL did nothing: every table is there with its one row", async () => {
    for (const table of [
      "contact_submissions",
      "job_applications",
      "onboarding_responses",
      "claims",
    ])
      expect(countOf(table), table).toBe(1);
    expect(countOf("claim_files")).toBe(2);
  });
});
