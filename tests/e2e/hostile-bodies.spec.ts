import { DatabaseSync } from "node:sqlite";
import path from "node:path";

import fc from "fast-check";

import { openDatabase } from "#server/db/database.ts";
import { streamedPost } from "../helpers/streamed-post";
import { createTestAccount } from "../helpers/staff";
import {
  badUtf8,
  emptyBody,
  headerFaults,
  hostileForm,
  json,
  manyParts,
  multipart,
  randomBytes,
  sendRaw,
} from "./helpers/hostile";
import {
  expect,
  logLines,
  test,
  type ServerProcess,
} from "./helpers/own-server";
import { signInAsStaff } from "./helpers/staff";

/**
 * A generated sweep of hostile posts against the running app, over every
 * page action and API route (the public forms, the portal, the second step
 * of signing in, and every back-office action without a session, with a
 * forged one, and with a real staff and admin session): wrong or missing
 * content types, broken multipart (bad boundaries, truncated, thousands of
 * parts), invalid UTF-8, deep JSON, path-like and Unicode-trick file names,
 * polyglot files, the forms' own fields holding HTML, SQL, huge, empty or
 * wrongly typed values, and headers repeated or left out (sent as raw
 * bytes). Every one must get a 4xx (or a 2xx/3xx) with something to read:
 * never a 5xx, never a dropped connection, no error logged, and not one row
 * stored, since no request is a valid submission. FUZZ_SEED and FUZZ_RUNS
 * replay or widen a run.
 */
test.describe.configure({ mode: "serial" });
test.use({ ownServerOptions: {} });

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4000);
const CONCURRENCY = 4;

let server: ServerProcess;
/** Cookie headers of a signed-in member of staff and admin (authenticator enrolled). */
const sessions = { staff: "", admin: "" };

test.beforeAll(async ({ browser, ownServer }) => {
  test.setTimeout(120_000);
  server = ownServer;
  const database = openDatabase({ dataDir: server.dataDir });
  try {
    for (const role of ["staff", "admin"] as const) {
      const account = await createTestAccount(database.db, { role });
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInAsStaff(page, server.url, account);
      sessions[role] = (await context.cookies(server.url))
        .map(({ name, value }) => `${name}=${value}`)
        .join("; ");
      await context.close();
    }
  } finally {
    await database.close();
  }
});

const NO_ID = "00000000-0000-0000-0000-000000000000";

/** Every route with an action or an API, and a few that only look like one. */
const routes = [
  "/contact",
  "/contact.data",
  "/api/forms/contact",
  "/verification",
  "/api/forms/verification",
  "/file-a-claim",
  "/file-a-claim.data",
  "/api/forms/claim",
  "/file-a-claim?form=check-a-claim",
  "/file-a-claim.data?form=check-a-claim",
  "/api/forms/claim-status",
  "/job/0",
  "/job/4",
  "/job/-1",
  "/api/forms/job-application/0",
  "/api/forms/job-application/999",
  "/api/forms/job-application/%2e%2e",
  "/login",
  "/login.data",
  "/login/two-factor",
  "/login/two-factor.data",
  "/reset-password",
  "/forgot-password",
  "/auth/callback",
  "/dashboard",
  "/dashboard/verification",
  "/api/forms/dashboard-verification",
  "/admin",
  "/admin/two-factor",
  "/admin/staff",
  "/admin/staff.data",
  "/admin/audit",
  `/admin/verifications/${NO_ID}`,
  `/admin/contact/${NO_ID}`,
  `/admin/applications/${NO_ID}`,
  `/admin/claims/${NO_ID}`,
  `/admin/claims/${NO_ID}.data`,
  "/admin/claims/' OR '1'='1",
  "/admin/nothing/1",
  "/admin/claims/export.csv",
  `/admin/verifications/${NO_ID}/documents/front`,
  `/admin/claims/${NO_ID}/files/${NO_ID}`,
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
];

const request = fc.record({
  route: fc.constantFrom(...routes),
  method: fc.constantFrom(
    "POST",
    "POST",
    "POST",
    "POST",
    "PUT",
    "PATCH",
    "DELETE",
  ),
  chunked: fc.boolean(),
  accept: fc.constantFrom(undefined, "application/json", "text/html", "*/*"),
  // Many clients, so the rate limits let most posts reach the parsers.
  address: fc
    .tuple(fc.integer({ min: 20, max: 27 }), fc.integer({ min: 2, max: 254 }))
    .map(([a, b]) => `127.0.${a}.${b}`),
  // The back office's actions are posted to with no session, a forged one
  // and real ones; the public forms see the same cookies.
  session: fc.constantFrom("none", "forged", "staff", "admin", "admin"),
  hostile: fc.oneof(
    { weight: 2, arbitrary: randomBytes },
    { weight: 2, arbitrary: badUtf8 },
    { weight: 3, arbitrary: json },
    { weight: 5, arbitrary: multipart },
    { weight: 1, arbitrary: manyParts },
    { weight: 1, arbitrary: emptyBody },
    { weight: 5, arbitrary: hostileForm },
  ),
  // About one request in six goes as raw bytes with a header repeated or missing.
  headerFault: fc.oneof(
    { weight: 5, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: headerFaults },
  ),
});

/** Rows in every table but the rate limits' counters (which every post may bump). */
function rowCounts(dataDir: string): Record<string, number> {
  const db = new DatabaseSync(path.join(dataDir, "app.db"), { readOnly: true });
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name <> 'rate_limits' order by name",
      )
      .all() as Array<{ name: string }>;
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        Number(
          (
            db.prepare(`select count(*) as n from "${name}"`).get() as {
              n: number;
            }
          ).n,
        ),
      ]),
    );
  } finally {
    db.close();
  }
}

test(`${RUNS} generated hostile requests to every action and API route get no 5xx, no dropped connection and store nothing`, async () => {
  test.setTimeout(300_000);
  const requests = fc.sample(request, { numRuns: RUNS, seed: SEED });
  const port = Number(new URL(server.url).port);
  const before = rowCounts(server.dataDir);
  const byStatus = new Map<string, number>();
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const r = requests[next++]!;
      // A post to /dashboard is Sign Out, whatever its body: the real
      // sessions stay off it so the back office is fuzzed signed in throughout.
      const session =
        r.route === "/dashboard" &&
        (r.session === "staff" || r.session === "admin")
          ? "forged"
          : r.session;
      const cookie =
        session === "none"
          ? undefined
          : session === "forged"
            ? "harborline.session_token=forged.c2lnbmF0dXJl"
            : sessions[session];
      const describe = `${r.method} ${r.route} [${r.hostile.kind}${r.headerFault ? `; ${r.headerFault.kind}` : ""}] session=${r.session} content-type=${JSON.stringify(r.hostile.contentType)} ${r.chunked ? "chunked" : "length"} ${r.hostile.body.length} bytes`;
      let status: string;
      try {
        if (r.headerFault) {
          const answer = await sendRaw({
            port,
            method: r.method,
            path: r.route,
            lines: [
              ...r.headerFault.lines,
              ...(cookie ? [`Cookie: ${cookie}`] : []),
            ],
            body: r.hostile.body,
            localAddress: r.address,
          });
          status = `${answer.status} (raw)`;
          if (answer.status === 0 || answer.status >= 500)
            failures.push(
              `${answer.status}: ${describe}\n  ${answer.text.slice(0, 300)}`,
            );
        } else {
          const answer = await Promise.race([
            streamedPost({
              url: `${server.url}${r.route}`,
              method: r.method,
              contentType: r.hostile.contentType,
              head: r.hostile.body,
              totalBytes: r.hostile.body.length,
              declaredLength: r.chunked ? undefined : r.hostile.body.length,
              headers: {
                ...(r.accept ? { accept: r.accept } : {}),
                ...(cookie ? { cookie } : {}),
              },
              localAddress: r.address,
            }),
            new Promise<never>((_, reject) =>
              setTimeout(() => reject(new Error("no answer in 15 s")), 15_000),
            ),
          ]);
          status = String(answer.status);
          if (answer.status >= 500)
            failures.push(
              `${answer.status}: ${describe}\n  ${answer.body.slice(0, 200)}`,
            );
          // A missing route or method (a 404 or 405) is not about the body.
          else if (
            answer.status >= 400 &&
            answer.status !== 404 &&
            answer.status !== 405 &&
            answer.body.trim() === ""
          )
            failures.push(`${answer.status} with an empty body: ${describe}`);
        }
      } catch (error) {
        status = "no answer";
        failures.push(`no answer (${String(error)}): ${describe}`);
      }
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const counts = [...byStatus]
    .sort()
    .map(([s, n]) => `${s}: ${n}`)
    .join(", ");
  console.log(`seed ${SEED}, ${RUNS} requests: ${counts}`);
  test.info().annotations.push({ type: "statuses", description: counts });
  if (server.child.exitCode !== null)
    throw new Error(
      `the server stopped (exit ${server.child.exitCode}):\n${server.output().slice(-4000)}`,
    );
  const errors = logLines(server).filter((line) => Number(line.level) >= 50);
  expect(failures.slice(0, 40).join("\n")).toBe("");
  // Nothing logged as a failure of ours either (the log's error level).
  expect(errors.map((line) => JSON.stringify(line).slice(0, 600))).toEqual([]);
  // No request was a valid submission: not a row more anywhere, and the
  // staff sessions still there (nothing signed them out).
  expect(rowCounts(server.dataDir)).toEqual(before);
  const staffPage = await fetch(`${server.url}/admin/staff`, {
    headers: { cookie: sessions.admin },
    redirect: "manual",
  });
  expect(staffPage.status).toBe(200);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});
