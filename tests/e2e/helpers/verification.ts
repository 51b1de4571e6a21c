import type { Page } from "@playwright/test";

/** A tiny PNG and JPEG: the server checks the leading bytes, not only the name. */
export const png = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44,
  0x52, 0, 0, 0, 1,
]);
export const jpeg = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0,
]);

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
