import { readFile } from "node:fs/promises";

import { expect, type Locator, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import type { TestAccount } from "../../helpers/staff";
import { actAsNewClient, waitForHydration } from "./forms";

/** Say `javaScript: false` in a test that runs with JavaScript off: nothing hydrates. */
export interface BrowserOptions {
  javaScript?: boolean;
}

/** Each staff account's authenticator key, as its enrolment page showed it. */
const authenticatorKeys = new Map<string, string>();

/** The authenticator key `signInAsStaff` enrolled for this address, for a test that types a code itself. */
export function authenticatorKeyOf(email: string): string {
  const key = authenticatorKeys.get(email);
  if (!key) throw new Error(`no authenticator key for ${email}`);
  return key;
}

/** The code an authenticator app shows now for `key` (as the page writes it, spaces and all). */
export const totpCode = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, "")) }).generate();

/**
 * Signs a member of staff in at /login and lands on the back office: the
 * password, then the second step. The first time, that is enrolling an
 * authenticator app (the key read from the page, the codes computed from
 * it, as a person's app would); afterwards, a code from that key.
 */
export async function signInAsStaff(
  page: Page,
  baseUrl: string,
  account: Pick<TestAccount, "email" | "password">,
  landing = "/admin",
  options: BrowserOptions = {},
): Promise<void> {
  await signInAt(page, baseUrl, account, landing, options);
  const ready = () =>
    options.javaScript === false ? Promise.resolve() : waitForHydration(page);
  const step = new URL(page.url()).pathname;
  if (step === "/admin/two-factor") {
    await enrolAuthenticator(page, account, ready);
    if (landing !== "/admin") await page.goto(new URL(landing, baseUrl).href);
  } else if (step === "/login/two-factor") {
    const key = authenticatorKeys.get(account.email);
    if (!key) throw new Error(`no authenticator key for ${account.email}`);
    await ready();
    await page.getByLabel("Authentication code").fill(totpCode(key));
    await page.getByRole("button", { name: "Verify Code" }).click();
  }
  await expect(page).toHaveURL(new URL(landing, baseUrl).href);
}

/** /admin/two-factor from start to end: password, key, first code, backup codes, then on to /admin. */
export async function enrolAuthenticator(
  page: Page,
  account: Pick<TestAccount, "email" | "password">,
  ready: () => Promise<void>,
): Promise<void> {
  await ready();
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole("button", { name: "Continue" }).click();
  const key = (await page.getByTestId("set-up-key").textContent()) ?? "";
  expect(key).toMatch(/^[A-Z2-7 ]{20,}$/);
  authenticatorKeys.set(account.email, key);
  await page.getByLabel("6-digit code from your app").fill(totpCode(key));
  await page.getByRole("button", { name: "Turn On Two-Step Sign-In" }).click();
  await expect(
    page.getByRole("heading", { name: "Step 3: save your backup codes" }),
  ).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Your backup codes" }).getByRole("listitem"),
  ).toHaveCount(10);
  await page.getByRole("link", { name: /continue to the back office/ }).click();
}

/** Signs anyone in through the real Sign In form, on the way to `redirectTo`. */
export async function signInAt(
  page: Page,
  baseUrl: string,
  account: Pick<TestAccount, "email" | "password">,
  redirectTo?: string,
  options: BrowserOptions = {},
): Promise<void> {
  await actAsNewClient(page);
  const query = redirectTo ? `?${new URLSearchParams({ redirectTo })}` : "";
  await page.goto(new URL(`/login${query}`, baseUrl).href);
  if (options.javaScript !== false) await waitForHydration(page);
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email").fill(account.email);
  await panel.getByLabel(/^Password/).fill(account.password);
  await panel.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** What a click downloads: the name the server gave it and its bytes. */
export async function downloadOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    click(),
  ]);
  return {
    name: download.suggestedFilename(),
    bytes: await readFile(await download.path()),
  };
}

/**
 * Reveals one of a verification's sensitive values through the panel's form
 * (decision 0077): which value, why, then Reveal. `field` is its label
 * ("Social Security Number", "Bank name", "Credit score").
 */
export async function revealSensitive(
  region: Locator,
  field: string,
  reason = "Checking the applicant's identity",
): Promise<void> {
  await region.getByLabel("Show").selectOption({ label: field });
  await region
    .getByLabel("Reason", { exact: true })
    .selectOption({ label: reason });
  await region.getByRole("button", { name: "Reveal", exact: true }).click();
}

/**
 * Opens an inbox's filter bar (a native disclosure, folded while no filter
 * is in force), with JavaScript or without; an open one is left open.
 */
export async function openInboxFilters(page: Page): Promise<void> {
  const bar = page
    .locator("details")
    // By its field's name: a folded bar's fields have no role to find.
    .filter({ has: page.locator('input[name="q"]') });
  if (await bar.evaluate((element) => (element as HTMLDetailsElement).open))
    return;
  await bar.locator("summary").click();
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible();
}
