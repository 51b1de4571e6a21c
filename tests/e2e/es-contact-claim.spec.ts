import type { Page } from "@playwright/test";

import { claimCheck, claimForm, claimTypes } from "#app/content/es/claims.ts";
import { contactForm } from "#app/content/es/contact.ts";
import { errorSummary, formControls } from "#app/content/es/form-parts.ts";
import { validationMessages } from "#app/content/es/validation.ts";
import { intlLocale } from "#app/lib/locale.ts";
import { receivedMail, type TestSmtpServer } from "../helpers/smtp-server";
import { samplePng } from "../helpers/files";
import { expectNoAxeViolations } from "./helpers/axe";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";

// /es/contact and /es/file-a-claim in Spanish, JavaScript on and off: the
// messages, the error summary, the success panels, the emails the person
// receives (a real SMTP server of this spec's own server) and "Check a
// claim". The claim filed first is the one checked last, so the steps run
// in order.
test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({
  ownServerOptions: {
    smtp: true,
    appUrlIsOwnAddress: true,
    env: { TRUST_PROXY: "1" },
  },
});

let server: ServerProcess;
let smtp: TestSmtpServer;
const at = (path: string) => new URL(path, server.url).href;

test.beforeAll(({ ownServer, ownSmtp }) => {
  server = ownServer;
  smtp = ownSmtp;
});

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

const stamp = Date.now();
const POLICY = `HL-${String(stamp).slice(-7)}`;
let claimReference = "";

/** The one email to `to` whose subject names `reference`, once it arrives. */
async function mailTo(to: string, reference: string) {
  const find = () =>
    receivedMail(smtp, to).find((mail) =>
      mail.headers.get("subject")?.includes(reference),
    );
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  return find()!;
}

const summaryOf = (page: Page) =>
  page.getByRole("alert").filter({
    has: page.getByRole("heading", { name: errorSummary.title }),
  });

const messageBox = (page: Page) =>
  page.getByRole("textbox", { name: contactForm.labels.message, exact: true });

test.describe("/es/contact", () => {
  test("with JavaScript: Spanish messages and summary, then the panel with the CT- reference, the toast and a Spanish email", async ({
    page,
  }) => {
    await page.goto(at("/es/contact"));
    await waitForHydration(page);
    await page.getByRole("button", { name: contactForm.submitLabel }).click();
    const summary = summaryOf(page);
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(errorSummary.intro(3));
    await expect(summary.getByRole("link")).toHaveText([
      `${contactForm.labels.fullName}: ${validationMessages.contact.fullName}`,
      `${contactForm.labels.email}: ${validationMessages.email}`,
      `${contactForm.labels.message}: ${validationMessages.contact.message}`,
    ]);
    await expect(
      page.getByLabel(contactForm.labels.fullName),
    ).toHaveAccessibleDescription(validationMessages.contact.fullName);

    const email = `maria.${stamp}@example.com`;
    await page.getByLabel(contactForm.labels.fullName).fill("María García");
    await page.getByLabel(contactForm.labels.email).fill(email);
    await messageBox(page).fill(
      "Quisiera información sobre un seguro de hogar.",
    );
    const answered = page.waitForResponse("**/es/api/forms/contact");
    await page.getByRole("button", { name: contactForm.submitLabel }).click();
    expect((await answered).status()).toBe(200);
    const panel = page.getByRole("region", { name: contactForm.sent.title });
    await expect(
      page.getByRole("heading", { name: contactForm.sent.title }),
    ).toBeFocused();
    await expect(panel).toContainText(contactForm.sent.referenceLabel);
    const reference = /CT-\d{6}/.exec((await panel.textContent()) ?? "")![0];
    await expect(
      page.getByRole("link", { name: contactForm.sent.another }),
    ).toBeVisible();

    // The toast and its region speak Spanish too.
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText(contactForm.success.title);
    await expect(
      page.getByRole("region", { name: /^Notificaciones/ }),
    ).toHaveCount(1);
    await page.getByRole("button", { name: "Cerrar aviso" }).click();
    await expect(toast).toHaveCount(0);
    await expectNoAxeViolations(page);

    const mail = await mailTo(email, reference);
    expect(mail.headers.get("subject")).toBe(
      `Recibimos su mensaje (${reference})`,
    );
    expect(mail.text).toContain("Gracias por comunicarse con");
    expect(mail.text).toContain("Usted escribió:");
    expect(mail.text).not.toContain("Thank you");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page's action answers in Spanish: the summary, then the panel with the CT- reference", async ({
      page,
    }) => {
      await page.goto(at("/es/contact"));
      await page.getByLabel(contactForm.labels.fullName).fill("A");
      await page
        .getByLabel(contactForm.labels.email)
        .fill(`ana.${stamp}@example.com`);
      await messageBox(page).fill("corto");
      await page
        .locator("form")
        .evaluate((form: HTMLFormElement) => (form.noValidate = true));
      await page.getByRole("button", { name: contactForm.submitLabel }).click();
      await expect(page).toHaveURL(/\/es\/contact#contact$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      const summary = summaryOf(page);
      await expect(summary.getByRole("link")).toHaveText([
        `${contactForm.labels.fullName}: ${validationMessages.contact.fullName}`,
        `${contactForm.labels.message}: ${validationMessages.contact.message}`,
      ]);
      await expect(messageBox(page)).toHaveValue("corto");

      await page.getByLabel(contactForm.labels.fullName).fill("Ana López");
      await messageBox(page).fill("Por favor, envíenme una cotización.");
      await page.getByRole("button", { name: contactForm.submitLabel }).click();
      const panel = page.getByRole("region", { name: contactForm.sent.title });
      await expect(panel).toContainText(/CT-\d{6}/);
      const reference = /CT-\d{6}/.exec((await panel.textContent()) ?? "")![0];
      await expect(
        page.getByRole("link", { name: contactForm.sent.another }),
      ).toHaveAttribute("href", "/es/contact#contact");
      const mail = await mailTo(`ana.${stamp}@example.com`, reference);
      expect(mail.text).toContain("Gracias por comunicarse con");
    });
  });
});

const photo = {
  name: "danos-techo.png",
  mimeType: "image/png",
  buffer: Buffer.from(samplePng()),
};

const claimSection = (page: Page) => page.locator("#claim-form");

async function fillClaim(page: Page, email: string) {
  const form = claimSection(page);
  await form.getByLabel(claimForm.labels.claimType).selectOption("home");
  await form.getByLabel(claimForm.labels.policyNumber).fill(POLICY);
  await form.getByLabel(claimForm.labels.incidentDate).fill("2026-01-10");
  await form
    .getByLabel(claimForm.labels.description)
    .fill("El granizo rompió dos tragaluces y dañó las tejas del techo.");
  await form.getByLabel(claimForm.labels.claimantName).fill("Dolores Vargas");
  await form.getByLabel(claimForm.labels.claimantEmail).fill(email);
  await form.getByLabel(claimForm.labels.documents).setInputFiles(photo);
  await form.getByRole("checkbox", { name: claimForm.confirmation }).check();
}

/** The claim's Spanish email: its subject names the reference, its words are Spanish. */
async function expectClaimantMail(email: string, reference: string) {
  const mail = await mailTo(email, reference);
  expect(mail.text).toContain("se presentó correctamente");
  // It names the file it came with, in Spanish (issue 36).
  expect(mail.text).toContain(
    `Recibimos este archivo con su reclamo:\n\n- ${photo.name}`,
  );
  expect(mail.text).toContain(at("/es/file-a-claim#check-a-claim"));
  expect(mail.text).not.toContain("Check your claim");
}

test.describe("/es/file-a-claim", () => {
  test("with JavaScript: the file listed in Spanish, the panel with the CL reference, and a Spanish email", async ({
    page,
  }) => {
    await page.goto(at("/es/file-a-claim"));
    await waitForHydration(page);
    const form = claimSection(page);
    // A submit with nothing: Spanish messages and summary.
    await form.getByRole("button", { name: claimForm.submitLabel }).click();
    await expect(summaryOf(page)).toBeFocused();
    await expect(summaryOf(page)).toContainText(
      `${claimForm.labels.claimantName}: ${validationMessages.claim.claimantName}`,
    );

    const email = `dolores.${stamp}@example.com`;
    await fillClaim(page, email);
    await expect(form.getByText(formControls.files.selected(1))).toBeVisible();
    await expect(
      form.getByRole("button", {
        name: `${formControls.files.remove} ${photo.name}`,
      }),
    ).toBeVisible();
    await form.getByRole("button", { name: claimForm.submitLabel }).click();
    const title = claimForm.success("home", "CL000000").title;
    const panel = form.getByRole("region", { name: title });
    await expect(panel).toContainText(claimForm.submitted.referenceLabel);
    await expect(panel).toContainText(/CL\d{6}/);
    claimReference = /CL\d{6}/.exec((await panel.textContent()) ?? "")![0];
    await expect(panel).toContainText(
      claimForm.success("home", claimReference).description,
    );
    await expect(
      panel
        .getByRole("list", { name: claimForm.submitted.filesHeading(1) })
        .getByRole("listitem"),
    ).toHaveText([photo.name]);
    await expectNoAxeViolations(page);
    await expectClaimantMail(email, claimReference);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page's action files the claim with its file and answers in Spanish", async ({
      page,
    }) => {
      await page.goto(at("/es/file-a-claim"));
      const email = `dolores.nojs.${stamp}@example.com`;
      await fillClaim(page, email);
      await claimSection(page)
        .getByRole("button", { name: claimForm.submitLabel })
        .click();
      await expect(page).toHaveURL(/\/es\/file-a-claim#claim-form$/);
      const title = claimForm.success("home", "CL000000").title;
      const panel = page.getByRole("region", { name: title });
      await expect(panel).toContainText(/CL\d{6}/);
      const reference = /CL\d{6}/.exec((await panel.textContent()) ?? "")![0];
      await expect(
        panel.getByRole("list", { name: "El archivo que recibimos" }),
      ).toHaveText(photo.name);
      await expect(
        page.getByRole("link", { name: claimForm.submitted.another }),
      ).toHaveAttribute("href", "/es/file-a-claim#claim-form");
      await expectClaimantMail(email, reference);
    });
  });
});

const checkSection = (page: Page) => page.locator("#check-a-claim");

async function checkClaim(page: Page, reference: string, policy: string) {
  await checkSection(page)
    .getByLabel(claimCheck.labels.reference)
    .fill(reference);
  await checkSection(page)
    .getByLabel(claimCheck.labels.policyNumber)
    .fill(policy);
  await checkSection(page)
    .getByRole("button", { name: claimCheck.submitLabel })
    .click();
}

/** Today as the Spanish page writes it ("26 de noviembre de 2026"), in the insurer's time zone. */
const today = () =>
  new Intl.DateTimeFormat(intlLocale.es, {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "America/New_York",
  }).format(new Date());

const homeInsurance = claimTypes.find((type) => type.value === "home")!.label;

async function expectSubmittedStatus(page: Page) {
  const result = checkSection(page).getByRole("status");
  await expect(result).toContainText(claimCheck.result.title("Presentado"));
  await expect(result).toContainText(
    claimCheck.result.summary(claimReference, homeInsurance, today()),
  );
  await expect(result).toContainText(claimCheck.result.historyHeading);
  await expect(result.getByRole("listitem")).toHaveText([
    `${today()}: Presentado`,
  ]);
}

test.describe("Check a claim in Spanish", () => {
  test("with JavaScript: the status, the dated history and the not-found message in Spanish", async ({
    page,
  }) => {
    expect(claimReference).not.toBe("");
    await page.goto(at("/es/file-a-claim#check-a-claim"));
    await waitForHydration(page);
    const answered = page.waitForResponse("**/es/api/forms/claim-status");
    await checkClaim(page, claimReference, POLICY);
    expect((await answered).status()).toBe(200);
    await expectSubmittedStatus(page);
    await checkClaim(page, claimReference, "HL-0000000");
    await expect(checkSection(page).getByRole("alert")).toContainText(
      claimCheck.notFound.title,
    );
    await expectNoAxeViolations(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("posts to the Spanish page's action and answers there in Spanish", async ({
      page,
    }) => {
      await page.goto(at("/es/file-a-claim"));
      await expect(checkSection(page).locator("form")).toHaveAttribute(
        "action",
        "/es/file-a-claim?form=check-a-claim#check-a-claim",
      );
      await checkClaim(page, claimReference, POLICY);
      await expect(page).toHaveURL(
        /\/es\/file-a-claim\?form=check-a-claim#check-a-claim$/,
      );
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expectSubmittedStatus(page);
    });
  });
});
