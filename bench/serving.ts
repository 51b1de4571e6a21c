import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { rawRequest } from "../tests/helpers/raw-request.ts";
import type { LoadResult } from "./load-generator.ts";
import { outputOf } from "./child-output.ts";
import { benchPort } from "./ports.ts";
import { marked, table, verdictOf, type Section } from "./report.ts";
import { wrkInstalled, wrkLoad } from "./wrk.ts";

const route = "/about";
const connections = 32;
const seconds = Number(process.env.BENCH_SERVING_SECONDS ?? 10);
const warmUpSeconds = 2;
const ratioGoal = 0.5;
const p99GoalMs = 10;

/** Headers that belong to one connection or moment, not to the response. */
const hopHeaders = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
]);

/**
 * The app serving a prerendered page against a bare node:http server that
 * sends the very same brotli bytes and headers from memory: the ratio says
 * how much of the machine's serving capacity the app's own layers keep.
 */
export async function pageServing(appUrl: string): Promise<Section> {
  const page = await fetch(new URL(route, appUrl), {
    headers: { "accept-encoding": "br" },
  });
  const encoding = page.headers.get("content-encoding");
  // fetch decodes the body; the raw bytes come from a plain request.
  const { body: bytes } = await rawRequest(new URL(route, appUrl), {
    headers: { "accept-encoding": "br" },
  });
  const headers = Object.fromEntries(
    [...page.headers].filter(([name]) => !hopHeaders.has(name)),
  );
  const bare = await startBareServer(bytes, headers);
  const generator = wrkInstalled() ? "wrk" : "get-load";
  let app: LoadResult;
  let reference: LoadResult;
  try {
    app = await loadPage(generator, appUrl, bytes.length);
    reference = await loadPage(generator, bare.url, bytes.length);
  } finally {
    bare.stop();
  }
  const ratio = app.perSecond / reference.perSecond;
  const row = (name: string, result: LoadResult, p99Goal: boolean) => [
    name,
    String(Math.round(result.perSecond)),
    result.p50.toFixed(2),
    p99Goal
      ? marked(result.p99.toFixed(2), result.p99 < p99GoalMs)
      : result.p99.toFixed(2),
    String(result.errors),
  ];
  return {
    title: `Page serving: ${route} against a bare node:http server`,
    body: [
      `${route} as the app sends it to a browser that accepts brotli (${bytes.length} bytes, content-encoding ${encoding ?? "none"}); the bare server is a separate Node process answering every request with those bytes and the app's headers from memory. Each is loaded for ${seconds} s after ${warmUpSeconds} s of warm-up, at ${connections} keep-alive connections, by the same closed-loop generator: ${generator === "wrk" ? "wrk (one thread)" : "bench/get-load.ts, in a process of its own (prebuilt requests on raw sockets; wrk is not installed). Alone against the bare server it came within 1 % of wrk, but in this run its own cost shares the two cores with the servers more than wrk's does"}. Each server is one process, so on this machine the server has one core and the generator the other, the same for both sides. The app runs with LOG_LEVEL=warn, as in every part of this bench, so without its per-request log line: with it (npm start's default, info), the same load measured about a quarter fewer requests/s. ${generator === "wrk" ? "Answers other than 2xx/3xx and socket errors count as errors (one answer's length was checked first)." : "Answers other than a 200 of that length count as errors."}`,
      "",
      ...table(
        ["server", "requests/s", "p50 ms", "p99 ms", "errors"],
        [row("app", app, true), row("bare node:http", reference, false)],
      ),
      "",
      `Ratio app / bare: **${marked(ratio.toFixed(2), ratio >= ratioGoal)}** (goal ≥ ${ratioGoal}); app p99 goal < ${p99GoalMs} ms.`,
    ],
    checks: [
      {
        measure: `Serving ${route}: app / bare node:http requests/s`,
        figure: `${ratio.toFixed(2)} (${Math.round(app.perSecond)} / ${Math.round(reference.perSecond)})`,
        goal: `≥ ${ratioGoal}`,
        verdict: verdictOf(ratio >= ratioGoal && app.errors === 0),
      },
      {
        measure: `Serving ${route}: app p99 at ${connections} connections`,
        figure: `${app.p99.toFixed(2)} ms`,
        goal: `< ${p99GoalMs} ms`,
        verdict: verdictOf(app.p99 < p99GoalMs),
      },
    ],
  };
}

/**
 * The same load on either server: by wrk where it is installed, else by
 * get-load.ts, in a process of its own.
 */
async function loadPage(
  generator: "wrk" | "get-load",
  baseUrl: string,
  expectedLength: number,
): Promise<LoadResult> {
  const load = {
    url: new URL(route, baseUrl),
    headers: { "accept-encoding": "br" },
    connections,
    seconds,
    warmUpSeconds,
  };
  if (generator === "wrk") return wrkLoad(load);
  const output = await outputOf(process.execPath, [
    new URL("get-load.ts", import.meta.url).pathname,
    JSON.stringify({ ...load, url: load.url.href, expectedLength }),
  ]);
  return JSON.parse(output) as LoadResult;
}

async function startBareServer(
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ url: string; stop: () => void }> {
  const folder = mkdtempSync(path.join(tmpdir(), "harborline-bare-"));
  const bodyFile = path.join(folder, "body");
  writeFileSync(bodyFile, body);
  const port = await benchPort();
  const child = spawn(
    process.execPath,
    [
      new URL("bare-server.ts", import.meta.url).pathname,
      String(port),
      bodyFile,
      JSON.stringify(headers),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (code) =>
      reject(new Error(`bare server exited with ${code}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill("SIGTERM");
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
