import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";

import {
  expect,
  logLines,
  test,
  type ServerProcess,
} from "./helpers/own-server";

// These tests start their own server process to read its log and signal it.
test.describe.configure({ mode: "serial" });
test.use({ ownServerOptions: {} });

let server: ServerProcess;
test.beforeAll(({ ownServer }) => {
  server = ownServer;
});

test("health and readiness answer", async ({ request }) => {
  const health = await request.get(`${server.url}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: "ok" });
  const ready = await request.get(`${server.url}/readyz`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
});

test("a page rendered per request carries the security headers, with a fresh nonce each time", async ({
  request,
}) => {
  const first = await request.get(`${server.url}/login`);
  const second = await request.get(`${server.url}/login`);
  const headers = first.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-eval");
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'(;|$)/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["strict-transport-security"]).toBeUndefined();

  const nonceOf = (value: string) => /'nonce-([^']+)'/.exec(value)?.[1];
  const nonce = nonceOf(csp)!;
  expect(nonceOf(second.headers()["content-security-policy"] ?? "")).not.toBe(
    nonce,
  );
  // JSON-LD blocks are data, never run; every inline script that runs has
  // the nonce, and every other one is the site's own file ('self').
  const html = await first.text();
  const scriptTags = (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (t) => !t.includes("application/ld+json"),
  );
  expect(scriptTags.length).toBeGreaterThan(0);
  for (const tag of scriptTags)
    if (/\ssrc=/.test(tag)) expect(tag).toMatch(/\ssrc="\/assets\/[^"]+\.js"/);
    else expect(tag).toContain(`nonce="${nonce}"`);
});

test("a prerendered page is sent as built: the same bytes, its inline scripts allowed by hash, revalidated by ETag", async ({
  request,
}) => {
  const first = await request.get(`${server.url}/about`, {
    headers: { "accept-encoding": "br" },
  });
  const second = await request.get(`${server.url}/about`, {
    headers: { "accept-encoding": "br" },
  });
  const html = await first.text();
  expect(await second.text()).toBe(html);
  expect(first.headers()["content-encoding"]).toBe("br");
  expect(html).not.toContain("nonce=");
  expect(html).not.toContain("prerender-nonce-placeholder");

  // A content page: no inline script at all, its stylesheet written in.
  const csp = first.headers()["content-security-policy"] ?? "";
  expect(csp).not.toContain("'nonce-");
  expect(csp).toContain("script-src 'self';");
  expect(second.headers()["content-security-policy"]).toBe(csp);
  expect(inlineScripts(html)).toEqual([]);
  expect(html).toMatch(/<style>[^<]*\.flex\{/);
  expect(html).not.toContain('rel="stylesheet"');

  // A prerendered form page: React's inline scripts, each allowed by its hash.
  const form = await request.get(`${server.url}/contact`);
  const formCsp = form.headers()["content-security-policy"] ?? "";
  expect(formCsp).not.toContain("'nonce-");
  const inline = inlineScripts(await form.text());
  expect(inline.length).toBeGreaterThan(0);
  for (const body of inline) {
    const hash = createHash("sha256").update(body).digest("base64");
    expect(formCsp).toContain(`'sha256-${hash}'`);
  }

  const etag = first.headers()["etag"]!;
  expect(etag).toMatch(/^"[\w-]+-br"$/);
  expect(first.headers()["cache-control"]).toBe("no-cache");
  const revalidated = await request.get(`${server.url}/about`, {
    headers: { "accept-encoding": "br", "if-none-match": etag },
  });
  expect(revalidated.status()).toBe(304);

  const plain = await request.get(`${server.url}/about`, {
    headers: { "accept-encoding": "identity" },
  });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await plain.text()).toBe(html);
});

test("pages name their speculation rules in a header, served as JSON of their own type", async ({
  request,
}) => {
  const page = await request.get(`${server.url}/benefits`);
  expect(page.headers()["speculation-rules"]).toBe('"/speculation-rules.json"');
  const rules = await request.get(`${server.url}/speculation-rules.json`);
  expect(rules.headers()["content-type"]).toContain(
    "application/speculationrules+json",
  );
  const body = (await rules.json()) as {
    prerender: Array<{ eagerness: string }>;
  };
  expect(body.prerender[0]!.eagerness).toBe("moderate");
  expect(JSON.stringify(body)).toContain("/admin/*");
});

test("HTML and hashed assets are compressed, assets cached for a year", async ({
  request,
}) => {
  // A form page: its React bundle is large enough to be worth compressing.
  const page = await request.get(`${server.url}/contact`, {
    headers: { "accept-encoding": "br, gzip" },
  });
  expect(page.headers()["content-encoding"]).toBe("br");
  const asset = /\/assets\/entry\.client[^"]+\.js/.exec(await page.text())?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(`${server.url}${asset}`, {
    headers: { "accept-encoding": "gzip" },
  });
  expect(assetResponse.status()).toBe(200);
  expect(assetResponse.headers()["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
  expect(assetResponse.headers()["content-encoding"]).toBe("gzip");
  // The compressed copies are an encoding of the file, not files of their
  // own: asked for by name, they are not found.
  for (const copy of [`${asset}.br`, `${asset}.gz`, "/about/index.html"])
    expect((await request.get(`${server.url}${copy}`)).status()).toBe(404);
});

test("a cross-origin POST is refused before any action runs", async ({
  request,
}) => {
  const crossSite = await request.post(`${server.url}/`, {
    headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    form: { anything: "x" },
  });
  expect(crossSite.status()).toBe(403);
  const foreignOrigin = await request.post(`${server.url}/`, {
    headers: { origin: "https://evil.example" },
    form: { anything: "x" },
  });
  expect(foreignOrigin.status()).toBe(403);
});

test("an unknown path answers 404 and is logged at warn level with its path", async ({
  request,
}) => {
  const response = await request.get(
    `${server.url}/no-such-page?token=secret-value`,
    { headers: { cookie: "session=cookie-value" } },
  );
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Oops! Page not found");
  await expect
    .poll(() => logLines(server).find((line) => line.path === "/no-such-page"))
    .toMatchObject({ level: 40, status: 404, method: "GET" });
  const line = logLines(server).find((l) => l.path === "/no-such-page")!;
  expect(line.requestId).toEqual(expect.any(String));
  expect(line.durationMs).toEqual(expect.any(Number));
  expect(server.output()).not.toContain("secret-value");
  expect(server.output()).not.toContain("cookie-value");
});

test("SIGTERM lets a request in flight finish, then exits 0 within 10 seconds", async () => {
  const inFlight = fetch(`${server.url}/no-such-page-in-flight`).then(
    (r) => r.status,
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  const started = Date.now();
  server.child.kill("SIGTERM");
  expect(await inFlight).toBe(404);
  expect(await server.exited).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(logLines(server).some((line) => line.msg === "stopped")).toBe(true);
});

test("a bad configuration value stops the process with one line naming the variable", () => {
  const result = spawnSync(process.execPath, ["server/start.ts"], {
    env: { ...process.env, PORT: "eighty" },
    encoding: "utf8",
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toBe(
    'Invalid configuration: PORT must be an integer between 1 and 65535 (got "eighty")',
  );
});

/** The bodies of a page's inline scripts that run (JSON-LD is data). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/src=|ld\+json/.test(attributes!))
    .map(([, , body]) => body!);
}
