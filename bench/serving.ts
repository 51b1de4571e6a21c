import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { generateLoad, request, type LoadResult } from "./load-generator.ts";
import { benchPort } from "./ports.ts";
import { marked, table, verdictOf, type Section } from "./report.ts";

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
  const { body: bytes } = await request(undefined, new URL(route, appUrl), {
    headers: { "accept-encoding": "br" },
  });
  const headers = Object.fromEntries(
    [...page.headers].filter(([name]) => !hopHeaders.has(name)),
  );
  const bare = await startBareServer(bytes, headers);
  let app: LoadResult;
  let reference: LoadResult;
  try {
    app = await loadPage(appUrl, bytes.length);
    reference = await loadPage(bare.url, bytes.length);
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
      `${route} as the app sends it to a browser that accepts brotli (${bytes.length} bytes, content-encoding ${encoding ?? "none"}); the bare server is a separate Node process answering every request with those bytes and the app's headers from memory. Each is loaded for ${seconds} s after ${warmUpSeconds} s of warm-up, at ${connections} keep-alive connections, by the same closed-loop generator (bench/load-generator.ts) running in the bench process. Each server is one process, so on this machine the server has one core and the generator the other, the same for both sides; the generator is the same code for both, so its own cost weighs on both alike. Answers of another length count as errors.`,
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

function loadPage(baseUrl: string, expectedLength: number) {
  const url = new URL(route, baseUrl);
  return generateLoad({
    connections,
    seconds,
    warmUpSeconds,
    send: async (agent) => {
      const answer = await request(agent, url, {
        headers: { "accept-encoding": "br" },
      });
      return answer.status === 200 && answer.body.length === expectedLength;
    },
  });
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
