import { execFile } from "node:child_process";

import type { ScanCommand } from "#server/config.ts";

/** How long a scan may take before the submission is held (a scanner daemon that hangs). */
export const SCAN_TIMEOUT_MS = 60_000;

/** What a scanner may print before it is stopped: its report, never the file. */
const MAX_OUTPUT_BYTES = 64 * 1024;

export type ScanOutcome =
  | { clean: true; durationMs: number }
  | {
      clean: false;
      durationMs: number;
      /** "exit": it ran and said no (or failed); "timeout"; "spawn": it could not be started. */
      reason: "exit" | "timeout" | "spawn";
      exitCode: number | null;
      signal: string | null;
      /** The start of what it printed (its verdict, such as the name of a virus), for the log. */
      report: string;
    };

/**
 * Runs the configured scanner on one file: the program with its arguments
 * and the file's path last, without a shell (execFile), so nothing in a
 * path or an argument is interpreted. Exit code 0 means clean, as with
 * clamscan and clamdscan; anything else (another code, a signal, no answer
 * within the timeout, a program that cannot be started) is not clean. The
 * file's contents are never read here, nor logged.
 */
export function scanFile(
  command: ScanCommand,
  file: string,
  options: { timeoutMs?: number } = {},
): Promise<ScanOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const child = execFile(
      command.program,
      [...command.args, file],
      {
        timeout: options.timeoutMs ?? SCAN_TIMEOUT_MS,
        killSignal: "SIGKILL",
        maxBuffer: MAX_OUTPUT_BYTES,
        encoding: "utf8",
        windowsHide: true,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve({ clean: true, durationMs: elapsed() });
        const failure = error as NodeJS.ErrnoException & {
          killed?: boolean;
          signal?: NodeJS.Signals | null;
          code?: number | string | null;
        };
        // A string code is Node's own (ENOENT, EACCES: it never ran),
        // except when the scanner printed more than we read.
        const spawnFailed =
          typeof failure.code === "string" &&
          failure.code !== "ERR_CHILD_PROCESS_STDIO_MAXBUFFER";
        resolve({
          clean: false,
          durationMs: elapsed(),
          reason: spawnFailed
            ? "spawn"
            : failure.killed && failure.signal === "SIGKILL"
              ? "timeout"
              : "exit",
          exitCode: typeof failure.code === "number" ? failure.code : null,
          signal: failure.signal ?? null,
          report: `${stdout}\n${stderr}`.trim().slice(0, 500),
        });
      },
    );
    // The scanner reads the file by its path; it gets no input of ours.
    child.stdin?.end();
  });
}
