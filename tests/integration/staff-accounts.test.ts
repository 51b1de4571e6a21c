import { Secret, TOTP } from "otpauth";
import { pino } from "pino";
import { createStaticHandler, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { auditActionLabels } from "#app/content/staff.ts";
import * as forgotPasswordRoute from "#app/routes/forgot-password.tsx";
import * as staffRoute from "#app/routes/admin/staff.tsx";
import * as enrolmentRoute from "#app/routes/admin/two-factor.tsx";
import * as loginRoute from "#app/routes/login.tsx";
import * as twoFactorSignInRoute from "#app/routes/login-two-factor.tsx";
import * as resetPasswordRoute from "#app/routes/reset-password.tsx";
import { createAuth } from "#server/auth/auth.ts";
import { requireUser } from "#server/auth/session.ts";
import { sessionLimits } from "#server/auth/session-lifetime.ts";
import { twoFactorSignInLoader } from "#server/auth/two-factor-actions.ts";
import { clientContext, servicesContext } from "#server/request-context.ts";
import type { Services } from "#server/services.ts";
import { requireStaff } from "#server/staff/access.ts";
import { staffAccountsLoader } from "#server/staff/account-actions.ts";
import { createOrUpdateAccount } from "#server/staff/accounts.ts";
import {
  auditActors,
  parseAuditFilter,
  readAuditLog,
} from "#server/staff/audit-log.ts";
import { auditActions, recordAudit } from "#server/staff/audit.ts";
import {
  enrolmentLoader,
  PENDING_KEY_COOKIE,
} from "#server/staff/enrolment.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/database.ts";
import { insertClaim } from "../helpers/records.ts";
import { routeFileOf } from "../helpers/routes.ts";
import { createTestServices } from "../helpers/services.ts";
import { signedInStaff } from "../helpers/staff.ts";
import {
  createTestSmtpServer,
  parseMail,
  type TestSmtpServer,
} from "../helpers/smtp-server.ts";

const APP = "http://localhost:3000";
const PASSWORD = "staff-password-1";

let database: TestDatabase;
let smtp: TestSmtpServer;
let base: ReturnType<typeof createTestServices>;
let services: Services;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = createTestSmtpServer();
  await smtp.start();
  base = createTestServices(database, smtp.url);
  const logger = pino(
    { level: "info" },
    {
      write: (line: string) =>
        void logLines.push(JSON.parse(line) as Record<string, unknown>),
    },
  );
  services = {
    ...base,
    auth: createAuth({ ...base, logger }),
  } as Services;
});
afterAll(async () => {
  await base.stop();
  await smtp.stop();
  await database.destroy();
});

/** A new client address each time: the tests are not about per-client limits. */
let clients = 0;
const nextClient = () =>
  `198.19.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

function context(ip = nextClient()) {
  const provider = new RouterContextProvider();
  provider.set(servicesContext, services);
  provider.set(clientContext, { ip });
  return provider;
}

/** A browser's cookies: Set-Cookie answers applied, expired ones removed. */
class Jar {
  private cookies = new Map<string, string>();
  apply(setCookies: readonly string[]) {
    for (const line of setCookies) {
      const [pair = ""] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === "" || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }
  has(name: string) {
    return this.cookies.has(name);
  }
  header() {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
  }
  copy() {
    const jar = new Jar();
    jar.cookies = new Map(this.cookies);
    return jar;
  }
}

const SESSION = "harborline.session_token";
const CHALLENGE = "harborline.two_factor";

function post(path: string, fields: Record<string, string>, jar?: Jar) {
  return new Request(`${APP}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: jar ? { cookie: jar.header() } : {},
  });
}
const get = (path: string, jar?: Jar) =>
  new Request(`${APP}${path}`, {
    headers: jar ? { cookie: jar.header() } : {},
  });

interface Answer {
  status: number;
  location: string | null;
  cookies: string[];
  body?: Record<string, unknown>;
}

/** What a loader or action answered: a Response (redirect), data(), or a thrown one of those. */
async function outcome(result: unknown): Promise<Answer> {
  if (result instanceof Response)
    return {
      status: result.status,
      location: result.headers.get("location"),
      cookies: result.headers.getSetCookie(),
    };
  const value = result as {
    data: Record<string, unknown>;
    init?: { status?: number; headers?: HeadersInit };
  };
  return {
    status: value.init?.status ?? 200,
    location: null,
    cookies: new Headers(value.init?.headers).getSetCookie(),
    body: value.data,
  };
}
const settle = (promise: Promise<unknown>) =>
  promise.then(outcome, (thrown: unknown) => outcome(thrown));

const codeFor = (key: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, "")) }).generate({
    timestamp,
  });

async function userRow(email: string) {
  return database.db
    .selectFrom("user")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
}

async function signIn(email: string, password = PASSWORD, jar = new Jar()) {
  const answer = await settle(
    loginAction(
      post("/login", { intent: "sign-in", email, password }),
      context(),
    ),
  );
  jar.apply(answer.cookies);
  return { answer, jar };
}

/** Makes a staff or admin account (the admin:create path), signs in and enrols: its session, key and backup codes. */
async function staffMember(email: string, role: "staff" | "admin" = "staff") {
  const made = await createOrUpdateAccount(services, {
    email,
    name: email.split("@")[0]!,
    password: PASSWORD,
    role,
  });
  expect(made.ok).toBe(true);
  const { answer, jar } = await signIn(email);
  expect(answer.location).toBe("/admin");
  const key = (await startEnrolment(jar)).key;
  const confirmed = await settle(
    enrolmentAction(
      post("/admin/two-factor", { intent: "confirm", code: codeFor(key) }, jar),
      context(),
    ),
  );
  expect(confirmed.status).toBe(200);
  jar.apply(confirmed.cookies);
  const backupCodes = confirmed.body!.oneTimeCodes as string[];
  return { jar, key, backupCodes, id: (await userRow(email)).id };
}

/** Enrolment's first step (the password again): the set-up key the page shows. */
async function startEnrolment(jar: Jar) {
  const started = await settle(
    enrolmentAction(
      post("/admin/two-factor", { intent: "start", password: PASSWORD }, jar),
      context(),
    ),
  );
  expect(started.status).toBe(200);
  // The browser keeps the page's sealed copy of the key (issue 36).
  jar.apply(started.cookies);
  return started.body!.setUpKey as {
    key: string;
    qr: { size: number; path: string };
    sealed: string;
  };
}

/** Asks for a reset link on /forgot-password and reads its token from the mail. */
async function resetTokenFor(email: string) {
  await settle(
    forgotPasswordAction(post("/forgot-password", { email }), context()),
  );
  await base.outbox.drain();
  const mail = smtp.received.findLast((m) => m.envelope.to.includes(email));
  const link = /\/reset-password#token=([\w-]+)/.exec(
    parseMail(mail!.raw).text,
  );
  expect(link).not.toBeNull();
  return link![1]!;
}

async function requireStaffAt(path: string, jar: Jar, role?: "admin") {
  return settle(requireStaff(get(path, jar), context(), role ? { role } : {}));
}

/** The pages' actions, as React Router calls them. */
type Context = RouterContextProvider;
const loginAction = (request: Request, context: Context) =>
  loginRoute.action({ request, context });
const resetPasswordAction = (request: Request, context: Context) =>
  resetPasswordRoute.action({ request, context });
const forgotPasswordAction = (request: Request, context: Context) =>
  forgotPasswordRoute.action({ request, context });
const twoFactorSignInAction = (request: Request, context: Context) =>
  twoFactorSignInRoute.action({ request, context });
const staffAccountsAction = (request: Request, context: Context) =>
  staffRoute.action({ request, context });
const enrolmentAction = (request: Request, context: Context) =>
  enrolmentRoute.action({ request, context });

describe("roles", () => {
  it("make every sign-up a customer, whatever it sends", async () => {
    await settle(
      loginAction(
        post("/login", {
          intent: "sign-up",
          fullName: "Eve",
          email: "eve@example.com",
          password: "correct-horse",
          confirmPassword: "correct-horse",
          role: "admin",
        }),
        context(),
      ),
    );
    expect((await userRow("eve@example.com")).role).toBe("customer");
  });

  it("keep the admin and two-factor plugins' HTTP endpoints closed", async () => {
    const paths = Object.values(services.auth.api)
      .map((endpoint) => (endpoint as { path?: string }).path)
      .filter((path): path is string => typeof path === "string");
    for (const named of [
      "/admin/set-role",
      "/admin/create-user",
      "/admin/ban-user",
      "/admin/impersonate-user",
      "/two-factor/enable",
      "/two-factor/verify-totp",
      "/two-factor/verify-backup-code",
    ])
      expect(paths).toContain(named);
    for (const path of paths.filter(
      (p) => p.startsWith("/admin/") || p.startsWith("/two-factor/"),
    ))
      expect(routeFileOf(`/api/auth${path}`), path).toBe(
        "routes/not-found.tsx",
      );
  });

  it("send a visitor to /login, refuse a customer with 403 and a staff member the admin pages", async () => {
    const visitor = await requireStaffAt("/admin/claims?status=new", new Jar());
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(
      "/login?redirectTo=%2Fadmin%2Fclaims%3Fstatus%3Dnew",
    );

    await createOrUpdateAccount(services, {
      email: "carol@example.com",
      name: "Carol",
      password: PASSWORD,
      role: "customer",
    });
    const customer = await signIn("carol@example.com");
    expect(customer.answer.location).toBe("/dashboard");
    expect((await requireStaffAt("/admin", customer.jar)).status).toBe(403);

    const staff = await staffMember("sam@example.com");
    expect((await requireStaffAt("/admin", staff.jar)).status).toBe(200);
    const page = await settle(
      staffAccountsLoader(get("/admin/staff", staff.jar), context()),
    );
    expect(page.status).toBe(403);
  });
});

describe("two-step sign-in", () => {
  it("sends staff without an authenticator app to enrol it before any staff page", async () => {
    await createOrUpdateAccount(services, {
      email: "new-staff@example.com",
      name: "New",
      password: PASSWORD,
      role: "staff",
    });
    const { answer, jar } = await signIn("new-staff@example.com");
    expect(answer.location).toBe("/admin");
    const guarded = await requireStaffAt("/admin/contact", jar);
    expect(guarded.status).toBe(302);
    expect(guarded.location).toBe("/admin/two-factor");
    // The enrolment asks for the password again.
    const wrong = await settle(
      enrolmentAction(
        post(
          "/admin/two-factor",
          { intent: "start", password: "nope-nope" },
          jar,
        ),
        context(),
      ),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body?.fieldErrors).toEqual({
      password: "That password is not right.",
    });
  });

  it("shows the key as text and a QR code, accepts the app's code, and gives ten backup codes once", async () => {
    await createOrUpdateAccount(services, {
      email: "qr@example.com",
      name: "Quinn",
      password: PASSWORD,
      role: "admin",
    });
    const { jar } = await signIn("qr@example.com");
    const setUp = await startEnrolment(jar);
    const { key, qr } = setUp;
    // 32 bytes in base32, in one run: the page groups it (set-up-key.tsx).
    expect(key).toMatch(/^[A-Z2-7]{52}$/);
    expect(qr.size).toBeGreaterThan(21);
    expect(qr.path).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    // The URI is never sent: only the key, the drawing and a sealed copy.
    expect(JSON.stringify(setUp)).not.toContain("otpauth");
    expect(setUp.sealed).not.toContain(key);
    // A reload shows the same key, from the page's sealed copy.
    const reloaded = await settle(
      enrolmentLoader(get("/admin/two-factor", jar), context()),
    );
    const { forms, ...step } = reloaded.body!;
    expect(step).toEqual({ step: "code", setUpKey: setUp });
    expect(Object.keys(forms as object)).toEqual(["start", "confirm"]);

    // A wrong code shows the same key again, from the sealed copy the form posted.
    const wrong = await settle(
      enrolmentAction(
        post(
          "/admin/two-factor",
          { intent: "confirm", code: "000000", setUp: setUp.sealed },
          jar,
        ),
        context(),
      ),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body?.fieldErrors).toEqual({
      code: expect.stringContaining("That code is not right"),
    });
    expect(wrong.body?.setUpKey).toEqual(setUp);
    // A sealed copy altered, or sealed for another account, shows nothing.
    const forged = await settle(
      enrolmentAction(
        post(
          "/admin/two-factor",
          { intent: "confirm", code: "000000", setUp: `${setUp.sealed}x` },
          jar,
        ),
        context(),
      ),
    );
    expect(forged.status).toBe(400);
    expect(forged.body?.setUpKey).toBeUndefined();
    expect((await userRow("qr@example.com")).twoFactorEnabled).toBeFalsy();

    const confirmed = await settle(
      enrolmentAction(
        post(
          "/admin/two-factor",
          { intent: "confirm", code: codeFor(key) },
          jar,
        ),
        context(),
      ),
    );
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body!.oneTimeCodes as string[];
    expect(codes).toHaveLength(10);
    // Capitals and digits without the look-alikes I, O, 0 and 1 (and no l).
    for (const code of codes)
      expect(code).toMatch(
        /^[ABCDEFGHJKLMNPQRSTUVWXYZ2-9]{5}-[ABCDEFGHJKLMNPQRSTUVWXYZ2-9]{5}$/,
      );
    expect((await userRow("qr@example.com")).twoFactorEnabled).toBeTruthy();
    // The session was renewed; the page now says it is done, without the codes.
    jar.apply(confirmed.cookies);
    const after = await settle(
      enrolmentLoader(get("/admin/two-factor", jar), context()),
    );
    expect(after.body).toEqual({
      step: "enrolled",
      forms: expect.any(Object),
    });
    expect((await requireStaffAt("/admin", jar)).status).toBe(200);
    // What is stored is ciphertext.
    const row = await database.db
      .selectFrom("twoFactor")
      .selectAll()
      .where("userId", "=", (await userRow("qr@example.com")).id)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(key.replace(/\s/g, ""));
    for (const code of codes) expect(row.backupCodes).not.toContain(code);
  });

  it("finishes the set-up posted without JavaScript: the page read after the code finds the renewed session", async () => {
    await createOrUpdateAccount(services, {
      email: "plain-form@example.com",
      name: "Pat",
      password: PASSWORD,
      role: "staff",
    });
    const { jar } = await signIn("plain-form@example.com");
    const { key } = await startEnrolment(jar);
    // A plain form's POST is a document request: React Router runs the
    // action, then the page's loader with the same request's (old) cookies
    // and the same context, and renders both answers in one response.
    const page = createStaticHandler([
      {
        id: "admin/two-factor",
        path: "/admin/two-factor",
        action: ({ request, context }) =>
          enrolmentRoute.action({ request, context }),
        loader: ({ request, context }) => enrolmentLoader(request, context),
      },
    ]);
    const answer = await page.query(
      post("/admin/two-factor", { intent: "confirm", code: codeFor(key) }, jar),
      { requestContext: context() },
    );
    if (answer instanceof Response)
      throw new Error(
        `answered ${answer.status} to ${answer.headers.get("location")}`,
      );
    expect(answer.statusCode).toBe(200);
    const action = answer.actionData?.["admin/two-factor"] as {
      ok: boolean;
      oneTimeCodes: string[];
    };
    expect(action.ok).toBe(true);
    expect(action.oneTimeCodes).toHaveLength(10);
    expect(answer.loaderData["admin/two-factor"]).toMatchObject({
      step: "enrolled",
    });
    // The browser keeps the new session: the back office opens.
    jar.apply(answer.actionHeaders["admin/two-factor"]!.getSetCookie());
    jar.apply(answer.loaderHeaders["admin/two-factor"]?.getSetCookie() ?? []);
    expect(jar.has(SESSION)).toBe(true);
    expect((await requireStaffAt("/admin", jar)).status).toBe(200);
  });

  it("keeps the key waiting for its code across reloads, until it is confirmed or a new one is asked for", async () => {
    await createOrUpdateAccount(services, {
      email: "reload@example.com",
      name: "Remy",
      password: PASSWORD,
      role: "staff",
    });
    const { jar } = await signIn("reload@example.com");
    const started = await settle(
      enrolmentAction(
        post("/admin/two-factor", { intent: "start", password: PASSWORD }, jar),
        context(),
      ),
    );
    const first = started.body!.setUpKey as { key: string; sealed: string };
    // Sealed, for this page alone, out of scripts' reach; never the key itself.
    const kept = started.cookies.find((line) =>
      line.startsWith(`${PENDING_KEY_COOKIE}=`),
    );
    expect(kept).toBeDefined();
    expect(kept).toContain(`${PENDING_KEY_COOKIE}=${first.sealed};`);
    expect(kept).toMatch(/; Path=\/admin\/two-factor;/);
    expect(kept).toMatch(/; HttpOnly/);
    expect(kept).not.toContain(first.key);
    jar.apply(started.cookies);
    const read = async (path = "/admin/two-factor", from = jar) => {
      const answer = await settle(enrolmentLoader(get(path, from), context()));
      from.apply(answer.cookies);
      return answer;
    };
    for (let reload = 0; reload < 2; reload++)
      expect((await read()).body).toMatchObject({
        step: "code",
        setUpKey: { key: first.key, sealed: first.sealed },
      });

    // A copy from another account, or altered, opens nothing (and goes).
    const other = jar.copy().apply([`${PENDING_KEY_COOKIE}=${first.sealed}x`]);
    expect((await read("/admin/two-factor", other)).body).toMatchObject({
      step: "password",
    });
    expect(other.has(PENDING_KEY_COOKIE)).toBe(false);

    // "Start again": the copy goes, and the password makes a new key.
    const again = await read("/admin/two-factor?again");
    expect(again.status).toBe(302);
    expect(again.location).toBe("/admin/two-factor");
    expect(jar.has(PENDING_KEY_COOKIE)).toBe(false);
    expect((await read()).body).toMatchObject({ step: "password" });
    const second = await startEnrolment(jar);
    expect(second.key).not.toBe(first.key);
    expect((await read()).body).toMatchObject({
      step: "code",
      setUpKey: { key: second.key },
    });

    // A key made since in another tab replaces this one: its copy opens nothing.
    const stale = jar.copy();
    const third = await startEnrolment(jar);
    expect((await read("/admin/two-factor", stale)).body).toMatchObject({
      step: "password",
    });
    const wrong = await settle(
      enrolmentAction(
        post(
          "/admin/two-factor",
          {
            intent: "confirm",
            code: codeFor(second.key),
            setUp: second.sealed,
          },
          jar,
        ),
        context(),
      ),
    );
    expect(wrong.status).toBe(400);
    // The replaced key is not shown again with the refusal.
    expect(wrong.body?.setUpKey).toBeUndefined();

    // The right code: the copy goes, and the page says it is done.
    const confirmed = await settle(
      enrolmentAction(
        post(
          "/admin/two-factor",
          { intent: "confirm", code: codeFor(third.key) },
          jar,
        ),
        context(),
      ),
    );
    expect(confirmed.status).toBe(200);
    jar.apply(confirmed.cookies);
    expect(jar.has(PENDING_KEY_COOKIE)).toBe(false);
    expect((await read()).body).toMatchObject({ step: "enrolled" });
  });

  it("keeps the new key's copy when the password is posted without JavaScript", async () => {
    await createOrUpdateAccount(services, {
      email: "plain-start@example.com",
      name: "Parker",
      password: PASSWORD,
      role: "staff",
    });
    const { jar } = await signIn("plain-start@example.com");
    // A copy of an earlier key, which the new one replaces.
    await startEnrolment(jar);
    const page = createStaticHandler([
      {
        id: "admin/two-factor",
        path: "/admin/two-factor",
        action: ({ request, context }) =>
          enrolmentRoute.action({ request, context }),
        loader: ({ request, context }) => enrolmentLoader(request, context),
      },
    ]);
    const answer = await page.query(
      post("/admin/two-factor", { intent: "start", password: PASSWORD }, jar),
      { requestContext: context() },
    );
    if (answer instanceof Response)
      throw new Error(`answered ${answer.status}`);
    // The loader, reading the request's old copy, leaves the new one alone.
    jar.apply(answer.actionHeaders["admin/two-factor"]!.getSetCookie());
    jar.apply(answer.loaderHeaders["admin/two-factor"]?.getSetCookie() ?? []);
    const made = answer.actionData?.["admin/two-factor"] as {
      setUpKey: { key: string };
    };
    const reloaded = await settle(
      enrolmentLoader(get("/admin/two-factor", jar), context()),
    );
    expect(reloaded.body).toMatchObject({
      step: "code",
      setUpKey: { key: made.setUpKey.key },
    });
  });

  it("asks an enrolled account for a code after its password, and signs in with it", async () => {
    const member = await staffMember("otto@example.com");
    const { answer, jar } = await signIn("otto@example.com");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/login/two-factor?redirectTo=%2Fadmin");
    expect(jar.has(SESSION)).toBe(false);
    expect(jar.has(CHALLENGE)).toBe(true);
    // No session yet: the back office sends this browser to /login.
    expect((await requireStaffAt("/admin", jar)).status).toBe(302);
    // The second step's page opens only with the challenge.
    expect(
      (
        await settle(
          twoFactorSignInLoader(get("/login/two-factor", jar), context()),
        )
      ).status,
    ).toBe(200);
    expect(
      (await settle(twoFactorSignInLoader(get("/login/two-factor"), context())))
        .location,
    ).toBe("/login");

    const signedIn = await settle(
      twoFactorSignInAction(
        post(
          "/login/two-factor",
          { code: codeFor(member.key), redirectTo: "/admin/claims" },
          jar,
        ),
        context(),
      ),
    );
    expect(signedIn.status).toBe(302);
    expect(signedIn.location).toBe("/admin/claims");
    jar.apply(signedIn.cookies);
    expect(jar.has(CHALLENGE)).toBe(false);
    expect((await requireStaffAt("/admin", jar)).status).toBe(200);
  });

  it("accepts each backup code once", async () => {
    const member = await staffMember("bella@example.com");
    const code = member.backupCodes[0]!;
    const first = await signIn("bella@example.com");
    const used = await settle(
      twoFactorSignInAction(
        post("/login/two-factor", { code }, first.jar),
        context(),
      ),
    );
    expect(used.location).toBe("/admin");
    const again = await signIn("bella@example.com");
    const refused = await settle(
      twoFactorSignInAction(
        post("/login/two-factor", { code }, again.jar),
        context(),
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body?.fieldErrors).toEqual({
      code: "That backup code is not right, or it was used before.",
    });
  });

  it("refuses wrong codes with a clear message, ends the sign-in after five, and locks the account's codes after ten in a row", async () => {
    const member = await staffMember("wendy@example.com");
    const { jar } = await signIn("wendy@example.com");
    const tryCode = (code: string, browser = jar) =>
      settle(
        twoFactorSignInAction(
          post("/login/two-factor", { code }, browser),
          context(),
        ),
      );
    const first = await tryCode("123456");
    expect(first.status).toBe(400);
    expect(first.body?.fieldErrors).toEqual({
      code: expect.stringContaining("That code is not right"),
    });
    // What was typed is not sent back.
    expect(first.body?.values).toEqual({});
    for (let i = 0; i < 4; i++) await tryCode("123456");
    const sixth = await tryCode(codeFor(member.key));
    expect(sixth.status).toBe(400);
    expect(sixth.body).toMatchObject({
      invalidToken: true,
      fieldErrors: {},
      toast: {
        description:
          "Too many wrong codes for this sign-in. Please sign in again with your password.",
      },
    });

    // Five more on a new sign-in make ten in a row: the codes are locked.
    const second = await signIn("wendy@example.com");
    for (let i = 0; i < 5; i++) await tryCode("654321", second.jar);
    const third = await signIn("wendy@example.com");
    const locked = await tryCode(codeFor(member.key), third.jar);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      invalidToken: true,
      toast: { description: expect.stringContaining("wait 15 minutes") },
    });
  });

  it("leaves customers' sign-in as it was: no second step", async () => {
    await createOrUpdateAccount(services, {
      email: "plain@example.com",
      name: "Plain",
      password: PASSWORD,
      role: "customer",
    });
    const { answer, jar } = await signIn("plain@example.com");
    expect(answer.location).toBe("/dashboard");
    expect(jar.has(SESSION)).toBe(true);
    expect(jar.has(CHALLENGE)).toBe(false);
  });

  it("logs the second step with the account hashed, never the code", async () => {
    const member = await staffMember("logan@example.com");
    const { jar } = await signIn("logan@example.com");
    const code = codeFor(member.key);
    await settle(
      twoFactorSignInAction(
        post("/login/two-factor", { code }, jar),
        context(),
      ),
    );
    const events = logLines.map((line) => line.event);
    expect(events).toContain("auth.two_factor.enrolled");
    expect(events).toContain("auth.sign_in.code_required");
    expect(events).toContain("auth.two_factor.succeeded");
    const text = JSON.stringify(logLines);
    expect(text).not.toContain("logan@example.com");
    expect(text).not.toContain(member.key.replace(/\s/g, ""));
  });
});

describe("a staff session is one that passed its code", () => {
  const sessionsOf = async (userId: string) =>
    database.db
      .selectFrom("session")
      .select(["id", "twoFactorVerified"])
      .where("userId", "=", userId)
      .execute();

  it("never lets a password-only session into the back office, before or after the account enrols from another browser", async () => {
    await createOrUpdateAccount(services, {
      email: "two-browsers@example.com",
      name: "Tess",
      password: PASSWORD,
      role: "staff",
    });
    // Browser A: the password alone. Only the enrolment page opens.
    const browserA = (await signIn("two-browsers@example.com")).jar;
    const before = await requireStaffAt("/admin/claims", browserA);
    expect(before.status).toBe(302);
    expect(before.location).toBe("/admin/two-factor");

    // Browser B: the password, then the enrolment.
    const browserB = (await signIn("two-browsers@example.com")).jar;
    const { key } = await startEnrolment(browserB);
    const confirmed = await settle(
      enrolmentAction(
        post(
          "/admin/two-factor",
          { intent: "confirm", code: codeFor(key) },
          browserB,
        ),
        context(),
      ),
    );
    expect(confirmed.status).toBe(200);
    browserB.apply(confirmed.cookies);
    expect((await requireStaffAt("/admin/claims", browserB)).status).toBe(200);

    // Enrolment ended every other session: A's is gone...
    const id = (await userRow("two-browsers@example.com")).id;
    expect(
      (await sessionsOf(id)).map((s) => Boolean(s.twoFactorVerified)),
    ).toEqual([true]);
    const after = await requireStaffAt("/admin/claims", browserA);
    expect(after.status).toBe(302);
    expect(after.location).toBe("/login?redirectTo=%2Fadmin%2Fclaims");
    expect(
      (
        await settle(
          enrolmentLoader(get("/admin/two-factor", browserA), context()),
        )
      ).location,
    ).toBe("/login?redirectTo=%2Fadmin%2Ftwo-factor");
  });

  it("ends an enrolled account's session that never passed a code, and clears its cookie", async () => {
    const member = await staffMember("unmarked@example.com");
    // A session made some other way than by a code (here: by hand) is not a staff session.
    await database.db
      .updateTable("session")
      .set({ twoFactorVerified: false })
      .where("userId", "=", member.id)
      .execute();
    const ended = await requireStaffAt("/admin", member.jar);
    expect(ended.status).toBe(302);
    expect(ended.location).toBe("/login?redirectTo=%2Fadmin");
    expect(ended.cookies.some((c) => c.startsWith(`${SESSION}=;`))).toBe(true);
    expect(await sessionsOf(member.id)).toEqual([]);
  });

  it("marks the session a sign-in's code (or backup code) starts, and no other", async () => {
    const member = await staffMember("marked@example.com");
    expect(
      (await sessionsOf(member.id)).map((s) => Boolean(s.twoFactorVerified)),
    ).toEqual([true]);
    const { jar } = await signIn("marked@example.com");
    const signedIn = await settle(
      twoFactorSignInAction(
        post("/login/two-factor", { code: member.backupCodes[0]! }, jar),
        context(),
      ),
    );
    expect(signedIn.status).toBe(302);
    jar.apply(signedIn.cookies);
    expect((await requireStaffAt("/admin", jar)).status).toBe(200);
    expect(
      (await sessionsOf(member.id)).every((s) => Boolean(s.twoFactorVerified)),
    ).toBe(true);
  });

  it("ends every session of an account whose role changes, or that is disabled, or whose password is reset", async () => {
    const admin = await staffMember("ender@example.com", "admin");
    const act = (fields: Record<string, string>) =>
      settle(
        staffAccountsAction(post("/admin/staff", fields, admin.jar), context()),
      );
    for (const [intent, extra] of [
      ["change-role", { role: "admin" }],
      ["disable", {}],
    ] as const) {
      const target = await staffMember(`ended-${intent}@example.com`);
      const second = await signIn(`ended-${intent}@example.com`);
      expect(second.jar.has(CHALLENGE)).toBe(true);
      expect(await sessionsOf(target.id)).toHaveLength(1);
      const answer = await act({ intent, userId: target.id, ...extra });
      expect(answer.body, intent).toMatchObject({ ok: true });
      expect(await sessionsOf(target.id), intent).toEqual([]);
      expect((await requireStaffAt("/admin", target.jar)).status).toBe(302);
    }
    // admin:create changing a role ends them too.
    const viaCommand = await staffMember("ended-command@example.com");
    await createOrUpdateAccount(services, {
      email: "ended-command@example.com",
      name: "x",
      password: PASSWORD,
      role: "admin",
    });
    expect(await sessionsOf(viaCommand.id)).toEqual([]);

    // The one way to change a password is the reset link: every session ends.
    const resetting = await staffMember("ended-reset@example.com");
    await settle(
      resetPasswordAction(
        post("/reset-password", {
          token: await resetTokenFor("ended-reset@example.com"),
          password: "a-new-staff-password-9",
          confirmPassword: "a-new-staff-password-9",
        }),
        context(),
      ),
    );
    expect(await sessionsOf(resetting.id)).toEqual([]);
  });
});

describe("session lifetimes", () => {
  async function age(
    userId: string,
    times: { createdAt?: number; updatedAt?: number },
  ) {
    await database.db
      .updateTable("session")
      .set({
        ...(times.createdAt !== undefined
          ? { createdAt: new Date(times.createdAt).toISOString() }
          : {}),
        ...(times.updatedAt !== undefined
          ? { updatedAt: new Date(times.updatedAt).toISOString() }
          : {}),
      })
      .where("userId", "=", userId)
      .execute();
  }
  const sessionsOf = (userId: string) =>
    database.db
      .selectFrom("session")
      .select(["id", "updatedAt"])
      .where("userId", "=", userId)
      .execute();
  const clears = (answer: Answer) =>
    answer.cookies.some((c) => c.startsWith(`${SESSION}=;`));

  it("end a staff session after 30 minutes without use, on staff and customer pages alike, clearing the cookie", async () => {
    const member = await staffMember("idle@example.com");
    const now = Date.now();
    await age(member.id, { updatedAt: now - 29 * 60_000 });
    expect((await requireStaffAt("/admin", member.jar)).status).toBe(200);
    // That use was recorded: the idle time starts again.
    const [row] = await sessionsOf(member.id);
    expect(new Date(row!.updatedAt).getTime()).toBeGreaterThan(now - 60_000);

    await age(member.id, { updatedAt: now - 31 * 60_000 });
    // A customer page does not keep it alive either.
    const ended = await settle(
      requireUser(get("/dashboard", member.jar), context()),
    );
    expect(ended.status).toBe(302);
    expect(ended.location).toBe("/login?redirectTo=%2Fdashboard");
    expect(clears(ended)).toBe(true);
    expect(await sessionsOf(member.id)).toEqual([]);
    expect(sessionLimits.staff.idleMs).toBe(30 * 60_000);
  });

  it("end a staff session 12 hours after sign-in, however busy", async () => {
    const member = await staffMember("long-day@example.com");
    const now = Date.now();
    await age(member.id, {
      createdAt: now - 12 * 3600_000 + 60_000,
      updatedAt: now,
    });
    expect((await requireStaffAt("/admin", member.jar)).status).toBe(200);
    await age(member.id, {
      createdAt: now - 12 * 3600_000 - 60_000,
      updatedAt: now,
    });
    const ended = await requireStaffAt("/admin/audit?page=2", member.jar);
    expect(ended.status).toBe(302);
    expect(ended.location).toBe(
      "/login?redirectTo=%2Fadmin%2Faudit%3Fpage%3D2",
    );
    expect(clears(ended)).toBe(true);
    const expired = logLines.filter(
      (line) => line.event === "auth.session.expired",
    );
    expect(expired.map((line) => line.reason)).toEqual(
      expect.arrayContaining(["idle", "absolute"]),
    );
  });

  it("keep a customer's 24 hours idle and 7 days, and clear the cookie when the week is over", async () => {
    await createOrUpdateAccount(services, {
      email: "weekly@example.com",
      name: "Weekly",
      password: PASSWORD,
      role: "customer",
    });
    const { jar } = await signIn("weekly@example.com");
    const { id } = await userRow("weekly@example.com");
    const now = Date.now();
    // Two hours without use is nothing for a customer.
    await age(id, { updatedAt: now - 2 * 3600_000 });
    expect(
      (await settle(requireUser(get("/dashboard", jar), context()))).status,
    ).toBe(200);
    await age(id, { createdAt: now - 7 * 24 * 3600_000 - 60_000 });
    const ended = await settle(requireUser(get("/dashboard", jar), context()));
    expect(ended.status).toBe(302);
    expect(clears(ended)).toBe(true);
  });
});

describe("the staff page", () => {
  let admin: Awaited<ReturnType<typeof staffMember>>;
  const adminIp = "203.0.113.9";

  beforeAll(async () => {
    admin = await staffMember("ada-admin@example.com", "admin");
  });

  const act = (fields: Record<string, string>, jar = admin.jar) =>
    settle(
      staffAccountsAction(post("/admin/staff", fields, jar), context(adminIp)),
    );

  async function auditOf(userId: string) {
    return database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("subject_id", "=", userId)
      .orderBy("created_at")
      .execute();
  }

  it("lists staff and admin accounts with role, authenticator app and status", async () => {
    const page = await settle(
      staffAccountsLoader(get("/admin/staff", admin.jar), context()),
    );
    const accounts = page.body!.accounts as Array<Record<string, unknown>>;
    expect(accounts).toContainEqual(
      expect.objectContaining({
        email: "ada-admin@example.com",
        role: "admin",
        twoFactorEnabled: true,
        disabled: false,
      }),
    );
    expect(accounts.map((a) => a.email)).not.toContain("carol@example.com");
    expect(page.body!.me).toBe(admin.id);
  });

  it("invites a member of staff: a confirmed account without a password, and an email whose link sets it", async () => {
    const answer = await act({
      intent: "invite",
      name: "Ivy Invited",
      email: "Ivy@Example.com",
      role: "staff",
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ok: true,
      form: "invite",
      toast: { title: "Invitation Sent" },
    });
    const ivy = await userRow("ivy@example.com");
    expect(ivy).toMatchObject({ role: "staff", name: "Ivy Invited" });
    expect(Boolean(ivy.emailVerified)).toBe(true);
    const accounts = await database.db
      .selectFrom("account")
      .select("id")
      .where("userId", "=", ivy.id)
      .execute();
    expect(accounts).toEqual([]);

    await base.outbox.drain();
    const mail = smtp.received.findLast((m) =>
      m.envelope.to.includes("ivy@example.com"),
    );
    expect(mail).toBeDefined();
    const { text, headers } = parseMail(mail!.raw);
    expect(headers.get("subject")).toContain("back office account");
    const link = /http:\/\/localhost:3000\/reset-password#token=([\w-]+)/.exec(
      text,
    );
    expect(link, text).not.toBeNull();
    const reset = await settle(
      resetPasswordAction(
        post("/reset-password", {
          token: link![1]!,
          password: "ivy-password-1",
          confirmPassword: "ivy-password-1",
        }),
        context(),
      ),
    );
    expect(reset.location).toBe("/login");
    const signedIn = await signIn("ivy@example.com", "ivy-password-1");
    expect(signedIn.answer.location).toBe("/admin");
    expect((await requireStaffAt("/admin", signedIn.jar)).location).toBe(
      "/admin/two-factor",
    );

    const [row] = await auditOf(ivy.id);
    expect(row).toMatchObject({
      actor: admin.id,
      action: auditActions.staffInvited,
      subject_type: "user",
    });
    expect(JSON.parse(row!.details!)).toEqual({ role: "staff" });
    expect(row!.client_hash).toMatch(/^[\w-]{16,}$/);
    expect(row!.client_hash).not.toContain("203.0.113");

    const again = await act({
      intent: "invite",
      name: "Ivy",
      email: "ivy@example.com",
      role: "admin",
    });
    expect(again.status).toBe(400);
    expect(again.body?.fieldErrors).toEqual({
      email: expect.stringContaining("already exists"),
    });
  });

  it("changes a role, disables (sessions end, sign-in refused), enables and signs out everywhere, each audited", async () => {
    const member = await staffMember("dora@example.com");
    const changed = await act({
      intent: "change-role",
      userId: member.id,
      role: "admin",
    });
    expect(changed.body).toMatchObject({
      ok: true,
      form: `change-role:${member.id}`,
      toast: { title: "Role Changed" },
    });
    expect((await userRow("dora@example.com")).role).toBe("admin");

    const disabled = await act({ intent: "disable", userId: member.id });
    expect(disabled.body).toMatchObject({
      ok: true,
      toast: { title: "Account Disabled" },
    });
    expect(Boolean((await userRow("dora@example.com")).banned)).toBe(true);
    expect((await requireStaffAt("/admin", member.jar)).status).toBe(302);
    const refused = await signIn("dora@example.com");
    expect(refused.answer.status).toBe(400);
    expect(refused.answer.body?.toast).toMatchObject({
      description: expect.stringContaining("This account is disabled"),
    });

    const enabled = await act({ intent: "enable", userId: member.id });
    expect(enabled.body).toMatchObject({
      ok: true,
      toast: { title: "Account Enabled" },
    });
    const back = await signIn("dora@example.com");
    expect(back.answer.location).toBe("/login/two-factor?redirectTo=%2Fadmin");
    const session = await settle(
      twoFactorSignInAction(
        post("/login/two-factor", { code: codeFor(member.key) }, back.jar),
        context(),
      ),
    );
    back.jar.apply(session.cookies);
    expect((await requireStaffAt("/admin", back.jar)).status).toBe(200);

    const out = await act({ intent: "sign-out-everywhere", userId: member.id });
    expect(out.body).toMatchObject({
      ok: true,
      toast: { title: "Signed Out Everywhere" },
    });
    expect((await requireStaffAt("/admin", back.jar)).status).toBe(302);

    // The account's changes (its sign-ins are audited too: see below).
    const rows = (await auditOf(member.id)).filter((row) =>
      row.action.startsWith("staff."),
    );
    expect(rows.map((row) => row.action)).toEqual([
      "staff.created",
      "staff.role_changed",
      "staff.disabled",
      "staff.enabled",
      "staff.signed_out_everywhere",
    ]);
    expect(rows.slice(1).every((row) => row.actor === admin.id)).toBe(true);
    expect(JSON.parse(rows[1]!.details!)).toEqual({
      from: "staff",
      to: "admin",
    });
  });

  it("never lets the last admin be demoted or disabled, nor an admin disable itself", async () => {
    // Every other admin made by these tests steps down first.
    const others = await database.db
      .selectFrom("user")
      .select("id")
      .where("role", "=", "admin")
      .where("id", "!=", admin.id)
      .execute();
    for (const other of others)
      await database.db
        .updateTable("user")
        .set({ role: "staff" })
        .where("id", "=", other.id)
        .execute();

    const demoted = await act({
      intent: "change-role",
      userId: admin.id,
      role: "staff",
    });
    expect(demoted.status).toBe(400);
    expect(demoted.body?.toast).toMatchObject({
      description:
        "This is the only active admin account. Make someone else an admin first.",
    });
    const self = await act({ intent: "disable", userId: admin.id });
    expect(self.status).toBe(400);
    expect(self.body?.toast).toMatchObject({
      description: "You cannot disable your own account.",
    });
    expect((await userRow("ada-admin@example.com")).role).toBe("admin");

    // With a second admin, the first may step down.
    const second = await staffMember("second-admin@example.com", "admin");
    const stepDown = await act({
      intent: "change-role",
      userId: admin.id,
      role: "staff",
    });
    expect(stepDown.body).toMatchObject({ ok: true });
    // ...and the page is no longer theirs: a role change ends every session
    // of the account, their own too, so they sign in again as staff.
    const afterStepDown = await settle(
      staffAccountsLoader(get("/admin/staff", admin.jar), context()),
    );
    expect(afterStepDown.status).toBe(302);
    expect(afterStepDown.location).toBe("/login?redirectTo=%2Fadmin%2Fstaff");
    const asStaff = await signIn("ada-admin@example.com");
    expect(asStaff.answer.location).toBe(
      "/login/two-factor?redirectTo=%2Fadmin",
    );
    // The second, now the last admin, cannot be disabled by anyone.
    await database.db
      .updateTable("user")
      .set({ role: "admin" })
      .where("id", "=", admin.id)
      .execute();
    await database.db
      .updateTable("user")
      .set({ banned: true })
      .where("id", "=", admin.id)
      .execute();
    const lastOne = await act(
      { intent: "change-role", userId: second.id, role: "customer" },
      second.jar,
    );
    expect(lastOne.status).toBe(400);
    await database.db
      .updateTable("user")
      .set({ banned: false })
      .where("id", "=", admin.id)
      .execute();
  });

  it("refuses staff members (403) and changes nothing", async () => {
    const member = await signedInStaff(services, {
      email: "plain-staff@example.com",
    });
    const answer = await settle(
      staffAccountsAction(
        new Request(`${APP}/admin/staff`, {
          method: "POST",
          body: new URLSearchParams({ intent: "disable", userId: admin.id }),
          headers: { cookie: member.cookie },
        }),
        context(),
      ),
    );
    expect(answer.status).toBe(403);
    expect(Boolean((await userRow("ada-admin@example.com")).banned)).toBe(
      false,
    );
  });
});

describe("the audit log", () => {
  it("reads newest first, filtered by action, actor and dates, a page at a time", async () => {
    const actor = "audit-actor";
    for (let i = 0; i < 7; i++) {
      // Each a moment after the one before: the order is by time.
      await new Promise((resolve) => setTimeout(resolve, 3));
      await recordAudit(database.db, base.secrets.authSecret, {
        actor,
        action: i % 2 ? auditActions.noteAdded : auditActions.statusChanged,
        subjectType: "claim",
        subjectId: `claim-${i}`,
        details: { n: i },
        clientIp: "192.0.2.1",
      });
    }
    const page1 = await readAuditLog(services, { actor, page: 1 }, 3);
    expect(page1.total).toBe(7);
    expect(page1.pages).toBe(3);
    expect(page1.entries.map((e) => e.subjectId)).toEqual([
      "claim-6",
      "claim-5",
      "claim-4",
    ]);
    const page3 = await readAuditLog(services, { actor, page: 3 }, 3);
    expect(page3.entries.map((e) => e.subjectId)).toEqual(["claim-0"]);
    const notes = await readAuditLog(
      services,
      { actor, action: auditActions.noteAdded, page: 1 },
      10,
    );
    expect(notes.total).toBe(3);
    // The filter's days are Eastern, like the inboxes'.
    const today = new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/New_York",
    }).format(new Date());
    const dated = await readAuditLog(
      services,
      { actor, from: today, to: today, page: 1 },
      10,
    );
    expect(dated.total).toBe(7);
    const before = await readAuditLog(
      services,
      { actor, to: "2020-01-01", page: 1 },
      10,
    );
    expect(before.total).toBe(0);

    const { filter, invalid } = parseAuditFilter(
      new URLSearchParams({
        action: "no.such",
        from: "yesterday",
        to: today,
        page: "-2",
      }),
    );
    expect(filter).toEqual({ to: today, page: 1 });
    expect(invalid).toEqual(["from"]);

    const actors = await auditActors(services);
    expect(actors.map((a) => a.id)).toContain("system");
    expect(actors.at(-1)!.id).toBe("system");
  });

  it("names every action the log can hold", () => {
    for (const action of Object.values(auditActions))
      expect(auditActionLabels[action], action).toBeTruthy();
  });
});

describe("round-robin on the staff page", () => {
  it("is an admin's to set (a member of staff is refused), audited; disabling an account releases its open records", async () => {
    const admin = await staffMember("rr-admin@example.com", "admin");
    const member = await staffMember("rr-member@example.com");
    const act = (fields: Record<string, string>, jar: Jar) =>
      settle(staffAccountsAction(post("/admin/staff", fields, jar), context()));
    const fields = {
      intent: "round-robin",
      inbox: "claim",
      enabled: "on",
      cap: "5",
      members: member.id,
    };
    const settings = () =>
      database.db
        .selectFrom("round_robin_inboxes")
        .select(["inbox", "enabled", "cap"])
        .execute();

    expect((await act(fields, member.jar)).status).toBe(403);
    expect(await settings()).toEqual([]);

    const refused = await act({ ...fields, cap: "0" }, admin.jar);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      form: "round-robin:claim",
      fieldErrors: { cap: expect.any(String) },
    });

    const saved = await act(fields, admin.jar);
    expect(saved.body).toMatchObject({ ok: true, form: "round-robin:claim" });
    expect(await settings()).toMatchObject([{ inbox: "claim", cap: 5 }]);
    expect(Boolean((await settings())[0]!.enabled)).toBe(true);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["actor", "subject_id"])
      .where("action", "=", auditActions.roundRobinChanged)
      .execute();
    expect(audit).toEqual([{ actor: admin.id, subject_id: "claim" }]);

    const open = await insertClaim(database.db, { assignee_id: member.id });
    const disabled = await act(
      { intent: "disable", userId: member.id },
      admin.jar,
    );
    expect(disabled.body).toMatchObject({ ok: true });
    const row = await database.db
      .selectFrom("claims")
      .select("assignee_id")
      .where("id", "=", open.id)
      .executeTakeFirstOrThrow();
    expect(row.assignee_id).toBeNull();
  });
});

describe("sign-ins in the audit log", () => {
  /** The audit rows of sign-ins and set-ups about this account (or none), oldest first. */
  const signInRows = async (userId: string | null) =>
    (
      await database.db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "in", [
          auditActions.signedIn,
          auditActions.signInFailed,
          auditActions.twoFactorEnrolled,
        ])
        .where((eb) =>
          userId === null
            ? eb("subject_id", "is", null)
            : eb("subject_id", "=", userId),
        )
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    ).map((row) => ({
      actor: row.actor,
      action: row.action,
      details: JSON.parse(row.details ?? "null") as unknown,
      hashed: row.client_hash !== null,
    }));

  it("keeps a staff member's set-up, sign-in with a code and with a backup code typed in small letters, and each refusal, never the password or a code", async () => {
    const member = await staffMember("audrey@example.com");
    // A wrong password, a wrong code, then the right code.
    await signIn("audrey@example.com", "not-the-password");
    const { jar } = await signIn("audrey@example.com");
    await settle(
      twoFactorSignInAction(
        post("/login/two-factor", { code: "000000" }, jar),
        context(),
      ),
    );
    const signedIn = await settle(
      twoFactorSignInAction(
        post("/login/two-factor", { code: codeFor(member.key) }, jar),
        context(),
      ),
    );
    expect(signedIn.location).toBe("/admin");
    // A backup code in small letters and without its dash is still the code.
    const backup = member.backupCodes[0]!;
    const again = await signIn("audrey@example.com");
    const byBackup = await settle(
      twoFactorSignInAction(
        post(
          "/login/two-factor",
          { code: backup.replace("-", "").toLowerCase() },
          again.jar,
        ),
        context(),
      ),
    );
    expect(byBackup.location).toBe("/admin");

    expect(await signInRows(member.id)).toEqual([
      // The password-only sign-in that led to the set-up, then the set-up.
      {
        actor: member.id,
        action: auditActions.signedIn,
        details: { method: "password" },
        hashed: true,
      },
      {
        actor: member.id,
        action: auditActions.twoFactorEnrolled,
        details: null,
        hashed: true,
      },
      {
        actor: "anonymous",
        action: auditActions.signInFailed,
        details: {
          step: "password",
          reason: "invalid_email_or_password",
        },
        hashed: true,
      },
      {
        actor: "anonymous",
        action: auditActions.signInFailed,
        details: { step: "code", reason: "invalid_code" },
        hashed: true,
      },
      {
        actor: member.id,
        action: auditActions.signedIn,
        details: { method: "totp" },
        hashed: true,
      },
      {
        actor: member.id,
        action: auditActions.signedIn,
        details: { method: "backup_code" },
        hashed: true,
      },
    ]);
    const stored = JSON.stringify(
      await database.db.selectFrom("audit_log").selectAll().execute(),
    );
    expect(stored).not.toContain("not-the-password");
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(backup);
    expect(stored).not.toContain("audrey@example.com");

    // In words on the audit page: the account named, what happened said.
    const log = await readAuditLog(
      services,
      { action: auditActions.signInFailed, page: 1 },
      50,
    );
    const mine = log.entries.filter((entry) => entry.subjectId === member.id);
    expect(
      mine.map((entry) => [entry.subject.label, entry.description]),
    ).toEqual([
      [
        "Account of audrey <audrey@example.com>",
        "Sign-in refused: the authenticator or backup code was wrong.",
      ],
      [
        "Account of audrey <audrey@example.com>",
        "Sign-in refused: the email address or password was wrong.",
      ],
    ]);
  });

  it("keeps a refusal for an address with no account without the address, and nothing of customers", async () => {
    const before = (await signInRows(null)).length;
    await signIn("nobody-here@example.com", "whatever-1");
    const rows = await signInRows(null);
    expect(rows.slice(before)).toEqual([
      {
        actor: "anonymous",
        action: auditActions.signInFailed,
        details: {
          step: "password",
          account: "none",
          reason: "invalid_email_or_password",
        },
        hashed: true,
      },
    ]);
    expect(
      JSON.stringify(
        await database.db.selectFrom("audit_log").selectAll().execute(),
      ),
    ).not.toContain("nobody-here");

    await createOrUpdateAccount(services, {
      email: "carla@example.com",
      name: "Carla",
      password: PASSWORD,
      role: "customer",
    });
    const carla = (await userRow("carla@example.com")).id;
    await signIn("carla@example.com", "wrong-password-1");
    await signIn("carla@example.com");
    expect(await signInRows(carla)).toEqual([]);
  });
});
