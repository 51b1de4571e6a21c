import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

import { buildContentSecurityPolicy } from "./security-headers.ts";
import {
  ORIGIN_BEARING,
  textOnOrigin,
  type OriginMove,
} from "./site-origin.ts";
import type { StaticFile } from "./static-front.ts";

/**
 * The types of the files the build writes besides its pages, and of those a
 * public folder usually holds. A file of another type is sent as
 * application/octet-stream (as express.static did), never guessed from its
 * bytes (X-Content-Type-Options: nosniff).
 */
const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
  ".webmanifest": "application/manifest+json",
};
const UNKNOWN_TYPE = "application/octet-stream";

/**
 * What the build writes that is not an address (decision 0045): pages are
 * answered by their route's path (prerendered-pages.ts), and `.br`/`.gz`
 * copies only as an encoding of their file.
 */
const NOT_AN_ADDRESS = /\.(?:html|br|gz)$/;

/** Text worth compressing (scripts/finish-pages.ts writes their `.br` and `.gz`). */
export const COMPRESSIBLE = new Set([
  ".js",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".xml",
]);

/** Hashed names change with their content: a browser keeps them a year without asking. */
const HASHED = "public, max-age=31536000, immutable";
/** The public folder's names stay while their content may change with a release. */
const NAMED = "public, max-age=3600";

/**
 * Every file of the build that is not a page, by the path it answers: the
 * hashed assets under /assets, React Router's `.data` files of prerendered
 * routes and the public folder's files (images, the favicon, robots.txt,
 * the sitemap), with the compressed forms the build wrote beside them. The
 * sitemap's and robots.txt's URLs are moved to the served origin if the
 * build had another (`move`), and compressed anew.
 */
export function builtFiles(
  clientDir: string,
  options: { https: boolean; move?: OriginMove },
): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) return files;
  // Not a page: no script runs from these bytes.
  const contentSecurityPolicy = buildContentSecurityPolicy([], options.https);
  for (const file of servableFiles(clientDir)) {
    const route = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    files.set(route, {
      bodies: bodiesOf(file, options.move),
      contentType: CONTENT_TYPES[path.extname(file)] ?? UNKNOWN_TYPE,
      cacheControl: route.startsWith("/assets/") ? HASHED : NAMED,
      contentSecurityPolicy,
    });
  }
  return files;
}

/** A file's bytes and compressed copies, on the served origin. */
function bodiesOf(file: string, move: OriginMove | undefined) {
  const built = readFileSync(file);
  if (move !== undefined && ORIGIN_BEARING.has(path.extname(file))) {
    const text = built.toString("utf8");
    const moved = textOnOrigin(text, move);
    if (moved !== text) {
      const identity = Buffer.from(moved);
      const { br, gzip } = compressText(identity, "quick");
      return {
        identity,
        br: br.length < identity.length ? br : undefined,
        gzip: gzip.length < identity.length ? gzip : undefined,
      };
    }
  }
  return {
    identity: built,
    br: compressedCopy(file, "br"),
    gzip: compressedCopy(file, "gzip"),
  };
}

/**
 * How hard to compress: `best` (brotli 11, gzip 9) at build, once per file,
 * never per request; `quick` (brotli 5, gzip 6) at start, for the files a
 * server moves to its origin (site-origin.ts): about 2.5 ms instead of 150 ms
 * for a 60 KB page, for a copy about a tenth larger (decision 0061).
 */
const EFFORT = {
  best: { brotli: constants.BROTLI_MAX_QUALITY, gzip: 9 },
  quick: { brotli: 5, gzip: 6 },
} as const;

export function compressText(
  body: Buffer,
  effort: keyof typeof EFFORT = "best",
): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: EFFORT[effort].brotli,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: EFFORT[effort].gzip }),
  };
}

/** The copy of `file` the build compressed beside it (`.br`, `.gz`), if it wrote one. */
export function compressedCopy(
  file: string,
  encoding: "br" | "gzip",
): Buffer | undefined {
  const copy = `${file}${encoding === "br" ? ".br" : ".gz"}`;
  return existsSync(copy) ? readFileSync(copy) : undefined;
}

/**
 * The build's files that are addresses: pages (served by
 * prerendered-pages.ts), compressed copies and, as a static server keeps
 * them private, dotfiles and whatever is in a dot-folder aside.
 */
export function servableFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .map((entry) => ({ entry, file: path.join(entry.parentPath, entry.name) }))
    .filter(
      ({ entry, file }) =>
        entry.isFile() &&
        !NOT_AN_ADDRESS.test(entry.name) &&
        !path
          .relative(clientDir, file)
          .split(path.sep)
          .some((part) => part.startsWith(".")),
    )
    .map(({ file }) => file);
}
