import type { Page } from "@playwright/test";

import {
  agentRequestPage,
  consentToCall,
  quoteRecord,
} from "#app/content/quote-requests.ts";
import {
  bundleOf,
  estimateFor,
  referenceAnswers,
} from "#app/lib/estimate/estimate.ts";
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
// for an agent: once without the consent box (JavaScript off: email only),
// once with it (JavaScript on). Staff find both in the Quotes inbox, the
// first saying plainly that the person may not be called or texted. The
// estimate result's form (the quote pages' QuoteNextSteps) is posted as it
// posts: the line, its answers, the email.
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
  // Past the browser's own checks, the server's: a call needs a number.
  await page.getByLabel("Full name").fill("Ada Lovelace");
  await page.getByLabel(/^Email/).fill("ada.quote@example.com");
  await page
    .getByLabel("How should we contact you?")
    .selectOption({ label: "Phone call" });
  await page.getByLabel(consentToCall).check();
  await page.getByRole("button", { name: "Send Request" }).click();
  await expect(
    page.getByText(agentRequestPage.messages.phoneForCalls),
  ).toBeVisible();
  await expect(page.getByLabel("Phone (optional)")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByLabel("Full name")).toHaveValue("Ada Lovelace");
  await expectNoAxeViolations(page);
});

test("a request without the consent box, JavaScript off, is taken for email contact only", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
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
