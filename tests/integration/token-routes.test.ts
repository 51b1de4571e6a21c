import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import type { RequestHandler } from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { englishPathOf, pathIn } from "#app/lib/locale.ts";
import routes from "#app/routes.ts";
import { parseConfig } from "#server/config.ts";
import { formDefinitions } from "#server/forms/registry.ts";
import { createHttpApp } from "#server/http/create-app.ts";
import {
  TOKEN_PAGE_HEADERS,
  TOKEN_PARAM,
  TOKEN_ROUTES,
} from "#server/http/token-routes.ts";
import type { Services } from "#server/services.ts";
import { rawRequest } from "../helpers/raw-request.ts";

/**
 * Every route whose address holds a bearer token (server/http/token-routes.ts)
 * answers, whatever the route itself sets, `Cache-Control: no-store`,
 * `Referrer-Policy: strict-origin` and `X-Robots-Tag: noindex`: through the
 * HTTP app as `npm start` builds it (server/http/create-app.ts), in front of
 * a stand-in for the React Router app that sets the opposite of each.
 */

const TOKEN = "abcdefghijklmnopqrstuvwxyz234567abcdefghijklmnopqrst";
/** What the stand-in route sets: a page that may be cached and sends its whole address on. */
const ROUTE_HEADERS = {
  "Cache-Control": "public, max-age=600",
  "Referrer-Policy": "unsafe-url",
  "X-Robots-Tag": "all",
};
const SITE_REFERRER_POLICY = "strict-origin-when-cross-origin";

/** Answers every request as a route would, with ROUTE_HEADERS; `/missing/` paths go on to the (absent) build. */
const standInRoute: RequestHandler = (req, res, next) => {
  if (req.path.includes("/missing")) return next();
  req.resume();
  res.set(ROUTE_HEADERS).type("html").send("<p>A page</p>");
};

let server: Server;
let origin: string;

beforeAll(async () => {
  const services = {
    config: parseConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "harborline-token-routes-")),
    }),
    logger: pino({ level: "silent" }),
    database: { ping: async () => true },
  } as unknown as Services;
  const app = createHttpApp({
    services,
    build: async () => {
      throw new Error("no build in this test");
    },
    before: [standInRoute],
  });
  server = await new Promise<Server>((resolve) => {
    const listening = createServer(app).listen(0, "127.0.0.1", () =>
      resolve(listening),
    );
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A route pattern with its parameters filled in: the token, a line, anything else. */
const filled = (route: string, token = TOKEN) =>
  route
    .split("/")
    .map((segment) =>
      TOKEN_PARAM.test(segment)
        ? token
        : segment === ":line"
          ? "home"
          : segment.startsWith(":")
            ? "x"
            : segment,
    )
    .join("/");

/** Every address a token route is asked at: English and Spanish, its `.data` twin, spelled oddly. */
const addressesOf = (route: string) => {
  const english = filled(route);
  return [
    english,
    pathIn(english, "es"),
    `${english}.data`,
    `${english}/`,
    english.toUpperCase().replace(TOKEN.toUpperCase(), TOKEN),
  ];
};

async function ask(pathname: string, method = "GET") {
  const post = method === "POST";
  const answer = await rawRequest(new URL(pathname, origin), {
    method,
    headers: post
      ? { "content-type": "application/x-www-form-urlencoded" }
      : undefined,
    body: post ? "message=hello" : undefined,
  });
  return answer.headers;
}

function expectTokenPageHeaders(
  headers: Awaited<ReturnType<typeof ask>>,
  label: string,
) {
  expect(headers["cache-control"], label).toMatch(/(^|[\s,])no-store(,|$)/);
  expect(headers["cache-control"], label).not.toContain("public");
  expect(headers["referrer-policy"], label).toBe(
    TOKEN_PAGE_HEADERS["Referrer-Policy"],
  );
  expect(headers["x-robots-tag"], label).toBe("noindex");
}

describe("the routes whose address holds a bearer token", () => {
  it.each(TOKEN_ROUTES.map((route) => [route]))(
    "%s: never stored, no Referer, not indexed, in every spelling and for every method",
    async (route) => {
      for (const address of addressesOf(route))
        for (const method of ["GET", "HEAD", "POST"]) {
          const headers = await ask(address, method);
          expectTokenPageHeaders(headers, `${method} ${address}`);
        }
    },
  );

  it("answers a mistyped or expired link under the same path the same way, an error included", async () => {
    for (const route of TOKEN_ROUTES) {
      for (const address of [
        filled(route, "not-a-token"),
        filled(route, "missing"),
      ]) {
        expectTokenPageHeaders(await ask(address), address);
        expectTokenPageHeaders(await ask(pathIn(address, "es")), address);
      }
    }
  });

  it("leaves every other page as its route and the site set it", async () => {
    for (const address of [
      "/quote/home",
      "/quote/save",
      "/quote/saved",
      "/es/quote/home",
      "/contact",
    ]) {
      const headers = await ask(address);
      expect(headers["cache-control"], address).toBe(
        ROUTE_HEADERS["Cache-Control"],
      );
      expect(headers["referrer-policy"], address).toBe(
        ROUTE_HEADERS["Referrer-Policy"],
      );
    }
    // The site's own default, where the route sets none.
    const missing = await ask("/missing/page");
    expect(missing["referrer-policy"]).toBe(SITE_REFERRER_POLICY);
  });
});

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

/** Every route path of app/routes.ts, in full, with a leading slash. */
function routePaths(entries: readonly RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${parent}/${entry.path}` : parent;
    return [
      ...(entry.path ? [full] : []),
      ...routePaths(entry.children ?? [], full),
    ];
  });
}

const takesToken = (route: string) =>
  route.split("/").some((segment) => TOKEN_PARAM.test(segment));

describe("the list of token routes", () => {
  const routed = routePaths(routes as RouteEntry[]);
  const endpoints = formDefinitions.flatMap((form) =>
    "endpoint" in form && form.endpoint ? [form.endpoint] : [],
  );

  it("names every route of app/routes.ts that takes a token, in English", () => {
    const tokenRoutes = routed.filter(takesToken).map(englishPathOf);
    expect(tokenRoutes.length).toBeGreaterThan(0);
    for (const route of tokenRoutes)
      expect(
        TOKEN_ROUTES,
        `${route}: add it to server/http/token-routes.ts`,
      ).toContain(route);
  });

  it("names every form endpoint and page that takes a token", () => {
    const forms = formDefinitions
      .flatMap((form) => [
        form.page.split("?")[0]!,
        ...("endpoint" in form && form.endpoint ? [form.endpoint] : []),
      ])
      .filter(takesToken);
    expect(forms.length).toBeGreaterThan(0);
    for (const route of forms)
      expect(
        TOKEN_ROUTES,
        `${route}: add it to server/http/token-routes.ts`,
      ).toContain(route);
  });

  it("names only routes that exist, each with its token in its path", () => {
    const english = new Set([...routed.map(englishPathOf), ...endpoints]);
    for (const route of TOKEN_ROUTES) {
      expect(english, route).toContain(route);
      expect(takesToken(route), route).toBe(true);
    }
  });
});
