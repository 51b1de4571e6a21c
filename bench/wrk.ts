import { spawnSync } from "node:child_process";

import { outputOf } from "./child-output.ts";
import type { LoadResult } from "./load-generator.ts";

/** Whether `wrk` (Debian's package of that name) is installed. */
export function wrkInstalled(): boolean {
  return spawnSync("wrk", ["--version"]).error === undefined;
}

/**
 * A closed loop of GETs by wrk: one thread (one core, as each server has),
 * `connections` keep-alive connections, a warm-up run whose figures are
 * dropped, then the measured run. wrk does not read bodies' lengths: the
 * caller checks one answer first. Non-2xx/3xx answers and socket errors
 * count as errors.
 */
export async function wrkLoad(options: {
  url: URL;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
}): Promise<LoadResult> {
  const args = (seconds: number) => [
    "-t1",
    `-c${options.connections}`,
    `-d${seconds}s`,
    "--latency",
    ...Object.entries(options.headers).flatMap(([name, value]) => [
      "-H",
      `${name}: ${value}`,
    ]),
    options.url.href,
  ];
  if (options.warmUpSeconds > 0)
    await outputOf("wrk", args(options.warmUpSeconds));
  const output = await outputOf("wrk", args(options.seconds));
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const requests = number(/(\d+) requests in/);
  const socketErrors = [
    ...output.matchAll(/(?:connect|read|write|timeout) (\d+)/g),
  ].reduce((sum, [, count]) => sum + Number(count), 0);
  const errors = number(/Non-2xx or 3xx responses: (\d+)/) + socketErrors;
  const succeeded = Math.max(0, requests - errors);
  return {
    succeeded,
    total: { succeeded, errors },
    errors,
    firstError: errors > 0 ? output : undefined,
    seconds: options.seconds,
    perSecond: succeeded / options.seconds,
    p50: latencyMs(output, "50%"),
    p99: latencyMs(output, "99%"),
  };
}

/** A percentile of wrk's "Latency Distribution", in ms. */
function latencyMs(output: string, percentile: string): number {
  const match = new RegExp(`\\s${percentile}\\s+([\\d.]+)(us|ms|s)\\b`).exec(
    output,
  );
  if (!match)
    throw new Error(`wrk printed no ${percentile} latency:\n${output}`);
  const scale = { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"];
  return Number(match[1]) * scale;
}
