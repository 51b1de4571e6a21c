/**
 * The CSV export of a whole inbox in a process of its own, as the server
 * would write it (bench/inbox-scale.ts starts it with the environment of
 * `npm start`): exportInbox's body read to the end while the RSS is sampled
 * every 50 ms and after every chunk. Prints one line of JSON: rows, bytes,
 * growth (highest RSS − the reading before the export), ms.
 *
 *   node bench/export-memory.ts   with DATA_DIR or DATABASE_URL, and
 *   BENCH_SCALE_KIND (claim, the default, or complaint)
 */
import { openDatabase } from "#server/db/database.ts";
import { exportInbox } from "#server/staff/export.ts";
import { seededKindOf } from "./seed-inbox.ts";

const kind = seededKindOf(process.env.BENCH_SCALE_KIND);

const database = openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "./data",
});

const baseline = process.memoryUsage.rss();
let highest = baseline;
const sampler = setInterval(() => {
  highest = Math.max(highest, process.memoryUsage.rss());
}, 50);
const started = performance.now();
let bytes = 0;
let lines = 0;
const response = await exportInbox(
  // What the export uses of the services: the database, and the secret the
  // audit row's client hash is keyed with.
  { database, secrets: { authSecret: "bench-export-memory" } } as Parameters<
    typeof exportInbox
  >[0],
  kind,
  { q: "", status: "" },
  { id: "bench", clientIp: "127.0.0.1" },
);
const reader = response.body!.getReader();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.byteLength;
  for (const byte of value) if (byte === 10) lines += 1;
  highest = Math.max(highest, process.memoryUsage.rss());
}
clearInterval(sampler);
await database.close();
console.log(
  JSON.stringify({
    // The header is the first line; every record ends in CRLF (no line breaks inside the seeded cells).
    rows: lines - 1,
    bytes,
    growth: highest - baseline,
    ms: performance.now() - started,
  }),
);
