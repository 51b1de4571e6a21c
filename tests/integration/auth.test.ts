import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { currentUser } from "#server/auth/account.ts";
import { createAuth, type Auth } from "#server/auth/auth.ts";
import { CLIENT_IP_HEADER } from "#server/auth/limits.ts";
import {
  confirmEmailAction,
  forgotPasswordAction,
  loginAction,
  resetPasswordAction,
  signOutAction,
} from "#server/auth/portal-actions.ts";
import { requireUser } from "#server/auth/session.ts";
import { clientContext, servicesContext } from "#server/request-context.ts";
import type { Services } from "#server/services.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";
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

function newAuth(): Auth {
  const logger = pino(
    { level: "trace" },
    { write: (line: string) => void logLines.push(line) },
  );
  return createAuth({ ...base, logger });
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
    body: value.data,
  };
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
    await confirmEmailAction(post("/auth/callback", { token }), context()),
  );
  expect(confirmed.status).toBe(302);
  return confirmed.cookies;
}

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
    await signUp("twice@example.com");
    await mailTo("twice@example.com");
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

    for (const redirectTo of [
      "//evil.example/x",
      "https://evil.example",
      "/\\evil.example",
    ]) {
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
  });
});

describe("sign-in attempts", () => {
  it("refuse the sixth try for an address within the window, from any client", async () => {
    await confirmedAccount("limited@example.com");
    for (let i = 0; i < 5; i++) {
      const tried = await signIn(
        "limited@example.com",
        `wrong-${i}`,
        `203.0.113.${i + 1}`,
      );
      expect(tried.body!.toast).toMatchObject({
        description: "Invalid email or password.",
      });
    }
    const sixth = await signIn(
      "limited@example.com",
      "correct-horse",
      "203.0.113.50",
    );
    expect(sixth.status).toBe(429);
    expect(sixth.body!.toast).toMatchObject({
      title: "Sign In Failed",
      description: expect.stringMatching(
        /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
      ),
    });
    expect(sixth.cookies.some((c) => c.includes("session_token"))).toBe(false);

    // Better Auth's own HTTP endpoint counts against the same limit.
    const http = await services.auth.handler(
      new Request(`${APP}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [CLIENT_IP_HEADER]: "203.0.113.60",
        },
        body: JSON.stringify({
          email: "limited@example.com",
          password: "correct-horse",
        }),
      }),
    );
    expect(http.status).toBe(429);
    expect(((await http.json()) as { code: string }).code).toBe(
      "TOO_MANY_ATTEMPTS",
    );
  });

  it("are also limited by Better Auth's own limiter on its HTTP endpoints, in the database", async () => {
    const attempt = () =>
      services.auth.handler(
        new Request(`${APP}/api/auth/sign-in/email`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            [CLIENT_IP_HEADER]: "203.0.113.77",
          },
          body: JSON.stringify({
            email: `someone-${Math.random()}@example.com`,
            password: "wrong-pass",
          }),
        }),
      );
    // Three sign-in requests per 10 seconds per client. The windows are
    // fixed, so seven quick tries put at least four into one window.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await attempt()).status);
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses).toContain(429);
    const counters = await database.db
      .selectFrom("rate_limits")
      .select("key")
      .where("key", "like", "auth:http:%")
      .execute();
    expect(counters.length).toBeGreaterThan(0);
    // Keys are hashed: no address is kept.
    expect(counters.some((c) => c.key.includes("203.0.113"))).toBe(false);
  });
});

describe("the confirmation link", () => {
  it("confirms the address, starts a session and is used once", async () => {
    await signUp("link@example.com");
    const token = tokenIn(
      (await mailTo("link@example.com")).text,
      "/auth/callback",
    );
    const confirmed = await outcome(
      await confirmEmailAction(post("/auth/callback", { token }), context()),
    );
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
    const row = await database.db
      .selectFrom("user")
      .select("emailVerified")
      .where("email", "=", "link@example.com")
      .executeTakeFirstOrThrow();
    expect(Boolean(row.emailVerified)).toBe(true);

    const again = await outcome(
      await confirmEmailAction(post("/auth/callback", { token }), context()),
    );
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ outcome: "failed" });
    expect(again.cookies.some((c) => c.includes("session_token"))).toBe(false);
  });

  it("refuses a forged or missing token", async () => {
    const forged = await outcome(
      await confirmEmailAction(
        post("/auth/callback", { token: "eyJhbGciOiJIUzI1NiJ9.e30.bad" }),
        context(),
      ),
    );
    expect(forged.body).toEqual({ outcome: "failed" });
    const missing = await outcome(
      await confirmEmailAction(post("/auth/callback", {}), context()),
    );
    expect(missing.body).toEqual({ outcome: "invalid-link" });
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
