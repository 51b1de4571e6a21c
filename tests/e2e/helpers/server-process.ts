import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { startCommand } from "../../helpers/start-command.ts";

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** The process's DATA_DIR (its SQLite database, files and mail). */
  dataDir: string;
  /** Everything the process printed so far (JSON log lines). */
  output(): string;
  exited: Promise<number | null>;
}

/**
 * Starts the built app the way `npm start` does, on its own port and data
 * folder, so a test can read its log and send it signals.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir =
    env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "harborline-e2e-"));
  const start = startCommand();
  const child = spawn(process.execPath, start.nodeArgs, {
    env: {
      ...process.env,
      ...start.env,
      PORT: String(port),
      // As playwright.config.ts: X-Forwarded-For from this machine names the client.
      TRUST_PROXY: "loopback",
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/readyz`)).ok)
        return { child, url, dataDir, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become ready:\n${output}`);
}

/** The JSON log lines printed so far, parsed. */
export function logLines(
  server: ServerProcess,
): Array<Record<string, unknown>> {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A port nothing listens on, for a test's own server process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
