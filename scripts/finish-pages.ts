/**
 * After `react-router build`: finishes every prerendered page as the server
 * will send it. The nonce stand-ins are removed (the server allows the
 * page's scripts by hash instead), a content page gets its stylesheet inline
 * and cut to what it uses (scripts/page-styles.ts), and `index.html` is
 * rewritten with that, next to `index.html.br` and `index.html.gz`,
 * compressed at the best levels (server/http/prerendered-pages.ts), so no
 * process spends a moment on them at start or per request.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import {
  builtPages,
  compressPage,
  servedHtml,
} from "#server/http/prerendered-pages.ts";
import { inlinePageStyles } from "./page-styles.ts";

const clientDir = path.resolve("build/client");
let count = 0;
let bytes = 0;
let brotli = 0;
for (const file of builtPages(clientDir).values()) {
  const html = inlinePageStyles(
    servedHtml(readFileSync(file, "utf8")),
    clientDir,
  );
  const body = Buffer.from(html);
  const { br, gzip } = compressPage(body);
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
