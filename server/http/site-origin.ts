import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * One build can be started under any APP_URL (decision 0061): the build
 * writes the origin it rendered its canonical URLs, Open Graph tags, JSON-LD,
 * sitemap and robots.txt with into this file, and a server told another
 * origin moves those URLs to its own when it loads the pages at start. A
 * dotfile, so never served (built-files.ts).
 */
export const BUILD_ORIGIN_FILE = ".build-origin.json";

/**
 * The origin a build renders absolute URLs with: APP_URL as the server reads
 * it (server/config.ts), localhost on PORT when unset. vite.config.ts builds
 * with it and scripts/finish-pages.ts records it, from the same environment.
 */
export function originOfBuild(env: Record<string, string | undefined>): string {
  return new URL(env.APP_URL || `http://localhost:${env.PORT || 3000}`).origin;
}

export function writeBuildOrigin(clientDir: string, origin: string): void {
  writeFileSync(
    path.join(clientDir, BUILD_ORIGIN_FILE),
    `${JSON.stringify({ origin })}\n`,
  );
}

/** The origin the build in `clientDir` was rendered with; undefined for a build that did not record it. */
export function readBuildOrigin(clientDir: string): string | undefined {
  const file = path.join(clientDir, BUILD_ORIGIN_FILE);
  if (!existsSync(file)) return undefined;
  const { origin } = JSON.parse(readFileSync(file, "utf8")) as {
    origin?: unknown;
  };
  return typeof origin === "string" ? new URL(origin).origin : undefined;
}

/** A move of the build's absolute URLs to the origin the server is told; undefined when they already agree. */
export interface OriginMove {
  from: string;
  to: string;
}

export function originMove(
  clientDir: string,
  served: string,
): OriginMove | undefined {
  const built = readBuildOrigin(clientDir);
  return built === undefined || built === served
    ? undefined
    : { from: built, to: served };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const JSON_LD =
  /(<script\b[^>]*type="application\/ld\+json"[^>]*>)([\s\S]*?)(<\/script>)/g;

/**
 * A page's absolute URLs on the served origin: those the build wrote as an
 * attribute's whole beginning (`href="…"`, `content="…"`: canonical link,
 * og:url, og:image) and as a JSON-LD string's (`"…"`). Only the build's
 * exact origin followed by its path's slash is replaced: the page's text,
 * its scripts and any other mention are left as they are.
 */
export function pageOnOrigin(html: string, move: OriginMove): string {
  const attribute = new RegExp(
    `(\\s(?:href|content)=")${escaped(move.from)}/`,
    "g",
  );
  return html
    .replace(attribute, (_, start: string) => `${start}${move.to}/`)
    .replace(
      JSON_LD,
      (_, open: string, body: string, close: string) =>
        `${open}${body.replaceAll(`"${move.from}/`, `"${move.to}/`)}${close}`,
    );
}

/** The text files the build renders absolute URLs into (sitemap.xml, robots.txt): every URL there is one. */
export const ORIGIN_BEARING = new Set([".xml", ".txt"]);

/**
 * The sitemap's `<loc>` and robots.txt's `Sitemap:` URLs on the served
 * origin: the build's origin wherever it begins a URL (followed by its
 * path's slash).
 */
export function textOnOrigin(text: string, move: OriginMove): string {
  return text.replaceAll(`${move.from}/`, `${move.to}/`);
}
