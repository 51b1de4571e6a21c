import type { Locator, Page } from "@playwright/test";
import { pino } from "pino";

import { receivePersonMessage } from "#server/conversations/conversation.ts";
import { parseConfig } from "#server/config.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { loadSecrets } from "#server/secrets.ts";
import { auditActions } from "#server/staff/audit.ts";
import { createStorage } from "#server/storage/storage.ts";
import { samplePdf, uploadedFile } from "../helpers/files";
import { insertClaim, insertContact } from "../helpers/records";
import { receivedMail, type TestSmtpServer } from "../helpers/smtp-server";
import { createTestAccount, type TestAccount } from "../helpers/staff";
import { expectNoAxeViolations } from "./helpers/axe";
import { waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { downloadOf, signInAsStaff } from "./helpers/staff";

// A member of staff answers a claimant from the claim's page: a saved reply
// of their own, a police report asked for, the message sent and shown in
// the conversation; with the keyboard alone, and without JavaScript. The
// server is the spec's own, its mail going to a real SMTP server here.
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({
  ownServerOptions: {
    smtp: true,
    appUrlIsOwnAddress: true,
    env: { LOG_LEVEL: "info" },
  },
});

const stamp = Date.now();
const CLAIMANT_EMAIL = `dorothy.conversation.${stamp}@example.com`;
const CONTACT_EMAIL = `ada.conversation.${stamp}@example.com`;
const REFERENCE = `CL${String(stamp).slice(-6)}`;
const REPLY_TITLE = "Police report request";
const REPLY_BODY =
  "Dear {first_name},\n\nPlease send us the police report for claim {reference}. We will review your claim {promised_time} of receiving it.";
const FILLED = `Dear Dorothy,\n\nPlease send us the police report for claim ${REFERENCE}. We will review your claim within 24-48 hours of receiving it.`;

let server: ServerProcess;
let smtp: TestSmtpServer;
let database: Database;
let staff: TestAccount;
const claimId = crypto.randomUUID();
const contactId = crypto.randomUUID();

test.beforeAll(async ({ ownServer, ownSmtp }) => {
  test.setTimeout(90_000);
  server = ownServer;
  smtp = ownSmtp;
  database = openDatabase({ dataDir: server.dataDir });
  staff = await createTestAccount(database.db, { name: "Sam Staff" });
  await insertClaim(database.db, {
    id: claimId,
    reference: REFERENCE,
    claimant_name: "Dorothy Vaughan",
    claimant_email: CLAIMANT_EMAIL,
  });
  await insertContact(database.db, { id: contactId, email: CONTACT_EMAIL });
});

test.afterAll(async () => {
  await database?.close();
});

const at = (path: string) => new URL(path, server.url).href;
const claimPath = `/admin/claims/${claimId}`;

const auditCount = async (action: string, subjectId: string) =>
  (
    await database.db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", action)
      .where("subject_id", "=", subjectId)
      .execute()
  ).length;

/** Presses Tab (or Shift+Tab) until `target` has the focus: it is reachable by keyboard. */
async function tabTo(
  page: Page,
  target: Locator,
  options: { backwards?: boolean } = {},
) {
  const key = options.backwards ? "Shift+Tab" : "Tab";
  for (let presses = 0; presses < 120; presses++) {
    if (await target.evaluate((element) => element === document.activeElement))
      return;
    await page.keyboard.press(key);
  }
  throw new Error("not reached by keyboard");
}

const conversationOf = (page: Page) =>
  page.getByRole("region", { name: "Conversation" });

test("staff keep a saved reply, insert it on a claim, ask for a police report and send it, with the keyboard alone", async ({
  page,
}) => {
  await signInAsStaff(page, server.url, staff);

  await test.step("the saved replies page explains the placeholders and keeps a reply of one's own", async () => {
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Saved replies" })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Saved replies" }),
    ).toBeVisible();
    await waitForHydration(page);
    for (const name of ["{first_name}", "{reference}", "{promised_time}"])
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByLabel("Title"));
    await page.keyboard.type(REPLY_TITLE);
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("textbox", { name: "Reply", exact: true }),
    ).toBeFocused();
    await page.keyboard.type(REPLY_BODY);
    await tabTo(page, page.getByRole("button", { name: "Save Reply" }));
    await page.keyboard.press("Enter");
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Reply saved" }),
    ).toBeVisible();
    const mine = page.getByRole("region", { name: "Your replies" });
    await expect(
      mine.getByRole("heading", { name: REPLY_TITLE }),
    ).toBeVisible();
    await expect(mine).toContainText("{promised_time}");
    await expectNoAxeViolations(page);
  });

  await page.goto(at(claimPath));
  await waitForHydration(page);
  const conversation = conversationOf(page);
  const message = conversation.getByRole("textbox", {
    name: "Message",
    exact: true,
  });

  await test.step("the claim's page shows its (empty) conversation and says who reads what", async () => {
    await expect(conversation).toContainText("No messages yet.");
    await expect(conversation).toContainText(
      "The person gets an email with a link; the message is read on our site.",
    );
    await expect(conversation).toContainText(
      "For remarks among staff only, use the internal notes.",
    );
    await expect(
      page.getByRole("region", { name: "Internal notes" }),
    ).toContainText("never by the person");
    expect(await auditCount(auditActions.conversationViewed, claimId)).toBe(1);
    await expectNoAxeViolations(page);
  });

  await test.step("a saved reply goes in where the cursor is, filled in, without a reload", async () => {
    await tabTo(page, message);
    await page.keyboard.type("Thank you for your patience.\n\n");
    await tabTo(page, conversation.getByRole("button", { name: "Insert" }), {
      backwards: true,
    });
    await page.keyboard.press("Enter");
    await expect(message).toBeFocused();
    await expect(message).toHaveValue(
      `Thank you for your patience.\n\n${FILLED}`,
    );
    await expect(conversation.getByRole("status")).toContainText(
      `Inserted “${REPLY_TITLE}”`,
    );
    expect(page.url()).toBe(at(claimPath));
    // No reload: no second view of the conversation.
    expect(await auditCount(auditActions.conversationViewed, claimId)).toBe(1);
    await page.keyboard.type("\n\nSam");
  });

  await test.step("a police report is asked for and the message sent; its outcome takes the focus and it joins the conversation", async () => {
    await tabTo(page, conversation.getByLabel("Document 1"));
    await page.keyboard.type("Police report");
    await tabTo(
      page,
      conversation.getByRole("button", { name: "Send Message" }),
    );
    await page.keyboard.press("Enter");
    const outcome = conversation
      .getByRole("status")
      .filter({ hasText: "Message sent" });
    await expect(outcome).toBeVisible();
    await expect(page.locator(":focus")).toContainText("Message sent");
    const sent = conversation.getByRole("listitem").filter({
      hasText: "Please send us the police report",
    });
    await expect(sent).toContainText("Sam Staff");
    await expect(sent).toContainText("secure message, link emailed");
    await expect(sent).toContainText("Asked for: Police report");
    await expect(
      conversation.getByRole("region", { name: "Documents asked for" }),
    ).toContainText("Not received yet");
    // The box is empty again for the next message.
    await expect(message).toHaveValue("");
    await expect(conversation.getByLabel("Document 1")).toHaveValue("");
    expect(await auditCount(auditActions.messageSent, claimId)).toBe(1);
    await expectNoAxeViolations(page);
  });

  await test.step("the claimant is emailed a notice with a link, never the message", async () => {
    await expect
      .poll(() => receivedMail(smtp, CLAIMANT_EMAIL).length, {
        timeout: 20_000,
      })
      .toBe(1);
    const mail = receivedMail(smtp, CLAIMANT_EMAIL)[0]!;
    expect(mail.headers.get("subject")).toContain(REFERENCE);
    expect(mail.text).toMatch(/\/messages\/[a-z2-7]{52}/);
    for (const part of [mail.text, mail.html ?? ""])
      expect(part).not.toContain("police report");
  });

  await test.step("the claimant's answer and report show on the claim, and the report downloads", async () => {
    const config = parseConfig({ DATA_DIR: server.dataDir });
    const request = await database.db
      .selectFrom("document_requests")
      .select("id")
      .where("subject_id", "=", claimId)
      .executeTakeFirstOrThrow();
    const answered = await receivePersonMessage(
      {
        config,
        database,
        secrets: loadSecrets(config),
        storage: createStorage(config),
        logger: pino({ level: "silent" }),
        // The server's own outbox worker sends the staff notice.
        outbox: { kick: () => {} },
      },
      {
        subject: { kind: "claim", id: claimId },
        body: "Here it is.",
        channel: "web",
        documents: [
          {
            file: uploadedFile(
              "documents",
              "report.pdf",
              samplePdf(),
              "application/pdf",
            ),
            requestId: request.id,
          },
        ],
      },
    );
    expect(answered.ok).toBe(true);
    await page.reload();
    await waitForHydration(page);
    const answer = conversation
      .getByRole("listitem")
      .filter({ hasText: "Here it is." });
    await expect(answer).toContainText("Dorothy Vaughan");
    await expect(answer).toContainText("on our website");
    await expect(
      conversation.getByRole("region", { name: "Documents asked for" }),
    ).toContainText("Received");
    const file = await downloadOf(page, () =>
      answer.getByRole("link", { name: "Download report.pdf" }).click(),
    );
    expect(file.name).toBe(`${REFERENCE}-report.pdf`);
    expect(file.bytes.equals(Buffer.from(samplePdf()))).toBe(true);
    expect(await auditCount(auditActions.documentDownloaded, claimId)).toBe(1);
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Insert fills the message box from the page, and the message is sent as a plain form; a contact reply with an SSN is refused", async ({
    page,
  }) => {
    await signInAsStaff(page, server.url, staff, claimPath, {
      javaScript: false,
    });
    const conversation = conversationOf(page);
    const message = conversation.getByRole("textbox", {
      name: "Message",
      exact: true,
    });

    await conversation.getByLabel("Saved reply").selectOption({
      label: REPLY_TITLE,
    });
    await conversation.getByRole("button", { name: "Insert" }).click();
    await expect(page).toHaveURL(/\?reply=[\w-]+#compose$/);
    await expect(message).toHaveValue(FILLED);

    await message.fill(`${FILLED}\n\nA repair estimate helps too.`);
    await conversation.getByLabel("Document 1").fill("Repair estimate");
    await conversation.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(at(`${claimPath}#compose`));
    await expect(
      conversation.getByRole("status").filter({ hasText: "Message sent" }),
    ).toBeVisible();
    await expect(
      conversation
        .getByRole("listitem")
        .filter({ hasText: "A repair estimate helps too." }),
    ).toContainText("Asked for: Repair estimate");
    // The saved reply is done with: the box is empty again.
    await expect(message).toHaveValue("");

    await page.goto(at(`/admin/contact/${contactId}`));
    await expect(conversation).toContainText("The reply is emailed in full.");
    await expect(conversation.getByLabel("Document 1")).toHaveCount(0);
    await message.fill("We have your SSN on file as 123-45-6789.");
    await conversation.getByRole("button", { name: "Send Message" }).click();
    await expect(
      conversation.getByRole("alert").filter({ hasText: "Message not sent" }),
    ).toBeVisible();
    await expect(conversation).toContainText(
      "This looks like a Social Security Number.",
    );
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(message).toHaveValue(
      "We have your SSN on file as 123-45-6789.",
    );
    await expect(conversation).toContainText("No messages yet.");
    expect(await auditCount(auditActions.messageSent, contactId)).toBe(0);
    expect(receivedMail(smtp, CONTACT_EMAIL)).toHaveLength(0);
  });
});

test("a saved reply of one's own is changed and deleted on its page", async ({
  page,
}) => {
  await signInAsStaff(page, server.url, staff, "/admin/replies");
  await waitForHydration(page);
  const add = page.getByRole("region", { name: "Add a saved reply" });
  await add.getByLabel("Title").fill("Scratch");
  await add
    .getByRole("textbox", { name: "Reply", exact: true })
    .fill("Hello {first_name}.");
  await add.getByRole("button", { name: "Save Reply" }).click();
  const mine = page.getByRole("region", { name: "Your replies" });
  const card = mine.getByRole("article", { name: "Scratch" });
  await expect(card).toBeVisible();

  await card.getByText("Edit").click();
  await card.getByLabel("Title").fill("Scratch, changed");
  await card.getByRole("button", { name: "Save Changes" }).click();
  const changed = mine.getByRole("article", { name: "Scratch, changed" });
  await expect(changed).toBeVisible();
  // The form folds away; its summary keeps the focus.
  await expect(changed.locator("summary")).toBeFocused();
  await expect(changed.getByLabel("Title")).toBeHidden();

  await changed.getByRole("button", { name: "Delete Reply" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Reply deleted" }),
  ).toBeVisible();
  await expect(mine.getByRole("article")).toHaveCount(1);
  await expect(
    mine.getByRole("heading", { level: 2, name: "Your replies" }),
  ).toBeFocused();
  const rows = await database.db
    .selectFrom("audit_log")
    .select("details")
    .where("action", "=", auditActions.savedReplyChanged)
    .where("actor", "=", staff.id)
    .execute();
  expect(
    rows
      .map((row) => (JSON.parse(row.details!) as { change: string }).change)
      .sort(),
  ).toEqual(["changed", "created", "created", "deleted"]);
  expect(JSON.stringify(rows)).not.toContain("Scratch");
});
