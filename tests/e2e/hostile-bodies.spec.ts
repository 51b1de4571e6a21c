import { expect, test } from "@playwright/test";
import fc from "fast-check";

import { streamedPost } from "../helpers/streamed-post";
import {
  logLines,
  startServerProcess,
  type ServerProcess,
} from "./helpers/server-process";

/**
 * A generated sweep of hostile posts against the running app: wrong or
 * missing content types, broken multipart (bad boundaries, truncated,
 * thousands of parts), invalid UTF-8, deep JSON, path-like file names, over
 * every form page and JSON endpoint, the portal pages and two auth
 * endpoints. Every one must get a 4xx (or a 2xx/3xx) with something to
 * read: never a 5xx, never a dropped connection. FUZZ_SEED and FUZZ_RUNS
 * replay or widen a run.
 */
test.describe.configure({ mode: "serial" });

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const CONCURRENCY = 4;

let server: ServerProcess;
test.beforeAll(async () => {
  server = await startServerProcess(3288);
});
test.afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill("SIGKILL");
});

const routes = [
  "/contact",
  "/api/forms/contact",
  "/verification",
  "/api/forms/verification",
  "/file-a-claim",
  "/api/forms/claim",
  "/file-a-claim?form=check-a-claim",
  "/api/forms/claim-status",
  "/job/0",
  "/api/forms/job-application/0",
  "/api/forms/job-application/999",
  "/login",
  "/login.data",
  "/login/two-factor",
  "/admin/two-factor",
  "/admin/staff",
  "/admin/verifications/00000000-0000-0000-0000-000000000000",
  "/reset-password",
  "/forgot-password",
  "/auth/callback",
  "/dashboard",
  "/dashboard/verification",
  "/api/forms/dashboard-verification",
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/contact.data",
];

const fieldNames = [
  "fullName",
  "email",
  "message",
  "password",
  "confirmPassword",
  "token",
  "code",
  "userId",
  "role",
  "intent",
  "ssn",
  "formToken",
  "website",
  "claimType",
  "reference",
  "policyNumber",
  "status",
  "expected",
  "body",
  "incidentDate",
  "documents",
  "resume",
  "driversLicenseFront",
  "driversLicenseBack",
  "__proto__",
  "constructor",
  "",
];
const fileNames = [
  "../../etc/passwd",
  "..\\..\\boot.ini",
  "/etc/shadow",
  "C:\\Windows\\win.ini",
  "a/b.pdf",
  "x\u0000.pdf",
  "cv.pdf",
  "photo.png",
  "résumé.docx",
  "\u202efdp.exe",
  `${"a".repeat(300)}.pdf`,
  "",
];

const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text);
const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** A header value Node's client will send: tab, printable ASCII, Latin-1. */
const headerText = fc
  .string({ unit: "binary", maxLength: 80 })
  .map((s) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, ""));

const boundaryArb = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9'()+_,.:=?-]{1,70}$/),
  fc.constantFrom("x", "----WebKitFormBoundary7MA4YWxkTrZu0gW", "a b", ""),
);

interface Hostile {
  kind: string;
  contentType: string | undefined;
  body: Uint8Array;
}

const randomBytes: fc.Arbitrary<Hostile> = fc
  .record({
    contentType: fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(
        "text/plain",
        "application/json",
        "application/xml",
        "application/octet-stream",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        'multipart/form-data; boundary=""',
        "multipart/mixed; boundary=x",
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded; charset=utf-16",
        "APPLICATION/X-WWW-FORM-URLENCODED",
        "Multipart/Form-Data; boundary=x",
      ),
      headerText,
    ),
    body: fc.uint8Array({ maxLength: 4096 }),
  })
  .map((r) => ({ kind: "random bytes", ...r }));

const badUtf8: fc.Arbitrary<Hostile> = fc
  .array(
    fc.tuple(
      fc.constantFrom(...fieldNames),
      fc.oneof(
        fc
          .uint8Array({ minLength: 1, maxLength: 64 })
          .map((b) => b.map((x) => 0x80 | x)),
        fc.constantFrom(
          bytesOf("%FF%FE%C0%80"),
          bytesOf("%"),
          bytesOf("%zz"),
          bytesOf("%E0%A4%A"),
          new Uint8Array([0xed, 0xa0, 0x80]),
        ),
      ),
    ),
    { maxLength: 20 },
  )
  .map((pairs) => ({
    kind: "url-encoded, invalid UTF-8",
    contentType: "application/x-www-form-urlencoded",
    body: concat(
      pairs.flatMap(([name, value], i) => [
        bytesOf(`${i ? "&" : ""}${name}=`),
        value,
      ]),
    ),
  }));

const json: fc.Arbitrary<Hostile> = fc.oneof(
  fc
    .record({
      depth: fc.integer({ min: 1, max: 30_000 }),
      open: fc.constantFrom("[", '{"a":'),
    })
    .map(({ depth, open }) => ({
      kind: "deep JSON",
      contentType: "application/json",
      body: bytesOf(
        open.repeat(depth) + "1" + (open === "[" ? "]" : "}").repeat(depth),
      ),
    })),
  fc.jsonValue({ maxDepth: 4 }).map((value) => ({
    kind: "JSON of any shape",
    contentType: "application/json",
    body: bytesOf(JSON.stringify(value) ?? "null"),
  })),
  fc
    .record({
      email: fc.oneof(fc.jsonValue(), fc.string()),
      password: fc.oneof(fc.jsonValue(), fc.string()),
      name: fc.oneof(fc.jsonValue(), fc.string()),
    })
    .map((value) => ({
      kind: "JSON with fields of the wrong types",
      contentType: "application/json; charset=utf-8",
      body: bytesOf(JSON.stringify(value)),
    })),
  fc.string({ maxLength: 200 }).map((text) => ({
    kind: "broken JSON",
    contentType: "application/json",
    body: bytesOf(`{"email": ${text}`),
  })),
);

const part = fc.record({
  name: fc.oneof(fc.constantFrom(...fieldNames), headerText),
  fileName: fc.option(fc.constantFrom(...fileNames), { nil: undefined }),
  content: fc.oneof(
    fc.uint8Array({ maxLength: 512 }),
    fc.constantFrom(
      bytesOf("%PDF-1.4\n%%EOF\n"),
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      bytesOf("MZ\x90\x00"),
      bytesOf("Ada Lovelace"),
    ),
  ),
});

const multipart: fc.Arbitrary<Hostile> = fc
  .record({
    boundary: boundaryArb,
    headerBoundary: fc.option(boundaryArb, { nil: undefined }),
    typeSpelling: fc.constantFrom(
      "multipart/form-data",
      "Multipart/Form-Data",
      "MULTIPART/FORM-DATA",
    ),
    parts: fc.array(part, { maxLength: 12 }),
    damage: fc.constantFrom(
      "none",
      "truncated",
      "no closing boundary",
      "header boundary differs",
      "no part headers",
    ),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ boundary, headerBoundary, typeSpelling, parts, damage, cut }) => {
    const sections = parts.map(({ name, fileName, content }) =>
      concat([
        bytesOf(
          damage === "no part headers"
            ? `--${boundary}\r\n\r\n`
            : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
                fileName === undefined ? "" : `; filename="${fileName}"`
              }\r\n${fileName === undefined ? "" : "Content-Type: application/octet-stream\r\n"}\r\n`,
        ),
        content,
        bytesOf("\r\n"),
      ]),
    );
    let body = concat([
      ...sections,
      bytesOf(damage === "no closing boundary" ? "" : `--${boundary}--\r\n`),
    ]);
    if (damage === "truncated")
      body = body.subarray(0, Math.floor(body.length * cut));
    const sent =
      damage === "header boundary differs"
        ? (headerBoundary ?? `${boundary}x`)
        : boundary;
    return {
      kind: `multipart, ${damage}`,
      contentType: `${typeSpelling}; boundary=${sent}`,
      body,
    };
  });

const manyParts: fc.Arbitrary<Hostile> = fc
  .record({
    count: fc.integer({ min: 200, max: 5000 }),
    files: fc.boolean(),
  })
  .map(({ count, files }) => ({
    kind: `multipart, ${count} ${files ? "file" : "text"} parts`,
    contentType: "multipart/form-data; boundary=b",
    body: bytesOf(
      Array.from(
        { length: count },
        (_, i) =>
          `--b\r\nContent-Disposition: form-data; name="f${i % 50}"${files ? `; filename="${i}.pdf"` : ""}\r\n\r\nx\r\n`,
      ).join("") + "--b--\r\n",
    ),
  }));

const emptyBody: fc.Arbitrary<Hostile> = fc
  .constantFrom(
    undefined,
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/json",
  )
  .map((contentType) => ({
    kind: "empty body",
    contentType,
    body: new Uint8Array(0),
  }));

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
  hostile: fc.oneof(
    { weight: 2, arbitrary: randomBytes },
    { weight: 2, arbitrary: badUtf8 },
    { weight: 3, arbitrary: json },
    { weight: 5, arbitrary: multipart },
    { weight: 1, arbitrary: manyParts },
    { weight: 1, arbitrary: emptyBody },
  ),
});

test(`${RUNS} generated hostile posts get no 5xx and no dropped connection`, async () => {
  test.setTimeout(240_000);
  const requests = fc.sample(request, { numRuns: RUNS, seed: SEED });
  const byStatus = new Map<string, number>();
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const r = requests[next++]!;
      const describe = `${r.method} ${r.route} [${r.hostile.kind}] content-type=${JSON.stringify(r.hostile.contentType)} ${r.chunked ? "chunked" : "length"} ${r.hostile.body.length} bytes`;
      let status: string;
      try {
        const answer = await Promise.race([
          streamedPost({
            url: `${server.url}${r.route}`,
            method: r.method,
            contentType: r.hostile.contentType,
            head: r.hostile.body,
            totalBytes: r.hostile.body.length,
            declaredLength: r.chunked ? undefined : r.hostile.body.length,
            headers: r.accept ? { accept: r.accept } : {},
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
        // A missing route or method (Better Auth's own 404) is not about the body.
        else if (
          answer.status >= 400 &&
          answer.status !== 404 &&
          answer.body.trim() === ""
        )
          failures.push(`${answer.status} with an empty body: ${describe}`);
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
  console.log(`seed ${SEED}, ${RUNS} posts: ${counts}`);
  test.info().annotations.push({ type: "statuses", description: counts });
  if (server.child.exitCode !== null)
    throw new Error(
      `the server stopped (exit ${server.child.exitCode}):\n${server.output().slice(-4000)}`,
    );
  const errors = logLines(server).filter((line) => Number(line.level) >= 50);
  expect(failures.slice(0, 40).join("\n")).toBe("");
  // Nothing logged as a failure of ours either (the log's error level).
  expect(errors.map((line) => JSON.stringify(line).slice(0, 600))).toEqual([]);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});
