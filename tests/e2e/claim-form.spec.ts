import { expect, test, type Page } from "@playwright/test";

import { fileAClaimShortcuts } from "#app/content/claims.ts";
import { company } from "#app/content/company.ts";
import { todayIn } from "#app/lib/today.ts";
import { samplePdf, samplePng } from "../helpers/files";
import { expectNoAxeViolations } from "./helpers/axe";
import {
  actAsNewClient,
  e2eDatabase,
  errorSummary,
  waitForHydration,
} from "./helpers/forms";

const confirmation =
  "I confirm that all information provided is accurate and complete to the best of my knowledge.";
const photo = {
  name: "roof-damage.png",
  mimeType: "image/png",
  buffer: Buffer.from(samplePng()),
};
const report = {
  name: "police-report.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from(samplePdf()),
};

const documents = (page: Page) => page.getByLabel("Supporting Documents");
const fileCount = (page: Page) =>
  documents(page).evaluate((input: HTMLInputElement) => input.files?.length);
// The page's "Check a claim" asks for a policy number too.
const policyNumber = (page: Page) =>
  page.locator("#claim-form").getByLabel("Policy Number");

/** A policy number in the hint's format, new for each claim a test stores. */
const newPolicy = (letters: string) =>
  `${letters}-${String(Date.now()).slice(-7)}`;

async function fillClaim(page: Page, policy: string) {
  await page.getByLabel("Claim Type").selectOption("home");
  await policyNumber(page).fill(policy);
  await page.getByLabel("Date of Incident").fill("2026-01-10");
  await page
    .getByLabel("Incident Description")
    .fill("Hail broke two skylights and damaged the roof shingles.");
  await page.getByLabel("Full Name").fill("Dorothy Vaughan");
  await page.getByLabel("Email Address").fill("dorothy@example.com");
  await page.getByLabel("Phone Number (optional)").fill("313-555-0199");
}

const storedClaim = (policy: string) => {
  const db = e2eDatabase();
  try {
    const claim = db
      .prepare("select * from claims where policy_number = ?")
      .get(policy) as Record<string, string> | undefined;
    const files = claim
      ? (db
          .prepare(
            "select file_name, content_type from claim_files where claim_id = ? order by file_name",
          )
          .all(String(claim.id)) as Array<Record<string, string>>)
      : [];
    return { claim, files };
  } finally {
    db.close();
  }
};

// Uploads, page loads and axe runs on a long form: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

for (const javaScriptEnabled of [true, false])
  test.describe(`the top of the page on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 390, height: 844 } });

    test("says to call 911 first, dials the 24/7 number with a tap and leads to Check a claim", async ({
      page,
    }) => {
      await page.goto("/file-a-claim");
      if (javaScriptEnabled) await waitForHydration(page);
      const hero = page.locator("section", {
        has: page.getByRole("heading", { level: 1 }),
      });
      await expect(
        hero.getByText(fileAClaimShortcuts.emergency),
      ).toBeInViewport();
      await expect(
        hero.getByRole("link", { name: company.phone, exact: true }),
      ).toHaveAttribute("href", company.phoneHref);
      await expect(
        page
          .getByRole("contentinfo")
          .getByRole("link", { name: company.phone, exact: true }),
      ).toHaveAttribute("href", company.phoneHref);

      const toCheck = hero.getByRole("link", { name: "Check a claim" });
      await expect(toCheck).toBeInViewport();
      await toCheck.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/file-a-claim#check-a-claim$/);
      await expect(
        page.getByRole("heading", { name: "Check a claim" }),
      ).toBeInViewport();
      // The next Tab goes on from the section, not from the top of the page.
      await page.keyboard.press("Tab");
      await expect(
        page.locator("#check-a-claim").getByLabel("Claim Reference"),
      ).toBeFocused();
      // The markup is the same either way; axe runs once, on the page as hydrated.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
    });
  });

test.describe("claim form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/file-a-claim");
    await waitForHydration(page);
  });

  test("has the spec's fields, with auto as the default type and no future dates", async ({
    page,
  }) => {
    const type = page.getByLabel("Claim Type");
    await expect(type).toHaveValue("auto");
    await expect(type.locator("option")).toHaveText([
      "Auto Insurance",
      "Home Insurance",
      "Health Insurance",
      "Life Insurance",
      "Business Insurance",
      "Travel Insurance",
    ]);
    await expect(page.getByLabel("Date of Incident")).toHaveAttribute(
      "type",
      "date",
    );
    await expect(page.getByLabel("Date of Incident")).toHaveAttribute(
      "max",
      todayIn(),
    );
    await expect(page.getByLabel("Incident Description")).toHaveJSProperty(
      "tagName",
      "TEXTAREA",
    );
    await expect(
      page.getByRole("group", { name: "Your contact details" }),
    ).toBeVisible();
    await expect(documents(page)).toHaveAccessibleDescription(
      "PNG, JPG, PDF up to 10MB",
    );
    await expect(page.getByText("Fraud warning:")).toBeVisible();
    await expect(
      page.getByRole("checkbox", { name: confirmation }),
    ).not.toBeChecked();
    await expectNoAxeViolations(page);
  });

  test("takes only a US phone number and a policy number as its hint shows", async ({
    page,
  }) => {
    await fillClaim(page, "12345");
    await page.getByLabel("Phone Number (optional)").fill("abc");
    await page.getByRole("button", { name: "Submit Claim" }).click();
    // Two errors: the summary at the top of the form takes focus.
    await expect(errorSummary(page)).toBeFocused();
    await expect(
      errorSummary(page).getByRole("link", { name: /policy number/ }),
    ).toBeVisible();
    await expect(
      errorSummary(page).getByRole("link", { name: /US phone number/ }),
    ).toBeVisible();
    await expect(policyNumber(page)).toHaveAccessibleDescription(
      /A policy number is two letters and seven digits, e\.g\. HL-1234567/,
    );
    await expect(
      page.getByLabel("Phone Number (optional)"),
    ).toHaveAccessibleDescription(
      "Please enter a valid US phone number, e.g. (313) 555-0100",
    );
    expect(storedClaim("12345").claim).toBeUndefined();
  });

  test("shows the messages under the fields, and the error summary, focused, whose links lead to them", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Submit Claim" }).click();
    const summary = errorSummary(page);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Policy Number: Policy number is required",
      "Date of Incident: Date of incident is required",
      /^Incident Description: Incident description is required/,
      "Full Name: Your name is required",
      "Email Address: Please enter a valid email address",
      // The box's label is the whole confirmation: its message alone names it.
      "Please confirm that the information is accurate",
    ]);
    await summary
      .getByRole("link", { name: "Policy number is required" })
      .click();
    await expect(policyNumber(page)).toBeFocused();
    await summary
      .getByRole("link", {
        name: "Please confirm that the information is accurate",
      })
      .click();
    await expect(
      page.getByRole("checkbox", { name: confirmation }),
    ).toBeFocused();
    await expect(policyNumber(page)).toHaveAccessibleDescription(
      "Policy number is required",
    );
    await expect(
      page.getByLabel("Date of Incident"),
    ).toHaveAccessibleDescription("Date of incident is required");
    await expect(
      page.getByLabel("Incident Description"),
    ).toHaveAccessibleDescription(/Incident description is required/);
    await expect(page.getByLabel("Full Name")).toHaveAccessibleDescription(
      "Your name is required",
    );
    await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    const agreement = page.getByRole("checkbox", { name: confirmation });
    await expect(agreement).toHaveAttribute("aria-invalid", "true");
    await expect(agreement).toHaveAccessibleDescription(
      /Please confirm that the information is accurate/,
    );
    await expectNoAxeViolations(page);

    await agreement.check();
    await expect(
      page.getByText("Please confirm that the information is accurate"),
    ).toHaveCount(0);
  });

  test("refuses a date in the future as the person leaves the field", async ({
    page,
  }) => {
    await page.getByLabel("Date of Incident").fill("2999-12-31");
    await page.getByLabel("Incident Description").focus();
    await expect(
      page.getByLabel("Date of Incident"),
    ).toHaveAccessibleDescription("Date of incident cannot be in the future");
  });

  test("lists the chosen files with a count, removes one and refuses other types", async ({
    page,
  }) => {
    await documents(page).setInputFiles([photo, report]);
    await expect(page.getByText("2 files selected")).toBeVisible();
    const chosen = page.locator("#claim-form").getByRole("listitem");
    await expect(chosen).toHaveCount(2);
    await expect(chosen.nth(0)).toContainText("roof-damage.png");
    await expect(chosen.nth(1)).toContainText("police-report.pdf");

    await page.getByRole("button", { name: "Remove roof-damage.png" }).click();
    await expect(page.getByText("1 file selected")).toBeVisible();
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toContainText("police-report.pdf");
    await expect.poll(() => fileCount(page)).toBe(1);

    await documents(page).setInputFiles({
      name: "animation.gif",
      mimeType: "image/gif",
      buffer: Buffer.from("GIF89a"),
    });
    await expect(documents(page)).toHaveAccessibleDescription(
      /Invalid file type\. Accepted types: \.png, \.jpg, \.jpeg, \.pdf/,
    );
  });

  test("submits with two documents: Submitting..., the toast with its CL reference, fields cleared and the file input cleared after 1.5 s", async ({
    page,
  }) => {
    // The page's timers run on a clock of ours, so "1.5 s" is counted in
    // the page's time, never measured against a busy machine's.
    await page.clock.install();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/forms/claim", async (route) => {
      await held;
      await route.continue();
    });
    const policy = newPolicy("HL");
    await fillClaim(page, policy);
    await documents(page).setInputFiles([photo, report]);
    await page.getByRole("checkbox", { name: confirmation }).check();
    await page.getByRole("button", { name: "Submit Claim" }).click();

    await expect(
      page.getByRole("button", { name: "Submitting..." }),
    ).toBeDisabled();
    await expect(
      page.getByRole("progressbar", { name: "Upload progress" }),
    ).toBeVisible();
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    release();

    // The fields are cleared at once; the files stay for 1.5 s.
    const fileInput = page.locator('#claim-form input[type="file"]');
    const fileCount = () =>
      fileInput.evaluate((input: HTMLInputElement) => input.files?.length ?? 0);
    await expect(
      page.locator("#claim-form").getByLabel("Policy Number"),
    ).toHaveValue("");
    expect(await fileCount()).toBe(2);
    // The toast's module loads, then shows it on the page's timers: let
    // them run a millisecond at a time until it is there, counting them.
    const toast = page.locator("[data-sonner-toast]");
    let elapsed = 0;
    while ((await toast.count()) === 0 && elapsed < 1000) {
      await page.clock.runFor(1);
      elapsed += 1;
    }
    await expect(toast).toContainText("Claim Submitted Successfully");
    await expect(toast).toContainText(
      /Your home insurance claim has been submitted\. Reference: CL\d{6}/,
    );
    const reference = /CL\d{6}/.exec((await toast.textContent()) ?? "")![0];
    // In the form's place, a panel with the reference, its heading focused.
    await expect(
      page.getByRole("heading", { name: "Claim Submitted Successfully" }),
    ).toBeFocused();
    const panel = page.getByRole("region", {
      name: "Claim Submitted Successfully",
    });
    await expect(panel).toContainText("Your claim reference");
    await expect(panel).toContainText(reference);
    // It names what it received, in the order sent (issue 36).
    await expect(
      panel
        .getByRole("list", { name: "The 2 files we received" })
        .getByRole("listitem"),
    ).toHaveText(["roof-damage.png", "police-report.pdf"]);
    await expect(
      page.getByRole("button", { name: "Submit Claim" }),
    ).toBeHidden();

    expect(await fileCount()).toBe(2);
    await page.clock.runFor(1499 - elapsed);
    expect(await fileCount()).toBe(2);
    await page.clock.runFor(1);
    await expect.poll(fileCount).toBe(0);
    // The page's time runs again, so the toast can go.
    await page.clock.resume();
    await expect(page.getByText("2 files selected")).toHaveCount(0);

    await expect(page.getByLabel("Claim Type")).toHaveValue("auto");
    for (const label of [
      "Policy Number",
      "Date of Incident",
      "Incident Description",
      "Full Name",
      "Email Address",
      "Phone Number (optional)",
    ])
      await expect(page.locator("#claim-form").getByLabel(label)).toHaveValue(
        "",
      );
    await expect(
      page.getByRole("checkbox", { name: confirmation, includeHidden: true }),
    ).not.toBeChecked();

    const { claim, files } = storedClaim(policy);
    expect(claim).toMatchObject({
      reference,
      claim_type: "home",
      incident_date: "2026-01-10",
      claimant_name: "Dorothy Vaughan",
      claimant_email: "dorothy@example.com",
      claimant_phone: "313-555-0199",
      status: "submitted",
    });
    expect(files).toEqual([
      { file_name: "police-report.pdf", content_type: "application/pdf" },
      { file_name: "roof-damage.png", content_type: "image/png" },
    ]);
    // Checked once the toast has gone: axe reads its colours mid-animation.
    await expect(toast).toHaveCount(0, { timeout: 15_000 });
    // The panel stays after the toast.
    await expect(panel).toContainText(reference);
    await expectNoAxeViolations(page);

    // Another claim: the emptied form comes back, focus on its first field.
    await page.getByRole("link", { name: "File another claim" }).click();
    await expect(page.getByLabel("Claim Type")).toBeFocused();
    await expect(panel).toHaveCount(0);
    await expect(policyNumber(page)).toHaveValue("");
  });

  test("keeps everything and shows the claims line when sending fails", async ({
    page,
  }) => {
    await page.route("**/api/forms/claim", (route) => route.abort());
    await fillClaim(page, "HL-9000001");
    await documents(page).setInputFiles([photo]);
    await page.getByRole("checkbox", { name: confirmation }).check();
    await page.getByRole("button", { name: "Submit Claim" }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Claim Submission Failed");
    await expect(toast).toContainText(company.phone);
    // At the form too, focused, where it stays.
    const alert = page.locator("#claim-form").getByRole("alert");
    await expect(alert).toBeFocused();
    await expect(alert).toContainText("Claim Submission Failed");
    await expect(policyNumber(page)).toHaveValue("HL-9000001");
    await expect(page.getByLabel("Claim Type")).toHaveValue("home");
    await expect(page.getByLabel("Full Name")).toHaveValue("Dorothy Vaughan");
    await expect(
      page.getByRole("checkbox", { name: confirmation }),
    ).toBeChecked();
    await expect.poll(() => fileCount(page)).toBe(1);
    await expect(
      page.getByRole("button", { name: "Submit Claim" }),
    ).toBeEnabled();
  });

  test("shows the server's message for a program renamed to .png", async ({
    page,
  }) => {
    await fillClaim(page, "HL-9000002");
    await documents(page).setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from("MZ\x90\x00 This program cannot be run in DOS mode"),
    });
    await page.getByRole("checkbox", { name: confirmation }).check();
    await page.getByRole("button", { name: "Submit Claim" }).click();
    await expect(documents(page)).toHaveAccessibleDescription(
      /Invalid file type\. Accepted types: \.png, \.jpg, \.jpeg, \.pdf/,
    );
    await expect(policyNumber(page)).toHaveValue("HL-9000002");
    expect(storedClaim("HL-9000002").claim).toBeUndefined();
  });
});

test.describe("claim form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers with the same messages, keeps the values, then takes the claim with its document", async ({
    page,
  }) => {
    await page.goto("/file-a-claim");
    await page.getByLabel("Claim Type").selectOption("travel");
    await policyNumber(page).fill("TR-555");
    await page.getByLabel("Date of Incident").fill("2999-01-01");
    await page.getByLabel("Full Name").fill("Dorothy Vaughan");
    await page.getByLabel("Email Address").fill("dorothy@example");
    // The browser's own checks would stop this; the server is the authority either way.
    await page
      .locator("#claim-form form")
      .evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByRole("button", { name: "Submit Claim" }).click();

    await expect(page).toHaveURL(/\/file-a-claim#claim-form$/);
    await expect(
      page.getByRole("alert").filter({ hasText: "not been submitted" }),
    ).toContainText("Your claim has not been submitted yet");
    // The error summary at the top of the form, in view, linking to each field.
    await expect(errorSummary(page)).toBeInViewport();
    await expect(errorSummary(page).getByRole("link")).toHaveCount(5);
    await expect(
      page.getByLabel("Date of Incident"),
    ).toHaveAccessibleDescription("Date of incident cannot be in the future");
    await expect(
      page.getByLabel("Incident Description"),
    ).toHaveAccessibleDescription(/Incident description is required/);
    await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    await expect(
      page.getByRole("checkbox", { name: confirmation }),
    ).toHaveAccessibleDescription(
      /Please confirm that the information is accurate/,
    );
    await expect(page.getByLabel("Claim Type")).toHaveValue("travel");
    await expect(policyNumber(page)).toHaveAccessibleDescription(
      /A policy number is two letters and seven digits, e\.g\. HL-1234567/,
    );
    await expect(policyNumber(page)).toHaveValue("TR-555");
    await expect(page.getByLabel("Date of Incident")).toHaveValue("2999-01-01");
    await expect(page.getByLabel("Full Name")).toHaveValue("Dorothy Vaughan");
    await expect(page.getByLabel("Date of Incident")).toHaveAttribute(
      "max",
      todayIn(),
    );

    const policy = newPolicy("TR");
    await policyNumber(page).fill(policy);
    await page.getByLabel("Date of Incident").fill("2026-02-01");
    await page
      .getByLabel("Incident Description")
      .fill("My suitcase was lost on the flight home from Lisbon.");
    await page.getByLabel("Email Address").fill("dorothy@example.com");
    await documents(page).setInputFiles([report]);
    await page.getByRole("checkbox", { name: confirmation }).check();
    await page.getByRole("button", { name: "Submit Claim" }).click();

    const status = page.getByRole("region", {
      name: "Claim Submitted Successfully",
    });
    await expect(status).toBeVisible();
    await expect(status).toContainText(
      /Your travel insurance claim has been submitted\. Reference: CL\d{6}/,
    );
    const reference = /CL\d{6}/.exec((await status.textContent()) ?? "")![0];
    await expect(
      page.getByRole("button", { name: "Submit Claim" }),
    ).toBeHidden();
    await expect(
      page.getByRole("link", { name: "File another claim" }),
    ).toHaveAttribute("href", "/file-a-claim#claim-form");

    const { claim, files } = storedClaim(policy);
    expect(claim).toMatchObject({ reference, claim_type: "travel" });
    expect(files).toEqual([
      { file_name: "police-report.pdf", content_type: "application/pdf" },
    ]);
  });
});

test.describe("claim form answers without JavaScript, checked with axe", () => {
  // axe needs a script engine, so here the page's own scripts are kept from loading instead.
  test.beforeEach(async ({ page }) => {
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  });

  test("an upload the server refuses keeps the typed values; a claim shows its reference", async ({
    page,
  }) => {
    await page.goto("/file-a-claim");
    await fillClaim(page, "HL-9000003");
    await documents(page).setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: Buffer.from("MZ\x90\x00 This program cannot be run in DOS mode"),
    });
    await page.getByRole("checkbox", { name: confirmation }).check();
    await page.getByRole("button", { name: "Submit Claim" }).click();
    await expect(page.getByRole("alert")).toContainText("Upload Failed");
    await expect(documents(page)).toHaveAccessibleDescription(
      /Invalid file type\. Accepted types: \.png, \.jpg, \.jpeg, \.pdf/,
    );
    await expect(policyNumber(page)).toHaveValue("HL-9000003");
    await expect(page.getByLabel("Claim Type")).toHaveValue("home");
    await expect(page.getByLabel("Email Address")).toHaveValue(
      "dorothy@example.com",
    );
    await expectNoAxeViolations(page);

    const policy = newPolicy("HL");
    await policyNumber(page).fill(policy);
    await documents(page).setInputFiles([photo]);
    await page.getByRole("checkbox", { name: confirmation }).check();
    await page.getByRole("button", { name: "Submit Claim" }).click();
    const panel = page.getByRole("region", {
      name: "Claim Submitted Successfully",
    });
    await expect(panel).toContainText(
      /Your home insurance claim has been submitted\. Reference: CL\d{6}/,
    );
    // The page's own answer names the file too.
    await expect(
      panel
        .getByRole("list", { name: "The file we received" })
        .getByRole("listitem"),
    ).toHaveText(["roof-damage.png"]);
    expect(storedClaim(policy).files).toEqual([
      { file_name: "roof-damage.png", content_type: "image/png" },
    ]);
    await expectNoAxeViolations(page);
  });
});
