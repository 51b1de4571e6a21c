import type { Locator, Page } from "@playwright/test";

import { StaffMessageSchema } from "#app/lib/schemas/staff.ts";
import { company } from "#app/content/company.ts";
import { parseConfig } from "#server/config.ts";
import { sendStaffMessage } from "#server/conversations/conversation.ts";
import type { ConversationSubject } from "#server/conversations/tokens.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { createLogger } from "#server/logger.ts";
import { loadSecrets } from "#server/secrets.ts";
import { createStorage } from "#server/storage/storage.ts";
import { samplePdf } from "../helpers/files";
import { expiredLink, insertClaim } from "../helpers/records";
import { receivedMail, type TestSmtpServer } from "../helpers/smtp-server";
import { createTestAccount, insertUser } from "../helpers/staff";
import { expectNoAxeViolations } from "./helpers/axe";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import { signInAt } from "./helpers/staff";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";

// A claimant answers a message from the claim's staff, as a new user would:
// the link read from the email a real SMTP server received, the page used
// with JavaScript off and on (and once by keyboard alone), a police report
// uploaded for the request. Staff write through the conversation's own
// server function (the back office's message box is not part of this
// journey), into the server's database.
test.describe.configure({ mode: "serial", timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({
  ownServerOptions: {
    smtp: true,
    appUrlIsOwnAddress: true,
    env: { LOG_LEVEL: "info" },
  },
});

const CLAIMANT = `dorothy.conversation.${Date.now()}@example.com`;
const STAFF_NAME = "Samantha Claimsworth";
const REFERENCE = `CL${String(Date.now()).slice(-6)}`;
const report = {
  name: "police-report.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(samplePdf()),
};

let server: ServerProcess;
let smtp: TestSmtpServer;
let database: Database;
let subject: ConversationSubject;
/** Every message link handed out in this spec, to look for in the log. */
const tokens: string[] = [];

test.beforeAll(async ({ ownServer, ownSmtp }) => {
  server = ownServer;
  smtp = ownSmtp;
  database = openDatabase({ dataDir: server.dataDir });
  await insertUser(database.db, {
    id: "staff-conversation-e2e",
    name: STAFF_NAME,
  });
  subject = await insertClaim(database.db, {
    reference: REFERENCE,
    claimant_name: "Dorothy Vaughan",
    claimant_email: CLAIMANT,
  });
});

test.afterAll(async () => {
  await database?.close();
});

const at = (path: string) => new URL(path, server.url).href;

/** Staff write to the claimant through the conversation's server function; the server's outbox sends the email. */
async function staffWrites(body: string, requests: string[]) {
  const config = parseConfig({ DATA_DIR: server.dataDir, APP_URL: server.url });
  const sent = await sendStaffMessage(
    {
      config,
      database,
      secrets: loadSecrets(config),
      storage: createStorage(config),
      logger: createLogger({ level: "silent", pretty: false }),
      // The server's own outbox worker sends it at its next poll.
      outbox: { kick: () => {} },
    },
    {
      subject,
      message: StaffMessageSchema.parse({ body, requests }),
      actor: { id: "staff-conversation-e2e", clientIp: "127.0.0.1" },
    },
  );
  expect(sent.ok).toBe(true);
}

/** The link of the newest "New message about …" email to the claimant, once it arrives. */
async function linkFromEmail(count: number): Promise<string> {
  const notices = () =>
    receivedMail(smtp, CLAIMANT).filter((mail) =>
      mail.headers.get("subject")?.includes(REFERENCE),
    );
  await expect.poll(() => notices().length, { timeout: 30_000 }).toBe(count);
  const mail = notices().at(-1)!;
  const link = /https?:\/\/\S+\/messages\/([a-z2-7]{52})/.exec(mail.text);
  expect(link, "the email's message link").not.toBeNull();
  tokens.push(link![1]!);
  return link![0];
}

const conversation = (page: Page) =>
  page.getByRole("region", { name: "Conversation" });
const requested = (page: Page) =>
  page.getByRole("region", { name: "Documents we asked for" });
/** The messages, oldest first (the lists inside a message are not messages). */
const messages = (page: Page) => conversation(page).locator("ol > li");
const confirmation = (page: Page) =>
  page.getByRole("status").filter({ hasText: "Message sent" });

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === document.activeElement))
      return;
    await page.keyboard.press("Tab");
  }
  throw new Error("could not reach the element with Tab");
}

test("a claimant reads the message and answers with the police report, JavaScript off", async ({
  browser,
}) => {
  await staffWrites(
    "Thank you for your claim.\nPlease send us the police report.",
    ["Police report"],
  );
  const link = await linkFromEmail(1);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await actAsNewClient(page);

  await test.step("the link opens the claim's conversation, private and unindexed", async () => {
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers["cache-control"]).toBe("private, no-store");
    // No Referer at all: the path holds the token.
    expect(headers["referrer-policy"]).toBe("strict-origin");
    expect(headers["x-robots-tag"]).toBe("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex",
    );
    await expect(
      page.getByRole("heading", { level: 1, name: `Claim ${REFERENCE}` }),
    ).toBeVisible();
    await expect(messages(page)).toHaveCount(1);
    await expect(messages(page).first()).toContainText(company.name);
    await expect(messages(page).first()).toContainText(
      "Please send us the police report.",
    );
    await expect(page.getByText(STAFF_NAME)).toHaveCount(0);
    await expect(requested(page)).toContainText("Police report");
  });

  await test.step("the answer is sent with the report for its request", async () => {
    await page
      .getByLabel("Your message")
      .fill("Here is the report.\nThe officer's name is on page 2.");
    await page.getByLabel("Police report").setInputFiles(report);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(confirmation(page)).toBeVisible();
    await expect(page).toHaveURL(/#reply$/);
    const mine = messages(page).last();
    await expect(mine).toContainText("You");
    await expect(mine).toContainText("The officer's name is on page 2.");
    await expect(mine).toContainText("police-report.pdf");
    // The box says what arrived instead of vanishing (issue 36, item 4),
    // and the confirmation points up, where the message now is.
    await expect(requested(page)).toContainText(
      "We have received every document we asked for.",
    );
    await expect(requested(page)).toContainText("Police report");
    await expect(requested(page)).toContainText("Received");
    await expect(confirmation(page)).toContainText("the conversation above");
    await expect(page.getByLabel("Your message")).toHaveValue("");
  });

  await context.close();
  const stored = await database.db
    .selectFrom("conversation_files")
    .select(["file_name", "request_id"])
    .where("subject_id", "=", subject.id)
    .execute();
  expect(stored).toEqual([
    { file_name: "police-report.pdf", request_id: expect.any(String) },
  ]);
});

test("the page and its answers without JavaScript are accessible", async ({
  page,
}) => {
  // axe needs a script engine, so here the page's own scripts are kept from loading instead.
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  await actAsNewClient(page);
  await page.goto(at(`/messages/${tokens[0]}`));
  await expect(messages(page)).toHaveCount(2);
  await expectNoAxeViolations(page);

  // Nothing to send: the page comes back with the reason, at the form.
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert").first()).toContainText(
    "Your message has not been sent yet",
  );
  await expect(
    page.getByText("Please write a message or choose a document to send."),
  ).toBeVisible();
  await expect(page.getByLabel("Your message")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(messages(page)).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test("a claimant answers the next request by keyboard alone, JavaScript on", async ({
  page,
}) => {
  await staffWrites("We also need the repair estimate.", ["Repair estimate"]);
  const link = await linkFromEmail(2);
  await actAsNewClient(page);
  await page.goto(link);
  await waitForHydration(page);
  await expect(requested(page)).toContainText("Repair estimate");

  const message = page.getByLabel("Your message");
  await tabTo(page, message);
  await page.keyboard.type("The estimate from the roofer.");

  const estimate = page.getByLabel("Repair estimate");
  await tabTo(page, estimate);
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.keyboard.press("Space"),
  ]);
  await chooser.setFiles({ ...report, name: "repair-estimate.pdf" });
  await expect(
    page.locator("#reply").getByText("repair-estimate.pdf").first(),
  ).toBeVisible();

  const reread = page.waitForResponse(
    (response) =>
      /\/messages\/[a-z2-7]{52}\.data/.test(response.url()) &&
      response.request().method() === "GET",
  );
  await tabTo(page, page.getByRole("button", { name: "Send Message" }));
  await page.keyboard.press("Enter");

  // The confirmation takes the focus and stays; the form is emptied; the
  // page's data is read again, privately, and shows the answer.
  await expect(confirmation(page)).toBeVisible();
  await expect(page.locator(":focus")).toContainText("Message sent");
  expect((await reread).headers()["cache-control"]).toContain("no-store");
  await expect(message).toHaveValue("");
  const mine = messages(page).last();
  await expect(mine).toContainText("The estimate from the roofer.");
  await expect(mine).toContainText("repair-estimate.pdf");
  await expect(requested(page)).toContainText("Repair estimate");
  await expect(requested(page)).toContainText("Received");
  await expect(confirmation(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("asking to send nothing is refused on the page, with the reason under the message", async ({
  page,
}) => {
  await page.goto(at(`/messages/${tokens[0]}`));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  const message = page.getByLabel("Your message");
  await expect(message).toBeFocused();
  await expect(message).toHaveAttribute("aria-invalid", "true");
  await expect(
    page.getByText("Please write a message or choose a document to send."),
  ).toBeVisible();
});

test("an expired link and an unknown one have pages of their own", async ({
  page,
}) => {
  const expired = await expiredLink(database.db, subject);
  tokens.push(expired);
  await actAsNewClient(page);

  const old = await page.goto(at(`/messages/${expired}`));
  expect(old?.status()).toBe(410);
  expect(old?.headers()["cache-control"]).toBe("private, no-store");
  await expect(
    page.getByRole("heading", { level: 1, name: "This link has expired" }),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: `Call ${company.phone}` }),
  ).toHaveAttribute("href", company.phoneHref);
  await expect(page.getByText("Reply to the email")).toBeVisible();
  await expectNoAxeViolations(page);

  const unknown = "q".repeat(52);
  tokens.push(unknown);
  const missing = await page.goto(at(`/messages/${unknown}`));
  expect(missing?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "This link is not valid" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await page.goto(at("/messages/not-a-link")))?.status()).toBe(404);
});

test("a signed-in claimant finds the conversation from the dashboard, with no link needed", async ({
  page,
}) => {
  const account = await createTestAccount(database.db, {
    role: "customer",
    name: "Dorothy Vaughan",
    email: CLAIMANT,
  });
  await signInAt(page, server.url, account, "/dashboard");
  await expect(page).toHaveURL(at("/dashboard"));
  const card = page
    .getByRole("region", { name: "Your activity" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Claim ${REFERENCE}` }) });
  await expect(card).toContainText("4 messages");
  // Our messages are new to the account until it opens the claim's page.
  await expect(card).toContainText(/\d new/);
  await expect(card).not.toContainText("asked for");
  await expect(
    page
      .getByRole("navigation", { name: "Start something new" })
      .getByRole("link", { name: "File a Claim" }),
  ).toHaveAttribute("href", "/file-a-claim");
  await expectNoAxeViolations(page);

  await card.getByRole("link", { name: /^View/ }).click();
  await expect(page).toHaveURL(at(`/dashboard/messages/claim/${subject.id}`));
  await expect(
    page.getByRole("heading", { level: 1, name: `Claim ${REFERENCE}` }),
  ).toBeVisible();
  const standing = page.getByRole("region", { name: "Where it stands" });
  await expect(standing).toContainText("Sent to us");
  await expect(standing).toContainText("Status");
  await expect(messages(page)).toHaveCount(4);
  await expect(page.getByText("Secure Area", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(at("/dashboard"));
  await expect(card).toContainText("4 messages");
  await expect(card).not.toContainText(/\d new/);
});

test("no message link is in the server's log", () => {
  const log = server.output();
  expect(log).toContain("/messages/[link]");
  for (const token of tokens) expect(log).not.toContain(token);
});
