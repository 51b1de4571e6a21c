import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { staffPagesFromThisSiteOnly } from "#server/http/same-origin.ts";
import { rawRequest } from "../helpers/raw-request.ts";

/**
 * Issue 32, item 3 (decision 0005, amended): a GET under /admin that another site
 * started (a link, window.open, an image) runs nothing of the back office:
 * no export, no download, no audit row. Here the route behind the guard
 * counts what reached it.
 */

const APP_URL = new URL("https://www.example.com");
let server: Server;
let origin: string;
/** The paths the routes behind the guard answered. */
const reached: string[] = [];

beforeAll(async () => {
  const app = express();
  app.use(staffPagesFromThisSiteOnly(APP_URL));
  app.get("/{*path}", (req, res) => {
    reached.push(req.path);
    res.send("ran");
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

async function get(path: string, headers: Record<string, string> = {}) {
  reached.length = 0;
  const answer = await rawRequest(new URL(path, origin), { headers });
  return { ...answer, text: answer.body.toString("utf8"), ran: reached.length };
}

const navigation = (site: string) => ({
  "sec-fetch-site": site,
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  accept: "text/html",
});

describe("a back office GET started by another site", () => {
  it("runs nothing: a link from another site or a subdomain meets a page that links on", async () => {
    for (const site of ["cross-site", "same-site"])
      for (const path of [
        "/admin/verifications/export.csv",
        "/admin/claims/123e4567-e89b-42d3-a456-426614174000",
        "/admin/claims/documents/abc/download",
        "/admin",
        "/ADMIN/audit/export.csv",
      ]) {
        const answer = await get(path, navigation(site));
        expect(answer.ran, `${site} ${path}`).toBe(0);
        expect(answer.status).toBe(403);
        expect(answer.headers["cache-control"]).toBe("no-store");
        expect(answer.headers["referrer-policy"]).toBe("no-referrer");
        expect(answer.text).toContain("Open this back office page?");
        // The one way on is a link of this site's own: a click on it is same-origin.
        expect(answer.text).toContain(`<a href="${path}"`);
      }
  });

  it("answers a script's or an image's request with 403 and no page", async () => {
    const answer = await get("/admin/claims.data", {
      "sec-fetch-site": "cross-site",
      "sec-fetch-mode": "no-cors",
      "sec-fetch-dest": "image",
    });
    expect(answer.ran).toBe(0);
    expect(answer.status).toBe(403);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it("links a client navigation's data URL as its page", async () => {
    const answer = await get(
      "/admin/claims.data?sort=due",
      navigation("cross-site"),
    );
    expect(answer.text).toContain('<a href="/admin/claims?sort=due"');
  });

  it("writes what it was sent into the page only escaped", async () => {
    const answer = await get(
      `/admin/claims?q=${encodeURIComponent('"><script>alert(1)</script>')}`,
      navigation("cross-site"),
    );
    expect(answer.text).not.toContain("<script>");
  });

  it("from a browser without Sec-Fetch headers is judged by its Referer", async () => {
    const foreign = await get("/admin/verifications/export.csv", {
      referer: "https://evil.example/page",
    });
    expect(foreign.ran).toBe(0);
    expect(foreign.status).toBe(403);
    const unreadable = await get("/admin/verifications/export.csv", {
      referer: "not a url",
    });
    expect(unreadable.ran).toBe(0);
    const own = await get("/admin/verifications/export.csv", {
      referer: "https://www.example.com/admin/verifications",
    });
    expect(own.ran).toBe(1);
  });
});

describe("a back office GET the person started", () => {
  it("runs: from this site, typed or bookmarked, from a mail program, or from no browser", async () => {
    for (const headers of [
      navigation("same-origin") as Record<string, string>,
      navigation("none"),
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" },
      {},
    ]) {
      const answer = await get("/admin/verifications/export.csv", headers);
      expect(answer.ran, JSON.stringify(headers)).toBe(1);
      expect(answer.text).toBe("ran");
    }
  });

  it("and pages outside the back office are not its concern", async () => {
    for (const path of [
      "/",
      "/dashboard",
      "/administration-fees",
      "/quote/auto",
    ]) {
      const answer = await get(path, navigation("cross-site"));
      expect(answer.ran, path).toBe(1);
    }
  });
});
