import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { pageMeta } from "#app/content/page-meta.ts";
import { metaTags, serveOrigin } from "#app/lib/seo.ts";
import { parseConfig } from "#server/config.ts";
import { compressText } from "#server/http/built-files.ts";
import { createHttpApp } from "#server/http/create-app.ts";
import { inlineScriptHashes } from "#server/http/prerendered-pages.ts";
import { pageOnOrigin, writeBuildOrigin } from "#server/http/site-origin.ts";
import type { Services } from "#server/services.ts";
import { rawRequest, type Answer } from "../helpers/raw-request.ts";

/**
 * One build started under another APP_URL (decision 0061): a build/client
 * written as `npm run build` leaves it without APP_URL (pages, their `.br`
 * and `.gz`, the sitemap, robots.txt, the recorded origin), served by the
 * app told `https://www.example.org` and, for comparison, by one told the
 * build's own origin.
 */

const BUILT = "http://localhost:3000";
const SERVED = "https://www.example.org";

const jsonLd = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const pageHtml = (route: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Harborline</title>` +
  `<link rel="canonical" href="${BUILT}${route}"/>` +
  `<meta property="og:url" content="${BUILT}${route}"/>` +
  `<meta property="og:image" content="${BUILT}/images/og-default.png"/>` +
  jsonLd({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${BUILT}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: "Page",
        item: `${BUILT}${route}`,
      },
    ],
  }) +
  jsonLd({
    "@context": "https://schema.org",
    "@type": "InsuranceAgency",
    url: `${BUILT}/`,
    logo: `${BUILT}/favicon.svg`,
  }) +
  `<link rel="icon" href="/favicon.svg"/></head><body><main>` +
  `${"<p>Home, auto and life insurance from Harborline.</p>".repeat(30)}` +
  `</main><script>window.__enhanced = true;</script></body></html>`;
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${["/", "/about", "/contact"].map((route) => `  <url><loc>${BUILT}${route}</loc></url>`).join("\n")}\n</urlset>\n`;
const robots = `User-agent: *\nDisallow: /dashboard\nDisallow: /auth/\n\nSitemap: ${BUILT}/sitemap.xml\n`;
const PAGES = ["/", "/about", "/news/open-enrollment"];

let clientDir: string;
const servers: Server[] = [];

/** The app over the build, told `appUrl`, listening on a free port. */
async function serve(appUrl: string): Promise<string> {
  const services = {
    config: parseConfig({
      APP_URL: appUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "harborline-origin-data-")),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    }),
    logger: pino({ level: "silent" }),
    database: { ping: async () => true },
  } as unknown as Services;
  const app = createHttpApp({
    services,
    build: async () => {
      throw new Error("no React Router build in this test");
    },
    clientDir,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = createServer(app).listen(0, "127.0.0.1", () =>
      resolve(listening),
    );
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let moved: string;
let asBuilt: string;

const get = (base: string, route: string, encoding = "identity") =>
  rawRequest(new URL(route, base), {
    headers: { "accept-encoding": encoding },
  });

const decoded = (answer: Answer) =>
  (answer.headers["content-encoding"] === "br"
    ? brotliDecompressSync(answer.body)
    : answer.headers["content-encoding"] === "gzip"
      ? gunzipSync(answer.body)
      : answer.body
  ).toString("utf8");

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "harborline-origin-"));
  const write = (file: string, text: string) => {
    const target = path.join(clientDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
    const { br, gzip } = compressText(Buffer.from(text));
    writeFileSync(`${target}.br`, br);
    writeFileSync(`${target}.gz`, gzip);
  };
  for (const route of PAGES)
    write(path.join(route.slice(1), "index.html"), pageHtml(route));
  write("sitemap.xml", sitemap);
  write("robots.txt", robots);
  writeBuildOrigin(clientDir, BUILT);
  moved = await serve(SERVED);
  asBuilt = await serve(`${BUILT}/`);
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(clientDir, { recursive: true, force: true });
});

/** Every absolute URL of a page's canonical link, Open Graph tags and JSON-LD. */
function absoluteUrls(html: string): string[] {
  const attributes = [
    ...html.matchAll(/<link rel="canonical" href="([^"]*)"/g),
    ...html.matchAll(/<meta property="og:(?:url|image)" content="([^"]*)"/g),
  ].map((match) => match[1]!);
  const structured = [
    ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
  ].flatMap((match) =>
    JSON.stringify(JSON.parse(match[1]!))
      .match(/"(?:https?:)?\/\/[^"]*"/g)!
      .map((url) => JSON.parse(url) as string)
      .filter((url) => !url.startsWith("https://schema.org")),
  );
  return [...attributes, ...structured];
}

describe("a build made for localhost, started with APP_URL=https://www.example.org", () => {
  it("serves every page with its canonical, og:url, og:image and JSON-LD URLs on the served origin", async () => {
    for (const route of PAGES) {
      const html = decoded(await get(moved, route));
      expect(html).not.toContain("localhost");
      const urls = absoluteUrls(html);
      expect(urls.length).toBe(7);
      for (const url of urls) expect(url.startsWith(`${SERVED}/`)).toBe(true);
      expect(html).toContain(
        `<link rel="canonical" href="${SERVED}${route}"/>`,
      );
    }
  });

  it("sends brotli and gzip copies that decode to the moved page, under new ETags", async () => {
    for (const route of PAGES) {
      const identity = await get(moved, route);
      for (const encoding of ["br", "gzip"]) {
        const answer = await get(moved, route, encoding);
        expect(answer.headers["content-encoding"]).toBe(encoding);
        expect(decoded(answer)).toBe(identity.body.toString("utf8"));
        const built = await get(asBuilt, route, encoding);
        expect(decoded(built)).toBe(pageHtml(route));
        expect(answer.headers.etag).not.toBe(built.headers.etag);
      }
    }
  });

  it("allows the page's inline script by the hash of the bytes it sends", async () => {
    const answer = await get(moved, "/about");
    const csp = answer.headers["content-security-policy"]!;
    const hashes = inlineScriptHashes(answer.body.toString("utf8"));
    expect(hashes).toHaveLength(1);
    expect(csp).toContain(hashes[0]);
  });

  it("serves the sitemap and robots.txt on the served origin, compressed anew", async () => {
    for (const encoding of ["identity", "br", "gzip"]) {
      const map = decoded(await get(moved, "/sitemap.xml", encoding));
      expect(map).not.toContain("localhost");
      const locations = [...map.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
        (match) => match[1]!,
      );
      expect(locations).toEqual(
        ["/", "/about", "/contact"].map((route) => `${SERVED}${route}`),
      );
      const robotsTxt = decoded(await get(moved, "/robots.txt", encoding));
      expect(robotsTxt).toBe(robots.replace(BUILT, SERVED));
    }
  });

  it("leaves a build started under its own origin as it was built", async () => {
    const page = await get(asBuilt, "/about");
    expect(page.body.toString("utf8")).toBe(pageHtml("/about"));
    expect(decoded(await get(asBuilt, "/sitemap.xml"))).toBe(sitemap);
  });
});

describe("moving a page's URLs", () => {
  it("replaces the build's exact origin only where a URL attribute or a JSON-LD string begins with it", () => {
    const move = { from: BUILT, to: SERVED };
    const html =
      `<link rel="canonical" href="${BUILT}/about"/>` +
      `<a href="${BUILT}0/elsewhere">x</a>` +
      `<p>Try ${BUILT}/about locally.</p>` +
      `<script>const here = "${BUILT}/about";</script>` +
      jsonLd({ url: `${BUILT}/`, note: `see ${BUILT}/` });
    expect(pageOnOrigin(html, move)).toBe(
      `<link rel="canonical" href="${SERVED}/about"/>` +
        `<a href="${BUILT}0/elsewhere">x</a>` +
        `<p>Try ${BUILT}/about locally.</p>` +
        `<script>const here = "${BUILT}/about";</script>` +
        jsonLd({ url: `${SERVED}/`, note: `see ${BUILT}/` }),
    );
  });
});

describe("a page rendered per request", () => {
  it("names the origin the server is told, once told, and the build's until then", () => {
    const urls = () =>
      metaTags(pageMeta("Log In | Harborline", "Sign in."), "/login", {
        breadcrumbs: [{ name: "Log In", path: "/login" }],
      }).flatMap((tag) => {
        const fields = tag as Record<string, unknown>;
        if ("href" in fields) return [String(fields.href)];
        if (fields.property === "og:url") return [String(fields.content)];
        if ("script:ld+json" in fields)
          return [JSON.stringify(fields["script:ld+json"])];
        return [];
      });
    expect(urls().join(" ")).toContain(`${BUILT}/login`);
    serveOrigin(SERVED);
    try {
      const told = urls();
      // The canonical, og:url and the JSON-LD (the page, its breadcrumbs).
      expect(told.length).toBeGreaterThanOrEqual(3);
      expect(told.join(" ")).not.toContain("localhost");
      expect(told[0]).toBe(`${SERVED}/login`);
      expect(told.join(" ")).toContain(`"item":"${SERVED}/login"`);
    } finally {
      serveOrigin(BUILT);
    }
  });
});
