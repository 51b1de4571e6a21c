import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

import {
  chunkContentsFile,
  type ChunkContents,
} from "../vite-plugins/chunk-contents.ts";
import { fetchPage, type Page, type PageKind } from "./pages.ts";
import {
  kilobytes,
  marked,
  table,
  verdictOf,
  type Check,
  type Section,
} from "./report.ts";

/** Goals from the issue, in bytes of gzip-9. */
const goalBytes: Record<PageKind, number> = {
  content: 10 * 1024,
  form: 130 * 1024,
};

interface RouteWeight {
  page: Page;
  files: number;
  raw: number;
  gzip: number;
  /** Each file's path (`/assets/...`) and gzip bytes, heaviest first. */
  chunks: { path: string; gzip: number }[];
}

/**
 * The JavaScript a first visit to each route downloads: every same-origin
 * `.js` named by a `<script src>` or `<link rel=modulepreload>`, plus the
 * modules those (and the page's inline module scripts) import statically,
 * and what the inline module scripts import() (React Router's hydration
 * entry), each compressed with gzip at level 9 and summed. Other dynamic
 * `import()`s (a form's schema) are left out: they load on demand, not on
 * first load.
 */
export async function javascriptPerRoute(
  baseUrl: string,
  routes: string[],
): Promise<Section> {
  const weights: RouteWeight[] = [];
  for (const route of routes)
    weights.push(await routeWeight(await fetchPage(baseUrl, route)));
  const rows = weights.map(({ page, files, raw, gzip }) => [
    page.route,
    page.kind,
    String(files),
    kilobytes(raw),
    marked(kilobytes(gzip), gzip <= goalBytes[page.kind]),
    `≤ ${kilobytes(goalBytes[page.kind])}`,
  ]);
  return {
    title: "JavaScript per route (first load, gzip -9)",
    body: [
      "Every same-origin `.js` in the served HTML (`<script src>`, `<link rel=modulepreload>`) the modules they and the inline module scripts import statically, and what the inline module scripts import() (the hydration entry); a module's own import() (a form's schema, fetched as the form is first used) is left out. Each file gzip-compressed at level 9, then summed. KB = 1024 bytes.",
      "",
      ...table(
        ["route", "kind", "files", "raw KB", "gzip KB", "goal KB"],
        rows,
      ),
      "",
      ...chunksOfFormRoutes(weights),
    ],
    checks: (["content", "form"] as const).flatMap((kind) =>
      heaviest(weights, kind),
    ),
  };
}

/** The summary line for one kind: its heaviest route against the goal. */
function heaviest(weights: RouteWeight[], kind: PageKind): Check[] {
  const ofKind = weights.filter((weight) => weight.page.kind === kind);
  if (ofKind.length === 0) return [];
  const worst = ofKind.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  const over = ofKind.filter((weight) => weight.gzip > goalBytes[kind]);
  return [
    {
      measure: `JavaScript, ${kind} routes (${ofKind.length})`,
      figure: `heaviest ${kilobytes(worst.gzip)} KB gzip (${worst.page.route}); ${over.length} over`,
      goal: `≤ ${kilobytes(goalBytes[kind])} KB on each`,
      verdict: verdictOf(over.length === 0),
    },
  ];
}

async function routeWeight(page: Page): Promise<RouteWeight> {
  const pending = [
    ...referencedScripts(page.html, page.url),
    // The page's own bootstrap (React Router's inline module) imports the
    // hydration entry with import(): part of every first load, so counted.
    ...inlineModules(page.html).flatMap((code) => [
      ...staticImports(code, page.url),
      ...dynamicImports(code, page.url),
    ]),
  ];
  const seen = new Set<string>();
  let raw = 0;
  let gzip = 0;
  const chunks: RouteWeight["chunks"] = [];
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url.href) || url.origin !== page.url.origin) continue;
    seen.add(url.href);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url.pathname}: ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const compressed = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += compressed;
    chunks.push({ path: url.pathname, gzip: compressed });
    pending.push(...staticImports(body.toString("utf8"), url));
  }
  chunks.sort((a, b) => b.gzip - a.gzip);
  return { page, files: seen.size, raw, gzip, chunks };
}

/**
 * Per form route, each file of its first load with its gzip size and the
 * modules that make most of it, as the client build recorded them
 * (`build/chunk-contents.json`, vite-plugins/chunk-contents.ts): the
 * modules' share is of the chunk's code before minification.
 */
function chunksOfFormRoutes(weights: RouteWeight[]): string[] {
  const path = new URL(`../build/${chunkContentsFile}`, import.meta.url);
  if (!existsSync(path))
    return [`(No \`build/${chunkContentsFile}\`: rebuild to see each chunk.)`];
  const contents = JSON.parse(readFileSync(path, "utf8")) as Record<
    string,
    ChunkContents
  >;
  const rows = weights
    .filter((weight) => weight.page.kind === "form")
    .flatMap(({ page, chunks }) =>
      chunks.map((chunk) => [
        page.route,
        chunk.path.replace(/^\/assets\//, ""),
        kilobytes(chunk.gzip),
        mainModules(contents[chunk.path.replace(/^\//, "")]),
      ]),
    );
  return [
    "Each form route's first load, file by file (heaviest first), with the modules that make most of each file (their share of its code before minification, from the client build's `build/chunk-contents.json`):",
    "",
    ...table(["route", "file", "gzip KB", "mainly"], rows),
  ];
}

/** The largest modules of a chunk, up to three, with their share. */
function mainModules(chunk: ChunkContents | undefined): string {
  if (!chunk) return "";
  const total = chunk.modules.reduce((sum, m) => sum + m.renderedLength, 0);
  const shown = chunk.modules
    .slice(0, 3)
    .map(
      (module) =>
        `\`${module.id.replace(/^node_modules\//, "")}\` ${Math.round((100 * module.renderedLength) / total)}%`,
    );
  const rest = chunk.modules.length - shown.length;
  return [...shown, ...(rest > 0 ? [`${rest} more`] : [])].join(", ");
}

/** `.js` URLs in `<script src>` and `<link rel=modulepreload href>`. */
function referencedScripts(html: string, base: URL): URL[] {
  const urls: URL[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    if (src) urls.push(new URL(src, base));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, "href");
    if (/\bmodulepreload\b/i.test(attribute(tag, "rel") ?? "") && href)
      urls.push(new URL(href, base));
  }
  return urls.filter((url) => url.pathname.endsWith(".js"));
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];
}

/** The code of `<script type="module">` elements without a src. */
function inlineModules(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].flatMap(
    ([, attributes = "", code = ""]) =>
      /type=["']module["']/i.test(attributes) && !/\ssrc=/i.test(attributes)
        ? [code]
        : [],
  );
}

/**
 * `import … from "x.js"`, `import "x.js"` and `export … from "x.js"` in
 * (minified) module code; `import("x.js")` has a parenthesis, so is skipped.
 */
function staticImports(code: string, base: URL): URL[] {
  return [
    ...code.matchAll(
      /\b(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"'\s]+\.js)["']/g,
    ),
  ].map((match) => new URL(match[1]!, base));
}

/** `import("x.js")`: in a page's inline module, what it starts loading at once. */
function dynamicImports(code: string, base: URL): URL[] {
  return [...code.matchAll(/\bimport\(\s*["']([^"'\s]+\.js)["']\s*\)/g)].map(
    (match) => new URL(match[1]!, base),
  );
}
