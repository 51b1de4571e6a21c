import type { Page } from "@playwright/test";

import { ratingTableWords } from "#app/content/es/how-we-estimate.ts";
import { promisedTimes } from "#app/content/es/promises.ts";
import { quotePage } from "#app/content/es/quote.ts";
import {
  agentRequestPage,
  consentToCall,
  savedEstimatePage,
  saveEstimate,
} from "#app/content/es/quote-requests.ts";
import { estimateFormWords } from "#app/content/es/estimate-form.ts";
import { consentToCall as englishConsent } from "#app/content/quote-requests.ts";
import { estimateInWords } from "#app/lib/estimate/estimate-words.ts";
import { estimateWordsIn } from "#app/lib/estimate/estimate-words-in.ts";
import {
  effectText,
  multiplierText,
  summaryText,
  usdIn,
} from "#app/lib/estimate/figures.ts";
import { quoteEstimate } from "#app/lib/estimate/quote-answers.ts";
import type { Estimate } from "#app/lib/estimate/types.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { parseMail, type TestSmtpServer } from "../helpers/smtp-server";
import { expectNoAxeViolations } from "./helpers/axe";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";

// Issue 25: the online estimate in Spanish, end to end. From /es/quote to
// an auto estimate (JavaScript on and off: the field messages and the
// result in Spanish, money written for es-US), saved with an email whose
// link opens the Spanish saved page (an email that is not one said in
// Spanish at the field, the estimate kept), then a request for an agent
// answered in Spanish (a call asks for the number and the consent), the
// requester's email in Spanish and the Spanish consent kept.
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
const VISITOR = `visitante.${stamp}@example.com`;
const REQUESTER = `solicitante.${stamp}@example.com`;
const EMAIL_ONLY = `solo.correo.${stamp}@example.com`;

let server: ServerProcess;
let smtp: TestSmtpServer;
let database: Database;
let token: string;
let reference: string;

test.beforeAll(async ({ ownServer, ownSmtp }) => {
  server = ownServer;
  smtp = ownSmtp;
  database = openDatabase({ dataDir: server.dataDir });
});

test.afterAll(async () => {
  await database?.close();
});

const at = (path: string) => new URL(path, server.url).href;

/** A driver of 19 on a 2018 car: answers that move the price several ways. */
const driver = {
  zip: "48201",
  youngestDriverAge: "19",
  drivers: "2",
  vehicleYear: "2018",
  annualMileage: "12000",
  incidents: "0",
  plan: "Standard",
};
const labels = estimateFormWords.lines.auto.labels;
const messages = estimateFormWords.lines.auto.messages;
const autoFields = (Object.keys(driver) as Array<keyof typeof driver>).filter(
  (name) => name !== "plan",
) as Array<Exclude<keyof typeof driver, "plan">>;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const labelOf = (name: keyof typeof labels) =>
  new RegExp(`^${escape(labels[name])}`);

const words = estimateWordsIn("auto", "es")!;
const planName = (plan: string) => words.planNames[plan] ?? plan;
const expected = estimateInWords(quoteEstimate("auto", driver)!, driver, words);

const answersForm = (page: Page) =>
  page.getByRole("form", { name: quotePage.answers.heading });

async function answerAuto(page: Page, answers: Partial<typeof driver>) {
  const form = answersForm(page);
  for (const name of autoFields) {
    const value = answers[name];
    if (value !== undefined) await form.getByLabel(labelOf(name)).fill(value);
  }
  return form;
}

/** The estimate as a Spanish visitor reads it. */
async function expectSpanishEstimate(page: Page, estimate: Estimate) {
  const result = page.getByRole("region", {
    name: quotePage.estimate.heading,
  });
  await expect(result.getByRole("status")).toHaveText(
    summaryText(estimate, "es", planName),
  );
  for (const plan of estimate.plans) {
    await expect(
      result.getByRole("heading", { level: 3, name: planName(plan.plan) }),
    ).toBeVisible();
    await expect(result).toContainText(
      `${usdIn(plan.low, "es")} a ${usdIn(plan.high, "es")} al mes`,
    );
  }
  const rows = result
    .getByRole("table", { name: quotePage.factors.heading })
    .getByRole("row");
  await expect(rows).toHaveCount(estimate.factors.length + 1);
  const factorWords = ratingTableWords.lines.auto.factors as Record<
    string,
    { label: string }
  >;
  for (const [index, factor] of estimate.factors.entries()) {
    await expect(rows.nth(index + 1).getByRole("rowheader")).toHaveText(
      factorWords[factor.question]!.label,
    );
    await expect(rows.nth(index + 1).getByRole("cell")).toHaveText([
      factor.answer,
      multiplierText(factor.multiplier, "es"),
      effectText(factor, estimate.period, "es"),
    ]);
  }
  await expect(
    result.getByRole("heading", { name: quotePage.notAnOffer.heading }),
  ).toBeVisible();
  await expect(
    result.getByRole("link", { name: quotePage.notAnOffer.tableLink.label }),
  ).toHaveAttribute("href", "/es/quote/how-we-estimate");
  return result;
}

const mailsTo = (address: string) =>
  smtp.received
    .filter((mail) => mail.envelope.to.includes(address))
    .map((mail) => parseMail(mail.raw));

test("/es/quote leads to the Spanish auto estimate, worked out in the browser", async ({
  page,
}) => {
  await actAsNewClient(page);
  await page.goto(at("/es/quote"));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.locator('a[href="/es/quote/auto"]').first().click();
  await expect(page).toHaveURL(at("/es/quote/auto"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    quotePage.title("auto"),
  );
  await waitForHydration(page);

  await test.step("an answer out of range is said in Spanish under its field", async () => {
    const form = await answerAuto(page, { youngestDriverAge: "12" });
    await page.keyboard.press("Tab");
    const age = form.getByLabel(labelOf("youngestDriverAge"));
    await expect(age).toHaveAttribute("aria-invalid", "true");
    await expect(age).toHaveAccessibleDescription(
      new RegExp(escape(messages.youngestDriverAge)),
    );
    await form
      .getByRole("button", { name: quotePage.answers.submitLabel("auto") })
      .click();
    await expect(form.getByLabel(labelOf("zip"))).toBeFocused();
    await expect(form.getByLabel(labelOf("zip"))).toHaveAccessibleDescription(
      new RegExp(escape(messages.zip)),
    );
    await expect(
      page
        .getByRole("region", { name: quotePage.estimate.heading })
        .getByRole("status"),
    ).toHaveText(quotePage.estimate.waiting);
  });

  await test.step("valid answers give the estimate in Spanish, es-US money", async () => {
    const form = await answerAuto(page, driver);
    await form
      .getByLabel(labels.plan)
      .selectOption({ label: planName("Standard") });
    await form
      .getByRole("button", { name: quotePage.answers.submitLabel("auto") })
      .click();
    await expect(
      page.getByRole("heading", { name: quotePage.estimate.heading }),
    ).toBeFocused();
    await expectSpanishEstimate(page, expected);
    await expect(
      page.getByRole("button", { name: saveEstimate.submitLabel }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("on a phone, an email that is not one is said in Spanish at the field, not in the browser's bubble", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const email = page.getByLabel(saveEstimate.labels.email);
    await email.fill("nombre@");
    await page.getByRole("button", { name: saveEstimate.submitLabel }).click();
    expect(
      await email.evaluate((input: HTMLInputElement) => input.form?.noValidate),
    ).toBe(true);
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      new RegExp(escape(saveEstimate.messages.invalidEmail)),
    );
    await expect(email).toBeFocused();
    await expect(email).toHaveValue("nombre@");
    await expect(page).toHaveURL(at("/es/quote/auto"));
    await expectSpanishEstimate(page, expected);
  });
});

test("without JavaScript: Spanish field messages from the server, then the estimate, saved with an email", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await actAsNewClient(page);
  await page.goto(at("/es/quote/auto"));
  const form = await answerAuto(page, { ...driver, zip: "4820" });
  await form
    .getByLabel(labels.plan)
    .selectOption({ label: planName("Standard") });
  // The browser's own checks would stop a short ZIP code; the server is the authority.
  await form.evaluate((element: HTMLFormElement) => {
    element.noValidate = true;
  });
  const submit = form.getByRole("button", {
    name: quotePage.answers.submitLabel("auto"),
  });
  await submit.click();
  await expect(page).toHaveURL(at("/es/quote/auto#estimate"));
  await expect(form.getByLabel(labelOf("zip"))).toHaveAccessibleDescription(
    new RegExp(escape(messages.zip)),
  );
  await expect(form.getByText(quotePage.invalid.title)).toBeVisible();
  await expect(form.getByLabel(labelOf("youngestDriverAge"))).toHaveValue("19");

  await form.getByLabel(labelOf("zip")).fill(driver.zip);
  await submit.click();
  await expectSpanishEstimate(page, expected);

  await test.step("an email the browser lets through but is not one: the estimate's page again, the Spanish message at the field", async () => {
    const email = page.getByLabel(saveEstimate.labels.email);
    await email.fill("visitante@ejemplo");
    await page.getByRole("button", { name: saveEstimate.submitLabel }).click();
    await expect(page).toHaveURL(at("/es/quote/save"));
    await expect(page.getByText(saveEstimate.problemHeading)).toHaveCount(0);
    await expectSpanishEstimate(page, expected);
    await expect(email).toHaveValue("visitante@ejemplo");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      new RegExp(escape(saveEstimate.messages.invalidEmail)),
    );
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport();
    // The answers are still there, to change and estimate again.
    await expect(
      answersForm(page).getByLabel(labelOf("youngestDriverAge")),
    ).toHaveValue(driver.youngestDriverAge);
  });

  await test.step("saved with an email: the Spanish saved page, and a Spanish email with its /es link", async () => {
    await page.getByLabel(saveEstimate.labels.email).fill(VISITOR);
    await page.getByRole("button", { name: saveEstimate.submitLabel }).click();
    await expect(page).toHaveURL(
      /\/es\/quote\/saved\/[a-z2-7]{52}\?emailed=1$/,
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByText(savedEstimatePage.emailed)).toBeVisible();
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^Cálculo Q-\d{6}$/);
    reference = (await heading.textContent())!.replace("Cálculo ", "");

    await expect.poll(() => mailsTo(VISITOR).length).toBe(1);
    const mail = mailsTo(VISITOR)[0]!;
    expect(mail.text).toContain(`Este es el enlace a su cálculo ${reference}`);
    const found = /https?:\/\/\S+\/es\/quote\/saved\/([a-z2-7]{52})/.exec(
      mail.text,
    );
    expect(found).not.toBeNull();
    token = found![1]!;
    expect(page.url()).toContain(`/es/quote/saved/${token}`);
  });
  await context.close();
});

test("the saved estimate reopens in Spanish from its link", async ({
  page,
}) => {
  await actAsNewClient(page);
  const response = await page.goto(at(`/es/quote/saved/${token}`));
  expect(response?.status()).toBe(200);
  expect(response!.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(savedEstimatePage.meta.title);
  const standard = expected.plans.find((plan) => plan.recommended)!;
  await expect(
    page.getByRole("row", { name: new RegExp(planName(standard.plan)) }),
  ).toContainText(
    `${usdIn(standard.low, "es")} a ${usdIn(standard.high, "es")} al mes`,
  );
  await expect(
    page.getByText(ratingTableWords.lines.auto.factors.zip.label),
  ).toBeVisible();
  await expect(page.getByText(savedEstimatePage.bundle.none)).toBeVisible();
  await expect(
    page.getByRole("link", {
      name: savedEstimatePage.add.link("Seguro de hogar"),
    }),
  ).toHaveAttribute("href", `/es/quote/saved/${token}/add/home`);
  await expect(
    page.getByRole("link", { name: savedEstimatePage.agent }),
  ).toHaveAttribute("href", `/es/quote/saved/${token}/agent`);
  await expectNoAxeViolations(page);
});

test("a request for an agent, JavaScript on, answers in Spanish and emails the requester in Spanish", async ({
  page,
}) => {
  await actAsNewClient(page);
  await page.goto(at(`/es/quote/saved/${token}`));
  await page.getByRole("link", { name: savedEstimatePage.agent }).click();
  await expect(page).toHaveURL(at(`/es/quote/saved/${token}/agent`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    agentRequestPage.title,
  );
  await expect(page.getByText(`Sobre el cálculo ${reference}`)).toBeVisible();
  await waitForHydration(page);
  const text = agentRequestPage.labels;
  await page.getByLabel(text.fullName).fill("Ana Ruiz");
  await page.getByLabel(new RegExp(`^${text.email}`)).fill(REQUESTER);
  await page
    .getByLabel(text.channel)
    .selectOption({ label: "Mensaje de texto" });
  await page
    .getByRole("button", { name: agentRequestPage.submitLabel })
    .click();
  // A text without the consent: asked for at the box, in Spanish, nothing sent.
  await expect(page.getByLabel(consentToCall)).toHaveAccessibleDescription(
    new RegExp(escape(agentRequestPage.messages.consentForCalls)),
  );
  await page.getByLabel(consentToCall).check();
  await page
    .getByRole("button", { name: agentRequestPage.submitLabel })
    .click();
  // A text needs a number: said at the field, in Spanish, nothing sent.
  await expect(
    page.getByText(agentRequestPage.messages.phoneForCalls),
  ).toBeVisible();
  await page.getByLabel(text.phone).fill("(313) 555-0150");
  await page
    .getByRole("button", { name: agentRequestPage.submitLabel })
    .click();
  const sent = page.getByRole("heading", {
    name: agentRequestPage.sent.title,
  });
  await expect(sent).toBeFocused();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect(
    page.getByRole("link", { name: agentRequestPage.sent.back }),
  ).toHaveAttribute("href", `/es/quote/saved/${token}`);

  const row = await database.db
    .selectFrom("quote_requests")
    .select(["consent_to_call", "consent_text", "locale", "preferred_channel"])
    .where("email", "=", REQUESTER)
    .executeTakeFirstOrThrow();
  expect(Boolean(row.consent_to_call)).toBe(true);
  // The words the person agreed to: the Spanish ones.
  expect(row.consent_text).toBe(consentToCall);
  expect(row.consent_text).not.toBe(englishConsent);
  expect(row.locale).toBe("es");
  expect(row.preferred_channel).toBe("text");

  await expect.poll(() => mailsTo(REQUESTER).length).toBe(1);
  const mail = mailsTo(REQUESTER)[0]!.text;
  expect(mail).toContain("Gracias por pedir hablar con un agente");
  expect(mail).toContain("seguro de auto");
  expect(mail).toContain(promisedTimes.quote);
  expect(mail).toContain("mensaje de texto");
  expect(mail).toContain("A cualquier hora");
  expect(mail).toMatch(
    new RegExp(`https?://\\S+/es/quote/saved/${token}(\\s|$)`),
  );
  // Staff are told in English, with the person's language.
  await expect
    .poll(() =>
      smtp.received
        .map((received) => parseMail(received.raw).text)
        .filter((body) => body.includes(REQUESTER))
        .some((body) => /Spanish/.test(body) && /Text message/.test(body)),
    )
    .toBe(true);
});

test("a request for an agent, JavaScript off: Spanish messages, then email contact only", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await actAsNewClient(page);
  await page.goto(at(`/es/quote/saved/${token}/agent`));
  const text = agentRequestPage.labels;
  await page.getByLabel(text.fullName).fill("A");
  await page.getByLabel(new RegExp(`^${text.email}`)).fill(EMAIL_ONLY);
  await page
    .locator("form")
    .first()
    .evaluate((element) => {
      (element as HTMLFormElement).noValidate = true;
    });
  await page
    .getByRole("button", { name: agentRequestPage.submitLabel })
    .click();
  await expect(
    page.getByText(agentRequestPage.messages.nameRequired).first(),
  ).toBeVisible();
  await page.getByLabel(text.fullName).fill("Luis Ortega");
  // A call with neither a number nor the consent: both asked for, in Spanish, at their fields.
  await page
    .getByLabel(text.channel)
    .selectOption({ label: "Llamada telefónica" });
  await page
    .getByRole("button", { name: agentRequestPage.submitLabel })
    .click();
  const phone = page.getByLabel(text.phone);
  const consent = page.getByLabel(consentToCall);
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(
    new RegExp(escape(agentRequestPage.messages.phoneForCalls)),
  );
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(consent).toHaveAccessibleDescription(
    new RegExp(escape(agentRequestPage.messages.consentForCalls)),
  );
  await expect(page.getByLabel(text.fullName)).toHaveValue("Luis Ortega");
  // Email as the channel needs neither.
  await page
    .getByLabel(text.channel)
    .selectOption({ label: "Correo electrónico" });
  await page
    .getByRole("button", { name: agentRequestPage.submitLabel })
    .click();
  await expect(
    page.getByRole("heading", { name: agentRequestPage.sent.title }),
  ).toBeVisible();
  await expect
    .poll(() =>
      mailsTo(EMAIL_ONLY)
        .map((mail) => mail.text)
        .join(""),
    )
    .toContain("nos comunicaremos con usted solo por correo electrónico");
  const row = await database.db
    .selectFrom("quote_requests")
    .select(["consent_text", "locale"])
    .where("email", "=", EMAIL_ONLY)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ consent_text: null, locale: "es" });
  await context.close();
});
