import type { Locator, Page } from "@playwright/test";

import { StaffMessageSchema } from "#app/lib/schemas/staff.ts";
import { company } from "#app/content/company.ts";
import { parseConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { loadSecrets } from "#server/secrets.ts";
import { pino } from "pino";

import { sendStaffMessage } from "#server/conversations/conversation.ts";
import { createStorage } from "#server/storage/storage.ts";
import { changeStatus } from "#server/staff/workflow.ts";
import { parseMail, type TestSmtpServer } from "../helpers/smtp-server";
import { expectNoAxeViolations } from "./helpers/axe";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";

// A claimant's journey against a server process of its own, with a real SMTP
// server, so the confirmation email's link can be read and followed; staff
// move the claim on through the workflow's own server function (the staff
// console is not part of this journey).
test.describe.configure({ mode: "serial", timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({
  ownServerOptions: {
    smtp: true,
    appUrlIsOwnAddress: true,
    env: { TRUST_PROXY: "1" },
  },
});

const CLAIMANT = `dorothy-${Date.now()}@example.com`;
const POLICY = "HL-2468013";
const neutral = `We could not find a claim with that reference and policy number. Please check both and try again, or call us 24/7 at ${company.phone}.`;

let server: ServerProcess;
let smtp: TestSmtpServer;
let reference = "";

test.beforeAll(({ ownServer, ownSmtp }) => {
  server = ownServer;
  smtp = ownSmtp;
});

const at = (path: string) => new URL(path, server.url).href;

/** The latest email to the claimant whose subject contains `subject`, once it arrives. */
async function mailToClaimant(subject: string) {
  const find = () =>
    smtp.received
      .filter((mail) => mail.envelope.to.includes(CLAIMANT))
      .map((mail) => parseMail(mail.raw))
      .findLast((mail) => mail.headers.get("subject")?.includes(subject));
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  return find()!;
}

/** Moves the claim on as staff would, through the workflow's server function. */
async function staffMovesClaimTo(status: string) {
  const config = parseConfig({
    DATA_DIR: server.dataDir,
    APP_URL: server.url,
  });
  const database = openDatabase({ dataDir: server.dataDir });
  try {
    const { id } = await database.db
      .selectFrom("claims")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const result = await changeStatus(
      {
        config,
        database,
        secrets: loadSecrets(config),
        // The server's own outbox worker sends the status email at its next poll.
        outbox: { kick: () => {} },
      },
      {
        kind: "claim",
        id,
        to: status,
        actor: { id: "e2e-staff", clientIp: "127.0.0.1" },
      },
    );
    expect(result).toMatchObject({ ok: true, changed: true });
  } finally {
    await database.close();
  }
}

/**
 * Staff ask the claimant for documents, as the claim page's message form
 * does, without setting the wait: the check must list them all the same.
 */
async function staffAskForDocuments(labels: string[]) {
  const config = parseConfig({
    DATA_DIR: server.dataDir,
    APP_URL: server.url,
  });
  const database = openDatabase({ dataDir: server.dataDir });
  try {
    const { id } = await database.db
      .selectFrom("claims")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    const result = await sendStaffMessage(
      {
        config,
        database,
        secrets: loadSecrets(config),
        storage: createStorage(config),
        logger: pino({ level: "silent" }),
        outbox: { kick: () => {} },
      },
      {
        subject: { kind: "claim", id },
        message: StaffMessageSchema.parse({
          body: "Please send us these documents.",
          requests: labels,
        }),
        actor: { id: "e2e-staff", clientIp: "127.0.0.1" },
      },
    );
    expect(result).toMatchObject({ ok: true, waiting: false });
  } finally {
    await database.close();
  }
}

const section = (page: Page) => page.locator("#check-a-claim");

async function checkClaim(page: Page, claim: string, policy: string) {
  await section(page).getByLabel("Claim Reference").fill(claim);
  await section(page).getByLabel("Policy Number").fill(policy);
  await section(page).getByRole("button", { name: "Check claim" }).click();
}

/** Today as the page writes it (the insurer's own time zone). */
const today = () =>
  new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "America/New_York",
  }).format(new Date());

async function expectHistory(result: Locator, statuses: string[]) {
  const steps = result.getByRole("listitem");
  await expect(steps).toHaveText(
    statuses.map((status) => `${today()}: ${status}`),
  );
}

test("a claimant files a claim, follows the confirmation email's link and checks it as it moves on", async ({
  page,
}) => {
  await actAsNewClient(page);

  await test.step("file a claim through the form", async () => {
    await page.goto(at("/file-a-claim"));
    await waitForHydration(page);
    const form = page.locator("#claim-form");
    await form.getByLabel("Claim Type").selectOption("home");
    await form.getByLabel("Policy Number").fill(POLICY);
    await form.getByLabel("Date of Incident").fill("2026-01-10");
    await form
      .getByLabel("Incident Description")
      .fill("Hail broke two skylights and damaged the roof shingles.");
    await form.getByLabel("Full Name").fill("Dorothy Vaughan");
    await form.getByLabel("Email Address").fill(CLAIMANT);
    await form
      .getByRole("checkbox", { name: /I confirm that all information/ })
      .check();
    await form.getByRole("button", { name: "Submit Claim" }).click();
    const confirmation = form.getByRole("region", {
      name: "Claim Submitted Successfully",
    });
    await expect(confirmation).toContainText(/CL\d{6}/);
    reference = /CL\d{6}/.exec((await confirmation.textContent()) ?? "")![0];
  });

  let link = "";
  await test.step("the confirmation email links to Check a claim", async () => {
    const mail = await mailToClaimant(`insurance claim ${reference}`);
    link = at("/file-a-claim#check-a-claim");
    expect(mail.text).toContain(`Check your claim:\n${link}`);
    expect(mail.html).toContain(`href="${link}"`);
  });

  await test.step("the link opens the section; the right pair shows Submitted", async () => {
    await page.goto(link);
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { level: 2, name: "Check a claim" }),
    ).toBeInViewport();
    const answered = page.waitForResponse("**/api/forms/claim-status");
    await checkClaim(page, reference.toLowerCase(), "hl 2468013");
    const response = await answered;
    expect(response.headers()["cache-control"]).toContain("no-store");
    const result = section(page).getByRole("status");
    await expect(result).toContainText("Status: Submitted");
    await expect(result).toContainText(
      `Claim ${reference}, Home Insurance, submitted on ${today()}.`,
    );
    await expectHistory(result, ["Submitted"]);
    // Sent without a page load: the form keeps what was typed.
    await expect(section(page).getByLabel("Policy Number")).toHaveValue(
      "hl 2468013",
    );
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step("staff move the claim on: the status email, and a dated history", async () => {
    await staffMovesClaimTo("in_review");
    const update = await mailToClaimant(`Update on your claim ${reference}`);
    expect(update.text).toContain(
      "Your claim is now at this stage: In review.",
    );
    await checkClaim(page, reference, POLICY);
    const result = section(page).getByRole("status");
    await expect(result).toContainText("Status: In review");
    await expectHistory(result, ["Submitted", "In review"]);
    await expect(result).not.toContainText("e2e-staff");
  });

  await test.step("a wrong policy number and a wrong reference get the one neutral message", async () => {
    await checkClaim(page, reference, "HL-0000000");
    const alert = section(page).getByRole("alert");
    await expect(alert).toHaveText(`No claim found${neutral}`);
    await expect(section(page).getByRole("status")).toHaveCount(0);
    const otherReference = reference === "CL000001" ? "CL000002" : "CL000001";
    await checkClaim(page, otherReference, POLICY);
    await expect(alert).toHaveText(`No claim found${neutral}`);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step("a reference that cannot be one is marked on its field", async () => {
    await checkClaim(page, "APP-123", POLICY);
    await expect(section(page).getByLabel("Claim Reference")).toBeFocused();
    await expect(
      section(page).getByLabel("Claim Reference"),
    ).toHaveAccessibleDescription(
      "A claim reference is CL followed by 6 or 12 digits, e.g. CL012345",
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page's action answers the check at the section, with the status and history, and the neutral message", async ({
    page,
  }) => {
    await actAsNewClient(page);
    await page.goto(at("/file-a-claim"));
    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" &&
        response.url().includes("/file-a-claim?form=check-a-claim"),
    );
    await checkClaim(page, reference, POLICY);
    expect((await posted).headers()["cache-control"]).toContain("no-store");
    await expect(page).toHaveURL(
      /\/file-a-claim\?form=check-a-claim#check-a-claim$/,
    );
    const result = section(page).getByRole("status");
    await expect(result).toContainText("Status: In review");
    await expectHistory(result, ["Submitted", "In review"]);
    // The claim form above is untouched by the check's answer.
    await expect(page.locator("#claim-form").getByRole("status")).toHaveCount(
      0,
    );
    await expect(page.locator("#claim-form").getByRole("alert")).toHaveCount(0);

    await checkClaim(page, reference, "HL-9999999");
    await expect(section(page).getByRole("alert")).toHaveText(
      `No claim found${neutral}`,
    );
    // What was typed is kept, to correct it.
    await expect(section(page).getByLabel("Claim Reference")).toHaveValue(
      reference,
    );
    await expect(section(page).getByLabel("Policy Number")).toHaveValue(
      "HL-9999999",
    );
  });
});

test.describe("answers without JavaScript, checked with axe", () => {
  // axe needs a script engine, so here the page's own scripts are kept from loading instead.
  test.beforeEach(async ({ page }) => {
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  });

  test("the status and the neutral message", async ({ page }) => {
    await actAsNewClient(page);
    await page.goto(at("/file-a-claim"));
    await checkClaim(page, reference, POLICY);
    await expect(section(page).getByRole("status")).toContainText(
      "Status: In review",
    );
    await expectNoAxeViolations(page);
    await checkClaim(page, "CL000000", POLICY);
    await expect(section(page).getByRole("alert")).toContainText(
      "No claim found",
    );
    await expectNoAxeViolations(page);
  });
});

test.describe("what we asked for, and a new link by email", () => {
  const asks = (page: Page) => section(page).locator("[data-claim-asks]");

  test("the check lists the documents asked for as a call to act, and the button emails a link to the claim's address", async ({
    page,
  }) => {
    await actAsNewClient(page);
    await staffAskForDocuments(["Photo of the damage", "Repair estimate"]);
    await page.goto(at("/file-a-claim#check-a-claim"));
    await waitForHydration(page);
    await checkClaim(page, reference, POLICY);
    const panel = asks(page);
    // Still "In review": the request did not move it, yet it is listed.
    await expect(panel.getByRole("status")).toContainText("Status: In review");
    await expect(
      panel.getByRole("heading", { name: "What we need from you" }),
    ).toBeVisible();
    await expect(panel.getByRole("list").first()).toHaveText(
      /Photo of the damage\s*Repair estimate/,
    );
    // Not a success: no green tick panel.
    await expect(panel).toHaveClass(/amber/);
    await expectNoAxeViolations(page);

    const sent = page.waitForResponse("**/api/forms/claim-link");
    await panel.getByRole("button", { name: "Email me a secure link" }).click();
    expect((await sent).status()).toBe(200);
    await expect(panel.getByRole("status").last()).toContainText(
      "Check your email",
    );
    const mail = await mailToClaimant(`Your secure link for ${reference}`);
    expect(mail.text).toContain(
      "We are waiting for 2 documents from you, which you can upload on that page.",
    );
    const url = /https?:\/\/\S+\/messages\/[a-z2-7]{52}/.exec(mail.text)![0];
    await page.goto(url);
    await expect(page.getByText("Photo of the damage").first()).toBeVisible();
  });

  test("the Spanish page says it in Spanish", async ({ page }) => {
    await actAsNewClient(page);
    await page.goto(at("/es/file-a-claim#check-a-claim"));
    await waitForHydration(page);
    await section(page).getByLabel("Referencia del reclamo").fill(reference);
    await section(page).getByLabel("Número de póliza").fill(POLICY);
    await section(page)
      .getByRole("button", { name: "Consultar reclamo" })
      .click();
    const panel = asks(page);
    await expect(
      panel.getByRole("heading", { name: "Lo que necesitamos de usted" }),
    ).toBeVisible();
    await expect(panel).toContainText("Photo of the damage");
    await panel
      .getByRole("button", { name: "Enviarme un enlace seguro" })
      .click();
    await expect(panel.getByRole("status").last()).toContainText(
      "Revise su correo electrónico",
    );
    await expect(panel).not.toContainText("Check your email");
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the link's button posts to the page, which answers at the section", async ({
      page,
    }) => {
      await actAsNewClient(page);
      await page.goto(at("/file-a-claim"));
      await checkClaim(page, reference, POLICY);
      await expect(asks(page)).toContainText("Repair estimate");
      await asks(page)
        .getByRole("button", { name: "Email me a secure link" })
        .click();
      await expect(page).toHaveURL(
        /\/file-a-claim\?form=check-a-claim#check-a-claim$/,
      );
      await expect(section(page).getByRole("status")).toContainText(
        "Check your email",
      );
    });
  });
});

test("more than ten checks in ten minutes from one client are refused with the readable 429", async ({
  page,
}) => {
  await actAsNewClient(page);
  await page.goto(at("/file-a-claim#check-a-claim"));
  await waitForHydration(page);
  // Each check waits for its own answer: the previous one's message is
  // still on screen, so seeing a message proves nothing about this one.
  for (let i = 0; i < 10; i++) {
    const answered = page.waitForResponse("**/api/forms/claim-status");
    await checkClaim(page, reference, i % 2 ? POLICY : "HL-1000001");
    expect((await answered).status()).toBe(i % 2 ? 200 : 404);
    await expect(
      section(page).getByRole(i % 2 ? "status" : "alert"),
    ).toBeVisible();
  }
  const refused = page.waitForResponse("**/api/forms/claim-status");
  await checkClaim(page, reference, POLICY);
  expect((await refused).status()).toBe(429);
  await expect(section(page).getByRole("alert")).toContainText(
    "Too Many Attempts",
  );
});
