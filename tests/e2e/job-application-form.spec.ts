import { expect, test, type Page } from "@playwright/test";

import { roles } from "#app/content/roles.ts";
import { expectNoAxeViolations } from "./helpers/axe";
import {
  actAsNewClient,
  e2eDatabase,
  errorSummary,
  waitForHydration,
} from "./helpers/forms";
import { toasts } from "./helpers/settle";

const ROLE_ID = 4;
const role = roles[ROLE_ID]!;
const MB = 1024 * 1024;

const pdf = (name = "resume.pdf", size = 0) => {
  const head = Buffer.from(
    "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n",
  );
  const buffer = Buffer.alloc(Math.max(size, head.length));
  head.copy(buffer);
  return { name, mimeType: "application/pdf", buffer };
};

/** The page's apply section: the form, then the success screen in its place. */
const form = (page: Page) => page.locator("section#apply");
const chosenFile = (page: Page, name: string) =>
  form(page).getByRole("listitem").filter({ hasText: name });
const coverLetter = (page: Page) =>
  page.getByRole("textbox", { name: "Cover Letter" });

async function fillFields(page: Page, email: string) {
  await page.getByLabel("Full Name").fill("Katherine Johnson");
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Phone Number").fill("(313) 555-0101");
  await page
    .getByRole("textbox", { name: "Address", exact: true })
    .fill("12 Orbit Lane, Detroit, MI 48226");
  await page.getByLabel("Experience").selectOption("3-5 years");
  await coverLetter(page).fill("I have helped customers for four years.");
}

const storedApplication = (email: string) =>
  e2eDatabase()
    .prepare("select * from job_applications where email = ?")
    .get(email) as Record<string, string | number> | undefined;

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

test.describe("job application form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`/job/${ROLE_ID}`);
    await waitForHydration(page);
  });

  test("has every field of the spec, experience 1-2 years by default", async ({
    page,
  }) => {
    for (const label of [
      "Full Name",
      "Email Address",
      "Phone Number",
      "Address",
    ])
      await expect(
        page.getByRole("textbox", { name: label, exact: true }),
      ).toHaveValue("");
    const experience = page.getByLabel("Experience");
    await expect(experience).toHaveValue("1-2 years");
    await expect(experience.locator("option")).toHaveText([
      "Entry-level",
      "1-2 years",
      "3-5 years",
      "5+ years",
    ]);
    await expect(page.getByLabel("Resume")).toHaveAttribute(
      "accept",
      ".pdf,.doc,.docx",
    );
    await expect(
      page.getByRole("button", { name: "Submit Application" }),
    ).toBeEnabled();
  });

  test("shows the messages under the fields, and the error summary, focused, whose first link leads to the first", async ({
    page,
  }) => {
    await page.getByRole("button", { name: "Submit Application" }).click();
    const summary = errorSummary(page);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link").first()).toHaveText(
      "Full Name: Full name is required",
    );
    await summary.getByRole("link").first().click();
    const name = page.getByLabel("Full Name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription("Full name is required");
    await expect(page.getByLabel("Email Address")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    await expect(page.getByLabel("Phone Number")).toHaveAccessibleDescription(
      "Phone number is required",
    );
    await expect(
      page.getByRole("textbox", { name: "Address", exact: true }),
    ).toHaveAccessibleDescription("Address is required");
    await expect(page.getByLabel("Resume")).toHaveAccessibleDescription(
      /Please upload your resume before submitting\.$/,
    );
    // Several fields are missing: the messages speak for themselves, no resume toast.
    await expect(toasts(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await name.fill("Katherine Johnson");
    await page.getByLabel("Email Address").focus();
    await expect(name).not.toHaveAttribute("aria-invalid");
  });

  test("counts the cover letter's characters as they are typed", async ({
    page,
  }) => {
    const counter = form(page).getByText("0/2000 characters");
    await expect(counter).toBeVisible();
    await expect(counter).toHaveAttribute("aria-live", "polite");
    await coverLetter(page).fill("Hello, Harborline!");
    await expect(form(page).getByText("18/2000 characters")).toBeVisible();
    await expect(coverLetter(page)).toHaveAccessibleDescription(
      /18\/2000 characters/,
    );
    await coverLetter(page).fill("x".repeat(2100));
    await expect(coverLetter(page)).toHaveValue("x".repeat(2000));
    await expect(form(page).getByText("2000/2000 characters")).toBeVisible();
  });

  test("asks for the resume with the 'Resume Required' toast", async ({
    page,
  }) => {
    await fillFields(page, "no-resume@example.com");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toasts(page)).toContainText("Resume Required");
    await expect(toasts(page)).toContainText(
      "Please upload your resume before submitting.",
    );
    const resume = page.getByLabel("Resume");
    await expect(resume).toBeFocused();
    await expect(resume).toHaveAccessibleDescription(
      /Please upload your resume before submitting\.$/,
    );
    expect(storedApplication("no-resume@example.com")).toBeUndefined();
  });

  test("refuses a wrong type and a file over 5 MB with the spec's messages", async ({
    page,
  }) => {
    const resume = page.getByLabel("Resume");
    await resume.setInputFiles({
      name: "resume.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("plain text"),
    });
    await expect(
      form(page).getByText(
        "Invalid file type. Accepted types: .pdf, .doc, .docx",
      ),
    ).toBeVisible();
    await expect(resume).toHaveAttribute("aria-invalid", "true");

    await resume.setInputFiles(pdf("big.pdf", 5 * MB + 1));
    await expect(
      form(page).getByText("File size exceeds 5MB limit"),
    ).toBeVisible();

    await resume.setInputFiles(pdf("katherine-cv.pdf"));
    await expect(chosenFile(page, "katherine-cv.pdf")).toBeVisible();
    await expect(form(page).getByText("File size exceeds")).toHaveCount(0);
    await page.getByRole("button", { name: "Remove katherine-cv.pdf" }).click();
    await expect(chosenFile(page, "katherine-cv.pdf")).toHaveCount(0);
  });

  test("sends with Submitting..., then shows 'Application Submitted' with the APP- reference", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/forms/job-application/*", async (route) => {
      await held;
      await route.continue();
    });
    const email = `katherine.${Date.now()}@example.com`;
    await fillFields(page, email);
    await page.getByLabel("Resume").setInputFiles(pdf("katherine-cv.pdf"));
    await expect(chosenFile(page, "katherine-cv.pdf")).toBeVisible();
    await expect(form(page).getByText("(0.00 MB)")).toBeVisible();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(
      page.getByRole("button", { name: "Submitting..." }),
    ).toBeDisabled();
    release();

    const heading = page.getByRole("heading", {
      name: "Application Submitted",
      exact: true,
    });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(
      page.getByRole("region", { name: "Application Submitted" }),
    ).toBeVisible();
    await expect(page).toHaveURL(`/job/${ROLE_ID}`);
    await expect(toasts(page)).toContainText(
      "Application Submitted Successfully",
    );
    const reference = form(page).getByText(/^APP-\d{6}$/);
    await expect(reference).toBeVisible();
    await expect(form(page)).toContainText(role.title);
    await expect(page.getByLabel("Full Name")).toHaveCount(0);
    // The toast is fully shown, and axe measures it at rest.
    await expect(toasts(page)).toHaveCSS("opacity", "1");
    await expectNoAxeViolations(page);

    const row = storedApplication(email);
    expect(row).toMatchObject({
      reference: await reference.textContent(),
      full_name: "Katherine Johnson",
      phone: "(313) 555-0101",
      address: "12 Orbit Lane, Detroit, MI 48226",
      experience: "3-5 years",
      cover_letter: "I have helped customers for four years.",
      role_id: ROLE_ID,
      role_title: role.title,
      resume_file_name: "katherine-cv.pdf",
    });
  });

  test("keeps what was typed and says 'Submission Failed' when sending fails", async ({
    page,
  }) => {
    await page.route("**/api/forms/job-application/*", (route) =>
      route.abort(),
    );
    await fillFields(page, "offline@example.com");
    await page.getByLabel("Resume").setInputFiles(pdf());
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(toasts(page)).toContainText("Submission Failed");
    await expect(toasts(page)).toContainText(
      "There was an error submitting your application. Please try again.",
    );
    await expect(page.getByLabel("Full Name")).toHaveValue("Katherine Johnson");
    await expect(coverLetter(page)).toHaveValue(
      "I have helped customers for four years.",
    );
    await expect(chosenFile(page, "resume.pdf")).toBeVisible();
    await expect(
      page.getByRole("button", { name: "Submit Application" }),
    ).toBeEnabled();
  });

  test("the server's word on a renamed file reaches the field", async ({
    page,
  }) => {
    await fillFields(page, "renamed@example.com");
    await page.getByLabel("Resume").setInputFiles({
      name: "resume.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("MZ\x90\x00 This program cannot be run in DOS mode"),
    });
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByLabel("Resume")).toHaveAccessibleDescription(
      /Invalid file type\. Accepted types: \.pdf, \.doc, \.docx$/,
    );
    expect(storedApplication("renamed@example.com")).toBeUndefined();
  });
});

test.describe("job application form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server answers with the same messages, keeps the values, then shows the success screen", async ({
    page,
  }) => {
    const email = `nojs.${Date.now()}@example.com`;
    await page.goto(`/job/${ROLE_ID}`);
    await fillFields(page, email);
    await page.getByLabel("Phone Number").fill("");
    await page.getByLabel("Resume").setInputFiles(pdf("first-try.pdf"));
    // The browser's own checks would stop an empty phone; the server is the authority either way.
    await page
      .locator("form")
      .filter({ has: page.getByLabel("Resume") })
      .evaluate((element: HTMLFormElement) => (element.noValidate = true));
    await page.getByRole("button", { name: "Submit Application" }).click();

    await expect(page).toHaveURL(new RegExp(`/job/${ROLE_ID}#apply$`));
    await expect(page.getByLabel("Phone Number")).toHaveAccessibleDescription(
      "Phone number is required",
    );
    await expect(page.getByLabel("Full Name")).toHaveValue("Katherine Johnson");
    await expect(page.getByLabel("Email Address")).toHaveValue(email);
    await expect(page.getByLabel("Experience")).toHaveValue("3-5 years");
    await expect(coverLetter(page)).toHaveValue(
      "I have helped customers for four years.",
    );
    // Files are never echoed back; the hint says to choose it again.
    await expect(page.getByLabel("Resume")).toHaveAccessibleDescription(
      /choose your resume again/,
    );
    expect(storedApplication(email)).toBeUndefined();

    await page.getByLabel("Phone Number").fill("(313) 555-0101");
    await page.getByLabel("Resume").setInputFiles(pdf("katherine-cv.pdf"));
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(
      page.getByRole("heading", { name: "Application Submitted", exact: true }),
    ).toBeVisible();
    const reference = form(page).getByText(/^APP-\d{6}$/);
    await expect(reference).toBeVisible();
    expect(storedApplication(email)).toMatchObject({
      reference: await reference.textContent(),
      role_id: ROLE_ID,
      resume_file_name: "katherine-cv.pdf",
    });
  });

  test("a missing resume is named with 'Resume Required'", async ({ page }) => {
    await page.goto(`/job/${ROLE_ID}`);
    await fillFields(page, "nojs-no-resume@example.com");
    await page
      .locator("form")
      .filter({ has: page.getByLabel("Resume") })
      .evaluate((element: HTMLFormElement) => (element.noValidate = true));
    await page.getByRole("button", { name: "Submit Application" }).click();
    const alert = form(page).getByRole("alert");
    await expect(alert).toContainText("Resume Required");
    await expect(alert).toContainText(
      "Please upload your resume before submitting.",
    );
    await expect(page.getByLabel("Full Name")).toHaveValue("Katherine Johnson");
  });
});
