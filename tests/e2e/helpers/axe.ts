import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

import { waitForScreenToSettle } from "./settle";

/**
 * Fails the test on any axe violation (WCAG 2.2 A and AA, so 2.0 and 2.1 as
 * well, and best practices), measured once toasts and transitions have come
 * to rest. axe-core has no "wcag22a" tag: 2.2's new rules are all AA
 * (target-size, for one).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await waitForScreenToSettle(page);
  const results = await new AxeBuilder({ page })
    .withTags([
      "wcag2a",
      "wcag2aa",
      "wcag21a",
      "wcag21aa",
      "wcag22aa",
      "best-practice",
    ])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}
