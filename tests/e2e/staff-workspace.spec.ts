import type { Page } from "@playwright/test";

import { openDatabase, type Database } from "#server/db/database.ts";
import { createTestAccount, type TestAccount } from "../helpers/staff";
import { expectNoAxeViolations } from "./helpers/axe";
import { waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { enhanced } from "./helpers/page-ready";
import { enrolAuthenticator, signInAsStaff, signInAt } from "./helpers/staff";

// The back office's own frame (issue 23, item 4) and its keyboard shortcuts
// (item 3), against a server process of its own whose database is open
// here to seed records. Signing in hashes passwords: slow on 2 cores.
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ ownServerOptions: { env: { LOG_LEVEL: "info" } } });

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

let server: ServerProcess;
let database: Database;
let staff: TestAccount;
let unenrolledStaff: TestAccount;

/** The seeded claims, oldest first: references and statuses. */
const CLAIMS = [
  { reference: "CL700001", status: "submitted" },
  { reference: "CL700002", status: "in_review" },
  { reference: "CL700003", status: "resolved" },
  { reference: "CL700004", status: "submitted" },
] as const;
const claimIds = new Map<string, string>();

test.beforeAll(async ({ ownServer }) => {
  test.setTimeout(90_000);
  server = ownServer;
  database = openDatabase({ dataDir: server.dataDir });
  staff = await createTestAccount(database.db, { name: "Wanda Workspace" });
  unenrolledStaff = await createTestAccount(database.db, {
    name: "Uma Unenrolled",
  });
  for (const [index, claim] of CLAIMS.entries()) {
    const id = crypto.randomUUID();
    claimIds.set(claim.reference, id);
    await database.db
      .insertInto("claims")
      .values({
        id,
        created_at: new Date(Date.UTC(2026, 10, 20, 14, index)).toISOString(),
        reference: claim.reference,
        claim_type: "home",
        policy_number: "HL-7654321",
        incident_date: "2026-11-10",
        description: "Hail broke two skylights.",
        claimant_name: `Claimant ${claim.reference}`,
        claimant_email: `${claim.reference.toLowerCase()}@example.com`,
        claimant_phone: null,
        status: claim.status,
      })
      .execute();
  }
  for (const [index, status] of ["new", "closed"].entries())
    await database.db
      .insertInto("contact_submissions")
      .values({
        id: crypto.randomUUID(),
        created_at: new Date(Date.UTC(2026, 10, 21, 14, index)).toISOString(),
        first_name: "Connie",
        last_name: `Contact ${index}`,
        email: `connie${index}@example.com`,
        phone: "",
        interest: "general",
        message: "A question about my policy.",
        status,
      })
      .execute();
});

test.afterAll(async () => {
  await database?.close();
});

const at = (path: string) => new URL(path, server.url).href;
const recordPath = (reference: string, query = "") =>
  `/admin/claims/${claimIds.get(reference)}${query}`;

/** What the public site's frame would show: its main navigation, footer and disclaimer. */
async function expectNoPublicChrome(page: Page) {
  await expect(
    page.getByRole("navigation", { name: "Main", exact: true }),
  ).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByText(/informational purposes only/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Customer Login" })).toHaveCount(
    0,
  );
}

const workspaceNav = (page: Page) =>
  page.getByRole("navigation", { name: "Back office" });

test("the back office stands in a staff frame of its own, with counts by inbox, axe clean on a laptop and a phone", async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signInAsStaff(page, server.url, staff);
  await waitForHydration(page);

  await test.step("no public header, footer or disclaimer; the person, sign-out and the inboxes with counts", async () => {
    await expectNoPublicChrome(page);
    const banner = page.getByRole("banner");
    await expect(banner).toContainText("Harborline Staff");
    await expect(banner).toContainText("Signed in as Wanda Workspace (staff)");
    await expect(
      banner.getByRole("button", { name: "Sign Out" }),
    ).toBeVisible();
    const nav = workspaceNav(page);
    // Claims: two submitted (new), one in review, one resolved.
    await expect(
      nav.getByRole("link", { name: "Claims 2 new, 3 open" }),
    ).toBeVisible();
    await expect(
      nav.getByRole("link", { name: "Contact messages 1 new, 1 open" }),
    ).toBeVisible();
    await expect(
      nav.getByRole("link", { name: "Quotes 0 new, 0 open" }),
    ).toBeVisible();
    // A member of staff, not an admin: no staff accounts or audit log.
    await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
    await expect(page).toHaveTitle(/Harborline Staff/);
  });

  await test.step("the skip link still leads to the one <main>", async () => {
    await page.goto(at("/admin"));
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("link", { name: "Skip to main content" }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
    await expect(page.getByRole("main")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  await test.step("the list, dense, axe clean", async () => {
    await workspaceNav(page)
      .getByRole("link", { name: /^Claims/ })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Claims" }),
    ).toBeVisible();
    await expect(
      workspaceNav(page).getByRole("link", { name: /^Claims/ }),
    ).toHaveAttribute("aria-current", "page");
    await expectNoPublicChrome(page);
    await expectNoAxeViolations(page);
  });

  await test.step("the record: fields, conversation, history and notes on one laptop screen", async () => {
    await page.goto(at(recordPath("CL700002")));
    await waitForHydration(page);
    await expectNoPublicChrome(page);
    for (const name of [
      "What was sent",
      "Messages with the person",
      "Handling the record",
    ])
      await expect(
        page.getByRole("region", { name, exact: true }),
      ).toBeInViewport();
    for (const name of [
      "Submission",
      "Conversation",
      "Status",
      "Status history",
      "Internal notes",
    ])
      await expect(
        page.getByRole("heading", { name, exact: true }),
      ).toBeInViewport();
    // The three columns side by side, not stacked.
    const tops = await Promise.all(
      ["What was sent", "Messages with the person", "Handling the record"].map(
        async (name) =>
          (await page.getByRole("region", { name, exact: true }).boundingBox())!
            .y,
      ),
    );
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
    // The page itself does not scroll: each column does, on its own.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollHeight <= window.innerHeight,
      ),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });

  await test.step("at 390 wide: a bar above the page, axe clean on the list and the record", async () => {
    await page.setViewportSize(PHONE);
    await expect(workspaceNav(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(at("/admin/claims"));
    await waitForHydration(page);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test("keyboard shortcuts move through the list and its records, and keep out of text fields", async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signInAsStaff(page, server.url, staff, "/admin/claims");
  await waitForHydration(page);
  await enhanced(page, "shortcuts");
  const rowLink = (reference: string) =>
    page.getByRole("table").getByRole("link", { name: reference });

  await test.step("j and k select rows, shown by focus", async () => {
    await page.keyboard.press("j");
    await expect(rowLink("CL700004")).toBeFocused();
    await page.keyboard.press("j");
    await expect(rowLink("CL700003")).toBeFocused();
    await page.keyboard.press("j");
    await page.keyboard.press("k");
    await expect(rowLink("CL700003")).toBeFocused();
    // With a modifier the key is the browser's, not ours.
    await page.keyboard.press("Alt+j");
    await expect(rowLink("CL700003")).toBeFocused();
  });

  await test.step("a sends the selected row's Assign to me form", async () => {
    await page.keyboard.press("a");
    const row = page.getByRole("row").filter({
      has: page.getByRole("link", { name: "CL700003", exact: true }),
    });
    await expect(row).toContainText("Wanda Workspace");
    await expect(row.getByRole("button", { name: /Assign to me/ })).toHaveCount(
      0,
    );
  });

  await test.step("/ goes to the search field, and keys typed there are text", async () => {
    await page.keyboard.press("/");
    const search = page.getByRole("searchbox", { name: "Search" });
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("");
    await page.keyboard.type("jk?o");
    await expect(search).toHaveValue("jk?o");
    await expect(search).toBeFocused();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await search.fill("");
  });

  await test.step("? opens the help sheet; Escape closes it and focus comes back", async () => {
    await rowLink("CL700002").focus();
    await page.keyboard.press("?");
    const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText("Next row");
    await expect(sheet).toContainText(
      "Previous record of the list you came from",
    );
    await expectNoAxeViolations(page);
    // Keys are not shortcuts while it is open.
    await page.keyboard.press("j");
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(rowLink("CL700002")).toBeFocused();

    // Its button in the frame, and the Close button, likewise.
    const button = page.getByRole("button", { name: /Keyboard shortcuts/ });
    await button.click();
    await expect(sheet).toBeVisible();
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(sheet).toBeHidden();
    await expect(button).toBeFocused();
  });

  await test.step("o opens the selected row; on the record, j and k or ] and [ go through the list", async () => {
    await page
      .getByRole("combobox", { name: "Status" })
      .selectOption("submitted");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=submitted/);
    await page.keyboard.press("j");
    await expect(rowLink("CL700004")).toBeFocused();
    await page.keyboard.press("o");
    // The URL changes before the new record is drawn; a key pressed in
    // between would follow the old record's links. So wait for the record.
    const onRecord = async (reference: string) => {
      await expect(page).toHaveURL(
        at(recordPath(reference, "?status=submitted")),
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Claimant ${reference}`,
      );
    };
    await onRecord("CL700004");
    // The next record of the filtered list is CL700001, not CL700003.
    await page.keyboard.press("j");
    await onRecord("CL700001");
    await expect(
      page.getByRole("navigation", { name: "Records in this list" }),
    ).toContainText("No next record");
    await page.keyboard.press("[");
    await onRecord("CL700004");
    await page.keyboard.press("]");
    await onRecord("CL700001");
    await page.keyboard.press("k");
    await onRecord("CL700004");
  });

  await test.step("on a record, keys typed in the note are text", async () => {
    const note = page.getByRole("textbox", { name: "Add a note" });
    await note.click();
    await page.keyboard.type("j]k[a/?");
    await expect(note).toHaveValue("j]k[a/?");
    await expect(page).toHaveURL(
      at(recordPath("CL700004", "?status=submitted")),
    );
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("link", { name: "Back to claims" }).click();
    await expect(page).toHaveURL(at("/admin/claims?status=submitted"));
  });
});

// axe runs as a script in the page, so it measures these pages in the
// tests above, with JavaScript on.
test("without JavaScript: the enrolment in the staff frame from password to backup codes, then the list, a record and its neighbours", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: LAPTOP,
  });
  const page = await context.newPage();

  await test.step("the authenticator enrolment stands in the staff frame too", async () => {
    await signInAt(page, server.url, unenrolledStaff, "/admin", {
      javaScript: false,
    });
    await expect(page).toHaveURL(at("/admin/two-factor"));
    await expectNoPublicChrome(page);
    await expect(page.getByRole("banner")).toContainText("Harborline Staff");
    await expect(
      page.getByRole("heading", { level: 1, name: "Set Up Two-Step Sign-In" }),
    ).toBeVisible();
  });

  // The first code replaces the session: the page read after it, in the same
  // request, must find the new one (it once found none and went to /login).
  await test.step("the set-up ends as plain forms too: the backup codes, then the back office", async () => {
    await enrolAuthenticator(page, unenrolledStaff, async () => {});
    await expect(page).toHaveURL(at("/admin"));
    await expect(page.getByRole("banner")).toContainText(
      "Signed in as Uma Unenrolled (staff)",
    );
    await expect(workspaceNav(page)).toBeVisible();
    await page.goto(at("/admin/two-factor"));
    await expect(
      page.getByRole("heading", { name: "Your authenticator app is set up" }),
    ).toBeVisible();
  });

  // Signed out; then a member of staff with an authenticator app signs in
  // with a code, as plain forms.
  await context.clearCookies();
  await signInAsStaff(page, server.url, staff, "/admin/claims", {
    javaScript: false,
  });
  await expectNoPublicChrome(page);
  await expect(
    workspaceNav(page).getByRole("link", { name: "Claims 2 new, 3 open" }),
  ).toBeVisible();
  // The shortcuts' button does nothing without script, so it is not shown.
  await expect(
    page.getByRole("button", { name: /Keyboard shortcuts/ }),
  ).toBeHidden();
  await page.getByRole("table").getByRole("link", { name: "CL700004" }).click();
  await expect(page).toHaveURL(at(recordPath("CL700004")));
  await page.getByRole("link", { name: "Next record" }).click();
  await expect(page).toHaveURL(at(recordPath("CL700003")));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Claimant CL700003",
  );
  await page.getByRole("link", { name: "Previous record" }).click();
  await expect(page).toHaveURL(at(recordPath("CL700004")));
  await context.close();
});
