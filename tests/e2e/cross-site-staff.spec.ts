import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { openDatabase, type Database } from "#server/db/database.ts";
import { auditActions } from "#server/staff/audit.ts";
import { createTestAccount, type TestAccount } from "../helpers/staff";
import { expectNoAxeViolations } from "./helpers/axe";
import {
  expect as baseExpect,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { signInAsStaff } from "./helpers/staff";

// Issue 32, item 3 (decision 0005, amended), in a real browser: a signed-in admin
// who follows links from another site runs no export and writes no audit
// row; one click on the page they meet opens what the link named.
test.describe.configure({ mode: "serial", timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.use({ ownServerOptions: { appUrlIsOwnAddress: true } });

let server: ServerProcess;
let database: Database;
let admin: TestAccount;
/** Another site: `localhost` is not the app's 127.0.0.1, so links from it are cross-site. */
let elsewhere: Server;
let elsewhereUrl = "";
let claimId = "";

test.beforeAll(async ({ ownServer }) => {
  server = ownServer;
  database = openDatabase({ dataDir: server.dataDir });
  admin = await createTestAccount(database.db, {
    name: "Ada Export",
    role: "admin",
  });
  claimId = crypto.randomUUID();
  await database.db
    .insertInto("claims")
    .values({
      id: claimId,
      created_at: new Date().toISOString(),
      reference: `CL${String(Date.now()).slice(-6)}`,
      claim_type: "home",
      policy_number: "HL-3200032",
      incident_date: "2026-10-02",
      description: "A pipe burst in the kitchen.",
      claimant_name: "Grace Hopper",
      claimant_email: `grace.cross-site.${Date.now()}@example.com`,
      claimant_phone: null,
      status: "submitted",
    })
    .execute();
  const links = [
    ["export", "/admin/claims/export.csv"],
    ["record", `/admin/claims/${claimId}`],
  ]
    .map(
      ([name, path]) =>
        `<p><a id="${name}" href="${new URL(path!, server.url).href}">${name}</a></p>`,
    )
    .join("");
  elsewhere = createServer((_req, res) => {
    res.setHeader("Content-Type", "text/html");
    res.end(`<!doctype html><title>Elsewhere</title>${links}`);
  });
  await new Promise<void>((resolve) =>
    elsewhere.listen(0, "127.0.0.1", resolve),
  );
  elsewhereUrl = `http://localhost:${(elsewhere.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await database?.close();
  elsewhere?.closeAllConnections();
  await new Promise((resolve) => elsewhere?.close(resolve));
});

const auditCount = async (action: string) =>
  (
    await database.db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", action)
      .where("actor", "=", admin.id)
      .execute()
  ).length;

test("links from another site run no export and write no audit row; one click here opens them", async ({
  page,
}) => {
  await signInAsStaff(page, server.url, admin);
  const downloads: string[] = [];
  page.on("download", (download) => downloads.push(download.url()));

  await test.step("the export link from another site meets a page, not a file", async () => {
    const before = await auditCount(auditActions.listExported);
    await page.goto(elsewhereUrl);
    await page.locator("#export").click();
    await expect(
      page.getByRole("heading", { name: "Open this back office page?" }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/admin/claims/export.csv");
    await expectNoAxeViolations(page);
    expect(downloads).toEqual([]);
    expect(await auditCount(auditActions.listExported)).toBe(before);

    // The admin meant it: one click on this site's own link downloads it.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: /^Continue to/ }).click();
    await download;
    expect(await auditCount(auditActions.listExported)).toBe(before + 1);
  });

  await test.step("a record's link from another site writes no 'viewed' row until it is opened here", async () => {
    const before = await auditCount(auditActions.claimViewed);
    await page.goto(elsewhereUrl);
    await page.locator("#record").click();
    await expect(
      page.getByRole("heading", { name: "Open this back office page?" }),
    ).toBeVisible();
    expect(await auditCount(auditActions.claimViewed)).toBe(before);
    await page.getByRole("link", { name: /^Continue to/ }).click();
    await expect(page).toHaveURL(
      new URL(`/admin/claims/${claimId}`, server.url).href,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Grace Hopper",
    );
    expect(await auditCount(auditActions.claimViewed)).toBe(before + 1);
  });

  await test.step("the same link typed or opened from a mail program opens at once", async () => {
    // page.goto is a navigation no page started (Sec-Fetch-Site: none).
    const before = await auditCount(auditActions.claimViewed);
    await page.goto(new URL(`/admin/claims/${claimId}`, server.url).href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Grace Hopper",
    );
    expect(await auditCount(auditActions.claimViewed)).toBe(before + 1);
  });
});
