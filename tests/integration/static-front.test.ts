import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";

import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { parseConfig } from "#server/config.ts";
import { createHttpApp } from "#server/http/create-app.ts";
import { compressText } from "#server/http/built-files.ts";
import { fixedSecurityHeaders } from "#server/http/security-headers.ts";
import type { Services } from "#server/services.ts";
import { rawRequest, type Answer } from "../helpers/raw-request.ts";

/**
 * The app as `npm start` builds it over a small build/client of its own:
 * one prerendered page, one compressed asset and one left as it is, public
 * files, a route's `.data` and a dotfile. The front alone serves files:
 * what it does not answer reaches Express, where a stand-in route says so.
 */

const CHROME = "gzip, deflate, br, zstd";
const html = `<!doctype html><html><head><title>About</title><script>console.log("inline")</script></head><body>${"<p>About Harborline</p>".repeat(40)}</body></html>`;
const script = `export const greeting = ${JSON.stringify("hello ".repeat(200))};`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg"/>`;
const robots = "User-agent: *\nAllow: /\n";
const routeData = `[{"_1":2},"routes/about",{}]`;

let clientDir: string;
let server: Server;
let base: string;
const logs: Array<Record<string, unknown>> = [];

/** One raw request to the app: the body as sent, never decoded. */
function send(
  target: string,
  options: Parameters<typeof rawRequest>[1] = {},
): Promise<Answer> {
  return rawRequest(new URL(target, base), options);
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "harborline-front-"));
  mkdirSync(path.join(clientDir, "about"));
  mkdirSync(path.join(clientDir, "assets"));
  const page = path.join(clientDir, "about", "index.html");
  writeFileSync(page, html);
  const compressedPage = compressText(Buffer.from(html));
  writeFileSync(`${page}.br`, compressedPage.br);
  writeFileSync(`${page}.gz`, compressedPage.gzip);
  const asset = path.join(clientDir, "assets", "greeting-Ab12Cd.js");
  writeFileSync(asset, script);
  const compressedAsset = compressText(Buffer.from(script));
  writeFileSync(`${asset}.br`, compressedAsset.br);
  writeFileSync(`${asset}.gz`, compressedAsset.gzip);
  writeFileSync(path.join(clientDir, "assets", "mark-Ef34Gh.svg"), svg);
  writeFileSync(path.join(clientDir, "robots.txt"), robots);
  writeFileSync(path.join(clientDir, "about.data"), routeData);
  mkdirSync(path.join(clientDir, "images"));
  writeFileSync(path.join(clientDir, "images", "office map.svg"), svg);
  mkdirSync(path.join(clientDir, ".well-known"));
  writeFileSync(path.join(clientDir, ".well-known", "notes.txt"), robots);
  writeFileSync(path.join(clientDir, ".env.txt"), robots);

  const services = {
    config: parseConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "harborline-front-data-")),
    }),
    logger: pino(
      { level: "info" },
      new Writable({
        write(line: Buffer, _encoding, done) {
          logs.push(JSON.parse(line.toString()) as Record<string, unknown>);
          done();
        },
      }),
    ),
    database: { ping: async () => true },
  } as unknown as Services;
  const app = createHttpApp({
    services,
    build: async () => {
      throw new Error("no React Router build in this test");
    },
    clientDir,
    before: [
      (_req, res) => {
        res.status(200).set("X-Answered-By", "express").send("express");
      },
    ],
  });
  server = await new Promise<Server>((resolve) => {
    const listening = createServer(app).listen(0, "127.0.0.1", () =>
      resolve(listening),
    );
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(clientDir, { recursive: true, force: true });
});

describe("a prerendered page", () => {
  it("is sent as built, brotli to a browser that takes it, with the security headers of every answer", async () => {
    const page = await send("/about", {
      headers: { "accept-encoding": CHROME },
    });
    expect(page.status).toBe(200);
    expect(page.headers["x-answered-by"]).toBeUndefined();
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.body.equals(compressText(Buffer.from(html)).br)).toBe(true);
    expect(page.headers["content-length"]).toBe(String(page.body.length));
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["vary"]).toBe("Accept-Encoding");
    expect(page.headers["etag"]).toMatch(/^"[\w-]{27}-br"$/);
    expect(page.headers["speculation-rules"]).toBe('"/speculation-rules.json"');
    expect(page.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    // Its one inline script by hash, no nonce.
    const csp = page.headers["content-security-policy"]!;
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]+';/);
    expect(csp).not.toContain("nonce");

    const throughExpress = await send("/not-prerendered");
    expect(throughExpress.headers["x-answered-by"]).toBe("express");
    for (const [name] of fixedSecurityHeaders(false)) {
      const key = name.toLowerCase();
      expect(throughExpress.headers[key]).toBeDefined();
      expect(page.headers[key], name).toBe(throughExpress.headers[key]);
    }
  });

  it("is the same page with a trailing slash, a query string or escapes", async () => {
    const plain = await send("/about", {
      headers: { "accept-encoding": "br" },
    });
    for (const target of ["/about/", "/about?utm_source=mail", "/%61bout"]) {
      const other = await send(target, {
        headers: { "accept-encoding": "br" },
      });
      expect(other.headers["x-answered-by"]).toBeUndefined();
      expect(other.body.equals(plain.body)).toBe(true);
    }
  });

  it("takes the encoding the client asks for, and none when it refuses both", async () => {
    const cases: Array<[string | undefined, string | undefined]> = [
      ["gzip", "gzip"],
      ["br;q=0.5, gzip", "gzip"],
      ["identity", undefined],
      ["br;q=0, gzip;q=0", undefined],
      [undefined, undefined],
    ];
    for (const [accept, encoding] of cases) {
      const page = await send("/about", {
        headers: accept === undefined ? {} : { "accept-encoding": accept },
      });
      expect(page.headers["content-encoding"], accept).toBe(encoding);
      if (encoding === undefined) expect(page.body.toString()).toBe(html);
      expect(page.headers["etag"]).toMatch(
        new RegExp(`-${encoding ?? "identity"}"$`),
      );
    }
  });

  it("answers 304 without a body to a browser that has it, 200 to one whose copy is another", async () => {
    const first = await send("/about", {
      headers: { "accept-encoding": "br" },
    });
    const etag = first.headers["etag"]!;
    for (const known of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await send("/about", {
        headers: { "accept-encoding": "br", "if-none-match": known },
      });
      expect(again.status, known).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers["etag"]).toBe(etag);
      expect(again.headers["content-security-policy"]).toBeDefined();
    }
    const gzipCopy = await send("/about", {
      headers: { "accept-encoding": "gzip", "if-none-match": etag },
    });
    expect(gzipCopy.status).toBe(200);
    expect(gzipCopy.headers["content-encoding"]).toBe("gzip");
  });

  it("is sent to a GET that carries a body, which is not read", async () => {
    const sized = await send("/about", {
      headers: { "content-type": "text/plain", "content-length": "5" },
      body: "hello",
    });
    const chunked = await send("/about", {
      headers: { "content-type": "text/plain", "transfer-encoding": "chunked" },
      body: "hello",
    });
    for (const page of [sized, chunked]) {
      expect(page.status).toBe(200);
      expect(page.headers["x-answered-by"]).toBeUndefined();
      expect(page.body.toString()).toBe(html);
    }
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const get = await send("/about", { headers: { "accept-encoding": "br" } });
    const head = await send("/about", {
      method: "HEAD",
      headers: { "accept-encoding": "br" },
    });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers["etag"]).toBe(get.headers["etag"]);
  });

  it("is logged like every request: its id (a proxy's kept), method, path without the query, status", async () => {
    const requestId = "proxy-request-0001";
    await send("/about?token=secret-value", {
      headers: { "x-request-id": requestId },
    });
    const line = logs.find((entry) => entry.requestId === requestId);
    expect(line).toMatchObject({
      level: 30,
      msg: "request",
      method: "GET",
      path: "/about",
      status: 200,
      durationMs: expect.any(Number),
    });
    expect(JSON.stringify(logs)).not.toContain("secret-value");
  });
});

describe("a hashed asset", () => {
  it("is kept for a year and sent compressed as the build wrote it", async () => {
    const asset = await send("/assets/greeting-Ab12Cd.js", {
      headers: { "accept-encoding": CHROME },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(asset.headers["content-type"]).toBe(
      "text/javascript; charset=utf-8",
    );
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(asset.body.equals(compressText(Buffer.from(script)).br)).toBe(true);
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("without compressed forms is sent as it is, with no Vary", async () => {
    const asset = await send("/assets/mark-Ef34Gh.svg", {
      headers: { "accept-encoding": CHROME },
    });
    expect(asset.headers["content-type"]).toBe("image/svg+xml");
    expect(asset.headers["content-encoding"]).toBeUndefined();
    expect(asset.headers["vary"]).toBeUndefined();
    expect(asset.body.toString()).toBe(svg);
  });
});

describe("a file of the public folder", () => {
  it("is kept for an hour, its name staying while a release may change it", async () => {
    const file = await send("/robots.txt");
    expect(file.status).toBe(200);
    expect(file.headers["x-answered-by"]).toBeUndefined();
    expect(file.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(file.headers["cache-control"]).toBe("public, max-age=3600");
    expect(file.headers["etag"]).toMatch(/^"[\w-]{27}-identity"$/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.body.toString()).toBe(robots);
  });

  it("is found by its name with escapes (a space is %20)", async () => {
    const file = await send("/images/office%20map.svg");
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("image/svg+xml");
    expect(file.body.toString()).toBe(svg);
  });

  it("of a type with no name of its own (a route's .data) is sent as bytes, not sniffed", async () => {
    const data = await send("/about.data", {
      headers: { "accept-encoding": CHROME },
    });
    expect(data.status).toBe(200);
    expect(data.headers["x-answered-by"]).toBeUndefined();
    expect(data.headers["content-type"]).toBe("application/octet-stream");
    expect(data.headers["content-encoding"]).toBeUndefined();
    expect(data.headers["cache-control"]).toBe("public, max-age=3600");
    expect(data.headers["x-content-type-options"]).toBe("nosniff");
    expect(data.body.toString()).toBe(routeData);
    const head = await send("/about.data", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(String(routeData.length));
  });
});

describe("what the front leaves to Express", () => {
  it("another method, another path or its case", async () => {
    const cases = [
      send("/about", { method: "POST" }),
      send("/robots.txt", { method: "DELETE" }),
      send("/About"),
      send("/assets/missing-Zz99.js"),
      send("/%E0%A4%A"),
    ];
    for (const answer of await Promise.all(cases))
      expect(answer.headers["x-answered-by"]).toBe("express");
  });

  it("the build's own files, which are not addresses: a page's index.html, compressed copies, dotfiles", async () => {
    const cases = [
      send("/about/index.html"),
      send("/about/index.html.br"),
      send("/assets/greeting-Ab12Cd.js.br"),
      send("/assets/greeting-Ab12Cd.js.gz"),
      send("/.well-known/notes.txt"),
      send("/.env.txt"),
    ];
    for (const answer of await Promise.all(cases))
      expect(answer.headers["x-answered-by"]).toBe("express");
  });
});
