import { Writable } from "node:stream";

import { pino, type Level } from "pino";

/**
 * A logger whose output the test reads: each line as written (pino's JSON
 * text, one write per line) and parsed.
 */
export function capturedLogger(level: Level = "info") {
  const lines: string[] = [];
  const entries: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = chunk.toString("utf8");
      lines.push(line);
      entries.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines, entries };
}
