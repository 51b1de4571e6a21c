import { createServer } from "node:net";

import { expect, type Page } from "@playwright/test";

import type { TestAccount } from "../../helpers/staff";
import { actAsNewClient, waitForHydration } from "./forms";

/**
 * Signs a member of staff in at /login and lands on the back office. The
 * one place e2e tests do it: when staff sign-in asks for a TOTP code, the
 * step goes here.
 */
export async function signInAsStaff(
  page: Page,
  baseUrl: string,
  account: Pick<TestAccount, "email" | "password">,
  landing = "/admin",
): Promise<void> {
  await signInAt(page, baseUrl, account, landing);
  await expect(page).toHaveURL(new URL(landing, baseUrl).href);
}

/** Signs anyone in through the real Sign In form, on the way to `redirectTo`. */
export async function signInAt(
  page: Page,
  baseUrl: string,
  account: Pick<TestAccount, "email" | "password">,
  redirectTo?: string,
): Promise<void> {
  await actAsNewClient(page);
  const query = redirectTo ? `?${new URLSearchParams({ redirectTo })}` : "";
  await page.goto(new URL(`/login${query}`, baseUrl).href);
  await waitForHydration(page);
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email").fill(account.email);
  await panel.getByLabel(/^Password/).fill(account.password);
  await panel.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname !== "/login");
}

/** A port nothing listens on, for a test's own server process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
