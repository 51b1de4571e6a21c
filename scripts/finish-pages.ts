/**
 * After `react-router build`: finishes every prerendered page as the server
 * will send it. The nonce stand-ins are removed (the server allows the
 * page's scripts by hash instead), a content page gets its stylesheet inline
 * and cut to what it uses (scripts/page-styles.ts), and `index.html` is
 * rewritten with that, next to `index.html.br` and `index.html.gz`,
 * compressed at the best levels (server/http/prerendered-pages.ts). The
 * build's other text files (scripts, styles, SVG images, robots.txt, the
 * sitemap) get their `.br` and `.gz` too, where smaller.
 * So no process spends a moment compressing them, at start or per request
 * (server/http/static-front.ts), unless it serves another origin than the
 * one recorded here (server/http/site-origin.ts).
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import {
  COMPRESSIBLE,
  compressText,
  servableFiles,
} from "#server/http/built-files.ts";
import { builtPages, servedHtml } from "#server/http/prerendered-pages.ts";
import { originOfBuild, writeBuildOrigin } from "#server/http/site-origin.ts";
import { inlinePageStyles } from "./page-styles.ts";

const clientDir = path.resolve("build/client");

// The prerender's data of the two resource routes: no browser asks for it
// (nothing links to them inside the app, and a link to a resource route
// loads the document), and it names the build's origin, which the start
// rewrites only in pages (server/http/site-origin.ts).
for (const name of ["robots.txt.data", "sitemap.xml.data"])
  rmSync(path.join(clientDir, name), { force: true });
let count = 0;
let bytes = 0;
let brotli = 0;
for (const file of builtPages(clientDir).values()) {
  const html = inlinePageStyles(
    servedHtml(readFileSync(file, "utf8")),
    clientDir,
  );
  const body = Buffer.from(html);
  const { br, gzip } = compressText(body);
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzip);
  count += 1;
  bytes += body.length;
  brotli += br.length;
}
console.log(
  `Finished ${count} prerendered pages: ${Math.round(bytes / 1024)} KB of HTML, ${Math.round(brotli / 1024)} KB with brotli`,
);

let files = 0;
let fileBytes = 0;
let fileBrotli = 0;
for (const file of servableFiles(clientDir)) {
  if (!COMPRESSIBLE.has(path.extname(file))) continue;
  const body = readFileSync(file);
  const { br, gzip } = compressText(body);
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
  files += 1;
  fileBytes += body.length;
  fileBrotli += Math.min(br.length, body.length);
}
// The origin vite.config.ts rendered the absolute URLs with, from the same
// environment: a server told another moves them at start (decision 0061).
const origin = originOfBuild(process.env);
writeBuildOrigin(clientDir, origin);
console.log(
  `Built for ${origin}; compressed ${files} other files: ${Math.round(fileBytes / 1024)} KB, ${Math.round(fileBrotli / 1024)} KB with brotli`,
);
