import { DatabaseSync } from "node:sqlite";
import path from "node:path";

import type { Page } from "@playwright/test";

/**
 * Each test posts as its own client (the test servers run with
 * TRUST_PROXY=loopback: X-Forwarded-For from this machine is believed, as
 * from a proxy), so the per-client rate limits of one test do not spill into
 * another.
 */
export async function actAsNewClient(page: Page): Promise<void> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `198.51.${octet()}.${octet()}`,
  });
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.documentElement.hasAttribute("data-hydrated"),
  );
}

/** The e2e server's database (see playwright.config.ts), opened read-only to check what was stored. */
export function e2eDatabase(): DatabaseSync {
  const dataDir = process.env.E2E_DATA_DIR ?? "./test-results/e2e-data";
  return new DatabaseSync(path.join(dataDir, "app.db"), { readOnly: true });
}

/** The error summary at the top of a form sent back with several errors (app/components/forms/error-summary.tsx). */
export const errorSummary = (page: Page) =>
  page.getByRole("alert").filter({
    has: page.getByRole("heading", { name: "There is a problem" }),
  });
