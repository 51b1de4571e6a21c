import { expect, test, type Locator, type Page } from "@playwright/test";

import { homeHero } from "#app/content/home.ts";
import { waitForHydration } from "./helpers/forms";

/** What a focused control's outline looks like, and the colour it sits on. */
interface FocusMark {
  style: string;
  width: number;
  offset: number;
  color: string;
  /** The nearest opaque background colour behind the control. */
  behind: string;
}

async function focusMark(control: Locator): Promise<FocusMark> {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    let behind = "rgb(255, 255, 255)";
    for (let node = element.parentElement; node; node = node.parentElement) {
      const background = getComputedStyle(node).backgroundColor;
      if (background !== "rgba(0, 0, 0, 0)" && !background.includes("/")) {
        behind = background;
        break;
      }
    }
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
      color: style.outlineColor,
      behind,
    };
  });
}

/** WCAG's contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((part) => {
        const c = Number(part) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Reaches `control` with the Tab key, as a keyboard user does. */
async function tabTo(page: Page, control: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press("Tab");
    if (await control.evaluate((element) => element === document.activeElement))
      return;
  }
  throw new Error("the control was never reached with Tab");
}

/** At least 2px, solid, offset onto the page and 3:1 against what it sits on (WCAG 2.2). */
function expectStrongMark(mark: FocusMark) {
  expect(mark.style).toBe("solid");
  expect(mark.width).toBeGreaterThanOrEqual(2);
  expect(mark.offset).toBeGreaterThan(0);
  expect(contrast(mark.color, mark.behind)).toBeGreaterThanOrEqual(3);
}

test("text fields, a textarea, a select, a checkbox and a file picker show a focus outline as strong as a button's", async ({
  page,
}) => {
  await page.goto("/contact");
  await waitForHydration(page);
  const marks: FocusMark[] = [];
  for (const name of ["Full Name", "Email Address", "Message"]) {
    const field = page.getByRole("textbox", { name, exact: true });
    await tabTo(page, field);
    const mark = await focusMark(field);
    expectStrongMark(mark);
    marks.push(mark);
  }
  // The button's colours ease in (transition-colors): compare once they rest.
  const button = page.getByRole("button", { name: "Send Message" });
  await tabTo(page, button);
  await expect
    .poll(async () => {
      const { style, width, color } = await focusMark(button);
      return { style, width, color };
    })
    .toEqual({
      style: "solid",
      width: marks[0]!.width,
      color: marks[0]!.color,
    });

  await page.goto("/file-a-claim");
  await waitForHydration(page);
  for (const control of [
    page.getByRole("combobox", { name: "Claim Type" }),
    // "Check a claim" asks for a policy number too: the claim form's own.
    page
      .locator("#claim-form")
      .getByRole("textbox", { name: "Policy Number", exact: true }),
    page.locator('input[type="file"]').first(),
    page.getByRole("checkbox", { name: /^I confirm/ }),
  ]) {
    await tabTo(page, control);
    expectStrongMark(await focusMark(control));
  }
});

test("on a dark band the focus outline changes colour to stand out", async ({
  page,
}) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: homeHero.title });
  const quote = hero.getByRole("link", { name: "Get a Quote" });
  await tabTo(page, quote);
  // The hero runs from brand-900 to brand-700: the mark holds 3:1 on both,
  // once the button's colours have eased in (transition-colors).
  await expect
    .poll(async () => {
      const mark = await focusMark(quote);
      return (
        mark.style === "solid" &&
        mark.width >= 2 &&
        contrast(mark.color, "rgb(12, 42, 66)") >= 3 &&
        contrast(mark.color, "rgb(23, 79, 121)") >= 3
      );
    })
    .toBe(true);
});

test.describe("at phone width (390 by 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home page is under 10,900px, from about 15,500px: short cards sit two abreast, product cards scroll sideways", async ({
    page,
  }) => {
    await page.goto("/");
    const height = await page.evaluate(
      () => document.documentElement.scrollHeight,
    );
    console.log(`home page height at 390px: ${height}px`);
    expect(height).toBeLessThanOrEqual(10_900);
    // Nothing but the card rows scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBe(390);

    const why = page.getByRole("region", { name: /Why Choose/ });
    const [first, second] = await why.getByRole("listitem").all();
    const [a, b] = [await first!.boundingBox(), await second!.boundingBox()];
    expect(b!.y).toBe(a!.y);

    const services = page
      .getByRole("region", { name: "Our Insurance Solutions" })
      .getByRole("list")
      .first();
    const row = await services.evaluate((list) => ({
      scrolls: list.scrollWidth > list.clientWidth,
      card: list.firstElementChild!.getBoundingClientRect().width,
    }));
    expect(row.scrolls).toBe(true);
    expect(row.card).toBeGreaterThan(300);

    // A keyboard reaches a card off to the side, and the row brings it into view.
    const last = services.getByRole("link", {
      name: "Learn More Travel Insurance",
    });
    await last.focus();
    await expect(last).toBeInViewport();
  });
});

test("the About hero's right half holds the company's figures on a wide screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/about");
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  const figures = page.getByRole("region", {
    name: "Harborline Insurance in numbers",
  });
  const box = await figures.boundingBox();
  expect(box!.x).toBeGreaterThan(1366 / 2);
  expect(box!.y).toBeLessThan(heading!.y + heading!.height + 200);
  await expect(figures.getByRole("definition")).toHaveText([
    "20,000+",
    "99%",
    "15+",
    "50 + DC",
  ]);
});
