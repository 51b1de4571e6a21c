/**
 * `npm run bench`: one report of the built site's figures, each beside its
 * goal with a pass/fail mark, every ratio measured in this same run against
 * its reference. Parts, in the order they run:
 *  startup     spawn to first 200 on / (reported, no goal)
 *  js          first-load JavaScript per public route, gzip -9
 *  serving     /about: app against a bare node:http server, requests/s, p99
 *  lighthouse  Lighthouse (mobile) on every public route
 *  memory      RSS growth while 10 verifications × 2 × 10 MB stream in, five
 *              times: the app against a bare Node process piping them to disk
 *  load        60 s of contact posts per database: 0 errors, 0 lost rows,
 *              p99 < 250 ms
 *  inbox-scale a million claims per database (bench/inbox-scale.ts): p95
 *              of every list view < 150 ms, CSV export RSS growth < 50 MB,
 *              a writer's longest wait during the purge < 1 s
 *  activity    a customer's dashboard when one address holds 10,000
 *              claims (bench/customer-activity.ts), per database: p95 < 150 ms
 * `npm run bench -- js serving` picks parts; BENCH_ROUTES=/,/about limits
 * the routes of lighthouse and js. Ports 3400-3499 (BENCH_PORT_BASE moves
 * them). Writes bench/results/latest.md and prints it. Figures vary with the
 * machine; the header names it.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";

import {
  startServerProcess,
  type ServerProcess,
} from "../tests/e2e/helpers/server-process.ts";
import { customerActivityBench } from "./customer-activity.ts";
import { inboxScale } from "./inbox-scale.ts";
import { javascriptPerRoute } from "./javascript.ts";
import { lighthouseScores } from "./lighthouse-scores.ts";
import { loadHeld } from "./load-held.ts";
import { uploadMemory } from "./memory.ts";
import { benchPort } from "./ports.ts";
import { publicRoutes } from "./public-routes.ts";
import { render, type Section } from "./report.ts";
import { pageServing } from "./serving.ts";
import { startupTime } from "./startup.ts";

const root = new URL("../", import.meta.url);
const routes = process.env.BENCH_ROUTES?.split(",") ?? publicRoutes();

const parts = {
  startup: () => startupTime(),
  js: (app: ServerProcess) => javascriptPerRoute(app.url, routes),
  serving: (app: ServerProcess) => pageServing(app.url),
  lighthouse: (app: ServerProcess) => lighthouseScores(app.url, routes),
  memory: () => uploadMemory(),
  load: async () => (await loadHeld()).section,
  "inbox-scale": () => inboxScale(),
  activity: () => customerActivityBench(),
} satisfies Record<string, (app: ServerProcess) => Promise<Section>>;
type Part = keyof typeof parts;
/** The parts that read pages from the one shared app server. */
const onSharedServer = new Set<Part>(["js", "serving", "lighthouse"]);

const chosen = chosenParts(process.argv.slice(2));
// Every part but inbox-scale and activity (which call the server's functions) runs the build.
const needsBuild = chosen.some(
  (part) => part !== "inbox-scale" && part !== "activity",
);
if (needsBuild && !existsSync(new URL("build/server/index.js", root)))
  spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });

const sections: Section[] = [];
// One server for the parts that read pages; the others start their own on
// a fresh database, so their figures do not depend on what ran before.
let app: ServerProcess | undefined;
try {
  for (const part of chosen) {
    if (onSharedServer.has(part) && !app) {
      const port = await benchPort();
      // Its own address as APP_URL, as a deployment's: a page's canonical and
      // alternates name the origin Lighthouse reads it from.
      app = await startServerProcess(port, {
        LOG_LEVEL: "warn",
        APP_URL: `http://127.0.0.1:${port}`,
      });
    }
    console.error(`bench: ${part}…`);
    sections.push(await runPart(part, app));
  }
} finally {
  if (app) {
    app.child.kill("SIGTERM");
    await app.exited;
  }
}

const report = render(sections, chosen);
mkdirSync(new URL("bench/results/", root), { recursive: true });
writeFileSync(new URL("bench/results/latest.md", root), `${report}\n`);
console.log(report);

function chosenParts(words: string[]): Part[] {
  const all = Object.keys(parts) as Part[];
  const unknown = words.filter((word) => !all.includes(word as Part));
  if (unknown.length > 0) {
    console.error(
      `unknown part ${unknown.join(", ")}; the parts are ${all.join(", ")}`,
    );
    process.exit(2);
  }
  return all.filter((part) => words.length === 0 || words.includes(part));
}

/** A part that throws is reported as a failure; the other parts still run. */
async function runPart(
  part: Part,
  server: ServerProcess | undefined,
): Promise<Section> {
  try {
    return await parts[part](server!);
  } catch (error) {
    console.error(error);
    return {
      title: `${part}: did not finish`,
      body: ["```", String(error), "```"],
      checks: [
        {
          measure: part,
          figure: `error: ${String(error).split("\n")[0]}`,
          goal: "a figure",
          verdict: "fail",
        },
      ],
    };
  }
}
