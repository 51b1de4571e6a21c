import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { PRERENDER_NONCE } from "#server/request-context.ts";
import { compressedCopy, compressText } from "./built-files.ts";
import { buildContentSecurityPolicy } from "./security-headers.ts";
import { pageOnOrigin, type OriginMove } from "./site-origin.ts";
import { SPECULATION_RULES_PATH } from "./speculation-rules.ts";
import type { StaticFile } from "./static-front.ts";

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
 * otherwise. A page built for another origin has its absolute URLs moved to
 * the served one (site-origin.ts), and its compressed forms, ETags and
 * script hashes follow from the new bytes. Revalidated by ETag on every
 * visit (no-cache): a new build changes the page at the same address.
 */
function loadPage(
  file: string,
  options: { https: boolean; move?: OriginMove },
): StaticFile {
  const built = servedHtml(readFileSync(file, "utf8"));
  const html = options.move ? pageOnOrigin(built, options.move) : built;
  const identity = Buffer.from(html);
  const asBuilt = html === built;
  let made: { br: Buffer; gzip: Buffer } | undefined;
  // A page moved at start is compressed quickly; one the build did not
  // finish, at its best (as finish-pages.ts would have).
  const compressed = () =>
    (made ??= compressText(identity, asBuilt ? "best" : "quick"));
  return {
    bodies: {
      identity,
      br: (asBuilt ? compressedCopy(file, "br") : undefined) ?? compressed().br,
      gzip:
        (asBuilt ? compressedCopy(file, "gzip") : undefined) ??
        compressed().gzip,
    },
    contentType: "text/html; charset=utf-8",
    cacheControl: "no-cache",
    contentSecurityPolicy: buildContentSecurityPolicy(
      inlineScriptHashes(html),
      options.https,
    ),
    headers: [["Speculation-Rules", `"${SPECULATION_RULES_PATH}"`]],
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
 * The HTML that the build rendered for static routes, by the path it
 * answers, ready to be sent like a static file server's (static-front.ts):
 * the same bytes for every request, compressed once, with a
 * Content-Security-Policy of the page's script hashes (no per-request nonce,
 * so nothing is rewritten or recompressed per request). Read once at start,
 * moved to the served origin if the build had another (`move`); pages only
 * change with a new build.
 */
export function prerenderedPages(
  clientDir: string,
  options: { https: boolean; move?: OriginMove },
): Map<string, StaticFile> {
  const pages = new Map<string, StaticFile>();
  for (const [route, file] of builtPages(clientDir))
    pages.set(route, loadPage(file, options));
  return pages;
}
