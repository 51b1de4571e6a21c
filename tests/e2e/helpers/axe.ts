import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

import { waitForScreenToSettle } from "./settle";

/**
 * Fails the test on any axe violation (WCAG 2.2 A and AA, so 2.0 and 2.1 as
 * well, and best practices), measured once toasts and transitions have come
 * to rest. axe-core has no "wcag22a" tag: 2.2's new rules are all AA
 * (target-size, for one).
 *
 * Two settings make a scan about twice as fast (a scan is most of a route
 * test's time) without changing what it finds:
 * - resultTypes: only violations are collected node by node; passes and
 *   needs-review keep one example each, and nothing here reads them.
 * - On a page without frames (every page but /contact after "Load map"),
 *   axe runs in one call in the page. The default runs it frame by frame and
 *   then opens a blank page, injects axe a second time and merges there: the
 *   same rules on the same single document, plus that round trip. With a
 *   frame, the default stays, as it alone reaches into other origins.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await waitForScreenToSettle(page);
  const results = await new AxeBuilder({ page })
    // Before withTags: options() replaces every option, the tags included.
    .options({ resultTypes: ["violations"] })
    .withTags([
      "wcag2a",
      "wcag2aa",
      "wcag21a",
      "wcag21aa",
      "wcag22aa",
      "best-practice",
    ])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}
