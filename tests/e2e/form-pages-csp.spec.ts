import { expect, test, type Page } from "@playwright/test";

import { actAsNewClient, waitForHydration } from "./helpers/forms";

// Each page with a form loads, hydrates and checks an empty form in the
// browser without the Content-Security-Policy refusing anything. zod once
// probed eval (`new Function("")`) when its schemas were first used; the CSP
// refused it and Chrome listed the refusal in DevTools' Issues panel, which
// cost these pages Lighthouse's "inspector-issues" audit (best practices 96).
// app/lib/zod.ts turns the probe off in the browser.
const formPages = [
  "/contact",
  "/job/0",
  "/verification",
  "/file-a-claim",
  "/login",
];

/** Every CSP violation the page reports from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportViolation", (text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (
        window as unknown as { __reportViolation(t: string): void }
      ).__reportViolation(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });
  return violations;
}

for (const path of formPages) {
  test(`${path} loads and checks its form with no CSP violation`, async ({
    page,
  }) => {
    await actAsNewClient(page);
    const violations = await watchViolations(page);
    await page.goto(path);
    await waitForHydration(page);
    await page.locator("main form [type=submit]").first().click();
    // The browser's own check ran (the schemas were used): fields are marked.
    await expect(
      page.locator('main form [aria-invalid="true"]').first(),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });
}
