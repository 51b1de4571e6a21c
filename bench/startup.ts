import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { startCommand } from "../tests/helpers/start-command.ts";
import { benchPort } from "./ports.ts";
import { table, type Section } from "./report.ts";

const root = new URL("../", import.meta.url);

/**
 * Time from spawning `node server/start.ts` (what `npm start` runs, on the
 * existing build) to the first 200 on `/`: first on an empty DATA_DIR
 * (migrations run, keys are generated), then again on the same one.
 */
export async function startupTime(): Promise<Section> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "harborline-startup-"));
  try {
    const first = await timeToFirstPage(dataDir);
    const again = await timeToFirstPage(dataDir);
    return {
      title: "Start-up time",
      body: [
        "From spawning `node server/start.ts` with `npm start`'s variables (NODE_ENV=production and the allocator settings of decision 0044; the existing build) to the first 200 on `/`, polled every 10 ms. No goal set: reported only.",
        "",
        ...table(
          ["DATA_DIR", "ms to first 200"],
          [
            ["empty (migrations, keys generated)", first.toFixed(0)],
            ["as the first start left it", again.toFixed(0)],
          ],
        ),
      ],
      checks: [
        {
          measure: "Start-up to first 200 on /",
          figure: `${first.toFixed(0)} ms on an empty DATA_DIR, ${again.toFixed(0)} ms on a used one`,
          goal: "none (reported)",
          verdict: "report",
        },
      ],
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timeToFirstPage(dataDir: string): Promise<number> {
  const port = await benchPort();
  const started = performance.now();
  const start = startCommand();
  const child = spawn(process.execPath, start.nodeArgs, {
    cwd: root,
    env: {
      ...process.env,
      ...start.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    const deadline = started + 60_000;
    while (performance.now() < deadline && child.exitCode === null) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error("the server did not answer / with 200 within 60 s");
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}
