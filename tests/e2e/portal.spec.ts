import { DatabaseSync } from "node:sqlite";
import path from "node:path";

import type { Page } from "@playwright/test";
import { signJWT } from "better-auth/crypto";

import { parseMail, type TestSmtpServer } from "../helpers/smtp-server";
import { expectNoAxeViolations } from "./helpers/axe";
import { fillValidForm, submit } from "./helpers/verification";
import {
  actAsNewClient,
  errorSummary,
  waitForHydration,
} from "./helpers/forms";
import {
  expect as baseExpect,
  logLines,
  test,
  type ServerProcess,
} from "./helpers/own-server";

// The portal's journeys run against their own server process, started with
// SMTP_URL pointing at a real SMTP server in this test, and a known
// AUTH_SECRET so a test can make an expired link.
// Each step signs in or sends mail (password hashing, SMTP): slower than a page view.
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const AUTH_SECRET = "portal-e2e-secret-that-is-long-enough-0123456789";
const NAME = "Ada Lovelace";
const EMAIL = `ada-${Date.now()}@example.com`;
const PASSWORD = "correct-horse-1";
const NEW_PASSWORD = "battery-staple-2";

test.use({
  ownServerOptions: {
    smtp: true,
    appUrlIsOwnAddress: true,
    env: {
      AUTH_SECRET,
      LOG_LEVEL: "info",
      // One proxy in front (this test): X-Forwarded-For names the client.
      TRUST_PROXY: "1",
    },
  },
});

let server: ServerProcess;
let smtp: TestSmtpServer;
/** Every token an email carried, to check that no log line holds one. */
const tokens: string[] = [];

test.beforeAll(({ ownServer, ownSmtp }) => {
  server = ownServer;
  smtp = ownSmtp;
});

const at = (path: string) => new URL(path, server.url).href;

/** The latest email to `address` whose subject contains `subject`, once it arrives. */
async function mailTo(address: string, subject: string, after = 0) {
  await expect
    .poll(
      () =>
        smtp.received
          .slice(after)
          .filter((m) => m.envelope.to.includes(address))
          .map((m) => parseMail(m.raw))
          .find((m) => m.headers.get("subject")?.includes(subject)),
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return smtp.received
    .slice(after)
    .filter((m) => m.envelope.to.includes(address))
    .map((m) => parseMail(m.raw))
    .findLast((m) => m.headers.get("subject")?.includes(subject))!;
}

/** The link of a given path in an email, with its fragment token noted. */
function linkIn(text: string, path: string): string {
  const link = new RegExp(
    `${at(path).replace(/[.:/]/g, "\\$&")}#token=\\S+`,
  ).exec(text)?.[0];
  expect(link, `a ${path}#token= link`).toBeTruthy();
  tokens.push(new URLSearchParams(new URL(link!).hash.slice(1)).get("token")!);
  return link!;
}

async function expectToast(page: Page, title: string, description?: string) {
  const toast = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: title })
    .first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
}

async function openLogin(page: Page, path = "/login") {
  await actAsNewClient(page);
  await page.goto(at(path));
  await waitForHydration(page);
}

/** /auth/callback, opened from its link: the password chosen at sign-up (decision 0095). */
async function confirmWithPassword(page: Page, password: string) {
  await expect(
    page.getByRole("heading", { name: "Completing your sign-in..." }),
  ).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Confirm and Sign In" }).click();
}

async function signIn(page: Page, email: string, password: string) {
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel(/^Password/).fill(password);
  await panel.getByRole("button", { name: "Sign In" }).click();
}

test("a customer signs up, confirms by email, uses the dashboard, signs out and back in", async ({
  page,
}) => {
  await test.step("sign up: 'Account Created!', not signed in", async () => {
    await openLogin(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Customer Portal" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const panel = page.getByRole("tabpanel", { name: "Sign Up" });
    await panel.getByLabel("Full Name").fill(NAME);
    await panel.getByLabel("Email").fill(EMAIL);
    await panel.getByLabel(/^Password/).fill(PASSWORD);
    await panel.getByLabel("Confirm Password").fill(PASSWORD);
    await panel.getByRole("button", { name: "Sign Up" }).click();
    await expectToast(page, "Account Created!", "check your email");
    // The form gives way to what to do next, focused: no second sign-up invited.
    await expect(
      panel.getByRole("heading", { name: "Account Created!" }),
    ).toBeFocused();
    await expect(panel).toContainText("We sent a confirmation link");
    await expect(panel.getByRole("button", { name: "Sign Up" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const cookies = await page.context().cookies();
    expect(cookies.some((c) => c.name.includes("session_token"))).toBe(false);
    await page.goto(at("/dashboard"));
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  });

  let confirmLink = "";
  await test.step("the confirmation email arrives by SMTP, its token in the fragment", async () => {
    const mail = await mailTo(EMAIL, "Confirm your email address");
    confirmLink = linkIn(mail.text, "/auth/callback");
    expect(mail.text).toContain(`Dear ${NAME},`);
    expect(mail.html).toContain(confirmLink.replace(/&/g, "&amp;"));
    expect(confirmLink).not.toContain("?");
  });

  await test.step("the link, with the sign-up password, signs in: 'Welcome!' and the dashboard with the name", async () => {
    await actAsNewClient(page);
    const response = await page.goto(confirmLink);
    expect(response?.status()).toBe(200);
    await confirmWithPassword(page, PASSWORD);
    await expect(page).toHaveURL(at("/dashboard"));
    await expectToast(
      page,
      "Welcome!",
      "You have been successfully signed in.",
    );
    await expect(
      page.getByRole("heading", { level: 1, name: "Dashboard" }),
    ).toBeVisible();
    await expect(page.getByText(`Welcome, ${NAME}!`)).toBeVisible();
  });

  await test.step("the dashboard: cards, account status, no caching", async () => {
    const response = await page.goto(at("/dashboard"));
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(
      page.getByRole("link", { name: "Open Verification Form" }),
    ).toHaveAttribute("href", "/dashboard/verification");
    for (const title of ["Profile Settings", "My Policies"]) {
      const card = page.getByRole("group", { name: title });
      await expect(card).toHaveAttribute("aria-disabled", "true");
      await expect(card).toContainText("Coming soon");
      await expect(card.getByRole("button")).toBeDisabled();
    }
    const status = page.getByRole("region", { name: "Account Status" });
    for (const title of [
      "Account Active",
      "Verification Pending",
      "Support Available",
    ])
      await expect(status.getByRole("heading", { name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("a signed-in person opening /login goes to the dashboard", async () => {
    await page.goto(at("/login"));
    await expect(page).toHaveURL(at("/dashboard"));
  });

  await test.step("the verification page: back link, Secure Area, Sign Out", async () => {
    await waitForHydration(page);
    await page.getByRole("link", { name: "Open Verification Form" }).click();
    await expect(page).toHaveURL(at("/dashboard/verification"));
    await expect(page.getByText("Secure Area", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Back to Dashboard" }),
    ).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step("the verification form sent from the secure area records the customer", async () => {
    await fillValidForm(page, { email: EMAIL });
    await submit(page);
    await expect(
      page.getByRole("heading", { name: "Verification Form Submitted" }),
    ).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Return to Dashboard" }),
    ).toHaveAttribute("href", "/dashboard");
    const database = new DatabaseSync(path.join(server.dataDir, "app.db"), {
      readOnly: true,
    });
    const row = database
      .prepare("select user_id from onboarding_responses where email = ?")
      .get(EMAIL) as { user_id: string | null } | undefined;
    const user = database
      .prepare('select id from "user" where email = ?')
      .get(EMAIL) as { id: string };
    database.close();
    expect(row?.user_id).toBe(user.id);
  });

  await test.step("sign out: 'Signed Out' on the home page; the dashboard is refused", async () => {
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(at("/"));
    await expectToast(page, "Signed Out");
    await page.goto(at("/dashboard"));
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toHaveCount(
      0,
    );
  });

  await test.step("sign in with a wrong, then the right password", async () => {
    await waitForHydration(page);
    await signIn(page, EMAIL, "not-my-password");
    await expectToast(page, "Sign In Failed", "Invalid email or password.");
    // At the form as well, focused, staying there.
    const failure = page
      .getByRole("tabpanel", { name: "Sign In" })
      .getByRole("alert");
    await expect(failure).toBeFocused();
    await expect(failure).toContainText("Invalid email or password.");
    await expect(page).toHaveURL(/\/login/);
    // While the dashboard's session check is on its way: 'Loading...'.
    await page.route("**/dashboard.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await signIn(page, EMAIL, PASSWORD);
    await expect(page.getByText("Loading...", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(at("/dashboard"));
    await page.unroute("**/dashboard.data*");
    await expectToast(page, "Welcome back!");
    // The page left behind took its toast with it.
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Sign In Failed" }),
    ).toHaveCount(0);
    await expect(page.getByText(`Welcome, ${NAME}!`)).toBeVisible();
  });

  await test.step("the used link no longer signs in", async () => {
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(at("/"));
    await page.goto(confirmLink);
    await confirmWithPassword(page, PASSWORD);
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(
      page,
      "Authentication Failed",
      "Your login link has expired. Please try again.",
    );
  });

  await test.step("no token and no email address in the server's log", async () => {
    const output = server.output();
    for (const token of tokens) expect(output).not.toContain(token);
    expect(output).not.toContain(EMAIL);
    expect(
      logLines(server).some(
        (line) =>
          line.path === "/auth/callback" || line.path === "/auth/callback.data",
      ),
    ).toBe(true);
  });
});

test("a link without a token says 'Invalid Link', an expired one 'Authentication Failed'", async ({
  page,
}) => {
  await actAsNewClient(page);
  await page.goto(at("/auth/callback"));
  await expectToast(
    page,
    "Invalid Link",
    "Your login link has expired. Please try again.",
  );
  await expect(page).toHaveURL(/\/login$/);

  const expired = await signJWT({ email: EMAIL }, AUTH_SECRET, -60);
  tokens.push(expired);
  await page.goto(at(`/auth/callback#token=${expired}`));
  await confirmWithPassword(page, PASSWORD);
  await expectToast(
    page,
    "Authentication Failed",
    "Your login link has expired. Please try again.",
  );
  await expect(page).toHaveURL(/\/login$/);
});

test("the callback page asks for the sign-up password, accessibly, and keeps the link out of the address bar", async ({
  page,
}) => {
  await actAsNewClient(page);
  await page.goto(at("/auth/callback#token=held"));
  await expect(
    page.getByRole("heading", { name: "Completing your sign-in..." }),
  ).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toBeVisible();
  // The token leaves the address bar as soon as the page has read it.
  await expect(page).toHaveURL(at("/auth/callback"));
  await expectNoAxeViolations(page);
});

// Account pre-hijacking (issue 32, decision 0095), as a stranger and an
// owner would meet it in a browser.
test("an account made in someone else's name does not open to the stranger's password once the owner follows the link", async ({
  browser,
}) => {
  const owner = `owner-${Date.now()}@example.com`;
  const strangerPassword = "stranger-chose-1";
  // Two people, two browsers: nothing of one's session is the other's.
  const strangerBrowser = await browser.newContext({ reducedMotion: "reduce" });
  const ownerBrowser = await browser.newContext({ reducedMotion: "reduce" });
  const stranger = await strangerBrowser.newPage();
  const ownerPage = await ownerBrowser.newPage();
  try {
    await test.step("a stranger signs up with the owner's address", async () => {
      await openLogin(stranger);
      await stranger.getByRole("tab", { name: "Sign Up" }).click();
      const panel = stranger.getByRole("tabpanel", { name: "Sign Up" });
      await panel.getByLabel("Full Name").fill("Not The Owner");
      await panel.getByLabel("Email").fill(owner);
      await panel.getByLabel(/^Password/).fill(strangerPassword);
      await panel.getByLabel("Confirm Password").fill(strangerPassword);
      await panel.getByRole("button", { name: "Sign Up" }).click();
      await expectToast(stranger, "Account Created!");
    });

    await test.step("the owner follows the emailed link: without the password nothing opens", async () => {
      const mail = await mailTo(owner, "Confirm your email address");
      await actAsNewClient(ownerPage);
      await ownerPage.goto(linkIn(mail.text, "/auth/callback"));
      await confirmWithPassword(ownerPage, "owner-does-not-know");
      await expect(
        ownerPage.getByLabel(/^Password/),
      ).toHaveAccessibleDescription(
        /not the password chosen when this account was made/,
      );
      await expect(ownerPage).toHaveURL(at("/auth/callback"));
      const cookies = await ownerPage.context().cookies();
      expect(cookies.some((c) => c.name.includes("session_token"))).toBe(false);
      await expectNoAxeViolations(ownerPage);
    });

    await test.step("the stranger cannot sign in with the password they chose", async () => {
      await openLogin(stranger);
      await signIn(stranger, owner, strangerPassword);
      await expect(
        stranger.getByText("Your email address is not confirmed yet"),
      ).toBeVisible();
      await expect(stranger).toHaveURL(/\/login/);
      await stranger.goto(at("/dashboard"));
      await expect(stranger).toHaveURL(/\/login\?redirectTo=/);
    });
  } finally {
    await strangerBrowser.close();
    await ownerBrowser.close();
  }
});

test("a forgotten password is reset with the emailed link", async ({
  page,
}) => {
  await openLogin(page);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(at("/forgot-password"));
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  const sent = smtp.received.length;
  await page.getByLabel("Email").fill(EMAIL);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expectToast(page, "Check Your Email");
  await expect(
    page.getByRole("status").filter({ hasText: "Check Your Email" }),
  ).toBeVisible();

  const mail = await mailTo(EMAIL, "Reset your", sent);
  const link = linkIn(mail.text, "/reset-password");
  await page.goto(link);
  await waitForHydration(page);
  await expect(page).toHaveURL(at("/reset-password"));
  await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm New Password").fill("something-else");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expectToast(page, "Password Mismatch", "Passwords do not match.");
  await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page).toHaveURL(at("/login"));
  await expectToast(page, "Password Updated");

  await waitForHydration(page);
  await signIn(page, EMAIL, NEW_PASSWORD);
  await expect(page).toHaveURL(at("/dashboard"));

  // The link works once.
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel(/^New Password/).fill("third-password");
  await page.getByLabel("Confirm New Password").fill("third-password");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByRole("alert")).toContainText("already been used");
  await expect(
    page.getByRole("link", { name: "Request a new link" }),
  ).toBeVisible();
});

test("the login tabs follow the keyboard and the forms speak the spec's words", async ({
  page,
}) => {
  await openLogin(page);
  const signInTab = page.getByRole("tab", { name: "Sign In" });
  const signUpTab = page.getByRole("tab", { name: "Sign Up" });
  await expect(signInTab).toHaveAttribute("aria-selected", "true");
  await signInTab.focus();
  await page.keyboard.press("ArrowRight");
  await expect(signUpTab).toBeFocused();
  await expect(signUpTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Sign Up" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(signInTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Sign In" })).toBeVisible();

  await page
    .getByRole("tabpanel", { name: "Sign In" })
    .getByRole("button", { name: "Sign In" })
    .click();
  await expectToast(page, "Required Fields", "Please fill in all fields.");
  // Two empty fields: the error summary at the top of the form, focused, leads to each.
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveCount(2);
  await summary.getByRole("link").first().click();
  await expect(
    page.getByRole("tabpanel", { name: "Sign In" }).getByLabel("Email"),
  ).toBeFocused();
  await expectNoAxeViolations(page);

  await signUpTab.click();
  const panel = page.getByRole("tabpanel", { name: "Sign Up" });
  await panel.getByLabel("Full Name").fill("Grace Hopper");
  await panel.getByLabel("Email").fill("grace@example.com");
  await panel.getByLabel(/^Password/).fill("abcdef");
  await panel.getByLabel("Confirm Password").fill("abcdeg");
  await panel.getByRole("button", { name: "Sign Up" }).click();
  await expectToast(page, "Password Mismatch", "Passwords do not match.");
  await panel.getByLabel(/^Password/).fill("abc");
  await panel.getByLabel("Confirm Password").fill("abc");
  await panel.getByRole("button", { name: "Sign Up" }).click();
  await expectToast(
    page,
    "Password Too Short",
    "Password must be at least 6 characters long.",
  );
  await expect(panel.getByLabel(/^Password/)).toHaveAttribute(
    "aria-invalid",
    "true",
  );

  // Long enough, but one of the most common leaked passwords: the server says so on the field.
  await panel.getByLabel(/^Password/).fill("password1");
  await panel.getByLabel("Confirm Password").fill("password1");
  await panel.getByRole("button", { name: "Sign Up" }).click();
  await expectToast(page, "Sign Up Failed", "This password is too common");
  await expect(panel.getByLabel(/^Password/)).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(panel).toContainText(
    "it appears in lists of leaked passwords. Please choose another.",
  );
});

test("Better Auth's HTTP API is not reachable: 404 for every endpoint, GET and POST", async ({
  request,
}) => {
  const paths = [
    "/sign-up/email",
    "/sign-in/email",
    "/sign-out",
    "/verify-email?token=eyJhbGciOiJIUzI1NiJ9.e30.x",
    "/send-verification-email",
    "/update-user",
    "/change-password",
    "/change-email",
    "/set-password",
    "/delete-user",
    "/request-password-reset",
    "/reset-password",
    "/reset-password/some-token",
    "/verify-password",
    "/get-session",
    "/list-sessions",
    "/revoke-session",
    "/revoke-sessions",
    "/revoke-other-sessions",
    "/update-session",
    "/list-accounts",
    "/account-info",
    "/ok",
    "/error",
  ];
  for (const path of paths)
    for (const method of ["GET", "POST"]) {
      const response = await request.fetch(at(`/api/auth${path}`), {
        method,
        maxRedirects: 0,
        ...(method === "POST"
          ? {
              form: {
                email: "mallory@example.com",
                password: "whatever-it-is",
                name: "Mallory",
              },
            }
          : {}),
      });
      expect(response.status(), `${method} ${path}`).toBe(404);
      expect(response.headers()["set-cookie"]).toBeUndefined();
      // Better Auth's own body type, JSON, is no form of this site's.
      if (method === "POST") {
        const json = await request.fetch(at(`/api/auth${path}`), {
          method,
          maxRedirects: 0,
          data: { email: "mallory@example.com", password: "whatever-it-is" },
        });
        expect(json.status(), `JSON ${path}`).toBe(415);
        expect(json.headers()["set-cookie"]).toBeUndefined();
      }
    }
});

test("sign-in throttling counts the client a trusted proxy names, and ignores X-Forwarded-For from anyone else", async ({
  request,
  startOwnServer,
}) => {
  const email = `proxied-${Date.now()}@example.com`;
  const signInFrom = async (base: string, forwardedFor: string) =>
    (
      await request.post(new URL("/login", base).href, {
        form: { intent: "sign-in", email, password: "not-the-password" },
        headers: { "x-forwarded-for": forwardedFor },
        maxRedirects: 0,
      })
    ).status();

  // This file's server runs with TRUST_PROXY=1: each forwarded client has its own counter.
  for (let i = 0; i < 4; i++)
    expect(await signInFrom(server.url, "203.0.113.10")).toBe(400);
  expect(await signInFrom(server.url, "203.0.113.10")).toBe(429);
  expect(await signInFrom(server.url, "203.0.113.11")).toBe(400);

  // A server that trusts no proxy (TRUST_PROXY unset) counts the connection.
  const direct = await startOwnServer({
    env: { TRUST_PROXY: "" },
    freshDataDir: true,
  });
  try {
    for (let i = 0; i < 4; i++)
      expect(await signInFrom(direct.url, `198.18.0.${i + 1}`)).toBe(400);
    expect(await signInFrom(direct.url, "198.18.0.99")).toBe(429);
  } finally {
    direct.child.kill("SIGTERM");
    await direct.exited;
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("both tabs work as links, and signing in reaches the dashboard", async ({
    page,
  }) => {
    await openLoginWithoutScript(
      page,
      "/login?redirectTo=%2Fdashboard%2Fverification",
    );
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/tab=signup/);
    const signUp = page.getByRole("tabpanel", { name: "Sign Up" });
    await signUp.getByLabel("Full Name").fill("Grace Hopper");
    await signUp.getByLabel("Email").fill("grace-no-js@example.com");
    await signUp.getByLabel(/^Password/).fill("abcdef");
    await signUp.getByLabel("Confirm Password").fill("abcdeg");
    await signUp.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toContainText("Password Mismatch");
    await expect(signUp.getByLabel("Full Name")).toHaveValue("Grace Hopper");

    await page.getByRole("tab", { name: "Sign In" }).click();
    const signInPanel = page.getByRole("tabpanel", { name: "Sign In" });
    await signInPanel.getByLabel("Email").fill(EMAIL);
    await signInPanel.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await signInPanel.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(at("/dashboard/verification"));
    await expect(page.getByText("Secure Area", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(at("/"));
    await page.goto(at("/dashboard"));
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  });
});

async function openLoginWithoutScript(page: Page, path: string) {
  await actAsNewClient(page);
  await page.goto(at(path));
}
