import type { Page } from "@playwright/test";

import { complaintForm as englishForm } from "#app/content/complaints.ts";
import {
  complaintForm as spanishForm,
  complaintsHero as spanishHero,
  complaintRegulators as spanishRegulators,
} from "#app/content/es/complaints.ts";
import { errorSummary } from "#app/content/form-parts.ts";
import { errorSummary as spanishErrorSummary } from "#app/content/es/form-parts.ts";
import { validationMessages } from "#app/content/validation.ts";
import { validationMessages as spanishMessages } from "#app/content/es/validation.ts";
import { receivedMail, type TestSmtpServer } from "../helpers/smtp-server";
import { samplePdf } from "../helpers/files";
import { expectNoAxeViolations } from "./helpers/axe";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";

// /complaints and /es/complaints (issue 33; decision 0097), JavaScript on
// and off: the page's promise and regulators, the messages and summary, the
// panel with the CP- reference and the acknowledgement email in the
// person's language (a real SMTP server of this spec's own server).
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
const letter = {
  name: "carta.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(samplePdf()),
};

/** The one email to `to` whose subject names `reference`, once it arrives. */
async function mailTo(to: string, reference: string) {
  const find = () =>
    receivedMail(smtp, to).find((mail) =>
      mail.headers.get("subject")?.includes(reference),
    );
  await expect.poll(find, { timeout: 20_000 }).toBeTruthy();
  return find()!;
}

const formSection = (page: Page) => page.locator("#complaint-form");

async function fillComplaint(
  page: Page,
  texts: typeof englishForm,
  email: string,
  withFile: boolean,
) {
  const form = formSection(page);
  await form.getByLabel(texts.labels.fullName).fill("Katherine Johnson");
  await form.getByLabel(texts.labels.email).fill(email);
  await form.getByLabel(texts.labels.about).selectOption("claim");
  await form.getByLabel(texts.labels.ourReference).fill("CL012345");
  await form
    .getByLabel(texts.labels.whatHappened)
    .fill("My claim was closed without anyone calling me back.");
  await form
    .getByLabel(texts.labels.putRight)
    .fill("Look at my claim again and explain the decision.");
  if (withFile)
    await form.getByLabel(texts.labels.documents).setInputFiles(letter);
}

/** The success panel, once the complaint is in: its CP- reference. */
async function referenceOnPanel(page: Page, texts: typeof englishForm) {
  const title = texts.success("CP-000000").title;
  const panel = page.getByRole("region", { name: title });
  await expect(panel).toContainText(texts.submitted.referenceLabel);
  await expect(panel).toContainText(/CP-\d{6}/);
  return /CP-\d{6}/.exec((await panel.textContent()) ?? "")![0];
}

test.describe("/complaints", () => {
  test("says the promise and names Michigan's DIFS and the NAIC's list", async ({
    page,
  }) => {
    await page.goto(at("/complaints"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Make a Complaint",
    );
    await expect(
      page.getByText("within one business day").first(),
    ).toBeVisible();
    await expect(
      page.getByText("We send you our final answer within 30 days."),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Make a complaint to DIFS" }),
    ).toHaveAttribute(
      "href",
      "https://www.michigan.gov/difs/consumers/complaints",
    );
    await expect(
      page.getByRole("link", { name: "877-999-6442" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", {
        name: "Find your state's insurance department",
      }),
    ).toHaveAttribute(
      "href",
      "https://content.naic.org/state-insurance-departments",
    );
    // The footer leads here from every page.
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Complaints" }),
    ).toHaveAttribute("href", "/complaints");
    await expectNoAxeViolations(page);
  });

  test("with JavaScript: the messages and summary, then the panel with the CP- reference, the toast and the email", async ({
    page,
  }) => {
    await page.goto(at("/complaints"));
    await waitForHydration(page);
    const form = formSection(page);
    await form.getByRole("button", { name: englishForm.submitLabel }).click();
    const summary = page.getByRole("alert").filter({
      has: page.getByRole("heading", { name: errorSummary.title }),
    });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toContainText([
      `${englishForm.labels.fullName}: ${validationMessages.complaint.fullName}`,
      `${englishForm.labels.email}: ${validationMessages.email}`,
    ]);
    await expectNoAxeViolations(page);

    const email = `katherine.${stamp}@example.com`;
    await fillComplaint(page, englishForm, email, true);
    const answered = page.waitForResponse("**/api/forms/complaint");
    await form.getByRole("button", { name: englishForm.submitLabel }).click();
    expect((await answered).status()).toBe(200);
    const reference = await referenceOnPanel(page, englishForm);
    await expect(
      page.getByRole("heading", {
        name: englishForm.success(reference).title,
      }),
    ).toBeFocused();
    await expect(
      page.getByRole("list", { name: englishForm.submitted.filesHeading(1) }),
    ).toHaveText(letter.name);
    await expect(page.locator("[data-sonner-toast]")).toContainText(
      englishForm.success(reference).title,
    );
    await expectNoAxeViolations(page);

    const mail = await mailTo(email, reference);
    expect(mail.headers.get("subject")).toBe(
      `We received your complaint (${reference})`,
    );
    expect(mail.text).toContain("within one business day");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page's action answers at the fields, keeps the values, then shows the CP- reference", async ({
      page,
    }) => {
      await page.goto(at("/complaints"));
      const email = `nojs.${stamp}@example.com`;
      await fillComplaint(page, englishForm, email, false);
      const form = formSection(page);
      await form.getByLabel(englishForm.labels.ourReference).fill("XY-1");
      await form
        .locator("form")
        .evaluate((element: HTMLFormElement) => (element.noValidate = true));
      await form.getByRole("button", { name: englishForm.submitLabel }).click();
      await expect(page).toHaveURL(/\/complaints#complaint-form$/);
      await expect(
        form.getByLabel(englishForm.labels.ourReference),
      ).toHaveValue("XY-1");
      await expect(
        form.getByLabel(englishForm.labels.ourReference),
      ).toHaveAccessibleDescription(
        new RegExp(
          validationMessages.complaint.ourReference.replace(
            /[.*+?^${}()|[\]\\]/g,
            "\\$&",
          ),
        ),
      );
      await expect(
        form.getByLabel(englishForm.labels.whatHappened),
      ).toHaveValue("My claim was closed without anyone calling me back.");

      await form.getByLabel(englishForm.labels.ourReference).fill("");
      await form.getByRole("button", { name: englishForm.submitLabel }).click();
      const reference = await referenceOnPanel(page, englishForm);
      await expect(
        page.getByRole("link", { name: englishForm.submitted.another }),
      ).toHaveAttribute("href", "/complaints#complaint-form");
      await mailTo(email, reference);
    });
  });
});

test.describe("/es/complaints", () => {
  test("with JavaScript: the page and its messages in Spanish, the panel and a Spanish email", async ({
    page,
  }) => {
    await page.goto(at("/es/complaints"));
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      spanishHero.title,
    );
    await expect(
      page.getByRole("link", { name: spanishRegulators.michigan.linkLabel }),
    ).toHaveAttribute("href", spanishRegulators.michigan.href);
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Quejas" }),
    ).toHaveAttribute("href", "/es/complaints");

    const form = formSection(page);
    await form.getByRole("button", { name: spanishForm.submitLabel }).click();
    const summary = page.getByRole("alert").filter({
      has: page.getByRole("heading", { name: spanishErrorSummary.title }),
    });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(
      `${spanishForm.labels.about}: ${spanishMessages.complaint.about}`,
    );

    const email = `maria.${stamp}@example.com`;
    await fillComplaint(page, spanishForm, email, true);
    const answered = page.waitForResponse("**/es/api/forms/complaint");
    await form.getByRole("button", { name: spanishForm.submitLabel }).click();
    expect((await answered).status()).toBe(200);
    const reference = await referenceOnPanel(page, spanishForm);
    await expect(page.locator("[data-sonner-toast]")).toContainText(
      spanishForm.success(reference).title,
    );
    await expectNoAxeViolations(page);

    const mail = await mailTo(email, reference);
    expect(mail.headers.get("subject")).toBe(
      `Recibimos su queja (${reference})`,
    );
    expect(mail.text).toContain("en un plazo de un día hábil");
    expect(mail.text).not.toContain("Thank you");
  });

  test.describe("without JavaScript", () => {
    // axe needs a script engine, so here the page's own scripts are kept
    // from loading instead (as claim-status.spec.ts does).
    test.beforeEach(async ({ page }) => {
      await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    });

    test("the page's action stores the complaint and answers in Spanish", async ({
      page,
    }) => {
      await page.goto(at("/es/complaints"));
      const email = `ana.${stamp}@example.com`;
      await fillComplaint(page, spanishForm, email, true);
      await formSection(page)
        .getByRole("button", { name: spanishForm.submitLabel })
        .click();
      await expect(page).toHaveURL(/\/es\/complaints#complaint-form$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      const reference = await referenceOnPanel(page, spanishForm);
      await expect(
        page.getByRole("list", { name: spanishForm.submitted.filesHeading(1) }),
      ).toHaveText(letter.name);
      await expect(
        page.getByRole("link", { name: spanishForm.submitted.another }),
      ).toHaveAttribute("href", "/es/complaints#complaint-form");
      const mail = await mailTo(email, reference);
      expect(mail.text).toContain("Gracias por decírnoslo");
      await expectNoAxeViolations(page);
    });
  });
});
