import { expect, test } from "@playwright/test";

import { company } from "#app/content/company.ts";
import { expectNoAxeViolations } from "./helpers/axe";
import {
  actAsNewClient,
  e2eDatabase,
  errorSummary,
  waitForHydration,
} from "./helpers/forms";

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

test.describe("contact form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
  });

  test("shows the spec's messages under the fields, and an error summary that takes focus and links to each field", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Send Message" }).click();
    const summary = errorSummary(page);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Full Name: Name must be at least 2 characters",
      "Email Address: Please enter a valid email address",
      "Message: Message must be at least 10 characters",
    ]);
    await summary
      .getByRole("link", { name: "Please enter a valid email address" })
      .click();
    await expect(page.getByLabel("Email Address")).toBeFocused();
    const name = page.getByLabel("Full Name");
    await expect(name).toHaveAccessibleDescription(
      "Name must be at least 2 characters",
    );
    await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    await expect(
      page.getByRole("textbox", { name: "Message", exact: true }),
    ).toHaveAccessibleDescription("Message must be at least 10 characters");
    await expectNoAxeViolations(page);
  });

  test("checks a field as the person leaves it", async ({ page }) => {
    await page.getByLabel("Email Address").fill("not-an-email");
    await page.getByRole("textbox", { name: "Message", exact: true }).focus();
    await expect(page.getByLabel("Email Address")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(
      page.getByText("Please enter a valid email address"),
    ).toBeVisible();
    await page.getByLabel("Email Address").fill("ada@example.com");
    await page.getByRole("textbox", { name: "Message", exact: true }).focus();
    await expect(
      page.getByText("Please enter a valid email address"),
    ).toHaveCount(0);
  });

  test("one error is told at its field, focused, with no summary", async ({
    page,
  }) => {
    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page.getByLabel("Email Address").fill("ada@example.com");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByRole("textbox", { name: "Message", exact: true }),
    ).toBeFocused();
    await expect(
      page.getByRole("heading", { name: "There is a problem" }),
    ).toHaveCount(0);
  });

  test("sends without reloading, shows Processing... while busy, then the toast and, in the form's place, a panel with the CT- reference that takes focus", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/forms/contact", async (route) => {
      await held;
      await route.continue();
    });
    const email = `ada.${Date.now()}@example.com`;
    await page.getByLabel("Full Name").fill("Ada King Lovelace");
    await page.getByLabel("Email Address").fill(email);
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("I would like to hear about home insurance.");
    await page.getByRole("button", { name: "Send Message" }).click();
    const busy = page.getByRole("button", { name: "Processing..." });
    await expect(busy).toBeDisabled();
    release();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Message sent successfully!");
    await expect(toast).toContainText("We'll get back to you within 24 hours.");
    await expect(
      page.getByRole("button", { name: "Close", exact: true }),
    ).toBeVisible();
    const heading = page.getByRole("heading", {
      name: "Message sent successfully!",
    });
    await expect(heading).toBeFocused();
    const panel = page.getByRole("region", {
      name: "Message sent successfully!",
    });
    await expect(panel).toContainText("Your message reference");
    const reference = /CT-\d{6}/.exec((await panel.textContent()) ?? "")![0];
    // The panel stays when the toast is closed.
    await page.getByRole("button", { name: "Close", exact: true }).click();
    await expect(toast).toHaveCount(0);
    await expect(panel).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Send Message" }),
    ).toBeHidden();
    await expectNoAxeViolations(page);
    // The emptied form, back for another message.
    await page.getByRole("link", { name: "Send another message" }).click();
    await expect(page.getByLabel("Full Name")).toBeFocused();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(
      page.getByRole("textbox", { name: "Message", exact: true }),
    ).toHaveValue("");

    const row = e2eDatabase()
      .prepare("select * from contact_submissions where email = ?")
      .get(email) as Record<string, string>;
    expect(row).toMatchObject({
      reference,
      first_name: "Ada",
      last_name: "King Lovelace",
      phone: "",
      interest: "general",
    });
  });

  test("keeps what was typed and shows the phone number when sending fails", async ({
    page,
  }) => {
    await page.route("**/api/forms/contact", (route) => route.abort());
    await page.getByLabel("Full Name").fill("Grace Hopper");
    await page.getByLabel("Email Address").fill("grace@example.com");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Please call me about my auto policy.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page
        .locator("[data-sonner-toast]")
        .getByText("There was an error sending your message"),
    ).toBeVisible();
    // At the form too, focused, staying after the toast is gone.
    const alert = page.locator("form").getByRole("alert");
    await expect(alert).toBeFocused();
    await expect(alert).toContainText(
      "There was an error sending your message",
    );
    await expect(alert).toContainText(
      `Please try again or contact us directly at ${company.phone}.`,
    );
    await expect(page.getByLabel("Full Name")).toHaveValue("Grace Hopper");
    await expect(
      page.getByRole("textbox", { name: "Message", exact: true }),
    ).toHaveValue("Please call me about my auto policy.");
  });

  test("a quote link pre-fills the message", async ({ page }) => {
    // Travel's Choose Plan, which the spec sends to /contact.
    await page.goto("/contact?line=travel&plan=Essential#contact");
    await waitForHydration(page);
    await expect(
      page.getByRole("textbox", { name: "Message", exact: true }),
    ).toHaveValue(/Travel Insurance \(Essential plan\)/);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers with the same messages and keeps the values", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill("A");
    await page.getByLabel("Email Address").fill("ada@example.com");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("short");
    // The browser's own checks would stop a short name; the server is the authority either way.
    await page
      .locator("form")
      .evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByRole("button", { name: "Send Message" }).click();
    const summary = errorSummary(page);
    // The page opens at the form (its action's #contact), the summary at its top.
    await expect(summary).toBeInViewport();
    await expect(summary.getByRole("link")).toHaveText([
      "Full Name: Name must be at least 2 characters",
      "Message: Message must be at least 10 characters",
    ]);
    await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription(
      "Name must be at least 2 characters",
    );
    await expect(
      page.getByRole("textbox", { name: "Message", exact: true }),
    ).toHaveAccessibleDescription("Message must be at least 10 characters");
    // The link reaches its field without a script: the field's own id.
    const messageId = await page
      .getByRole("textbox", { name: "Message", exact: true })
      .getAttribute("id");
    const link = summary.getByRole("link", {
      name: "Message must be at least 10 characters",
    });
    await expect(link).toHaveAttribute("href", `#${messageId}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${messageId}$`));
    await expect(page.getByLabel("Full Name")).toHaveValue("A");
    await expect(page.getByLabel("Email Address")).toHaveValue(
      "ada@example.com",
    );
    await expect(
      page.getByRole("textbox", { name: "Message", exact: true }),
    ).toHaveValue("short");

    await page.getByLabel("Full Name").fill("Ada Lovelace");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Please send me a quote for travel insurance.");
    await page.getByRole("button", { name: "Send Message" }).click();
    const panel = page.getByRole("region", {
      name: "Message sent successfully!",
    });
    await expect(panel).toContainText("We'll get back to you within 24 hours.");
    await expect(panel).toContainText(/CT-\d{6}/);
    await expect(
      page.getByRole("button", { name: "Send Message" }),
    ).toBeHidden();
    await expect(
      page.getByRole("link", { name: "Send another message" }),
    ).toHaveAttribute("href", "/contact#contact");
  });
});
