import type { Browser, Page } from "@playwright/test";

import { openDatabase, type Database } from "#server/db/database.ts";
import { receivedMail, type TestSmtpServer } from "../helpers/smtp-server";
import { createTestAccount, type TestAccount } from "../helpers/staff";
import { expectNoAxeViolations } from "./helpers/axe";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { signInAsStaff } from "./helpers/staff";

// Issue 25: a claim filed from a Spanish page is answered in Spanish. Staff
// (in English) see "Spanish" on the claim and are told to write in it; the
// claimant's notice links to /es/messages/<token>, read and answered in
// Spanish with JavaScript on and off. Mail goes through a real SMTP server.
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
const CLAIMANT = `maria.es.${stamp}@example.com`;
const POLICY = `HL-${String(stamp).slice(-7)}`;
const STAFF_MESSAGE =
  "Estimada María: envíenos el informe policial, por favor.";

let server: ServerProcess;
let smtp: TestSmtpServer;
let database: Database;
let staff: TestAccount;
let claim: { id: string; reference: string };
let token = "";

test.beforeAll(async ({ ownServer, ownSmtp }) => {
  server = ownServer;
  smtp = ownSmtp;
  database = openDatabase({ dataDir: server.dataDir });
  staff = await createTestAccount(database.db, { name: "Sofía Staff" });
});

test.afterAll(async () => {
  await database?.close();
});

const at = (path: string) => new URL(path, server.url).href;

async function nextMailTo(to: string, count: number) {
  await expect
    .poll(() => receivedMail(smtp, to).length, { timeout: 30_000 })
    .toBe(count);
  return receivedMail(smtp, to)[count - 1]!;
}

/** The claimant's own browser: a new client, JavaScript on or off. */
async function claimantPage(
  browser: Browser,
  javaScriptEnabled: boolean,
): Promise<Page> {
  const page = await (
    await browser.newContext({ javaScriptEnabled })
  ).newPage();
  await actAsNewClient(page);
  return page;
}

test("a claim filed in Spanish is answered by staff, who see its language", async ({
  page,
  browser,
}) => {
  await test.step("the claimant files a claim through the Spanish form's endpoint", async () => {
    const claimant = await claimantPage(browser, true);
    await claimant.goto(at("/es"));
    const answer = await claimant.evaluate(
      async (fields) => {
        const response = await fetch("/es/api/forms/claim", {
          method: "POST",
          body: new URLSearchParams(fields),
        });
        return { status: response.status, body: await response.json() };
      },
      {
        claimType: "home",
        policyNumber: POLICY,
        incidentDate: "2026-01-10",
        description: "El granizo rompió dos tragaluces.",
        claimantName: "María López",
        claimantEmail: CLAIMANT,
        agreement: "on",
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true });
    claim = await database.db
      .selectFrom("claims")
      .select(["id", "reference", "locale"])
      .where("policy_number", "=", POLICY)
      .executeTakeFirstOrThrow()
      .then((row) => {
        expect(row.locale).toBe("es");
        return { id: row.id, reference: row.reference };
      });
    await nextMailTo(CLAIMANT, 1);
  });

  await test.step("the claims inbox marks the claim Spanish", async () => {
    await signInAsStaff(page, server.url, staff, "/admin/claims");
    await waitForHydration(page);
    const row = page.getByRole("row").filter({ hasText: claim.reference });
    const badge = row.locator('[data-language="es"]');
    await expect(badge).toBeVisible();
    // Read out as "Language: Spanish", seen as "Spanish".
    await expect(badge).toHaveText("Language: Spanish");
  });

  await test.step("the claim's page says Language: Spanish and to write in Spanish", async () => {
    await page.goto(at(`/admin/claims/${claim.id}`));
    await waitForHydration(page);
    await expect(page.locator('span[data-language="es"]')).toHaveText(
      "Language: Spanish",
    );
    const conversation = page.getByRole("region", { name: "Conversation" });
    await expect(conversation).toContainText(
      "Write in Spanish: the person used our Spanish pages, and our emails to them are in Spanish.",
    );
    await expectNoAxeViolations(page);
    await conversation
      .getByRole("textbox", { name: "Message", exact: true })
      .fill(STAFF_MESSAGE);
    await conversation.getByLabel("Document 1").fill("Informe policial");
    await conversation.getByRole("button", { name: "Send Message" }).click();
    await expect(
      conversation.getByRole("status").filter({ hasText: "Message sent" }),
    ).toBeVisible();
  });

  await test.step("the notice is in Spanish and links to the Spanish page", async () => {
    const notice = await nextMailTo(CLAIMANT, 2);
    expect(notice.headers.get("subject")).toBe(
      `Nuevo mensaje sobre ${claim.reference}`,
    );
    expect(notice.text).not.toContain(STAFF_MESSAGE);
    const link = /https?:\/\/\S+\/es\/messages\/([a-z2-7]{52})/.exec(
      notice.text,
    );
    expect(link, "an /es/messages/ link").not.toBeNull();
    token = link![1]!;
  });
});

test("the claimant reads and answers in Spanish, JavaScript on", async ({
  browser,
}) => {
  const claimant = await claimantPage(browser, true);
  const response = await claimant.goto(at(`/es/messages/${token}`));
  expect(response?.status()).toBe(200);
  expect(response!.headers()["referrer-policy"]).toBe("strict-origin");
  await waitForHydration(claimant);
  await expect(claimant.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    claimant.getByRole("heading", {
      level: 1,
      name: `Reclamo ${claim.reference}`,
    }),
  ).toBeVisible();
  await expect(claimant.getByText(STAFF_MESSAGE)).toBeVisible();
  await expect(
    claimant.getByRole("heading", { name: "Documentos que le pedimos" }),
  ).toBeVisible();
  await expectNoAxeViolations(claimant);

  // An empty answer is refused in Spanish.
  await claimant.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(
    claimant
      .getByText("Escriba un mensaje o elija un documento para enviar.")
      .first(),
  ).toBeVisible();
  await expect(claimant.getByText("Please", { exact: false })).toHaveCount(0);

  await claimant
    .getByLabel("Su mensaje")
    .fill("Hola. El informe llegará la próxima semana.");
  await claimant.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(
    claimant.getByRole("status").filter({ hasText: "Mensaje enviado" }),
  ).toBeVisible();
  await expect(
    claimant.getByText("Hola. El informe llegará la próxima semana."),
  ).toBeVisible();
});

test("the claimant answers in Spanish, JavaScript off; the English link opens the Spanish page", async ({
  browser,
}) => {
  const claimant = await claimantPage(browser, false);
  // The record's language wins: its English path redirects.
  await claimant.goto(at(`/messages/${token}`));
  await expect(claimant).toHaveURL(at(`/es/messages/${token}`));
  await expect(claimant.locator("html")).toHaveAttribute("lang", "es");
  await claimant.getByLabel("Su mensaje").fill("Sin JavaScript también.");
  await claimant.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(claimant).toHaveURL(
    new RegExp(`/es/messages/${token}(#reply)?$`),
  );
  await expect(claimant.getByText("Mensaje enviado")).toBeVisible();
  await expect(claimant.getByText("Sin JavaScript también.")).toBeVisible();
});

test("staff read both answers on the Spanish claim, and the token never reaches the log", async ({
  page,
}) => {
  await signInAsStaff(page, server.url, staff, `/admin/claims/${claim.id}`);
  await waitForHydration(page);
  await expect(page.locator('span[data-language="es"]')).toHaveText(
    "Language: Spanish",
  );
  const thread = page
    .getByRole("region", { name: "Conversation" })
    .locator("ol > li");
  await expect(thread).toHaveCount(3);
  await expect(thread.nth(1)).toContainText("El informe llegará");
  await expect(thread.nth(2)).toContainText("Sin JavaScript también.");
  const staffMail = receivedMail(smtp).filter(
    (mail) => !mail.envelope.to.includes(CLAIMANT),
  );
  expect(
    staffMail.some((mail) => mail.text.includes("Language: Spanish")),
  ).toBe(true);
  expect(server.output()).not.toContain(token);
});

test("a saved reply in Spanish is kept with its language and offered first on the Spanish claim", async ({
  page,
}) => {
  await signInAsStaff(page, server.url, staff, "/admin/replies");
  await waitForHydration(page);
  // The form that adds a reply: each saved reply's card has fields of the same names.
  const add = page.getByRole("region", { name: "Add a saved reply" });
  const save = async (title: string, body: string, language: string) => {
    await add.getByLabel("Title").fill(title);
    await add.getByRole("textbox", { name: "Reply", exact: true }).fill(body);
    await add
      .getByRole("combobox", { name: "Language" })
      .selectOption({ label: language });
    await add.getByRole("button", { name: "Save Reply" }).click();
    // The reply's card is the outcome to wait for: two saves in a row may
    // show two "Reply saved" toasts at once.
    await expect(
      page
        .getByRole("region", { name: "Your replies" })
        .getByRole("heading", { name: title }),
    ).toBeVisible();
  };
  await save("A welcome", "Hello {first_name}.", "English");
  await save(
    "Bienvenida",
    "Hola {first_name}: recibimos su reclamo.",
    "Spanish",
  );
  const mine = page.getByRole("region", { name: "Your replies" });
  const card = mine
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Bienvenida" }) });
  await expect(card.locator('[data-language="es"]')).toHaveText(
    "Language: Spanish",
  );
  await expect(
    mine
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "A welcome" }) })
      .locator('[data-language="en"]'),
  ).toHaveText("Language: English");
  await expectNoAxeViolations(page);

  await page.goto(at(`/admin/claims/${claim.id}`));
  await waitForHydration(page);
  const picker = page.getByLabel("Saved reply");
  await expect(picker.locator("option")).toHaveText([
    "Bienvenida",
    "A welcome – English",
  ]);
  await page.getByRole("button", { name: "Insert" }).click();
  await expect(
    page.getByRole("textbox", { name: "Message", exact: true }),
  ).toHaveValue("Hola María: recibimos su reclamo.");
});
