import { readFileSync } from "node:fs";

import {
  openPost,
  streamedPost,
  type PostAnswer,
} from "../helpers/streamed-post";
import { expect, test, type ServerProcess } from "./helpers/own-server";

// Attacks on the running app (`npm start`), in a process of its own whose
// memory can be read.
test.describe.configure({ mode: "serial" });
test.use({ ownServerOptions: {} });

const MB = 1024 * 1024;

let server: ServerProcess;
test.beforeAll(({ ownServer }) => {
  server = ownServer;
});

/** The process's resident memory, in MB (VmRSS, or VmHWM: its peak so far). */
function memoryMb(field: "VmRSS" | "VmHWM" = "VmRSS"): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  const kb = Number(
    new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)![1],
  );
  return Math.round(kb / 1024);
}

const encoder = new TextEncoder();
const textPart = (boundary: string, name: string) =>
  encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`,
  );
const filePart = (boundary: string, name: string, fileName: string) =>
  encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
  );
/** A whole multipart body of text fields. */
function multipart(boundary: string, fields: Record<string, string>) {
  const text = Object.entries(fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join("");
  return encoder.encode(`${text}--${boundary}--\r\n`);
}

/** Four hostile bodies, one per content type, each a 200 MB stream. */
const attacks = [
  {
    route: "/api/forms/contact",
    contentType: "Multipart/Form-Data; boundary=x",
    head: textPart("x", "message"),
  },
  { route: "/contact", contentType: "application/x-www-form-urlencoded" },
  { route: "/login", contentType: "application/json" },
  {
    route: "/api/forms/verification",
    contentType: "text/plain",
  },
];

test("four 200 MB chunked bodies at once, in four content types, leave memory within 100 MB", async () => {
  test.setTimeout(120_000);
  // Warm up what a first request loads, then measure.
  for (const path of ["/", "/contact", "/login"])
    await fetch(`${server.url}${path}`).then((r) => r.text());
  await streamedPost({
    url: `${server.url}/api/forms/contact`,
    contentType: "multipart/form-data; boundary=x",
    head: multipart("x", { fullName: "Warm Up" }),
    totalBytes: multipart("x", { fullName: "Warm Up" }).length,
    localAddress: "127.0.9.1",
  });
  const before = memoryMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, memoryMb())), 20);

  const answers: Array<PostAnswer & { route: string; contentType: string }> =
    [];
  try {
    // Four rounds of four at once; each round gives each route another type,
    // and the multipart body to the verification form is a licence file.
    for (let round = 0; round < 4; round++) {
      const batch = attacks.map(async (attack, i) => {
        const contentType = attacks[(i + round) % 4]!.contentType;
        const isMultipart = contentType.toLowerCase().startsWith("multipart");
        const head = !isMultipart
          ? undefined
          : attack.route === "/api/forms/verification"
            ? filePart("x", "driversLicenseFront", "front.pdf")
            : textPart("x", "message");
        const answer = await streamedPost({
          url: `${server.url}${attack.route}`,
          contentType,
          head,
          totalBytes: 200 * MB,
          localAddress: `127.0.9.${10 + round}`,
        });
        return { ...answer, route: attack.route, contentType };
      });
      answers.push(...(await Promise.all(batch)));
    }
  } finally {
    clearInterval(sampler);
  }
  const after = memoryMb();
  test.info().annotations.push({
    type: "memory",
    description: `VmRSS before ${before} MB, peak sampled ${peak} MB, after ${after} MB; VmHWM ${memoryMb("VmHWM")} MB`,
  });
  console.log(test.info().annotations.at(-1)!.description);

  for (const answer of answers) {
    const what = `${answer.contentType} to ${answer.route}`;
    expect([413, 415], what).toContain(answer.status);
    expect(answer.elapsedMs, what).toBeLessThan(10_000);
    // Stopped long before 200 MB: the largest limit here is 26 MB.
    expect(answer.sentBeforeAnswer, what).toBeLessThan(48 * MB);
  }
  expect(peak - before).toBeLessThan(100);
  // And the server is still there.
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});

test("a declared length over the route's limit is refused with 413 before a byte is sent", async () => {
  for (const [route, contentType, declared] of [
    ["/api/forms/claim", "multipart/form-data; boundary=x", 500 * MB],
    ["/file-a-claim", "multipart/form-data; boundary=x", 107 * MB],
    ["/login", "application/x-www-form-urlencoded", 65 * 1024],
    ["/api/auth/sign-in/email", "application/x-www-form-urlencoded", 1 * MB],
  ] as const) {
    const answer = await streamedPost({
      url: `${server.url}${route}`,
      contentType,
      declaredLength: declared,
      totalBytes: declared,
      stallAfter: 0,
    });
    expect(answer.status, route).toBe(413);
    expect(answer.sentBeforeAnswer).toBe(0);
    expect(answer.headers.connection).toBe("close");
  }
});

test("a body of a type the route does not take is refused with 415", async () => {
  for (const [route, contentType] of [
    ["/contact", "text/plain"],
    ["/api/forms/contact", "application/json"],
    ["/login", "application/json"],
    ["/api/forms/claim", "application/octet-stream"],
    ["/auth/callback", "multipart/mixed; boundary=x"],
  ] as const) {
    // Larger than loopback's socket buffers can take in while the server is
    // slow to answer (a busy machine): the answer must come before the end.
    const answer = await streamedPost({
      url: `${server.url}${route}`,
      contentType,
      totalBytes: 64 * MB,
    });
    expect(answer.status, `${contentType} to ${route}`).toBe(415);
    expect(answer.sentBeforeAnswer).toBeLessThan(64 * MB);
  }
});

test("an upload beyond the per-process cap is answered 503 with Retry-After", async () => {
  // Eight uploads held open mid-body (each from its own address, under the
  // rate limit), then a ninth.
  const held = Array.from({ length: 8 }, (_, i) =>
    openPost({
      url: `${server.url}/api/forms/job-application/0`,
      contentType: "multipart/form-data; boundary=x",
      head: filePart("x", "resume", "cv.pdf"),
      declaredLength: MB,
      totalBytes: MB,
      stallAfter: 4096,
      localAddress: `127.0.10.${i + 1}`,
    }),
  );
  try {
    await expect.poll(() => held.every((post) => post.sent() > 0)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ninth = await streamedPost({
      url: `${server.url}/api/forms/claim`,
      contentType: "multipart/form-data; boundary=x",
      head: filePart("x", "documents", "a.pdf"),
      totalBytes: 50 * MB,
      localAddress: "127.0.10.100",
    });
    expect(ninth.status).toBe(503);
    expect(ninth.headers["retry-after"]).toMatch(/^\d+$/);
    expect(JSON.parse(ninth.body)).toMatchObject({
      ok: false,
      toast: { description: expect.stringMatching(/Too many uploads/) },
    });
  } finally {
    for (const post of held) post.close();
  }
  // The slots come back once those uploads end.
  await expect
    .poll(
      async () =>
        (
          await streamedPost({
            url: `${server.url}/api/forms/claim`,
            contentType: "multipart/form-data; boundary=x",
            head: multipart("x", { claimType: "home" }),
            totalBytes: multipart("x", { claimType: "home" }).length,
            declaredLength: multipart("x", { claimType: "home" }).length,
            localAddress: "127.0.10.101",
          })
        ).status,
    )
    .toBe(400);
});

test("the rate limit refuses the sixth claim with a 50 MB body before reading it", async () => {
  const address = "127.0.11.1";
  const small = multipart("x", { claimType: "home" });
  for (let i = 0; i < 5; i++) {
    const answer = await streamedPost({
      url: `${server.url}/api/forms/claim`,
      contentType: "multipart/form-data; boundary=x",
      head: small,
      totalBytes: small.length,
      declaredLength: small.length,
      localAddress: address,
    });
    expect(answer.status).toBe(400);
  }
  const head = new Uint8Array([
    ...textPart("x", "claimantName"),
    ...encoder.encode("Dorothy Vaughan\r\n"),
    ...filePart("x", "documents", "roof.pdf"),
  ]);
  const sixth = await streamedPost({
    url: `${server.url}/api/forms/claim`,
    contentType: "multipart/form-data; boundary=x",
    head,
    totalBytes: 50 * MB,
    localAddress: address,
  });
  expect(sixth.status).toBe(429);
  expect(sixth.elapsedMs).toBeLessThan(5_000);
  // What TCP buffers take before the server pushes back, not the body.
  expect(sixth.sentBeforeAnswer).toBeLessThan(16 * MB);
  expect(JSON.parse(sixth.body)).toMatchObject({
    ok: false,
    values: { claimantName: "Dorothy Vaughan" },
    toast: { title: "Too Many Attempts" },
  });
});

test("answers to form posts are never stored; pages say base-uri 'none' and CORP same-origin", async () => {
  const page = await fetch(`${server.url}/contact`, {
    method: "POST",
    body: new URLSearchParams({ fullName: "Ada Lovelace", email: "ada@" }),
  });
  expect(page.status).toBe(400);
  expect(page.headers.get("cache-control")).toBe("no-store");
  expect(await page.text()).toContain("Ada Lovelace");

  const form = new FormData();
  form.set("fullName", "Ada Lovelace");
  const json = await fetch(`${server.url}/api/forms/contact`, {
    method: "POST",
    body: form,
  });
  expect(json.status).toBe(400);
  expect(json.headers.get("cache-control")).toBe("no-store");

  const home = await fetch(`${server.url}/`);
  expect(home.headers.get("content-security-policy")).toContain(
    "base-uri 'none'",
  );
  expect(home.headers.get("cross-origin-resource-policy")).toBe("same-origin");
});
