import { randomBytes } from "node:crypto";

import type { Page } from "@playwright/test";
import pg from "pg";

import { answers, startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";
import { actAsNewClient, waitForHydration } from "./helpers/forms";
import {
  expect,
  logLines,
  runAdminCreate,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { signInAt } from "./helpers/staff";

/**
 * The database going away under a running server (issue 13): the server
 * talks to PostgreSQL through a TCP proxy in this test, which is cut and
 * restored. Runs where PostgreSQL answers on 127.0.0.1:5432, as on the
 * development and CI machines.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });
// Started below, on a database reached through the proxy.
test.use({ ownServerOptions: {} });

const adminUrl =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const database = `faults_${process.pid}_${Date.now()}`;
const CUSTOMER = {
  name: "Dora Database",
  email: `dora-${Date.now()}@example.com`,
  password: "harbor-dora-7",
};

let proxy: TcpProxy | undefined;
let server: ServerProcess | undefined;

test.beforeAll(async () => {
  test.skip(
    !(await answers("127.0.0.1", 5432)),
    "PostgreSQL does not answer on 127.0.0.1:5432",
  );
});

test.beforeAll(async ({ startOwnServer }) => {
  await withAdmin((client) => client.query(`create database ${database}`));
  proxy = await startTcpProxy({ host: "127.0.0.1", port: 5432 });
  const url = new URL(adminUrl);
  url.port = String(proxy.port);
  url.pathname = `/${database}`;
  const env = {
    DATABASE_URL: url.toString(),
    AUTH_SECRET: randomBytes(32).toString("base64"),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
  };
  server = await startOwnServer({ env });
  // A confirmed customer, made as the operator would, then demoted.
  const withServer = { ...env, DATA_DIR: server.dataDir };
  for (const args of [
    accountArgs(),
    [...accountArgs(), "--role", "customer"],
  ]) {
    const made = await runAdminCreate(withServer, ...args);
    expect(made.code, made.output).toBe(0);
  }
});

// A server that died leaves nothing in the browser's error but a refused
// connection: what it printed says why.
// Playwright reads the fixtures a hook wants from its first parameter's
// pattern, so an empty pattern is how a hook asks for none.
// eslint-disable-next-line no-empty-pattern
test.afterEach(({}, testInfo) => {
  if (server && testInfo.status !== testInfo.expectedStatus)
    console.log(`the server printed:\n${server.output()}`);
});

test.afterAll(async () => {
  // Stopped first, so it does not outlive its database.
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  await proxy?.close();
  if (proxy)
    await withAdmin((client) =>
      client.query(`drop database if exists ${database} with (force)`),
    );
});

test("database away: 503 page, readable form error with the typed values kept, not ready; back: all answers, without a restart", async ({
  page,
  browser,
}) => {
  const { url } = server!;
  await signInAt(page, url, CUSTOMER, "/dashboard");
  await expect(page).toHaveURL(`${url}/dashboard`);

  await proxy!.cut();

  // A page that reads the session from the database.
  const away = await page.goto(`${url}/dashboard`);
  expect(away?.status()).toBe(503);
  expect(away?.headers()["retry-after"]).toBe("30");
  await expect(
    page.getByRole("heading", { name: "Service Temporarily Unavailable" }),
  ).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);

  const ready = await page.request.get(`${url}/readyz`);
  expect(ready.status()).toBe(503);

  // The enhanced contact form: a toast, and what was typed stays.
  await fillContact(page, url, true);
  await expect(page.getByText("Not Sent Yet")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Ada King Lovelace");
  await expect(
    page.getByRole("textbox", { name: "Message", exact: true }),
  ).toHaveValue("Please call me about my home policy.");

  // Without JavaScript: the page's own action answers 503 with the form refilled.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  const answer = fillContact(plainPage, url, false);
  const posted = await plainPage.waitForResponse(
    (response) => response.request().method() === "POST",
  );
  await answer;
  expect(posted.status()).toBe(503);
  await expect(plainPage.getByText("Not Sent Yet")).toBeVisible();
  await expect(plainPage.getByLabel("Full Name")).toHaveValue(
    "Ada King Lovelace",
  );

  await proxy!.restore();

  await expect
    .poll(async () => (await page.request.get(`${url}/readyz`)).status(), {
      timeout: 20_000,
    })
    .toBe(200);
  const back = await page.goto(`${url}/dashboard`);
  expect(back?.status()).toBe(200);
  await fillContact(page, url, true);
  // The confirmation takes the form's place (its toast says the same).
  await expect(
    page.getByRole("heading", { name: "Message sent successfully!" }),
  ).toBeVisible();
  await plain.close();

  // The same process throughout; what it logged was a warning, not a crash.
  expect(server!.child.exitCode).toBeNull();
  const lines = logLines(server!);
  expect(
    lines.some((line) => line.msg === "page not served: database unavailable"),
  ).toBe(true);
  expect(
    lines.some((line) => line.msg === "form not stored: database unavailable"),
  ).toBe(true);
});

async function fillContact(page: Page, url: string, javaScript: boolean) {
  await actAsNewClient(page);
  await page.goto(`${url}/contact`);
  if (javaScript) await waitForHydration(page);
  await page.getByLabel("Full Name").fill("Ada King Lovelace");
  await page.getByLabel("Email Address").fill("ada@example.com");
  await page
    .getByRole("textbox", { name: "Message", exact: true })
    .fill("Please call me about my home policy.");
  await page.getByRole("button", { name: "Send Message" }).click();
}

function accountArgs(): string[] {
  return [
    "--email",
    CUSTOMER.email,
    "--password",
    CUSTOMER.password,
    "--name",
    CUSTOMER.name,
  ];
}

async function withAdmin(act: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await act(client);
  } finally {
    await client.end();
  }
}
