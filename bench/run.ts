/**
 * `npm run bench`: measures the built site as a visitor meets it.
 *  1. Lighthouse (mobile) scores for every public route.
 *  2. The home page's first-load JavaScript, gzip-compressed.
 *  3. Server latency and throughput on loopback for a few kinds of response.
 * `npm run bench -- lighthouse js server` picks parts; BENCH_ROUTES=/,/about
 * limits Lighthouse to those routes. Writes bench/results/latest.md and prints it. Numbers vary with the machine;
 * compare runs on the same one.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { startServerProcess } from "../tests/e2e/helpers/server-process.ts";
import { publicRoutes } from "./public-routes.ts";

const root = new URL("../", import.meta.url);
if (!existsSync(new URL("build/server/index.js", root))) {
  spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}

const only = process.argv.slice(2);
const port = 3300;
const server = await startServerProcess(port, { LOG_LEVEL: "warn" });
const lines: string[] = [`# Benchmarks (${new Date().toISOString()})`, ""];

try {
  if (only.length === 0 || only.includes("lighthouse"))
    lines.push(...(await lighthouseScores()));
  if (only.length === 0 || only.includes("js"))
    lines.push(...(await homeJavaScript()));
  if (only.length === 0 || only.includes("server"))
    lines.push(...(await serverLatency()));
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
}

mkdirSync(new URL("bench/results/", root), { recursive: true });
writeFileSync(
  new URL("bench/results/latest.md", root),
  `${lines.join("\n")}\n`,
);
console.log(lines.join("\n"));

async function lighthouseScores(): Promise<string[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const rows = [
    "## Lighthouse, mobile",
    "",
    "| route | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms |",
    "|---|---|---|---|---|---|---|---|",
  ];
  try {
    const routes = process.env.BENCH_ROUTES?.split(",") ?? publicRoutes();
    for (const route of routes) {
      const result = await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [
          "performance",
          "accessibility",
          "best-practices",
          "seo",
        ],
      });
      if (!result) continue;
      const { categories, audits } = result.lhr;
      const score = (id: string) =>
        Math.round((categories[id]?.score ?? 0) * 100);
      const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      rows.push(
        `| ${route} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${Math.round(value("largest-contentful-paint"))} | ${value("cumulative-layout-shift").toFixed(3)} | ${Math.round(value("total-blocking-time"))} |`,
      );
    }
  } finally {
    chrome.kill();
  }
  return [...rows, ""];
}

async function homeJavaScript(): Promise<string[]> {
  const html = await (await fetch(`${server.url}/`)).text();
  const scripts = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      (m) => m[1]!,
    ),
  );
  let raw = 0;
  let gzip = 0;
  for (const src of scripts) {
    const body = Buffer.from(
      await (await fetch(`${server.url}${src}`)).arrayBuffer(),
    );
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  return [
    "## Home page first-load JavaScript",
    "",
    `${scripts.size} files, ${kb(raw)} KB raw, **${kb(gzip)} KB gzip**`,
    "",
  ];
}

async function serverLatency(): Promise<string[]> {
  const targets = [
    ["/healthz", "health check"],
    ["/", "prerendered page"],
    ["/no-such-page", "server-rendered 404"],
  ] as const;
  const rows = [
    "## Server on loopback (200 requests each, 8 at a time)",
    "",
    "| path | kind | req/s | p50 ms | p95 ms |",
    "|---|---|---|---|---|",
  ];
  for (const [path, kind] of targets) {
    const durations: number[] = [];
    const started = performance.now();
    let next = 0;
    const total = 200;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < total) {
          next += 1;
          const t0 = performance.now();
          await (
            await fetch(`${server.url}${path}`, {
              headers: { "accept-encoding": "br" },
            })
          ).arrayBuffer();
          durations.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    durations.sort((a, b) => a - b);
    const at = (q: number) =>
      durations[
        Math.min(durations.length - 1, Math.floor(q * durations.length))
      ]!.toFixed(1);
    rows.push(
      `| ${path} | ${kind} | ${Math.round(total / seconds)} | ${at(0.5)} | ${at(0.95)} |`,
    );
  }
  return [...rows, ""];
}
