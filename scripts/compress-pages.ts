/**
 * After `react-router build`: writes `index.html.br` and `index.html.gz` next
 * to every prerendered page, compressed at the best levels from the bytes the
 * server will send (server/http/prerendered-pages.ts), so no process spends a
 * moment compressing them at start or per request.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import {
  builtPages,
  compressPage,
  servedHtml,
} from "#server/http/prerendered-pages.ts";

const clientDir = path.resolve("build/client");
let count = 0;
let bytes = 0;
let brotli = 0;
for (const file of builtPages(clientDir).values()) {
  const body = Buffer.from(servedHtml(readFileSync(file, "utf8"), clientDir));
  const { br, gzip } = compressPage(body);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzip);
  count += 1;
  bytes += body.length;
  brotli += br.length;
}
console.log(
  `Compressed ${count} prerendered pages: ${Math.round(bytes / 1024)} KB of HTML, ${Math.round(brotli / 1024)} KB with brotli`,
);
