import { randomBytes } from "node:crypto";

import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { hashPassword as hashScrypt, signJWT } from "better-auth/crypto";

import { portalMessages } from "#app/content/portal.ts";
import * as authCallbackRoute from "#app/routes/auth-callback.tsx";
import * as forgotPasswordRoute from "#app/routes/forgot-password.tsx";
import * as loginRoute from "#app/routes/login.tsx";
import * as resetPasswordRoute from "#app/routes/reset-password.tsx";
import { currentUser, signIn as accountSignIn } from "#server/auth/account.ts";
import { createAuth, type Auth } from "#server/auth/auth.ts";
import { CLIENT_IP_HEADER } from "#server/auth/limits.ts";
import {
  ACCOUNT_CEILING,
  checkSignIn,
  delayAfterFailures,
  recordSignInFailure,
} from "#server/auth/sign-in-throttle.ts";
import { signOutAction } from "#server/auth/portal-actions.ts";
import { requireUser } from "#server/auth/session.ts";
import {
  accountSubject,
  clientSubject,
  pairSubject,
} from "#server/rate-limit.ts";
import { parseConfig } from "#server/config.ts";
import { clientContext, servicesContext } from "#server/request-context.ts";
import type { Services } from "#server/services.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";
import { routeFileOf, sourcesCalling } from "../helpers/routes.ts";
import { createTestServices } from "../helpers/services.ts";
import {
  createTestSmtpServer,
  parseMail,
  type TestSmtpServer,
} from "../helpers/smtp-server.ts";

const APP = "http://localhost:3000";

let database: TestDatabase;
let smtp: TestSmtpServer;
let base: ReturnType<typeof createTestServices>;
let services: Services;
/** Every line Better Auth logged, at any level. */
const logLines: string[] = [];

function newAuth(now?: () => Date, config = base.config): Auth {
  const logger = pino(
    { level: "trace" },
    { write: (line: string) => void logLines.push(line) },
  );
  return createAuth({ ...base, config, logger, ...(now ? { now } : {}) });
}

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = createTestSmtpServer();
  await smtp.start();
  base = createTestServices(database, smtp.url);
  services = { ...base, auth: newAuth() } as Services;
});
afterAll(async () => {
  await base.stop();
  await smtp.stop();
  await database.destroy();
});

/** The context a route action gets, for a client at `ip`. */
function context(ip = "198.51.100.7", withServices = services) {
  const provider = new RouterContextProvider();
  provider.set(servicesContext, withServices);
  provider.set(clientContext, { ip });
  return provider;
}

function post(
  path: string,
  fields: Record<string, string>,
  cookies: string[] = [],
) {
  return new Request(`${APP}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookies.length
      ? { cookie: cookies.map((c) => c.split(";")[0]).join("; ") }
      : {},
  });
}

const get = (path: string, cookies: string[]) =>
  new Request(`${APP}${path}`, {
    headers: { cookie: cookies.map((c) => c.split(";")[0]).join("; ") },
  });

/** The body of what an action answered: a Response (redirect) or data(). */
async function outcome(result: unknown) {
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("location"),
      cookies: result.headers.getSetCookie(),
      cacheControl: result.headers.get("cache-control"),
      retryAfter: result.headers.get("retry-after"),
      body: undefined as Record<string, unknown> | undefined,
    };
  }
  const value = result as {
    data: Record<string, unknown>;
    init?: { status?: number; headers?: HeadersInit };
  };
  const headers = new Headers(value.init?.headers);
  return {
    status: value.init?.status ?? 200,
    location: null,
    cookies: headers.getSetCookie(),
    cacheControl: headers.get("cache-control"),
    retryAfter: headers.get("retry-after"),
    body: value.data,
  };
}

/** Whether the account's address is confirmed, as the database says. */
async function isConfirmed(email: string): Promise<boolean> {
  const row = await database.db
    .selectFrom("user")
    .select("emailVerified")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return Boolean(row.emailVerified);
}

async function mailTo(address: string) {
  await base.outbox.drain();
  const found = smtp.received.filter((m) => m.envelope.to.includes(address));
  expect(found.length, `mail to ${address}`).toBeGreaterThan(0);
  return parseMail(found.at(-1)!.raw);
}

const tokenIn = (text: string, path: string) => {
  const match = new RegExp(
    `${APP.replace(/[.:/]/g, "\\$&")}${path}#token=([\\w.%-]+)`,
  ).exec(text);
  expect(match, `a ${path}#token= link`).not.toBeNull();
  return decodeURIComponent(match![1]!);
};

/** A new client address each time: tests are not about the per-client limits. */
let clients = 0;
const nextClient = () =>
  `198.18.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

async function signUp(email: string, password = "correct-horse") {
  return outcome(
    await loginAction(
      post("/login", {
        intent: "sign-up",
        fullName: "Ada Lovelace",
        email,
        password,
        confirmPassword: password,
      }),
      context(nextClient()),
    ),
  );
}

async function signIn(email: string, password: string, ip = "198.51.100.7") {
  return outcome(
    await loginAction(
      post("/login", { intent: "sign-in", email, password }),
      context(ip),
    ),
  );
}

/** Signs up and follows the emailed link: the session cookies. */
async function confirmedAccount(email: string, password = "correct-horse") {
  await signUp(email, password);
  const mail = await mailTo(email);
  const token = tokenIn(mail.text, "/auth/callback");
  const confirmed = await outcome(
    await confirmEmailAction(
      post("/auth/callback", { token, password }),
      context(),
    ),
  );
  expect(confirmed.status).toBe(302);
  return confirmed.cookies;
}

/** The pages' actions, as React Router calls them. */
const confirmEmailAction = (request: Request, context: RouterContextProvider) =>
  authCallbackRoute.action({ request, context } as never);
const loginAction = (request: Request, context: RouterContextProvider) =>
  loginRoute.action({ request, context });
const forgotPasswordAction = (
  request: Request,
  context: RouterContextProvider,
) => forgotPasswordRoute.action({ request, context });
const resetPasswordAction = (
  request: Request,
  context: RouterContextProvider,
) => resetPasswordRoute.action({ request, context });

describe("sign-up", () => {
  it("does not sign in, and queues a confirmation email whose link carries the token in the fragment", async () => {
    const answer = await signUp("ada@example.com");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      form: "sign-up",
      ok: true,
      toast: { title: "Account Created!" },
    });
    expect(answer.cookies.some((c) => c.includes("session_token"))).toBe(false);

    const mail = await mailTo("ada@example.com");
    expect(mail.headers.get("subject")).toContain("Confirm your email address");
    const token = tokenIn(mail.text, "/auth/callback");
    expect(mail.text).not.toContain("?token=");
    expect(mail.html).toContain(`${APP}/auth/callback#token=`);
    expect(mail.text).toContain("Dear Ada Lovelace,");

    const rows = await database.db
      .selectFrom("user")
      .select(["name", "email", "emailVerified"])
      .where("email", "=", "ada@example.com")
      .execute();
    expect(rows).toHaveLength(1);
    expect(Boolean(rows[0]!.emailVerified)).toBe(false);
    // Neither the token nor the address reaches a log line.
    for (const line of logLines) {
      expect(line).not.toContain(token);
      expect(line).not.toContain("ada@example.com");
    }
  });

  it("answers an address that already has an account the same way, and tells its owner", async () => {
    await confirmedAccount("twice@example.com");
    const again = await signUp("twice@example.com", "another-password");
    expect(again.body).toMatchObject({
      ok: true,
      toast: { title: "Account Created!" },
    });
    const mail = await mailTo("twice@example.com");
    expect(mail.headers.get("subject")).toContain("You already have");
    expect(mail.text).toContain(`${APP}/forgot-password`);
  });

  it("checks the form with the spec's messages", async () => {
    const mismatch = await outcome(
      await loginAction(
        post("/login", {
          intent: "sign-up",
          fullName: "Ada",
          email: "mismatch@example.com",
          password: "secret1",
          confirmPassword: "secret2",
        }),
        context(),
      ),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({
      toast: {
        title: "Password Mismatch",
        description: "Passwords do not match.",
      },
      values: { fullName: "Ada", email: "mismatch@example.com" },
    });
    expect(mismatch.body!.values).not.toHaveProperty("password");

    const short = await outcome(
      await loginAction(
        post("/login", {
          intent: "sign-up",
          fullName: "Ada",
          email: "short@example.com",
          password: "12345",
          confirmPassword: "12345",
        }),
        context(),
      ),
    );
    expect(short.body).toMatchObject({
      toast: {
        title: "Password Too Short",
        description: "Password must be at least 6 characters long.",
      },
    });

    const empty = await outcome(
      await loginAction(post("/login", { intent: "sign-in" }), context()),
    );
    expect(empty.body).toMatchObject({
      toast: {
        title: "Required Fields",
        description: "Please fill in all fields.",
      },
    });
  });
});

describe("sign-in", () => {
  it("refuses an unconfirmed account and offers a new confirmation email, only with the right password", async () => {
    await signUp("unconfirmed@example.com");
    const wrong = await signIn("unconfirmed@example.com", "wrong-password");
    expect(wrong.body).toMatchObject({
      toast: {
        title: "Sign In Failed",
        description: "Invalid email or password.",
      },
    });
    expect(wrong.body).not.toHaveProperty("unconfirmedEmail");

    const right = await signIn("unconfirmed@example.com", "correct-horse");
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({
      toast: { title: "Sign In Failed" },
      unconfirmedEmail: "unconfirmed@example.com",
    });
    expect(
      String((right.body!.toast as { description: string }).description),
    ).toContain("confirm your email address");
    expect(right.cookies.some((c) => c.includes("session_token"))).toBe(false);

    await base.outbox.drain();
    const before = smtp.received.length;
    const resent = await outcome(
      await loginAction(
        post("/login", {
          intent: "resend-confirmation",
          email: "unconfirmed@example.com",
        }),
        context(),
      ),
    );
    expect(resent.body).toMatchObject({
      ok: true,
      toast: { title: "Confirmation Email Sent" },
    });
    await base.outbox.drain();
    expect(smtp.received.length).toBe(before + 1);
  });

  it("gives one message for an unknown address and for a wrong password", async () => {
    await confirmedAccount("known@example.com");
    const unknown = await signIn("nobody@example.com", "whatever1");
    const wrong = await signIn("known@example.com", "wrong-password");
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.body!.toast).toEqual(wrong.body!.toast);
    expect(wrong.body!.toast).toMatchObject({
      title: "Sign In Failed",
      description: "Invalid email or password.",
    });
  });

  it("signs in with the right password and goes to the page first asked for, never off the site", async () => {
    await confirmedAccount("back@example.com");
    const answer = await outcome(
      await loginAction(
        post("/login", {
          intent: "sign-in",
          email: "back@example.com",
          password: "correct-horse",
          redirectTo: "/dashboard/verification",
        }),
        context(),
      ),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/dashboard/verification");
    const session = answer.cookies.find((c) =>
      c.startsWith("harborline.session_token="),
    );
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    expect(
      answer.cookies.some((c) => c.startsWith("harborline.flash=welcome-back")),
    ).toBe(true);

    const offSiteTargets = [
      "//evil.example/x",
      "https://evil.example",
      "/\\evil.example",
      // Normalised by a URL parser into `//evil.example/...` (issue 32).
      "/.//evil.example/login",
      "/%2e//evil.example/x",
      "/a/..//evil.example/x",
    ];
    for (const redirectTo of offSiteTargets) {
      const offSite = await outcome(
        await loginAction(
          post("/login", {
            intent: "sign-in",
            email: "back@example.com",
            password: "correct-horse",
            redirectTo,
          }),
          context("198.51.100.99"),
        ),
      );
      expect(offSite.location).toBe("/dashboard");
    }

    // Already signed in, /login sends the person on at once: never off the site.
    const cookies = answer.cookies;
    for (const redirectTo of offSiteTargets) {
      const sent = await loginRoute
        .loader({
          request: get(
            `/login?${new URLSearchParams({ redirectTo })}`,
            cookies,
          ),
          context: context(),
        } as never)
        .then(
          () => null,
          (thrown: unknown) => thrown,
        );
      expect(sent, redirectTo).toBeInstanceOf(Response);
      expect((sent as Response).headers.get("location"), redirectTo).toBe(
        "/dashboard",
      );
    }
  });
});

describe("a member of staff's first sign-in", () => {
  it("goes to the authenticator set-up without 'Welcome back!': the sign-in is not finished yet", async () => {
    await confirmedAccount("new-staff@example.com");
    await database.db
      .updateTable("user")
      .set({ role: "staff" })
      .where("email", "=", "new-staff@example.com")
      .execute();
    const answer = await outcome(
      await loginAction(
        post("/login", {
          intent: "sign-in",
          email: "new-staff@example.com",
          password: "correct-horse",
        }),
        context("198.51.100.77"),
      ),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin");
    expect(
      answer.cookies.some((c) => c.startsWith("harborline.session_token=")),
    ).toBe(true);
    expect(answer.cookies.some((c) => c.startsWith("harborline.flash="))).toBe(
      false,
    );
  });
});

describe("sign-in attempts", () => {
  // Issue 11 replaced "five wrong passwords from anyone lock the account"
  // with delays per account and client: this test pins the new rule.
  it("slow only the account and client pair that failed, with growing delays, and never lock the owner out", async () => {
    const clock = { now: Date.now() };
    const clocked = { ...services, auth: newAuth(() => new Date(clock.now)) };
    const attempt = async (password: string, ip: string) =>
      outcome(
        await loginAction(
          post("/login", {
            intent: "sign-in",
            email: "limited@example.com",
            password,
          }),
          context(ip, clocked),
        ),
      );
    await confirmedAccount("limited@example.com");
    const attacker = "203.0.113.1";

    // Three failures cost nothing, nor does a fourth try.
    for (let i = 0; i < 4; i++) {
      const tried = await attempt(`wrong-${i}`, attacker);
      expect(tried.status).toBe(400);
      expect(tried.body!.toast).toMatchObject({
        description: "Invalid email or password.",
      });
    }
    // After the fourth failure the pair waits 2 seconds, even with the right password.
    const held = await attempt("correct-horse", attacker);
    expect(held.status).toBe(429);
    expect(held.retryAfter).toBe("2");
    expect(held.body!.toast).toMatchObject({
      title: "Sign In Failed",
      description: "Too many attempts. Please wait 2 seconds and try again.",
    });
    expect(held.cookies.some((c) => c.includes("session_token"))).toBe(false);

    // The owner, from another address, signs in at once.
    expect((await attempt("correct-horse", "198.51.100.200")).status).toBe(302);

    // The delay doubles with each further failure...
    clock.now += 2_000;
    expect((await attempt("wrong-4", attacker)).status).toBe(400);
    expect((await attempt("wrong-5", attacker)).retryAfter).toBe("4");
    clock.now += 4_000;
    expect((await attempt("wrong-5", attacker)).status).toBe(400);
    expect((await attempt("wrong-6", attacker)).retryAfter).toBe("8");
    // ...and the right password once the wait is over starts the pair afresh.
    clock.now += 8_000;
    expect((await attempt("correct-horse", attacker)).status).toBe(302);
    for (let i = 0; i < 4; i++)
      expect((await attempt(`again-${i}`, attacker)).status).toBe(400);
  });

  it("wait 2, 4, 8... seconds after the third failure, never more than 15 minutes", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12, 13, 40].map(delayAfterFailures)).toEqual([
      0, 0, 0, 0, 2, 4, 8, 512, 900, 900,
    ]);
  });

  it("have a ceiling per account across all clients that holds back only pairs that failed", async () => {
    const secret = base.secrets.authSecret;
    const email = "ceiling@example.com";
    const subjects = (ip: string) => ({
      account: accountSubject(email, secret),
      pair: pairSubject(email, ip, secret),
    });
    const at = new Date();
    for (let i = 0; i < ACCOUNT_CEILING.limit; i++)
      await recordSignInFailure(database, subjects(`10.9.${i}.1`), at);
    const failed = await checkSignIn(database.db, subjects("10.9.1.1"), at);
    expect(failed).toMatchObject({ allowed: false, scope: "account" });
    expect(await checkSignIn(database.db, subjects("192.0.2.99"), at)).toEqual({
      allowed: true,
    });
  });
});

describe("the confirmation link", () => {
  const confirm = async (fields: Record<string, string>, ip = nextClient()) =>
    outcome(
      await confirmEmailAction(post("/auth/callback", fields), context(ip)),
    );

  it("confirms the address with the sign-up password, starts a session and is used once", async () => {
    await signUp("link@example.com");
    const token = tokenIn(
      (await mailTo("link@example.com")).text,
      "/auth/callback",
    );
    const confirmed = await confirm({ token, password: "correct-horse" });
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe("/dashboard");
    expect(
      confirmed.cookies.some((c) => c.startsWith("harborline.flash=welcome;")),
    ).toBe(true);

    const signedIn = await requireUser(
      get("/dashboard", confirmed.cookies),
      context(),
    );
    expect(signedIn.user).toMatchObject({
      name: "Ada Lovelace",
      email: "link@example.com",
    });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(await isConfirmed("link@example.com")).toBe(true);

    const again = await confirm({ token, password: "correct-horse" });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      ok: false,
      invalidToken: true,
      toast: { title: "Authentication Failed" },
    });
    expect(again.cookies.some((c) => c.includes("session_token"))).toBe(false);
  });

  it("takes a password in any script, and answers a malformed one as wrong, never with a failure", async () => {
    const email = "unicode@example.com";
    const password = "пароль-Ünïcødé-🔑";
    await signUp(email, password);
    const token = tokenIn((await mailTo(email)).text, "/auth/callback");
    for (const typed of ["\ud800 lone", "bad\r\nheader", "\u0000"]) {
      const wrong = await confirm({ token, password: typed });
      expect(wrong.status, JSON.stringify(typed)).toBe(400);
      expect(wrong.body).toMatchObject({
        fieldErrors: { password: expect.any(String) },
      });
    }
    const confirmed = await confirm({ token, password });
    expect(confirmed.status).toBe(302);
    expect(await isConfirmed(email)).toBe(true);
  });

  it("refuses a forged or missing token", async () => {
    for (const token of ["eyJhbGciOiJIUzI1NiJ9.e30.bad", ""]) {
      const refused = await confirm({ token, password: "correct-horse" });
      expect(refused.status, token).toBe(400);
      expect(refused.body, token).toMatchObject({
        invalidToken: true,
        toast: { title: "Authentication Failed" },
      });
      expect(refused.cookies.some((c) => c.includes("session_token"))).toBe(
        false,
      );
    }
  });

  // Account pre-hijacking (issue 32, decision 0095): a stranger signs up
  // with the owner's address and a password of their own; the owner, who
  // expects mail from us, follows the confirmation link.
  it("does not let a password chosen by someone else open the owner's account", async () => {
    const owner = "claimant@example.com";
    await signUp(owner, "stranger-chose-this");
    const token = tokenIn((await mailTo(owner)).text, "/auth/callback");

    // The owner follows the link: without the stranger's password nothing is
    // confirmed and no session starts.
    for (const password of ["owner-guess-1", "correct-horse"]) {
      const refused = await confirm({ token, password });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        ok: false,
        fieldErrors: {
          password:
            "That is not the password chosen when this account was made. Please try again, or choose a new password.",
        },
      });
      expect(refused.body).not.toHaveProperty("invalidToken");
      expect(refused.cookies.some((c) => c.includes("session_token"))).toBe(
        false,
      );
    }
    // A link that names the address alone (no account id) is held to the
    // same password.
    const bare = await signJWT({ email: owner }, base.secrets.authSecret, 600);
    expect(
      (await confirm({ token: bare, password: "owner-guess" })).status,
    ).toBe(400);
    expect(await isConfirmed(owner)).toBe(false);
    // So the stranger cannot sign in with the password they chose.
    const stranger = await signIn(owner, "stranger-chose-this", nextClient());
    expect(stranger.status).toBe(400);
    expect(stranger.cookies.some((c) => c.includes("session_token"))).toBe(
      false,
    );
    expect(stranger.body).toMatchObject({ unconfirmedEmail: owner });

    // The owner chooses a password of their own with an emailed reset
    // link: that proves the mailbox and the password, so it confirms.
    await forgotPasswordAction(
      post("/forgot-password", { email: owner }),
      context(nextClient()),
    );
    const resetToken = tokenIn((await mailTo(owner)).text, "/reset-password");
    const reset = await outcome(
      await resetPasswordAction(
        post("/reset-password", {
          token: resetToken,
          password: "owner-own-pass",
          confirmPassword: "owner-own-pass",
        }),
        context(nextClient()),
      ),
    );
    expect(reset.status).toBe(302);
    expect(await isConfirmed(owner)).toBe(true);
    const ownerIn = await signIn(owner, "owner-own-pass", nextClient());
    expect(ownerIn.status).toBe(302);
    const strangerAfter = await signIn(
      owner,
      "stranger-chose-this",
      nextClient(),
    );
    expect(strangerAfter.status).toBe(400);
    expect(strangerAfter.body!.toast).toMatchObject({
      description: "Invalid email or password.",
    });
  });

  it("is refused once the owner signed up again: a second sign-up for an unconfirmed address replaces the first", async () => {
    const owner = "second@example.com";
    await signUp(owner, "stranger-chose-this");
    const strangersLink = tokenIn((await mailTo(owner)).text, "/auth/callback");
    await signUp(owner, "owner-own-pass");
    const mail = await mailTo(owner);
    // A fresh confirmation, not "you already have an account".
    expect(mail.headers.get("subject")).toContain("Confirm your email address");
    const rows = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", owner)
      .execute();
    expect(rows).toHaveLength(1);

    // The first sign-up's password opens nothing, whichever link is used.
    const stale = await confirm({
      token: strangersLink,
      password: "stranger-chose-this",
    });
    expect(stale.status).toBe(400);
    expect(await isConfirmed(owner)).toBe(false);
    const confirmed = await confirm({
      token: tokenIn(mail.text, "/auth/callback"),
      password: "owner-own-pass",
    });
    expect(confirmed.status).toBe(302);
    expect(
      (await signIn(owner, "stranger-chose-this", nextClient())).status,
    ).toBe(400);
  });

  it("counts wrong passwords against the client, like sign-in", async () => {
    const owner = "guessing@example.com";
    await signUp(owner, "stranger-chose-this");
    const token = tokenIn((await mailTo(owner)).text, "/auth/callback");
    const ip = nextClient();
    let last: Awaited<ReturnType<typeof confirm>> | undefined;
    for (let i = 0; i < 21; i++)
      last = await confirm({ token, password: `guess-${i}` }, ip);
    expect(last!.status).toBe(429);
    expect(last!.retryAfter).toMatch(/^\d+$/);
    // Throttled, even the right password waits.
    const right = await confirm({ token, password: "stranger-chose-this" }, ip);
    expect(right.status).toBe(429);
    expect(await isConfirmed(owner)).toBe(false);
  });
});

describe("sessions", () => {
  it("live in the database: a second auth instance (a restarted server) reads them", async () => {
    const cookies = await confirmedAccount("restart@example.com");
    const restarted = newAuth();
    const found = await currentUser({
      auth: restarted,
      headers: new Headers({
        cookie: cookies.map((c) => c.split(";")[0]).join("; "),
      }),
    });
    expect(found?.user).toMatchObject({
      email: "restart@example.com",
      name: "Ada Lovelace",
    });
  });

  it("are extended when used after an hour (sliding expiry), with a new cookie", async () => {
    const cookies = await confirmedAccount("sliding@example.com");
    const user = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "sliding@example.com")
      .executeTakeFirstOrThrow();
    // As if the session had been made two hours ago.
    const soon = new Date(Date.now() + 22 * 3600_000);
    await database.db
      .updateTable("session")
      .set({ expiresAt: soon.toISOString() })
      .where("userId", "=", user.id)
      .execute();
    const signedIn = await requireUser(get("/dashboard", cookies), context());
    expect(
      signedIn.headers
        .getSetCookie()
        .some((c) => c.startsWith("harborline.session_token=")),
    ).toBe(true);
    const row = await database.db
      .selectFrom("session")
      .select("expiresAt")
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(
      Date.now() + 23.9 * 3600_000,
    );
  });

  it("are refused once expired", async () => {
    const cookies = await confirmedAccount("expired@example.com");
    const user = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "expired@example.com")
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable("session")
      .set({ expiresAt: new Date(Date.now() - 60_000).toISOString() })
      .where("userId", "=", user.id)
      .execute();
    const refused = await requireUser(
      get("/dashboard", cookies),
      context(),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(302);
  });

  it("end on sign-out: the row is deleted and the cookie cleared", async () => {
    const cookies = await confirmedAccount("leaving@example.com");
    const answer = await outcome(
      await signOutAction(post("/dashboard", {}, cookies), context()),
    );
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/");
    expect(
      answer.cookies.some((c) => /^harborline\.session_token=;/.test(c)),
    ).toBe(true);
    expect(
      answer.cookies.some((c) => c.startsWith("harborline.flash=signed-out")),
    ).toBe(true);
    const user = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "leaving@example.com")
      .executeTakeFirstOrThrow();
    const sessions = await database.db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(sessions).toEqual([]);
    // The old cookie no longer opens the dashboard.
    const refused = await requireUser(
      get("/dashboard", cookies),
      context(),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("location")).toBe(
      "/login?redirectTo=%2Fdashboard",
    );
  });
});

describe("password reset", () => {
  it("answers the same for any address, and resets with the emailed one-time link", async () => {
    await confirmedAccount("forgot@example.com", "old-password");
    const unknown = await outcome(
      await forgotPasswordAction(
        post("/forgot-password", { email: "nobody-here@example.com" }),
        context(),
      ),
    );
    const known = await outcome(
      await forgotPasswordAction(
        post("/forgot-password", { email: "forgot@example.com" }),
        context(),
      ),
    );
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toMatchObject({
      ok: true,
      toast: { title: "Check Your Email" },
    });

    const mail = await mailTo("forgot@example.com");
    const token = tokenIn(mail.text, "/reset-password");
    const reset = await outcome(
      await resetPasswordAction(
        post("/reset-password", {
          token,
          password: "new-password",
          confirmPassword: "new-password",
        }),
        context(),
      ),
    );
    expect(reset.status).toBe(302);
    expect(reset.location).toBe("/login");

    expect(
      (await signIn("forgot@example.com", "old-password", "192.0.2.10")).status,
    ).toBe(400);
    expect(
      (await signIn("forgot@example.com", "new-password", "192.0.2.11")).status,
    ).toBe(302);

    const reused = await outcome(
      await resetPasswordAction(
        post("/reset-password", {
          token,
          password: "third-password",
          confirmPassword: "third-password",
        }),
        context(),
      ),
    );
    expect(reused.body).toMatchObject({ ok: false, invalidToken: true });
    // The token is stored hashed.
    const identifiers = await database.db
      .selectFrom("verification")
      .select("identifier")
      .execute();
    expect(identifiers.some((row) => row.identifier.includes(token))).toBe(
      false,
    );
  });
});

describe("the auth surface over HTTP", () => {
  /** Every path of Better Auth's API, as its router would serve it. */
  const endpointPaths = () => {
    const paths = Object.values(services.auth.api)
      .map((endpoint) => (endpoint as { path?: string }).path)
      .filter((path): path is string => typeof path === "string")
      .map((path) => path.replace(/:\w+/g, "some-token"));
    return [...new Set(paths)];
  };

  it("is the site's 404 page for every Better Auth endpoint: no route hands a request to Better Auth", async () => {
    const paths = endpointPaths();
    // The ones the review named are among them.
    for (const named of [
      "/sign-up/email",
      "/sign-in/email",
      "/verify-email",
      "/update-user",
      "/change-password",
      "/reset-password",
      "/reset-password/some-token",
      "/request-password-reset",
      "/get-session",
      "/sign-out",
      "/list-sessions",
      "/ok",
      "/error",
    ])
      expect(paths).toContain(named);
    for (const path of [...paths, "/verify-email?token=x", "/no-such-thing"])
      expect(routeFileOf(`/api/auth${path}`), path).toBe(
        "routes/not-found.tsx",
      );
    // Nothing in the server or the pages calls Better Auth's HTTP handler.
    expect(await sourcesCalling("auth.handler(")).toEqual([]);
  });
});

describe("passwords", () => {
  const storedHash = async (email: string) => {
    const row = await database.db
      .selectFrom("account")
      .innerJoin("user", "user.id", "account.userId")
      .select("account.password")
      .where("user.email", "=", email)
      .executeTakeFirstOrThrow();
    return row.password ?? "";
  };

  it("are hashed with Argon2id at OWASP's parameters (19 MiB, 2 passes, 1 lane)", async () => {
    await signUp("argon@example.com");
    expect(await storedHash("argon@example.com")).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );
  });

  it("made before (Better Auth's scrypt) still sign in, and are upgraded to Argon2id then", async () => {
    await confirmedAccount("scrypt@example.com");
    const legacy = await hashScrypt("correct-horse");
    const user = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "scrypt@example.com")
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable("account")
      .set({ password: legacy })
      .where("userId", "=", user.id)
      .execute();

    expect(
      (await signIn("scrypt@example.com", "wrong-horse", "192.0.2.31")).status,
    ).toBe(400);
    expect(await storedHash("scrypt@example.com")).toBe(legacy);
    expect(
      (await signIn("scrypt@example.com", "correct-horse", "192.0.2.32"))
        .status,
    ).toBe(302);
    const upgraded = await storedHash("scrypt@example.com");
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(
      (await signIn("scrypt@example.com", "correct-horse", "192.0.2.33"))
        .status,
    ).toBe(302);
    expect(await storedHash("scrypt@example.com")).toBe(upgraded);
  });

  it("on the list of the 100,000 most common leaked passwords are refused at sign-up and reset, on the password field", async () => {
    for (const password of ["password1", "Qwerty123"]) {
      const refused = await outcome(
        await loginAction(
          post("/login", {
            intent: "sign-up",
            fullName: "Ada",
            email: "common@example.com",
            password,
            confirmPassword: password,
          }),
          context(nextClient()),
        ),
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        ok: false,
        fieldErrors: { password: portalMessages.passwordBreached },
        toast: {
          title: "Sign Up Failed",
          description: portalMessages.passwordBreached,
        },
        values: { email: "common@example.com" },
      });
      expect(refused.body!.values).not.toHaveProperty("password");
    }
    expect(portalMessages.passwordBreached).toBe(
      "This password is too common: it appears in lists of leaked passwords. Please choose another.",
    );
    expect(
      await database.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", "common@example.com")
        .execute(),
    ).toEqual([]);

    await confirmedAccount("common-reset@example.com");
    await forgotPasswordAction(
      post("/forgot-password", { email: "common-reset@example.com" }),
      context(nextClient()),
    );
    const token = tokenIn(
      (await mailTo("common-reset@example.com")).text,
      "/reset-password",
    );
    const reset = await outcome(
      await resetPasswordAction(
        post("/reset-password", {
          token,
          password: "iloveyou",
          confirmPassword: "iloveyou",
        }),
        context(nextClient()),
      ),
    );
    expect(reset.status).toBe(400);
    expect(reset.body).toMatchObject({
      fieldErrors: { password: portalMessages.passwordBreached },
      toast: { title: "Password Not Updated" },
    });
    // The link still works for a better password.
    const better = await outcome(
      await resetPasswordAction(
        post("/reset-password", {
          token,
          password: "a-less-common-one",
          confirmPassword: "a-less-common-one",
        }),
        context(nextClient()),
      ),
    );
    expect(better.status).toBe(302);
  });
});

describe("session lifetime and cookie", () => {
  it("ends a session seven days after sign-in, however recently it was used", async () => {
    const cookies = await confirmedAccount("week@example.com");
    const user = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "week@example.com")
      .executeTakeFirstOrThrow();
    const weekAgo = Date.now() - 7 * 24 * 3600_000;
    await database.db
      .updateTable("session")
      .set({
        createdAt: new Date(weekAgo + 60_000).toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .where("userId", "=", user.id)
      .execute();
    // Just inside the week: still signed in.
    expect(
      (await requireUser(get("/dashboard", cookies), context())).user.email,
    ).toBe("week@example.com");

    await database.db
      .updateTable("session")
      .set({ createdAt: new Date(weekAgo - 60_000).toISOString() })
      .where("userId", "=", user.id)
      .execute();
    const refused = await requireUser(
      get("/dashboard", cookies),
      context(),
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("location")).toBe(
      "/login?redirectTo=%2Fdashboard",
    );
    const sessions = await database.db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it("is a __Host- cookie (Secure, Path=/, no Domain) when APP_URL is https", async () => {
    await confirmedAccount("host-cookie@example.com");
    const https = newAuth(
      undefined,
      parseConfig({
        DATA_DIR: base.config.dataDir,
        APP_URL: "https://portal.example.com",
        // On https the data key must come from the environment.
        DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
      }),
    );
    const signedIn = await accountSignIn(
      {
        auth: https,
        headers: new Headers({ [CLIENT_IP_HEADER]: "192.0.2.77" }),
      },
      { email: "host-cookie@example.com", password: "correct-horse" },
    );
    expect(signedIn.ok).toBe(true);
    const cookies = signedIn.ok ? signedIn.cookies : [];
    const session = cookies.find((c) =>
      c.startsWith("__Host-harborline.session_token="),
    );
    expect(session, cookies.join("\n")).toBeDefined();
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; Path=\/(;|$)/i);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).not.toMatch(/Domain=/i);
    const found = await currentUser({
      auth: https,
      headers: new Headers({ cookie: session!.split(";")[0]! }),
    });
    expect(found?.user.email).toBe("host-cookie@example.com");
  });
});

describe("client identity behind a proxy", () => {
  /**
   * An HTTP server that trusts proxies as the real one does (Express's
   * `trust proxy` from TRUST_PROXY, as server/http/create-app.ts sets it)
   * and hands req.ip to the /login action. The test is the proxy: it
   * connects from loopback and sets X-Forwarded-For.
   */
  async function serverWith(env: Record<string, string>) {
    const config = parseConfig(env);
    const app = express();
    app.set("trust proxy", config.trustProxy);
    app.post("/login", express.json(), async (req, res) => {
      const answer = await outcome(
        await loginAction(
          post("/login", { intent: "sign-in", ...req.body }),
          context(req.ip ?? "unknown"),
        ),
      );
      res.status(answer.status).json({ ip: req.ip });
    });
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const { port } = server.address() as AddressInfo;
    const signInAs = async (forwardedFor: string, email: string) => {
      const response = await fetch(`http://127.0.0.1:${port}/login`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": forwardedFor,
        },
        body: JSON.stringify({ email, password: "wrong-password" }),
      });
      return response.status;
    };
    return { signInAs, close: () => server.close() };
  }

  it("with TRUST_PROXY=1 counts each forwarded client on its own, an IPv6 client by its /64", async () => {
    const proxy = await serverWith({ TRUST_PROXY: "1" });
    try {
      for (let i = 0; i < 4; i++)
        expect(
          await proxy.signInAs("203.0.113.10", "proxied@example.com"),
        ).toBe(400);
      expect(await proxy.signInAs("203.0.113.10", "proxied@example.com")).toBe(
        429,
      );
      expect(await proxy.signInAs("203.0.113.11", "proxied@example.com")).toBe(
        400,
      );

      for (let i = 0; i < 4; i++)
        expect(
          await proxy.signInAs(`2001:db8:5:6::${i + 1}`, "proxied@example.com"),
        ).toBe(400);
      // Another address of the same /64 is the same client...
      expect(
        await proxy.signInAs("2001:db8:5:6:ffff::9", "proxied@example.com"),
      ).toBe(429);
      // ...another /64 is not.
      expect(
        await proxy.signInAs("2001:db8:5:7::1", "proxied@example.com"),
      ).toBe(400);
    } finally {
      proxy.close();
    }
  });

  it("with TRUST_PROXY unset ignores a forged X-Forwarded-For", async () => {
    const direct = await serverWith({});
    try {
      for (let i = 0; i < 4; i++)
        expect(
          await direct.signInAs(`198.18.77.${i + 1}`, "forged@example.com"),
        ).toBe(400);
      // A fifth "client" is the same connection: held back.
      expect(await direct.signInAs("198.18.77.99", "forged@example.com")).toBe(
        429,
      );
    } finally {
      direct.close();
    }
  });
});

describe("security events", () => {
  const events = (account: string) =>
    logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event && line.account === account);

  it("log sign-up, sign-in success and failure, throttling, sign-out and a reset with the account and client hashed, never a secret", async () => {
    const secret = base.secrets.authSecret;
    const email = "events@example.com";
    const ip = "192.0.2.150";
    const account = accountSubject(email, secret);
    const client = clientSubject(ip, secret);
    const from = logLines.length;

    await outcome(
      await loginAction(
        post("/login", {
          intent: "sign-up",
          fullName: "Eve Events",
          email,
          password: "correct-horse",
          confirmPassword: "correct-horse",
        }),
        context(ip),
      ),
    );
    const confirmToken = tokenIn((await mailTo(email)).text, "/auth/callback");
    const confirmed = await outcome(
      await confirmEmailAction(
        post("/auth/callback", {
          token: confirmToken,
          password: "correct-horse",
        }),
        context(ip),
      ),
    );
    await signOutAction(post("/dashboard", {}, confirmed.cookies), context(ip));
    for (let i = 0; i < 5; i++) await signIn(email, `wrong-${i}`, ip);
    const signedIn = await signIn(email, "correct-horse", "192.0.2.151");
    expect(signedIn.status).toBe(302);
    await forgotPasswordAction(
      post("/forgot-password", { email }),
      context(ip),
    );
    const resetToken = tokenIn((await mailTo(email)).text, "/reset-password");
    const reset = await outcome(
      await resetPasswordAction(
        post("/reset-password", {
          token: resetToken,
          password: "new-password",
          confirmPassword: "new-password",
        }),
        context(ip),
      ),
    );
    expect(reset.status).toBe(302);

    const lines = events(account);
    expect(lines.map((line) => line.event)).toEqual([
      "auth.sign_up",
      "auth.email.confirmed",
      "auth.sign_out",
      "auth.sign_in.failed",
      "auth.sign_in.failed",
      "auth.sign_in.failed",
      "auth.sign_in.failed",
      "auth.sign_in.throttled",
      "auth.sign_in.succeeded",
      "auth.password_reset.requested",
      "auth.password_reset.completed",
    ]);
    for (const line of lines.filter(
      (l) => l.event !== "auth.sign_in.succeeded",
    ))
      expect(line.client).toBe(client);
    expect(lines.find((l) => l.event === "auth.sign_in.failed")).toMatchObject({
      reason: "invalid_email_or_password",
      level: 30,
    });
    expect(
      lines.find((l) => l.event === "auth.sign_in.throttled"),
    ).toMatchObject({
      scope: "pair",
      retryAfterSeconds: 2,
      level: 40,
    });

    // Nothing a reader of the log could use: no address, no password, no token.
    const written = logLines.slice(from).join("\n");
    for (const secretText of [
      email,
      ip,
      "correct-horse",
      "new-password",
      "wrong-0",
      confirmToken,
      resetToken,
    ])
      expect(written).not.toContain(secretText);
  });

  it("log a password hash upgrade and a session ended at its absolute lifetime", async () => {
    const email = "events-2@example.com";
    const account = accountSubject(email, base.secrets.authSecret);
    const cookies = await confirmedAccount(email);
    const user = await database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable("account")
      .set({ password: await hashScrypt("correct-horse") })
      .where("userId", "=", user.id)
      .execute();
    await signIn(email, "correct-horse", "192.0.2.160");
    await database.db
      .updateTable("session")
      .set({
        createdAt: new Date(Date.now() - 8 * 24 * 3600_000).toISOString(),
      })
      .where("userId", "=", user.id)
      .execute();
    await requireUser(get("/dashboard", cookies), context()).catch(() => null);
    const names = events(account).map((line) => line.event);
    expect(names).toContain("auth.password.rehashed");
    expect(names).toContain("auth.session.expired");
  });
});
