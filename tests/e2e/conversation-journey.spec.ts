import type { Page } from "@playwright/test";

import { openDatabase, type Database } from "#server/db/database.ts";
import { samplePdf } from "../helpers/files";
import {
  receivedMail,
  type ParsedMail,
  type TestSmtpServer,
} from "../helpers/smtp-server";
import { createTestAccount, type TestAccount } from "../helpers/staff";
import { waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { downloadOf, signInAsStaff } from "./helpers/staff";

// Issue 22's journeys as the people in them meet them, each side in a
// browser of its own: a claimant files a claim, is asked for a police
// report, uploads it from the link in the email and then answers by email;
// a visitor's contact message is answered in full and their emailed answer
// lands on the same record. Mail goes through a real SMTP server; the
// emailed answers are raw MIME posted to the inbound endpoint as a mail
// service would post them.
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
const INBOUND_SECRET = "journey-inbound-secret-0123456789abcdef";
test.use({
  ownServerOptions: {
    smtp: true,
    appUrlIsOwnAddress: true,
    env: { INBOUND_EMAIL_SECRET: INBOUND_SECRET },
  },
});

const stamp = Date.now();
const CLAIMANT = `dorothy.journey.${stamp}@example.com`;
const VISITOR = `ada.journey.${stamp}@example.com`;
const POLICY = `HL-${String(stamp).slice(-7)}`;
const DESCRIPTION = "Hail broke two skylights and damaged the roof shingles.";
/** What staff write into the claim's message; none of it may reach the claimant's mailbox. */
const STAFF_MESSAGE =
  "Please send us the police report. For the record, the SSN we hold ends 123-45-6789.";
const report = {
  name: "police-report.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(samplePdf()),
};

let server: ServerProcess;
let smtp: TestSmtpServer;
let database: Database;
let staff: TestAccount;

test.beforeAll(async ({ ownServer, ownSmtp }) => {
  server = ownServer;
  smtp = ownSmtp;
  database = openDatabase({ dataDir: server.dataDir });
  staff = await createTestAccount(database.db, { name: "Sam Staff" });
});

test.afterAll(async () => {
  await database?.close();
});

const at = (path: string) => new URL(path, server.url).href;

async function nextMailTo(to: string, count: number): Promise<ParsedMail> {
  await expect
    .poll(() => receivedMail(smtp, to).length, { timeout: 30_000 })
    .toBe(count);
  return receivedMail(smtp, to)[count - 1]!;
}

/** An answer as a mail program writes it: to the reply address, quoting what it answers. */
function emailedAnswer(input: {
  from: string;
  answered: ParsedMail;
  text: string;
}): string {
  const replyTo = input.answered.headers.get("reply-to") ?? "";
  const messageId = input.answered.headers.get("message-id") ?? "";
  const quoted = input.answered.text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\r\n");
  return [
    `From: ${input.from}`,
    `To: ${replyTo}`,
    `Subject: Re: ${input.answered.headers.get("subject")}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <answer.${Date.now()}@mail.example.com>`,
    `In-Reply-To: ${messageId}`,
    `References: ${input.answered.headers.get("references") ?? ""} ${messageId}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    input.text,
    "",
    `On ${new Date().toDateString()}, Harborline Insurance wrote:`,
    quoted,
    "",
  ].join("\r\n");
}

async function postAnswer(page: Page, raw: string) {
  const response = await page.request.post(at("/api/inbound-email"), {
    headers: {
      Authorization: `Bearer ${INBOUND_SECRET}`,
      "Content-Type": "message/rfc822",
    },
    data: Buffer.from(raw, "utf8"),
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "accepted" });
}

/** The messages of the record's conversation, as staff see them. */
const staffThread = (page: Page) =>
  page.getByRole("region", { name: "Conversation" }).locator("ol > li");

async function staffWrites(page: Page, text: string, documents: string[]) {
  const conversation = page.getByRole("region", { name: "Conversation" });
  await conversation
    .getByRole("textbox", { name: "Message", exact: true })
    .fill(text);
  for (const [index, label] of documents.entries())
    await conversation.getByLabel(`Document ${index + 1}`).fill(label);
  await conversation.getByRole("button", { name: "Send Message" }).click();
  await expect(
    conversation.getByRole("status").filter({ hasText: "Message sent" }),
  ).toBeVisible();
}

test("a claimant is asked for a police report, uploads it from the email's link, answers by email, and staff see it all in order", async ({
  page,
  browser,
}) => {
  const claimant = await (await browser.newContext()).newPage();

  const reference = await test.step("the claimant files a claim", async () => {
    await claimant.goto(at("/file-a-claim"));
    await waitForHydration(claimant);
    await claimant.getByLabel("Claim Type").selectOption("home");
    await claimant
      .locator("#claim-form")
      .getByLabel("Policy Number")
      .fill(POLICY);
    await claimant.getByLabel("Date of Incident").fill("2026-01-10");
    await claimant.getByLabel("Incident Description").fill(DESCRIPTION);
    await claimant.getByLabel("Full Name").fill("Dorothy Vaughan");
    await claimant.getByLabel("Email Address").fill(CLAIMANT);
    await claimant
      .getByRole("checkbox", { name: /I confirm that all information/ })
      .check();
    await claimant.getByRole("button", { name: "Submit Claim" }).click();
    await expect(
      claimant
        .locator("[data-sonner-toast]")
        .filter({ hasText: "Claim Submitted Successfully" }),
    ).toBeVisible();
    const row = await database.db
      .selectFrom("claims")
      .select(["id", "reference"])
      .where("policy_number", "=", POLICY)
      .executeTakeFirstOrThrow();
    return row;
  });
  const claimPath = `/admin/claims/${reference.id}`;

  await test.step("staff ask for the police report from the claim's page", async () => {
    await signInAsStaff(page, server.url, staff, claimPath);
    await waitForHydration(page);
    await staffWrites(page, STAFF_MESSAGE, ["Police report"]);
  });

  const notice = await nextMailTo(CLAIMANT, 2);
  const link = /https?:\/\/\S+\/messages\/[a-z2-7]{52}/.exec(notice.text)?.[0];
  expect(link, "the notice's link").toBeDefined();

  await test.step("the claimant opens the link, uploads the report and writes a line", async () => {
    await claimant.goto(link!);
    await waitForHydration(claimant);
    await expect(
      claimant.getByRole("heading", {
        level: 1,
        name: `Claim ${reference.reference}`,
      }),
    ).toBeVisible();
    await expect(
      claimant.getByText("Please send us the police report.", { exact: false }),
    ).toBeVisible();
    await claimant.getByLabel("Police report").setInputFiles(report);
    await claimant
      .getByLabel("Your message")
      .fill("Here is the report from the officer.");
    await claimant.getByRole("button", { name: "Send Message" }).click();
    await expect(
      claimant.getByRole("status").filter({ hasText: "Message sent" }),
    ).toBeVisible();
  });

  await test.step("the claimant answers the email", async () => {
    await postAnswer(
      page,
      emailedAnswer({
        from: `Dorothy Vaughan <${CLAIMANT}>`,
        answered: notice,
        text: "The repair shop can start on Friday.",
      }),
    );
  });

  await test.step("staff see the request, the upload and both answers in order, and download the report", async () => {
    await page.reload();
    await waitForHydration(page);
    const thread = staffThread(page);
    await expect(thread).toHaveCount(3);
    await expect(thread.nth(0)).toContainText(
      "Please send us the police report",
    );
    await expect(thread.nth(1)).toContainText(
      "Here is the report from the officer.",
    );
    await expect(thread.nth(2)).toContainText(
      "The repair shop can start on Friday.",
    );
    // The quoted history of the emailed answer is not kept.
    await expect(thread.nth(2)).not.toContainText("wrote:");
    const file = await downloadOf(page, () =>
      thread
        .nth(1)
        .getByRole("link", { name: `Download ${report.name}` })
        .click(),
    );
    expect(file.bytes.equals(report.buffer)).toBe(true);
  });

  await test.step("nothing sensitive reached the claimant's mailbox", async () => {
    for (const mail of receivedMail(smtp, CLAIMANT))
      for (const part of [mail.text, mail.html ?? ""]) {
        expect(part).not.toContain("123-45-6789");
        expect(part).not.toContain("police report.");
        expect(part).not.toContain(DESCRIPTION);
        expect(part).not.toContain(POLICY);
      }
  });
});

test("a contact message is answered in full by email, and the emailed answer lands on the same record", async ({
  page,
  browser,
}) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(at("/contact"));
  await waitForHydration(visitor);
  await visitor.getByLabel("Full Name").fill("Ada King Lovelace");
  await visitor.getByLabel("Email Address").fill(VISITOR);
  await visitor
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("Do you insure classic cars?");
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(
    visitor.getByRole("heading", { name: "Message sent successfully!" }),
  ).toBeVisible();
  const record = await database.db
    .selectFrom("contact_submissions")
    .select(["id", "reference"])
    .where("email", "=", VISITOR)
    .executeTakeFirstOrThrow();
  // The visitor's acknowledgement, with the reference the panel showed.
  await expect(visitor.getByText(record.reference!)).toBeVisible();
  const acknowledgement = await nextMailTo(VISITOR, 1);
  expect(acknowledgement.headers.get("subject")).toBe(
    `We received your message (${record.reference})`,
  );
  expect(acknowledgement.text).toContain("Do you insure classic cars?");

  await signInAsStaff(page, server.url, staff, `/admin/contact/${record.id}`);
  await waitForHydration(page);
  await staffWrites(
    page,
    "Yes, we do.\n\nA classic car is insured for an agreed value.",
    [],
  );

  const reply = await nextMailTo(VISITOR, 2);
  expect(reply.headers.get("subject")).toBe(
    `Re: Your message to Harborline Insurance (${record.reference})`,
  );
  expect(reply.text).toContain("A classic car is insured for an agreed value.");
  expect(reply.html).toContain("A classic car is insured for an agreed value.");
  expect(reply.headers.get("message-id")).toMatch(/^<.+@.+>$/);
  expect(reply.headers.get("references")).toContain(
    `<conversation.contact.${record.id}@`,
  );
  expect(reply.headers.get("reply-to")).toMatch(/^reply\+[a-z2-7]{52}@/);

  await postAnswer(
    page,
    emailedAnswer({
      from: `Ada Lovelace <${VISITOR}>`,
      answered: reply,
      text: "Wonderful, it is a 1965 Mustang.",
    }),
  );
  await page.reload();
  await waitForHydration(page);
  const thread = staffThread(page);
  await expect(thread).toHaveCount(2);
  await expect(thread.nth(0)).toContainText("Yes, we do.");
  await expect(thread.nth(1)).toContainText("Wonderful, it is a 1965 Mustang.");
  await expect(thread.nth(1)).toContainText("by email");
});
