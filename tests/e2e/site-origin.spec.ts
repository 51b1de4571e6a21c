import { randomBytes } from "node:crypto";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { builtPages } from "#server/http/prerendered-pages.ts";
import { readBuildOrigin } from "#server/http/site-origin.ts";
import { rawRequest, type Answer } from "../helpers/raw-request";
import {
  expect,
  logLines,
  test,
  type ServerProcess,
} from "./helpers/own-server";

// One build deployed to another origin (issue 26, decision 0061): the build
// the suite runs on, made without APP_URL (so for http://localhost:3000),
// started as `npm start` starts it with APP_URL=https://www.example.org.
const SERVED = "https://www.example.org";
const clientDir = path.resolve("build/client");
const builtOrigin = readBuildOrigin(clientDir)!;
const routes = [...builtPages(clientDir).keys()];

test.describe.configure({ mode: "serial" });
test.use({
  ownServerOptions: {
    env: {
      APP_URL: SERVED,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString("base64"),
    },
  },
});

let server: ServerProcess;
test.beforeAll(({ ownServer }) => {
  server = ownServer;
});

const get = (route: string, encoding = "identity", base = server.url) =>
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

/** Every absolute URL of a page's canonical link, Open Graph tags and JSON-LD. */
function absoluteUrls(html: string): string[] {
  const attributes = [
    ...html.matchAll(/<link rel="canonical" href="([^"]*)"/g),
    ...html.matchAll(/<meta property="og:(?:url|image)" content="([^"]*)"/g),
  ].map((match) => match[1]!);
  const strings: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (value && typeof value === "object")
      Object.values(value).forEach(collect);
  };
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json">(.*?)<\/script>/g,
  ))
    collect(JSON.parse(json!));
  return [
    ...attributes,
    ...strings.filter(
      (value) =>
        /^https?:/.test(value) && !value.startsWith("https://schema.org"),
    ),
  ];
}

test("the build records the origin it was made for, not the served one", () => {
  expect(builtOrigin).toMatch(/^http:\/\/localhost:\d+$/);
  expect(routes.length).toBeGreaterThan(40);
});

test("every prerendered page names only the served origin, in every encoding", async () => {
  for (const route of routes) {
    const identity = await get(route);
    expect(identity.status, route).toBe(200);
    const html = identity.body.toString("utf8");
    expect(html, route).not.toContain("localhost");
    const urls = absoluteUrls(html);
    expect(urls.length, route).toBeGreaterThanOrEqual(3);
    for (const url of urls)
      expect(url, route).toMatch(/^https:\/\/www\.example\.org\//);
    expect(html).toContain(
      `<link rel="canonical" href="${new URL(route, SERVED).href}"/>`,
    );
    for (const encoding of ["br", "gzip"]) {
      const answer = await get(route, encoding);
      expect(answer.headers["content-encoding"], route).toBe(encoding);
      expect(decoded(answer), route).toBe(html);
    }
  }
});

test("the sitemap and robots.txt name only the served origin", async () => {
  for (const encoding of ["identity", "br", "gzip"]) {
    const sitemap = decoded(await get("/sitemap.xml", encoding));
    expect(sitemap).not.toContain("localhost");
    const locations = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)];
    expect(locations.length).toBeGreaterThan(20);
    for (const [, url] of locations)
      expect(url).toMatch(/^https:\/\/www\.example\.org\//);
    const robots = decoded(await get("/robots.txt", encoding));
    expect(robots).not.toContain("localhost");
    expect(robots).toContain(`Sitemap: ${SERVED}/sitemap.xml`);
  }
  // Their prerendered data copies are not kept: they would name the build's origin.
  for (const route of ["/sitemap.xml.data", "/robots.txt.data"])
    expect(decoded(await get(route))).not.toContain(builtOrigin);
});

test("a page rendered per request names the served origin", async () => {
  const html = decoded(await get("/login"));
  expect(html).not.toContain("localhost");
  expect(html).toContain(`<link rel="canonical" href="${SERVED}/login"/>`);
});

test("the moved pages' ETags differ from the build's, and the start says what it cost", async ({
  startOwnServer,
}) => {
  const asBuilt = await startOwnServer({ env: { APP_URL: builtOrigin } });
  for (const route of ["/", "/about", "/sitemap.xml"]) {
    const moved = await get(route, "br");
    const built = await get(route, "br", asBuilt.url);
    expect(decoded(built)).toContain(builtOrigin);
    expect(moved.headers.etag).toMatch(/^"[\w-]{27}-br"$/);
    expect(moved.headers.etag).not.toBe(built.headers.etag);
  }
  const moving = logLines(server).find((line) =>
    String(line.msg).startsWith("build made for another origin"),
  );
  expect(moving).toMatchObject({ from: builtOrigin, to: SERVED });
  expect(logLines(asBuilt).some((line) => "from" in line)).toBe(false);
  console.log(
    `start-up: ${routes.length} pages moved and compressed in ${String(moving!.durationMs)} ms`,
  );
});
