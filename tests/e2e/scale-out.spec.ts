import { randomBytes } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import { openDatabase, type Database } from "#server/db/database.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { postgresAnswers, testPostgresUrl } from "../helpers/postgres";
import { startS3Server, type TestS3Server } from "../helpers/s3-server";
import { parseMail, type TestSmtpServer } from "../helpers/smtp-server";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import {
  expect as baseExpect,
  logLines,
  runAdminCreate,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import {
  downloadOf,
  authenticatorKeyOf,
  revealSensitive,
  signInAsStaff,
  signInAt,
  totpCode,
} from "./helpers/staff";
import { fillValidForm, png, submit } from "./helpers/verification";

// Two server processes, A and B, as two instances behind a load balancer:
// one PostgreSQL schema, one S3 store (s3rver in this process), one SMTP
// server (in this process), the same AUTH_SECRET and DATA_ENCRYPTION_KEY.
// Whatever one process does, the other must see; nothing may live in one
// process's memory. Needs PostgreSQL on 127.0.0.1:5432 (TEST_DATABASE_URL
// overrides), and skips without it.
test.describe.configure({ mode: "serial" });
const expect = baseExpect.configure({ timeout: 20_000 });
test.use({
  ownServerOptions: {
    smtp: true,
    postgres: "scale_out",
    // One load balancer in front: its X-Forwarded-For names the client.
    env: { TRUST_PROXY: "1", LOG_LEVEL: "info" },
  },
});

const RUN = randomBytes(4).toString("hex");
const PASSWORD = "harbor-scale-out-4417-tide";
const CUSTOMER = {
  email: `carl.${RUN}@example.com`,
  name: "Carl Customer",
  password: PASSWORD,
};
const STAFF = {
  email: `sam.${RUN}@harborline.test`,
  name: "Sam Staff",
  password: PASSWORD,
};

let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let smtp: TestSmtpServer | undefined;
let s3: TestS3Server | undefined;
let database: Database | undefined;
/** What both processes (and admin:create) run with; its DATA_DIR is admin:create's and this test's own. */
let sharedEnv: Record<string, string> = {};

/** `npm run admin:create` as an operator runs it: the servers' environment, its own DATA_DIR. */
async function adminCreate(
  account: { email: string; name: string; password: string },
  role: "admin" | "staff" | "customer",
): Promise<string> {
  const made = await runAdminCreate(
    sharedEnv,
    "--email",
    account.email,
    "--password",
    account.password,
    "--name",
    account.name,
    "--role",
    role,
  );
  if (made.code !== 0)
    throw new Error(`admin:create exited ${made.code}: ${made.output}`);
  return made.output;
}

test.beforeAll(async () => {
  test.skip(
    !(await postgresAnswers()),
    `PostgreSQL does not answer at ${testPostgresUrl}`,
  );
});

test.beforeAll(async ({ ownEnv, ownSmtp, startOwnServer }) => {
  test.setTimeout(90_000);
  smtp = ownSmtp;
  s3 = await startS3Server("harborline-scale-out");
  sharedEnv = { ...ownEnv, ...s3.env };

  // Started together on an empty schema: both run the migrations at once,
  // each with a DATA_DIR of its own.
  [a, b] = await Promise.all(
    [1, 2].map(() => startOwnServer({ env: s3!.env, freshDataDir: true })),
  );
  database = openDatabase({
    databaseUrl: sharedEnv.DATABASE_URL,
    dataDir: ownEnv.DATA_DIR!,
  });
  await Promise.all([
    adminCreate(CUSTOMER, "customer"),
    adminCreate(STAFF, "staff"),
  ]);
});

test.afterAll(async () => {
  await database?.close();
  await s3?.close();
});

const serverA = () => a!;
const serverB = () => b!;
const db = () => database!.db;

/** A plain form post as a load balancer would pass it on: the client in X-Forwarded-For. */
function postForm(
  url: string,
  fields: Record<string, string>,
  client: string,
  cookie?: string,
): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return fetch(url, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "x-forwarded-for": client, ...(cookie ? { cookie } : {}) },
  });
}

const cookieOf = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

test("both processes migrated one schema at start: one applied the migrations, the other found them done", () => {
  const applied = [serverA(), serverB()].map(
    (server) =>
      logLines(server).filter(
        (line) => line.msg === "applied database migrations",
      ).length,
  );
  expect(applied.sort()).toEqual([0, 1]);
});

test("a session made on A is valid on B, and signing out on B ends it on A", async () => {
  const signedIn = await postForm(
    `${serverA().url}/login`,
    { intent: "sign-in", email: CUSTOMER.email, password: PASSWORD },
    "203.0.113.20",
  );
  expect(signedIn.status).toBe(302);
  expect(signedIn.headers.get("location")).toBe("/dashboard");
  const cookie = cookieOf(signedIn);
  expect(cookie).toContain("session_token=");

  const dashboard = await fetch(`${serverB().url}/dashboard`, {
    headers: { cookie },
    redirect: "manual",
  });
  expect(dashboard.status).toBe(200);
  expect(await dashboard.text()).toContain(CUSTOMER.name);

  const anonymous = await fetch(`${serverB().url}/dashboard`, {
    redirect: "manual",
  });
  expect(anonymous.status).toBe(302);

  const signedOut = await postForm(
    `${serverB().url}/dashboard`,
    { intent: "sign-out" },
    "203.0.113.20",
    cookie,
  );
  expect([302, 303]).toContain(signedOut.status);
  const afterwards = await fetch(`${serverA().url}/dashboard`, {
    headers: { cookie },
    redirect: "manual",
  });
  expect(afterwards.status).toBe(302);
});

test("sign-in throttling and the contact form's limit count posts to A and B together", async () => {
  // Four wrong passwords from one client, alternating: free; the fifth waits.
  const signIn = (server: ServerProcess) =>
    postForm(
      `${server.url}/login`,
      { intent: "sign-in", email: CUSTOMER.email, password: "wrong-password" },
      "203.0.113.30",
    ).then((answer) => answer.status);
  const servers = [serverA(), serverB()];
  for (let i = 0; i < 4; i++) expect(await signIn(servers[i % 2]!)).toBe(400);
  expect(await signIn(serverA())).toBe(429);
  expect(await signIn(serverB())).toBe(429);

  // The contact form takes five posts per client in ten minutes.
  const contact = (server: ServerProcess, i: number) =>
    postForm(
      `${server.url}/api/forms/contact`,
      {
        fullName: "Grace Hopper",
        email: "grace@example.com",
        message: `Scale-out message number ${i} of run ${RUN}.`,
      },
      "203.0.113.31",
    ).then((answer) => answer.status);
  for (let i = 0; i < 5; i++)
    expect(await contact(servers[i % 2]!, i)).toBe(200);
  expect(await contact(serverB(), 5)).toBe(429);
  expect(await contact(serverA(), 6)).toBe(429);
});

test("with both outbox workers running, each of 200 queued emails is delivered exactly once", async () => {
  test.setTimeout(90_000);
  const prefix = `Scale-out ${RUN} #`;
  // The servers' key: they open what this test seals.
  const dataKey = Buffer.from(sharedEnv.DATA_ENCRYPTION_KEY!, "base64");
  await db()
    .transaction()
    .execute(async (trx) => {
      for (let i = 0; i < 200; i++)
        await enqueueMail(trx, dataKey, {
          kind: "test.scale-out",
          to: `reader.${i}@example.com`,
          subject: `${prefix}${i}`,
          text: `Message ${i}`,
        });
    });
  const delivered = () =>
    smtp!.received
      .map((mail) => parseMail(mail.raw).headers.get("subject") ?? "")
      .filter((subject) => subject.startsWith(prefix));
  await expect
    .poll(() => delivered().length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(200);
  // Long enough for a second, duplicate delivery to show up if there were one.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const subjects = delivered();
  expect(subjects).toHaveLength(200);
  expect(new Set(subjects).size).toBe(200);
  const rows = await db()
    .selectFrom("outbox")
    .select(["status", "attempts"])
    .where("kind", "=", "test.scale-out")
    .execute();
  expect(rows).toHaveLength(200);
  expect(rows.every((row) => row.status === "sent")).toBe(true);
  expect(rows.every((row) => row.attempts === 1)).toBe(true);
});

test("a verification submitted through A is read, revealed and downloaded by staff through B; a claim moved on A reads the same on B", async ({
  page,
  browser,
}) => {
  let reference = "";
  await test.step("a verification is submitted on A with two licence images", async () => {
    await actAsNewClient(page);
    await page.goto(`${serverA().url}/verification`);
    await waitForHydration(page);
    await fillValidForm(page, { email: `katherine.${RUN}@example.com` });
    await submit(page);
    const shown = page.getByText(/^VER-\d{6}$/);
    await expect(shown).toBeVisible();
    reference = (await shown.textContent())!;
    // The images went to the shared store, not to A's disk.
    const storage = path.join(serverA().dataDir, "storage");
    expect(existsSync(storage) ? readdirSync(storage) : []).toEqual([]);
  });

  await test.step("staff sign in on B, find it, reveal the SSN and download the front image", async () => {
    await signInAsStaff(page, serverB().url, STAFF);
    await page.goto(
      `${serverB().url}/admin/verifications?q=${reference.toLowerCase()}`,
    );
    await page
      .getByRole("table", { name: "Verifications, newest first" })
      .getByRole("link", { name: reference })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Katherine Johnson" }),
    ).toBeVisible();
    const sensitive = page.getByRole("region", {
      name: "Sensitive information",
    });
    await expect(sensitive).toContainText("•••-••-6789");
    await revealSensitive(sensitive, "Social Security Number");
    await expect(sensitive).toContainText("123-45-6789");
    await revealSensitive(sensitive, "Bank name");
    await expect(sensitive).toContainText("Great Lakes Credit Union");
    const file = await downloadOf(page, () =>
      page
        .getByRole("link", { name: "Download Driver's licence (front)" })
        .click(),
    );
    expect(file.name).toBe(`${reference}-licence-front.png`);
    expect(file.bytes.equals(png)).toBe(true);
    expect(new URL(page.url()).port).toBe(new URL(serverB().url).port);
  });

  const claimId = crypto.randomUUID();
  const claimReference = `CL${String(Date.now()).slice(-6)}`;
  await db()
    .insertInto("claims")
    .values({
      id: claimId,
      created_at: new Date().toISOString(),
      reference: claimReference,
      claim_type: "home",
      policy_number: "HL-7654321",
      incident_date: "2026-01-10",
      description: "Hail broke two skylights.",
      claimant_name: "Dorothy Vaughan",
      claimant_email: `dorothy.${RUN}@example.com`,
      claimant_phone: null,
      status: "submitted",
    })
    .execute();

  await test.step("the same staff session moves the claim to In review on A", async () => {
    // Cookies do not tell ports apart: B's session cookie goes to A too.
    await page.goto(`${serverA().url}/admin/claims/${claimId}`);
    await waitForHydration(page);
    const status = page.getByRole("region", { name: "Status" });
    await status.getByLabel("New status").selectOption({ label: "In review" });
    await status.getByRole("button", { name: "Change status" }).click();
    await expect(status).toContainText("Current status: In review");
  });

  await test.step("the claimant checks the claim on B and reads In review", async () => {
    const context = await browser.newContext();
    const claimant = await context.newPage();
    await actAsNewClient(claimant);
    await claimant.goto(`${serverB().url}/file-a-claim#check-a-claim`);
    await waitForHydration(claimant);
    const check = claimant.locator("#check-a-claim");
    await check.getByLabel("Claim reference").fill(claimReference);
    await check.getByLabel("Policy number").fill("HL-7654321");
    await check.getByRole("button", { name: "Check claim" }).click();
    await expect(check).toContainText("In review");
    await context.close();
  });
});

test("a staff sign-in started with the password on A is finished with the code on B", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, serverA().url, STAFF, "/admin");
  expect(page.url()).toMatch(/\/login\/two-factor/);
  // The pending sign-in lives in the database and a signed cookie, not in A.
  const step = new URL(page.url());
  await page.goto(`${serverB().url}${step.pathname}${step.search}`);
  await waitForHydration(page);
  await page
    .getByLabel("Authentication code")
    .fill(totpCode(authenticatorKeyOf(STAFF.email)));
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(page).toHaveURL(`${serverB().url}/admin`);
  await context.close();
});

test("each email went out once, and both workers sent some", async () => {
  const sentBy = () =>
    [serverA(), serverB()].map(
      (server) =>
        logLines(server).filter((line) => line.msg === "mail sent").length,
    );
  // Settled: every message the SMTP server took is logged as sent (the claim's
  // status email may have been in flight as the last test ended).
  await expect
    .poll(() => sentBy()[0]! + sentBy()[1]!)
    .toBe(smtp!.received.length);
  const [byA = 0, byB = 0] = sentBy();
  expect(byA).toBeGreaterThan(0);
  expect(byB).toBeGreaterThan(0);
  const messageIds = smtp!.received.map(
    (mail) => parseMail(mail.raw).headers.get("message-id") ?? "",
  );
  expect(new Set(messageIds).size).toBe(messageIds.length);
});
