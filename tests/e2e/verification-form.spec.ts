import { expect, test } from "@playwright/test";

import { expectNoAxeViolations } from "./helpers/axe";
import {
  actAsNewClient,
  e2eDatabase,
  errorSummary,
  waitForHydration,
} from "./helpers/forms";
import { toasts } from "./helpers/settle";
import {
  fillValidForm,
  otherCheckbox,
  ssnConfirmInput,
  ssnInput,
  submit,
} from "./helpers/verification";

// Long forms with uploads and axe scans: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

test.describe("verification form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/verification");
    await waitForHydration(page);
  });

  test("an empty form shows 'Required Fields Missing', the messages under the fields and an error summary, focused, linking to each in the page's order", async ({
    page,
  }) => {
    await submit(page);
    await expect(page.getByText("Required Fields Missing")).toBeVisible();
    await expect(
      page.getByText("Please fill in all required fields."),
    ).toBeVisible();
    const summary = errorSummary(page);
    await expect(summary).toBeFocused();
    const links = summary.getByRole("link");
    expect(await links.count()).toBeGreaterThan(10);
    await expect(links.first()).toHaveText(
      "First Name: This field is required",
    );
    // The licence's sides come between the address and the SSN, as on the page.
    const texts = await links.allTextContents();
    const back = texts.indexOf(
      "Driver's License (Back): Please upload the back of your driver's license",
    );
    expect(back).toBeGreaterThan(0);
    expect(back).toBeLessThan(texts.length - 2);
    await links.first().click();
    const firstName = page.getByLabel("First Name");
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAccessibleDescription(
      "This field is required",
    );
    await expect(page.getByLabel("Driver's License (Front)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(
      page.getByLabel("Driver's License (Back)"),
    ).toHaveAccessibleDescription(
      /Please upload the back of your driver's license/,
    );
    await expect(
      page.getByRole("group", { name: "Position Interest" }),
    ).toHaveAccessibleDescription(
      /Please select at least one position you're interested in\./,
    );
    await expectNoAxeViolations(page);
  });

  test("two different SSNs give 'SSN Mismatch'", async ({ page }) => {
    await fillValidForm(page, { ssnConfirm: "123456780" });
    await submit(page);
    await expect(page.getByText("SSN Mismatch")).toBeVisible();
    await expect(
      page.getByText("Social Security Numbers do not match.").first(),
    ).toBeVisible();
    await expect(ssnConfirmInput(page)).toBeFocused();
    await expect(ssnConfirmInput(page)).toHaveAccessibleDescription(
      /Social Security Numbers do not match\./,
    );
  });

  test("no position gives 'Position Required'", async ({ page }) => {
    await fillValidForm(page, { position: false });
    await submit(page);
    await expect(page.getByText("Position Required")).toBeVisible();
    await expect(
      page
        .getByText("Please select at least one position you're interested in.")
        .first(),
    ).toBeVisible();
    await expect(
      page.getByRole("checkbox", { name: "Administrative Clerk (Remote)" }),
    ).toBeFocused();
  });

  test("a position with Other ticked but not described asks for the Other text, not a position", async ({
    page,
  }) => {
    await fillValidForm(page);
    await otherCheckbox(page).check();
    await submit(page);
    await expect(toasts(page)).toContainText("Required Fields Missing");
    await expect(toasts(page)).toContainText(
      "Please fill in all required fields.",
    );
    const other = page.getByLabel("Other position");
    await expect(other).toBeFocused();
    await expect(other).toHaveAccessibleDescription(
      "Please describe the other position you're interested in",
    );
    await expect(page.getByText("Position Required")).toHaveCount(0);
    await expect(
      page.getByText(
        "Please select at least one position you're interested in.",
      ),
    ).toHaveCount(0);
  });

  test("the SSN is masked as ###-##-#### and hidden until Show is pressed", async ({
    page,
  }) => {
    const ssn = ssnInput(page);
    await expect(ssn).toHaveAttribute("type", "password");
    await expect(ssn).toHaveAttribute("inputmode", "numeric");
    await expect(ssn).toHaveAttribute("autocomplete", "off");
    await ssn.pressSequentially("123456789");
    await expect(ssn).toHaveValue("123-45-6789");
    await ssnConfirmInput(page).pressSequentially("98765432199");
    await expect(ssnConfirmInput(page)).toHaveValue("987-65-4321");

    const toggle = page.getByRole("button", {
      name: "Show Social Security numbers",
    });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(ssn).toHaveAttribute("type", "text");
    await expect(ssnConfirmInput(page)).toHaveAttribute("type", "text");
    await expect(ssn).toHaveValue("123-45-6789");
    await toggle.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(ssn).toHaveAttribute("type", "password");
    await expect(ssnConfirmInput(page)).toHaveAttribute("type", "password");
  });

  test("Other reveals a text field, and unchecking Other clears it", async ({
    page,
  }) => {
    const text = page.getByLabel("Other position");
    await expect(text).toBeHidden();
    await otherCheckbox(page).check();
    await expect(text).toBeVisible();
    await text.fill("Claims Adjuster");
    await otherCheckbox(page).uncheck();
    await expect(text).toBeHidden();
    await otherCheckbox(page).check();
    await expect(text).toHaveValue("");
  });

  test("the credit score stays between 300 and 850", async ({ page }) => {
    const score = page.getByLabel("Credit Score");
    await expect(score).toHaveAttribute("type", "number");
    await expect(score).toHaveAttribute("min", "300");
    await expect(score).toHaveAttribute("max", "850");
    await score.fill("299");
    await score.blur();
    await expect(
      page.getByText("Credit score must be at least 300"),
    ).toBeVisible();
    // Corrected, it is checked again at once.
    await score.fill("851");
    await expect(
      page.getByText("Credit score must be at most 850"),
    ).toBeVisible();
    await score.fill("850");
    await expect(score).not.toHaveAttribute("aria-invalid");
    await score.fill("300");
    await score.blur();
    await expect(score).not.toHaveAttribute("aria-invalid");
  });

  test("a complete form is sent with 'Submitting...' and shows the success screen with a VER- reference", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/forms/verification", async (route) => {
      await held;
      await route.continue();
    });
    const email = `katherine.${Date.now()}@example.com`;
    await fillValidForm(page, { email });
    await otherCheckbox(page).check();
    await page.getByLabel("Other position").fill("Claims Adjuster");
    await submit(page);
    await expect(
      page.getByRole("button", { name: "Submitting..." }),
    ).toBeDisabled();
    release();

    const success = page.getByRole("heading", {
      name: "Verification Form Submitted",
    });
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();
    await expect(
      page
        .getByText(
          "Thank you. Our team will review your information and contact you within 2-3 business days.",
        )
        .first(),
    ).toBeVisible();
    const reference = page.getByText(/^VER-\d{6}$/);
    await expect(reference).toBeVisible();
    await expect(page.locator("form")).toHaveCount(0);
    // The success toast is on screen too; axe measures it once it has settled.
    await expect(
      toasts(page).filter({ hasText: "Verification Form Submitted" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const row = e2eDatabase()
      .prepare("select * from onboarding_responses where email = ?")
      .get(email) as Record<string, string | number>;
    expect(row).toMatchObject({
      reference: await reference.textContent(),
      first_name: "Katherine",
      phone_carrier: "T-Mobile",
      state: "MI",
      ssn_last4: "6789",
      other_position: "Claims Adjuster",
      selected_positions: JSON.stringify(["Remote Data Entry Assistant"]),
    });
    expect(String(row.ssn)).not.toContain("6789");
    expect(String(row.ssn)).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    // Bank name and credit score are encrypted columns; no plain column is left.
    expect(row).not.toHaveProperty("bank_name");
    expect(row).not.toHaveProperty("credit_score");
    expect(String(row.bank_name_encrypted)).toMatch(/^v2\./);
    expect(String(row.credit_score_encrypted)).toMatch(/^v2\./);
    expect(JSON.stringify(row)).not.toContain("Great Lakes");
  });

  test("keeps what was typed and says 'Submission Failed' when sending fails", async ({
    page,
  }) => {
    await page.route("**/api/forms/verification", (route) => route.abort());
    await fillValidForm(page);
    await submit(page);
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Submission Failed");
    await expect(toast).toContainText(
      "There was an error submitting your verification form: The connection to our server failed. Please try again.",
    );
    // At the form too, focused.
    const alert = page.locator("form").getByRole("alert");
    await expect(alert).toBeFocused();
    await expect(alert).toContainText("Submission Failed");
    await expect(page.getByLabel("First Name")).toHaveValue("Katherine");
    await expect(ssnInput(page)).toHaveValue("123-45-6789");
    await expect(
      page.getByRole("button", { name: "Submit Verification Form" }),
    ).toBeEnabled();
  });
});

test.describe("verification form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers with the same messages, keeps the values but not the SSN, then shows the success screen", async ({
    page,
  }) => {
    await page.goto("/verification");
    await fillValidForm(page, { position: false });
    await page.getByLabel("First Name").fill("");
    await page
      .locator("form")
      .evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await submit(page);

    await expect(
      page.getByRole("alert").filter({ hasText: "Required Fields Missing" }),
    ).toBeVisible();
    await expect(errorSummary(page)).toBeInViewport();
    await expect(errorSummary(page).getByRole("link")).toHaveText([
      "First Name: This field is required",
      "Please select at least one position you're interested in.",
    ]);
    await expect(page.getByLabel("First Name")).toHaveAccessibleDescription(
      "This field is required",
    );
    await expect(
      page.getByRole("group", { name: "Position Interest" }),
    ).toHaveAccessibleDescription(
      /Please select at least one position you're interested in\./,
    );
    await expect(page.getByLabel("Last Name")).toHaveValue("Johnson");
    await expect(page.getByRole("combobox", { name: "State" })).toHaveValue(
      "MI",
    );
    await expect(page.getByLabel("Credit Score")).toHaveValue("742");
    await expect(ssnInput(page)).toHaveValue("");
    await expect(page.locator("html")).not.toContainText("123-45-6789");

    const email = `nojs.${Date.now()}@example.com`;
    await fillValidForm(page, { email });
    await submit(page);
    await expect(
      page.getByRole("heading", { name: "Verification Form Submitted" }),
    ).toBeVisible();
    await expect(page.getByText(/^VER-\d{6}$/)).toBeVisible();
    const row = e2eDatabase()
      .prepare("select ssn_last4 from onboarding_responses where email = ?")
      .get(email) as { ssn_last4: string };
    expect(row.ssn_last4).toBe("6789");
  });
});
