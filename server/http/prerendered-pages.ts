import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { RequestHandler } from "express";

import { PRERENDER_NONCE } from "#server/request-context.ts";

/**
 * Serves the HTML that the build rendered for static routes, with the
 * request's CSP nonce in place of the build's stand-in. Pages are read once at
 * start; they only change with a new build (and a restart).
 */
export function prerenderedPages(clientDir: string): RequestHandler {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(clientDir, {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const relative = path
      .relative(clientDir, entry.parentPath)
      .split(path.sep)
      .join("/");
    pages.set(
      relative === "" ? "/" : `/${relative}`,
      readFileSync(path.join(entry.parentPath, entry.name), "utf8"),
    );
  }
  const placeholder = `nonce="${PRERENDER_NONCE}"`;

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const html = pages.get(
      req.path.length > 1 ? req.path.replace(/\/$/, "") : req.path,
    );
    if (html === undefined) return next();
    const nonce = String(res.locals.nonce);
    res.setHeader("Cache-Control", "no-cache");
    res.type("html").send(html.replaceAll(placeholder, `nonce="${nonce}"`));
  };
}
