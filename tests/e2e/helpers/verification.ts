import type { Page } from "@playwright/test";

import { sampleJpeg, samplePng } from "../../helpers/files";

/**
 * A tiny PNG and JPEG, real images: the server checks the leading bytes, not
 * only the name, then decodes them to strip their metadata.
 */
export const png = Buffer.from(samplePng());
export const jpeg = Buffer.from(sampleJpeg());

export const submit = (page: Page) =>
  page.getByRole("button", { name: "Submit Verification Form" }).click();
export const ssnInput = (page: Page) =>
  page.getByLabel(/^Social Security Number/);
export const ssnConfirmInput = (page: Page) =>
  page.getByLabel("Confirm Social Security Number");
export const otherCheckbox = (page: Page) =>
  page.getByRole("checkbox", { name: "Other", exact: true });

/** Fills every field the way a person would, with a valid answer unless told otherwise. */
export async function fillValidForm(
  page: Page,
  options: { email?: string; ssnConfirm?: string; position?: boolean } = {},
) {
  await page.getByLabel("First Name").fill("Katherine");
  await page.getByLabel("Last Name").fill("Johnson");
  await page
    .getByLabel("Email Address")
    .fill(options.email ?? "katherine@example.com");
  await page.getByLabel("Phone Number").fill("(313) 555-0123");
  await page
    .getByRole("combobox", { name: "Phone Carrier (optional)" })
    .selectOption("T-Mobile");
  await page.getByLabel("Street Address").fill("12 Orbit Lane");
  await page.getByLabel("City").fill("Detroit");
  await page.getByRole("combobox", { name: "State" }).selectOption("MI");
  await page.getByLabel("ZIP Code").fill("48226");
  await page.getByLabel("Bank Name").fill("Great Lakes Credit Union");
  await page.getByLabel("Credit Score").fill("742");
  await page
    .getByLabel("Driver's License (Front)")
    .setInputFiles({ name: "front.png", mimeType: "image/png", buffer: png });
  await page
    .getByLabel("Driver's License (Back)")
    .setInputFiles({ name: "back.jpg", mimeType: "image/jpeg", buffer: jpeg });
  await ssnInput(page).pressSequentially("123456789");
  await ssnConfirmInput(page).pressSequentially(
    options.ssnConfirm ?? "123456789",
  );
  if (options.position ?? true)
    await page
      .getByRole("checkbox", { name: "Remote Data Entry Assistant" })
      .check();
}
