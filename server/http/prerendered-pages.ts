import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import type { RequestHandler } from "express";

import { PRERENDER_NONCE } from "#server/request-context.ts";
import { buildContentSecurityPolicy } from "./security-headers.ts";

type Encoding = "br" | "gzip" | "identity";

/** One page rendered at build time, ready to send as it is. */
interface PrerenderedPage {
  bodies: Record<Encoding, Buffer>;
  etag: string;
  contentSecurityPolicy: string;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources of a page's inline scripts: the SHA-256 of each one that
 * runs (JSON-LD is data, and scripts with `src` are covered by 'self').
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attributes) || /application\/ld\+json/.test(attributes))
      continue;
    hashes.add(
      `'sha256-${createHash("sha256").update(body).digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * A page as built, its nonce stand-ins removed (its scripts are allowed by
 * hash instead), with its compressed forms: read from `index.html.br` and
 * `.gz` when the build wrote them (scripts/finish-pages.ts), made here
 * otherwise.
 */
function loadPage(file: string, https: boolean): PrerenderedPage {
  const html = servedHtml(readFileSync(file, "utf8"));
  const identity = Buffer.from(html);
  const precompressed = (suffix: string, make: () => Buffer) =>
    existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : make();
  return {
    bodies: {
      identity,
      br: precompressed(".br", () => compressPage(identity).br),
      gzip: precompressed(".gz", () => compressPage(identity).gzip),
    },
    etag: createHash("sha256")
      .update(identity)
      .digest("base64url")
      .slice(0, 27),
    contentSecurityPolicy: buildContentSecurityPolicy(
      inlineScriptHashes(html),
      https,
    ),
  };
}

/**
 * What the server sends for a page the build wrote: the nonce stand-ins
 * removed, as its scripts are allowed by hash instead. scripts/finish-pages.ts
 * has already done this (and inlined a content page's styles); a build that
 * did not run it is served all the same.
 */
export function servedHtml(builtHtml: string): string {
  return builtHtml.replaceAll(` nonce="${PRERENDER_NONCE}"`, "");
}

/** Brotli at its best and gzip at its best: done once per page, never per request. */
export function compressPage(body: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** Every `index.html` the build wrote, by the path it answers. */
export function builtPages(clientDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(clientDir, {
    recursive: true,
    withFileTypes: true,
  })) {
    if (!entry.isFile() || entry.name !== "index.html") continue;
    const relative = path
      .relative(clientDir, entry.parentPath)
      .split(path.sep)
      .join("/");
    files.set(
      relative === "" ? "/" : `/${relative}`,
      path.join(entry.parentPath, entry.name),
    );
  }
  return files;
}

/**
 * Serves the HTML that the build rendered for static routes like a static
 * file server: the same bytes for every request, compressed once, with an
 * ETag for revalidation and a Content-Security-Policy of the page's script
 * hashes (no per-request nonce, so nothing is rewritten or recompressed).
 * Pages are read once at start; they only change with a new build.
 */
export function prerenderedPages(
  clientDir: string,
  options: { https: boolean },
): RequestHandler {
  const pages = new Map<string, PrerenderedPage>();
  for (const [route, file] of builtPages(clientDir))
    pages.set(route, loadPage(file, options.https));

  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(
      req.path.length > 1 ? req.path.replace(/\/$/, "") : req.path,
    );
    if (page === undefined) return next();
    const encoding =
      (req.acceptsEncodings("br", "gzip", "identity") as Encoding | false) ||
      "identity";
    const etag = `"${page.etag}-${encoding}"`;
    res.setHeader("Content-Security-Policy", page.contentSecurityPolicy);
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("ETag", etag);
    const known = (req.headers["if-none-match"] ?? "")
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""));
    if (known.includes(etag) || known.includes("*")) {
      res.status(304).end();
      return;
    }
    const body = page.bodies[encoding];
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };
}
