import type { Page } from "@playwright/test";

import type { Enhancement } from "#app/lib/enhancements.ts";

/**
 * Waits until a content page's framework-free module `name` listens
 * (app/enhance/<name>.ts marks <html data-enhanced-<name>>). Content pages do
 * not hydrate: forms.ts's waitForHydration is for form and portal pages.
 */
export async function enhanced(page: Page, name: Enhancement): Promise<void> {
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute),
    `data-enhanced-${name}`,
  );
}
