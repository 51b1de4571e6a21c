import type { Page } from "@playwright/test";

import {
  agentRequestPage,
  consentToCall,
  quoteRecord,
  saveEstimate,
} from "#app/content/quote-requests.ts";
import {
  bundleOf,
  estimateFor,
  referenceAnswers,
} from "#app/lib/estimate/estimate.ts";
import { summaryText } from "#app/lib/estimate/figures.ts";
import { openDatabase, type Database } from "#server/db/database.ts";
import { parseMail, type TestSmtpServer } from "../helpers/smtp-server";
import { createTestAccount, type TestAccount } from "../helpers/staff";
import { expectNoAxeViolations } from "./helpers/axe";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { signInAsStaff } from "./helpers/staff";

// A visitor saves an auto estimate with an email, reopens it from the link
// the email carries, adds home cover and sees the bundle discount, then asks
// for an agent: once without the consent box (JavaScript off: a call is
// refused without it, email is taken), once with it (JavaScript on). Staff
// find both in the Quotes inbox, the first saying plainly that the person
// may not be called or texted. The estimate result's form (the quote pages'
// QuoteNextSteps) is posted as it posts: the line, its answers, the email;
// and, on a phone-sized page, saved with an email that is not one, which
// is said at the field and keeps the estimate, with JavaScript and without.
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
const VISITOR = `visitor.quote.${stamp}@example.com`;
const NO_CALLS = `no.calls.${stamp}@example.com`;
const CALLS_OK = `calls.ok.${stamp}@example.com`;

let server: ServerProcess;
let smtp: TestSmtpServer;
let database: Database;
let staff: TestAccount;
let link: string;
let token: string;
let reference: string;

test.beforeAll(async ({ ownServer, ownSmtp }) => {
  server = ownServer;
  smtp = ownSmtp;
  database = openDatabase({ dataDir: server.dataDir });
  staff = await createTestAccount(database.db, { name: "Quinn Quotes" });
});

test.afterAll(async () => {
  await database?.close();
});

const at = (path: string) => new URL(path, server.url).href;

/** The estimate result's save form, posted as the browser posts it; the redirect is not followed. */
async function postSave(page: Page, fields: Record<string, string>) {
  const response = await page.request.post(at("/quote/save"), {
    form: fields,
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return response.headers()["location"]!;
}

test("a saved estimate reopens from its emailed link, and a second line shows the bundle discount", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await actAsNewClient(page);
  const auto = referenceAnswers("auto");
  const location = await postSave(page, {
    line: "auto",
    ...auto,
    email: VISITOR,
  });
  expect(location).toMatch(/^\/quote\/saved\/[a-z2-7]{52}\?emailed=1$/);

  await test.step("the email carries the link, and the link opens the estimate, private and unindexed", async () => {
    const mails = () =>
      smtp.received
        .filter((mail) => mail.envelope.to.includes(VISITOR))
        .map((mail) => parseMail(mail.raw));
    await expect.poll(() => mails().length, { timeout: 30_000 }).toBe(1);
    const found = /https?:\/\/\S+\/quote\/saved\/([a-z2-7]{52})/.exec(
      mails()[0]!.text,
    );
    expect(found).not.toBeNull();
    [link, token] = [found![0], found![1]!];
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    expect(response!.headers()["referrer-policy"]).toBe("strict-origin");
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(/^Estimate Q-\d{6}$/);
    reference = (await heading.textContent())!.replace("Estimate ", "");
    const standard = estimateFor("auto", auto).plans.find(
      (p) => p.recommended,
    )!;
    await expect(
      page.getByRole("row", { name: new RegExp(standard.plan) }),
    ).toContainText(`$${standard.low} to $${standard.high} a month`);
    await expect(
      page.getByText(
        "Add another line to see the bundle discount on the total.",
      ),
    ).toBeVisible();
  });

  await test.step("home cover added from the estimate's link: the total shows the bundle discount, at most 25%", async () => {
    const addHome = page.getByRole("link", { name: "Add Home Insurance" });
    // The token in the saved estimate's own path, never in a query string.
    await expect(addHome).toHaveAttribute(
      "href",
      `/quote/saved/${token}/add/home`,
    );
    const [opened] = await Promise.all([
      page.waitForResponse((answer) =>
        answer.url().endsWith(`/quote/saved/${token}/add/home`),
      ),
      addHome.click(),
    ]);
    expect(opened.status()).toBe(200);
    expect(opened.headers()["cache-control"]).toContain("no-store");
    expect(opened.headers()["referrer-policy"]).toBe("strict-origin");
    await expect(page).toHaveURL(at(`/quote/saved/${token}/add/home`));
    await expect(
      page.getByRole("heading", { level: 1, name: /Home Insurance/ }),
    ).toBeVisible();
    const home = referenceAnswers("home");
    expect(await postSave(page, { line: "home", ...home, add: token })).toBe(
      `/quote/saved/${token}`,
    );
    await page.goto(link);
    const bundle = bundleOf([
      estimateFor("auto", auto),
      estimateFor("home", home),
    ]);
    expect(bundle.discountRate).toBeGreaterThan(0);
    expect(bundle.discountRate).toBeLessThanOrEqual(0.25);
    await expect(
      page.getByText(
        `Bundle discount: ${Math.round(bundle.discountRate * 100)}%`,
      ),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Home Insurance" }),
    ).toBeVisible();
  });
  await context.close();
});

test("the saved estimate and the request for an agent are accessible without JavaScript", async ({
  page,
}) => {
  // axe needs a script engine, so here the page's own scripts are kept from loading instead.
  await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  await actAsNewClient(page);
  await page.goto(link);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Ask for an Agent" }).click();
  await expect(page).toHaveURL(at(`/quote/saved/${token}/agent`));
  await expect(page.getByLabel(consentToCall)).not.toBeChecked();
  // Past the browser's own checks, the server's: a call needs a number and the consent.
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel(/^Email/).fill("ada.quote@example.com");
  await page
    .getByLabel("How should we contact you?")
    .selectOption({ label: "Phone call" });
  await page.getByRole("button", { name: "Send Request" }).click();
  const phone = page.getByLabel("Phone (optional)");
  const consent = page.getByLabel(consentToCall);
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(
    new RegExp(agentRequestPage.messages.phoneForCalls),
  );
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(consent).toHaveAccessibleDescription(
    new RegExp(agentRequestPage.messages.consentForCalls),
  );
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  await expectNoAxeViolations(page);
  // The consent given, the number alone is still asked for.
  await consent.check();
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(
    page.getByText(agentRequestPage.messages.phoneForCalls),
  ).toBeVisible();
  await expect(page.getByLabel(consentToCall)).not.toHaveAttribute(
    "aria-invalid",
  );
  await expect(page.getByLabel(consentToCall)).toBeChecked();
  await expectNoAxeViolations(page);
});

test("a request without the consent box, JavaScript off: a call is asked for the consent, email is taken for email contact only", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await actAsNewClient(page);
  await page.goto(at(`/quote/saved/${token}/agent`));
  await page.getByLabel("Full name").fill("Mary Jackson");
  await page.getByLabel(/^Email/).fill(NO_CALLS);
  await page.getByLabel("Phone (optional)").fill("313 555 0142");
  await page
    .getByLabel("How should we contact you?")
    .selectOption({ label: "Phone call" });
  await page.getByRole("button", { name: "Send Request" }).click();
  // A call without the consent: asked for at the box, nothing sent.
  const consent = page.getByLabel(consentToCall);
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(consent).toHaveAccessibleDescription(
    new RegExp(agentRequestPage.messages.consentForCalls),
  );
  await expect(page.getByLabel("Phone (optional)")).toHaveValue("313 555 0142");
  await expect(page.getByLabel("How should we contact you?")).toHaveValue(
    "phone",
  );
  // Email chosen instead: taken, for email only.
  await page
    .getByLabel("How should we contact you?")
    .selectOption({ label: "Email" });
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(
    page.getByRole("heading", { name: "Your request is on its way" }),
  ).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await expect
    .poll(
      () =>
        smtp.received
          .filter((mail) => mail.envelope.to.includes(NO_CALLS))
          .map((mail) => parseMail(mail.raw).text)
          .join(""),
      { timeout: 30_000 },
    )
    .toContain("we will contact you by email only");
  await context.close();
});

test("a request with the consent box, JavaScript on, answers in place with the reference", async ({
  page,
}) => {
  await actAsNewClient(page);
  await page.goto(at(`/quote/saved/${token}/agent`));
  await waitForHydration(page);
  await page.getByLabel("Full name").fill("Dorothy Vaughan");
  await page.getByLabel(/^Email/).fill(CALLS_OK);
  await page
    .getByLabel("How should we contact you?")
    .selectOption({ label: "Text message" });
  // A text with neither a number nor the consent: both said at their fields, nothing sent.
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(page.getByLabel("Phone (optional)")).toHaveAccessibleDescription(
    new RegExp(
      "Please give a phone number for calls or texts, or choose email",
    ),
  );
  await expect(page.getByLabel(consentToCall)).toHaveAccessibleDescription(
    new RegExp(agentRequestPage.messages.consentForCalls),
  );
  // Email chosen instead ("or choose email"): neither is asked for any more.
  const channel = page.getByLabel("How should we contact you?");
  await channel.selectOption({ label: "Email" });
  await expect(page.getByLabel("Phone (optional)")).not.toHaveAttribute(
    "aria-invalid",
  );
  await expect(page.getByLabel(consentToCall)).not.toHaveAttribute(
    "aria-invalid",
  );
  await channel.selectOption({ label: "Text message" });
  await page.getByLabel(consentToCall).check();
  await page.getByRole("button", { name: "Send Request" }).click();
  // A call or a text needs a number: said at the field, nothing sent.
  await expect(
    page.getByText(
      "Please give a phone number for calls or texts, or choose email",
    ),
  ).toBeVisible();
  await page.getByLabel("Phone (optional)").fill("(313) 555-0150");
  await page.getByRole("button", { name: "Send Request" }).click();
  const sent = page.getByRole("heading", {
    name: "Your request is on its way",
  });
  await expect(sent).toBeFocused();
  await expect(page).toHaveURL(at(`/quote/saved/${token}/agent`));
  const row = await database.db
    .selectFrom("quote_requests")
    .select(["consent_to_call", "consent_text", "phone"])
    .where("email", "=", CALLS_OK)
    .executeTakeFirstOrThrow();
  expect(Boolean(row.consent_to_call)).toBe(true);
  expect(row.consent_text).toBe(consentToCall);
  expect(row.phone).toBe("3135550150");
});

test("staff find both requests in the Quotes inbox, the first marked email only", async ({
  page,
}) => {
  await signInAsStaff(page, server.url, staff, "/admin/quotes");
  const rowOf = (email: string) =>
    page.getByRole("row").filter({ hasText: email });
  await expect(rowOf(NO_CALLS)).toContainText(quoteRecord.emailOnly);
  await expect(rowOf(CALLS_OK)).toContainText("Text message");
  await expect(rowOf(NO_CALLS)).toContainText(reference);
  await rowOf(NO_CALLS).getByRole("link").first().click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Mary Jackson" }),
  ).toBeVisible();
  await expect(page.getByText(quoteRecord.emailOnly).first()).toBeVisible();
  await expect(page.getByText("Auto Insurance, Home Insurance")).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The auto estimate's answers, typed into its page, and the estimate shown. */
async function estimateAuto(page: Page) {
  const answers = referenceAnswers("auto");
  const form = page.getByRole("form", { name: "Your Answers" });
  for (const [name, value] of Object.entries(answers)) {
    const control = form.locator(`[name="${name}"]`);
    if ((await control.evaluate((element) => element.tagName)) === "SELECT")
      await control.selectOption(value);
    else await control.fill(value);
  }
  await form.getByRole("button", { name: "Show My Estimate" }).click();
  const estimate = page.getByRole("region", { name: "Your Estimate" });
  await expect(estimate.getByRole("status")).toHaveText(
    summaryText(estimateFor("auto", answers)),
  );
  return { answers, estimate };
}

const saveForm = (page: Page) =>
  page.getByRole("region", { name: saveEstimate.heading });

for (const javaScriptEnabled of [true, false])
  test(`an estimate saved with an email that is not one, JavaScript ${javaScriptEnabled ? "on" : "off"}: our message at the field, the estimate and the email kept`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await actAsNewClient(page);
    await page.goto(at("/quote/auto"));
    if (javaScriptEnabled) await waitForHydration(page);
    const { answers, estimate } = await estimateAuto(page);
    const email = saveForm(page).getByLabel(saveEstimate.labels.email);
    const save = saveForm(page).getByRole("button", {
      name: saveEstimate.submitLabel,
    });
    // With scripts, even a shape the browser itself refuses ("name@") gets
    // our words at the field, not the browser's bubble; without them, one it
    // lets through ("name@example") is refused by the server.
    const typed = javaScriptEnabled ? "name@" : "name@example";
    await email.fill(typed);
    await save.click();
    if (javaScriptEnabled) {
      expect(
        await email.evaluate(
          (input: HTMLInputElement) => input.form?.noValidate,
        ),
      ).toBe(true);
      await expect(page).toHaveURL(at("/quote/auto"));
    } else {
      await expect(page).toHaveURL(at("/quote/save"));
      // The estimate's page again, not a dead end.
      await expect(page.getByText(saveEstimate.problemHeading)).toHaveCount(0);
      await expect(estimate.getByRole("status")).toHaveText(
        summaryText(estimateFor("auto", answers)),
      );
      await expect(
        page
          .getByRole("form", { name: "Your Answers" })
          .locator('[name="zip"]'),
      ).toHaveValue(answers.zip!);
    }
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(
      new RegExp(saveEstimate.messages.invalidEmail),
    );
    await expect(email).toBeFocused();
    await expect(email).toHaveValue(typed);
    await expect(email).toBeInViewport();
    // axe needs a script engine: the page with scripts stands for both.
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    // Put right, it saves.
    await email.fill(
      VISITOR.replace("visitor", `corrected.${javaScriptEnabled}`),
    );
    await save.click();
    await expect(page).toHaveURL(/\/quote\/saved\/[a-z2-7]{52}\?emailed=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /^Estimate Q-\d{6}$/,
    );
    await context.close();
  });
