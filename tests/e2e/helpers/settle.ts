import { expect, type Page } from "@playwright/test";

/** The toasts on screen (sonner's list items). */
export const toasts = (page: Page) => page.locator("[data-sonner-toast]");

/**
 * Waits until the screen is what a person would read: the page loaded with
 * its stylesheets, every toast has
 * mounted (sonner shows it by setting data-mounted; before that it is
 * transparent) and no transition or animation is still running, on a toast
 * or anywhere else. Measuring colours before then measures a half-faded text.
 *
 * The suite runs with reduced motion (playwright.config.ts), which sonner
 * honours, so this rarely has to wait; it still checks, whatever the setting.
 * Endless animations (a spinner) never finish and are left out.
 */
export async function waitForScreenToSettle(page: Page): Promise<void> {
  // A page answering a form post shows its text before its stylesheet has
  // applied: measured then, every link is unstyled (the last CI run's
  // target-size failure on a busy machine). The load event waits for it.
  await page.waitForLoadState("load");
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const unmounted = [
            ...document.querySelectorAll("[data-sonner-toast]"),
          ].filter((toast) => toast.getAttribute("data-mounted") !== "true");
          const moving = document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === "running" &&
                animation.effect?.getComputedTiming().endTime !== Infinity,
            );
          return [
            ...unmounted.map(
              (toast) => `unmounted toast: ${toast.textContent}`,
            ),
            ...moving.map((animation) => {
              const target = (animation.effect as KeyframeEffect | null)
                ?.target;
              const name =
                animation instanceof CSSTransition
                  ? `transition of ${animation.transitionProperty}`
                  : animation instanceof CSSAnimation
                    ? `animation ${animation.animationName}`
                    : "animation";
              return `${name} on ${target?.tagName.toLowerCase() ?? "?"}${target?.id ? `#${target.id}` : ""}`;
            }),
          ];
        }),
      { message: "toasts and animations to settle" },
    )
    .toEqual([]);
}
