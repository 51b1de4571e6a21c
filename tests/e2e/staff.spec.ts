import { readFile } from "node:fs/promises";

import type { Browser, Page } from "@playwright/test";

import { parseMail, type TestSmtpServer } from "../helpers/smtp-server";
import { expectNoAxeViolations } from "./helpers/axe";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import { totpCode } from "./helpers/staff";
import {
  expect as baseExpect,
  runAdminCreate,
  test,
  type ServerProcess,
} from "./helpers/own-server";

// The staff console's journeys run against their own server process, whose
// DATA_DIR the real `npm run admin:create` prepared first, with mail to a
// real SMTP server in this test. Each step hashes passwords: slow on 2 cores.
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = Date.now();
const ADMIN = {
  name: "Ada Admin",
  email: `ada-admin-${stamp}@example.com`,
  password: "harbor-admin-7",
};
const CUSTOMER = {
  email: `carl-customer-${stamp}@example.com`,
  password: "harbor-customer-7",
};
const INVITED = {
  name: "Ivy Invited",
  email: `ivy-${stamp}@example.com`,
  password: "harbor-ivy-7",
};

test.use({
  ownServerOptions: {
    smtp: true,
    appUrlIsOwnAddress: true,
    env: { LOG_LEVEL: "info", TRUST_PROXY: "1" },
    async prepare(env) {
      const made = await runAdminCreate(
        env,
        "--email",
        ADMIN.email,
        "--password",
        ADMIN.password,
        "--name",
        ADMIN.name,
      );
      expect(made.code, made.output).toBe(0);
      expect(made.output).toContain(
        `created ${ADMIN.email} with the role admin`,
      );
      const customer = await runAdminCreate(
        env,
        "--email",
        CUSTOMER.email,
        "--password",
        CUSTOMER.password,
        "--name",
        "Carl Customer",
        "--role",
        "customer",
      );
      expect(customer.code, customer.output).toBe(0);
    },
  },
});

let server: ServerProcess;
let smtp: TestSmtpServer;
/** The admin's authenticator key, as the enrolment page showed it. */
let adminKey = "";

/** `npm run admin:create -- ...` against the test server's DATA_DIR. */
const adminCreate = (...args: string[]) =>
  runAdminCreate({ DATA_DIR: server.dataDir }, ...args);

test.beforeAll(({ ownServer, ownSmtp }) => {
  server = ownServer;
  smtp = ownSmtp;
});

const at = (route: string) => new URL(route, server.url).href;
const codeFor = totpCode;

async function expectToast(page: Page, title: string) {
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: title }).first(),
  ).toBeVisible();
}

async function openPage(page: Page, route: string) {
  await actAsNewClient(page);
  await page.goto(at(route));
  await waitForHydration(page);
}

/** Signs in on /login with a password (the first step). */
async function signInWithPassword(page: Page, email: string, password: string) {
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel(/^Password/).fill(password);
  await panel.getByRole("button", { name: "Sign In" }).click();
}

/** The admin, signed in with password and code, in a browser of its own. */
async function adminPage(browser: Browser, route = "/admin") {
  const page = await (await browser.newContext()).newPage();
  await openPage(page, `/login?redirectTo=${encodeURIComponent(route)}`);
  await signInWithPassword(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/login\/two-factor/);
  await waitForHydration(page);
  await page.getByLabel("Authentication code").fill(codeFor(adminKey));
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(page).toHaveURL(at(route));
  await waitForHydration(page);
  return page;
}

test("a visitor who opens /admin is sent to sign in", async ({ page }) => {
  await openPage(page, "/admin/staff");
  await expect(page).toHaveURL(at("/login?redirectTo=%2Fadmin%2Fstaff"));
});

test("an admin made with admin:create enrols an authenticator app, then signs in with a code; a wrong code is refused", async ({
  page,
}) => {
  await test.step("the password alone leads to the enrolment, not the back office", async () => {
    await openPage(page, "/login");
    await signInWithPassword(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(at("/admin/two-factor"));
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Set Up Two-Step Sign-In" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // Not signed in yet in full: no "You have successfully signed in" greets
    // the set-up (checked after axe's seconds, time enough for a toast).
    await expect(page.getByText("successfully signed in")).toHaveCount(0);
    await page.goto(at("/admin/staff"));
    await expect(page).toHaveURL(at("/admin/two-factor"));
    await waitForHydration(page);
  });

  await test.step("the password again, then the QR code and the key as text", async () => {
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(
      page.getByRole("img", {
        name: "QR code with your set-up key for an authenticator app",
      }),
    ).toBeVisible();
    adminKey = (await page.getByTestId("set-up-key").textContent()) ?? "";
    expect(adminKey).toMatch(/^[A-Z2-7 ]{20,}$/);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  await test.step("the key reads in groups of four and copies in one run", async () => {
    const key = page.getByTestId("set-up-key");
    // 32 bytes in base32; the gaps between the groups are not characters.
    expect(adminKey).toMatch(/^[A-Z2-7]{52}$/);
    const groups = await key.evaluate((element) =>
      [...element.querySelectorAll("span")]
        .filter((span) => span.children.length === 0)
        .map((span) => ({
          text: span.textContent,
          lines: span.getClientRects().length,
        })),
    );
    expect(groups.map((group) => group.text).join("")).toBe(adminKey);
    expect(groups.map((group) => group.text?.length)).toEqual(
      Array<number>(13).fill(4),
    );
    // A group never breaks across lines, even on a phone.
    for (const group of groups) expect(group.lines).toBe(1);
    // What a person selects and copies is what an authenticator app takes.
    const selected = await key.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    });
    expect(selected.replace(/\s/g, "")).toBe(adminKey);
    expect(selected.trim()).toBe(adminKey);
  });

  await test.step("a reload shows the same key; only 'Start again' makes a new one", async () => {
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("set-up-key")).toHaveText(adminKey);
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);
    await page
      .getByRole("link", { name: "Start again with a new key" })
      .click();
    await expect(page).toHaveURL(at("/admin/two-factor"));
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    await page.getByRole("button", { name: "Continue" }).click();
    const key = page.getByTestId("set-up-key");
    await expect(key).not.toHaveText(adminKey);
    adminKey = (await key.textContent()) ?? "";
    expect(adminKey).toMatch(/^[A-Z2-7]{52}$/);
    // The new key, in turn, survives a reload.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId("set-up-key")).toHaveText(adminKey);
  });

  await test.step("a wrong first code is refused; the right one shows the backup codes once", async () => {
    const code = page.getByLabel("6-digit code from your app");
    await code.fill("000000");
    await page
      .getByRole("button", { name: "Turn On Two-Step Sign-In" })
      .click();
    await expect(
      page.getByText(/That code is not right/).first(),
    ).toBeVisible();
    await code.fill(codeFor(adminKey));
    await page
      .getByRole("button", { name: "Turn On Two-Step Sign-In" })
      .click();
    await expect(
      page.getByRole("heading", { name: "Step 3: save your backup codes" }),
    ).toBeVisible();
    // The refusal is over: its words do not stay beside the success.
    await expect(page.getByText(/That code is not right/)).toHaveCount(0);
    await expect(
      page
        .getByRole("list", { name: "Your backup codes" })
        .getByRole("listitem"),
    ).toHaveCount(10);
    await expect(page.getByText("They are shown only now")).toBeVisible();
    // No look-alike characters (decision 0078).
    const shown = await page
      .getByRole("list", { name: "Your backup codes" })
      .getByRole("listitem")
      .allTextContents();
    for (const code of shown)
      expect(code).toMatch(
        /^[ABCDEFGHJKLMNPQRSTUVWXYZ2-9]{5}-[ABCDEFGHJKLMNPQRSTUVWXYZ2-9]{5}$/,
      );
    // All of them copied at once, and that said; or downloaded as a .txt.
    await waitForHydration(page);
    await page
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy all codes" }).click();
    await expect(page.getByRole("status")).toContainText(
      "All 10 backup codes are copied",
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      shown.join("\n"),
    );
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download as a text file" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("harborline-backup-codes.txt");
    const text = await readFile(await download.path(), "utf8");
    for (const code of shown) expect(text).toContain(code);
    await expectNoAxeViolations(page);
    await page
      .getByRole("link", { name: /continue to the back office/ })
      .click();
    await expect(page).toHaveURL(at("/admin"));
    await expect(
      page.getByText(`Signed in as ${ADMIN.name} (admin)`),
    ).toBeVisible();
  });

  await test.step("sign out, then sign in again: the code is asked for", async () => {
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(at("/"));
    await openPage(page, "/login");
    await signInWithPassword(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(at("/login/two-factor?redirectTo=%2Fadmin"));
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Two-Step Sign-In" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const code = page.getByLabel("Authentication code");
    await code.fill("123456");
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(
      page.getByText(/That code is not right/).first(),
    ).toBeVisible();
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await code.fill(codeFor(adminKey));
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page).toHaveURL(at("/admin"));
    await expectToast(page, "Welcome back!");
  });
});

test("a customer who opens /admin is refused (403)", async ({ page }) => {
  await openPage(page, "/login");
  await signInWithPassword(page, CUSTOMER.email, CUSTOMER.password);
  await expect(page).toHaveURL(at("/dashboard"));
  const answer = await page.goto(at("/admin"));
  expect(answer?.status()).toBe(403);
  await expect(
    page.getByRole("heading", { level: 1, name: "Access denied" }),
  ).toBeVisible();
});

test("the staff page invites a member of staff, changes a role, disables and enables; the audit page lists it all", async ({
  browser,
}) => {
  const page = await adminPage(browser, "/admin/staff");

  await test.step("the staff page lists the admin and is accessible", async () => {
    await expect(
      page.getByRole("heading", { level: 1, name: "Staff accounts" }),
    ).toBeVisible();
    const me = page.getByRole("article", { name: new RegExp(ADMIN.name) });
    await expect(me).toContainText(ADMIN.email);
    await expect(me).toContainText("Set up");
    await expectNoAxeViolations(page);
  });

  const sent = smtp.received.length;
  await test.step("invite: the account appears, and the email's link sets a working password", async () => {
    const invite = page.getByRole("region", {
      name: "Invite a member of staff",
    });
    await invite.getByLabel("Full name").fill(INVITED.name);
    await invite.getByLabel("Email").fill(INVITED.email);
    await invite.getByLabel("Role").selectOption("staff");
    await invite.getByRole("button", { name: "Send Invitation" }).click();
    await expectToast(page, "Invitation Sent");
    const card = page.getByRole("article", { name: INVITED.name });
    await expect(card).toContainText("Not set up yet");

    let mail: ReturnType<typeof parseMail> | undefined;
    await expect
      .poll(() => {
        mail = smtp.received
          .slice(sent)
          .filter((m) => m.envelope.to.includes(INVITED.email))
          .map((m) => parseMail(m.raw))
          .at(-1);
        return mail?.headers.get("subject");
      })
      .toContain("back office account");
    const link = new RegExp(
      `${at("/reset-password").replace(/[.:/]/g, "\\$&")}#token=\\S+`,
    ).exec(mail!.text)?.[0];
    expect(link).toBeTruthy();

    const invited = await (await browser.newContext()).newPage();
    await actAsNewClient(invited);
    await invited.goto(link!);
    await waitForHydration(invited);
    await invited.getByLabel(/^New Password/).fill(INVITED.password);
    await invited.getByLabel("Confirm New Password").fill(INVITED.password);
    await invited.getByRole("button", { name: "Update Password" }).click();
    await expect(invited).toHaveURL(at("/login"));
    await waitForHydration(invited);
    await signInWithPassword(invited, INVITED.email, INVITED.password);
    await expect(invited).toHaveURL(at("/admin/two-factor"));
    await invited.context().close();
  });

  const card = page.getByRole("article", { name: INVITED.name });
  await test.step("change the role", async () => {
    await card.getByLabel(/^Role/).selectOption("admin");
    await card.getByRole("button", { name: "Change Role" }).click();
    await expectToast(page, "Role Changed");
    await expect(card).toContainText("Admin");
  });

  await test.step("disable, then enable", async () => {
    await card.getByRole("button", { name: "Disable Account" }).click();
    await expectToast(page, "Account Disabled");
    await expect(card).toContainText("Disabled");
    await card.getByRole("button", { name: "Enable Account" }).click();
    await expectToast(page, "Account Enabled");
    await expect(card).toContainText("Active");
    await expectNoAxeViolations(page);
  });

  await test.step("the audit page lists those actions, newest first, and filters them", async () => {
    await page.goto(at("/admin/audit"));
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Audit log" }),
    ).toBeVisible();
    const rows = page.getByRole("table").getByRole("row");
    const actions = await rows.evaluateAll((list) =>
      list.slice(1).map((row) => row.children[2]?.textContent ?? ""),
    );
    // The invited member's first sign-in (password only, to set up the
    // app) is in the log too (decision 0078).
    expect(actions.slice(0, 5)).toEqual([
      "Account enabled",
      "Account disabled",
      "Role changed",
      "Signed in",
      "Staff member invited",
    ]);
    await expect(page.getByRole("table")).toContainText(ADMIN.email);
    await expect(page.getByRole("table")).toContainText(
      "Staff account created (command line)",
    );
    await expectNoAxeViolations(page);

    await page.getByLabel("Action").selectOption({ label: "Account disabled" });
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/action=staff.disabled/);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("Account disabled");
  });
  await page.context().close();
});

test("a member of staff is refused the admins' pages", async ({ browser }) => {
  // The invited member, now enrolled, is an admin again after the previous test: make them staff.
  const page = await adminPage(browser, "/admin/staff");
  const card = page.getByRole("article", { name: INVITED.name });
  await card.getByLabel(/^Role/).selectOption("staff");
  await card.getByRole("button", { name: "Change Role" }).click();
  await expectToast(page, "Role Changed");
  await page.context().close();

  const made = await adminCreate(
    "--email",
    `sid-${stamp}@example.com`,
    "--password",
    "harbor-sid-7",
    "--name",
    "Sid Staff",
    "--role",
    "staff",
  );
  expect(made.code, made.output).toBe(0);
  const staff = await (await browser.newContext()).newPage();
  await openPage(staff, "/login");
  await signInWithPassword(staff, `sid-${stamp}@example.com`, "harbor-sid-7");
  await expect(staff).toHaveURL(at("/admin/two-factor"));
  await waitForHydration(staff);
  await staff.getByLabel(/^Password/).fill("harbor-sid-7");
  await staff.getByRole("button", { name: "Continue" }).click();
  const key = (await staff.getByTestId("set-up-key").textContent()) ?? "";
  await waitForHydration(staff);
  await staff.getByLabel("6-digit code from your app").fill(codeFor(key));
  await staff.getByRole("button", { name: "Turn On Two-Step Sign-In" }).click();
  await expect(
    staff.getByRole("list", { name: "Your backup codes" }),
  ).toBeVisible();
  const answer = await staff.goto(at("/admin/staff"));
  expect(answer?.status()).toBe(403);
  await expect(
    staff.getByRole("heading", { level: 1, name: "Access denied" }),
  ).toBeVisible();
  await staff.context().close();
});

test("a password-only session never reaches a staff page, before or after the account enrols from another browser; a role change ends the enrolled session", async ({
  browser,
}) => {
  const member = {
    email: `tess-${stamp}@example.com`,
    password: "harbor-tess-7",
  };
  const made = await adminCreate(
    "--email",
    member.email,
    "--password",
    member.password,
    "--name",
    "Tess Twobrowsers",
    "--role",
    "staff",
  );
  expect(made.code, made.output).toBe(0);

  // Browser A: the password alone. Every staff page sends it to the set-up.
  const browserA = await (await browser.newContext()).newPage();
  await openPage(browserA, "/login");
  await signInWithPassword(browserA, member.email, member.password);
  await expect(browserA).toHaveURL(at("/admin/two-factor"));
  for (const route of ["/admin", "/admin/claims", "/admin/contact"]) {
    await browserA.goto(at(route));
    await expect(browserA).toHaveURL(at("/admin/two-factor"));
  }

  // Browser B: the password, then the authenticator app.
  const browserB = await (await browser.newContext()).newPage();
  await openPage(browserB, "/login");
  await signInWithPassword(browserB, member.email, member.password);
  await expect(browserB).toHaveURL(at("/admin/two-factor"));
  await waitForHydration(browserB);
  await browserB.getByLabel(/^Password/).fill(member.password);
  await browserB.getByRole("button", { name: "Continue" }).click();
  const key = (await browserB.getByTestId("set-up-key").textContent()) ?? "";
  await waitForHydration(browserB);
  await browserB.getByLabel("6-digit code from your app").fill(codeFor(key));
  await browserB
    .getByRole("button", { name: "Turn On Two-Step Sign-In" })
    .click();
  await expect(
    browserB.getByRole("list", { name: "Your backup codes" }),
  ).toBeVisible();
  await browserB.goto(at("/admin/claims"));
  await expect(browserB).toHaveURL(at("/admin/claims"));

  // Browser A, after the enrolment: signed out, at /login, never the inbox.
  for (const route of ["/admin/claims", "/admin", "/admin/two-factor"]) {
    await browserA.goto(at(route));
    await expect(browserA).toHaveURL(
      at(`/login?redirectTo=${encodeURIComponent(route)}`),
    );
  }
  const cookiesA = await browserA.context().cookies();
  expect(cookiesA.some((c) => c.name.endsWith("session_token"))).toBe(false);
  await browserA.context().close();

  // An admin changes the member's role: browser B's session ends too.
  const admin = await adminPage(browser, "/admin/staff");
  const card = admin.getByRole("article", { name: "Tess Twobrowsers" });
  await card.getByLabel(/^Role/).selectOption("admin");
  await card.getByRole("button", { name: "Change Role" }).click();
  await expectToast(admin, "Role Changed");
  await admin.context().close();
  await browserB.goto(at("/admin/claims"));
  await expect(browserB).toHaveURL(at("/login?redirectTo=%2Fadmin%2Fclaims"));
  await browserB.context().close();
});

test("without JavaScript, the code step and the staff page's forms work", async ({
  browser,
}) => {
  const page = await (
    await browser.newContext({ javaScriptEnabled: false })
  ).newPage();
  await actAsNewClient(page);
  await page.goto(at("/login?redirectTo=%2Fadmin%2Fstaff"));
  await signInWithPassword(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/login\/two-factor/);
  await page.getByLabel("Authentication code").fill("111111");
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(page.getByRole("alert").first()).toContainText(
    "That code is not right",
  );
  await page.getByLabel("Authentication code").fill(codeFor(adminKey));
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(page).toHaveURL(at("/admin/staff"));

  const card = page.getByRole("article", { name: INVITED.name });
  await card.getByRole("button", { name: "Sign Out Everywhere" }).click();
  await expect(
    page
      .getByRole("article", { name: INVITED.name })
      .getByRole("status")
      .filter({ hasText: "Signed Out Everywhere" }),
  ).toBeVisible();
  await page.context().close();
});
