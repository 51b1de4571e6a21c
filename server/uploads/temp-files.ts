import { randomUUID } from "node:crypto";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

import { tighten } from "#server/private-files.ts";

/** Where uploads wait while a request is answered: `DATA_DIR/tmp`, private like the rest of DATA_DIR. */
export function uploadTempDir(dataDir: string): string {
  return path.resolve(dataDir, "tmp");
}

/** Temporary files are named by the server only: a client's file name never reaches the disk. */
const TEMP_NAME = /^[0-9a-f-]{36}\.upload$/;

/**
 * The temporary files of one request. Each upload streams into a file of its
 * own (0600, random name, in a 0700 directory) instead of memory; the
 * request's handler removes them all when it has answered, whatever the
 * answer, so nothing a person sent outlives the request unencrypted.
 */
export class TempFiles {
  readonly #paths = new Set<string>();
  #ready: Promise<void> | undefined;

  readonly directory: string;

  constructor(directory: string) {
    this.directory = directory;
  }

  /** Makes the directory (0700) once; a looser one left by hand is tightened. */
  ready(): Promise<void> {
    this.#ready ??= mkdir(this.directory, { recursive: true, mode: 0o700 })
      .then(() => tighten(this.directory, 0o700))
      .catch((error: unknown) => {
        this.#ready = undefined;
        throw error;
      });
    return this.#ready;
  }

  /**
   * A fresh path for a new temporary file, to be created with mode 0600 and
   * flag "wx"; it is removed by removeAll(). Call ready() first.
   */
  newPath(): string {
    const file = path.join(this.directory, `${randomUUID()}.upload`);
    this.#paths.add(file);
    return file;
  }

  /** Removes one file early (an upload replaced by its cleaned copy). */
  async remove(file: string): Promise<void> {
    await rm(file, { force: true });
    this.#paths.delete(file);
  }

  /** Removes every file made through this object. Writers must be closed first. */
  async removeAll(): Promise<void> {
    const files = [...this.#paths];
    this.#paths.clear();
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }
}

/** An upload is never this old: a file left this long was left by a process that stopped mid-request. */
export const STALE_AFTER_MS = 60 * 60_000;

/**
 * Removes temporary upload files older than `maxAgeMs` (by their last
 * write) left behind by a process that crashed or was killed mid-request.
 * Run at start; a file still being written is recent, so a second process
 * sharing DATA_DIR loses nothing. Returns how many were removed.
 */
export async function sweepStaleUploads(
  directory: string,
  maxAgeMs = STALE_AFTER_MS,
  now = Date.now(),
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    if (!TEMP_NAME.test(name)) continue;
    const file = path.join(directory, name);
    try {
      const { mtimeMs } = await stat(file);
      if (now - mtimeMs < maxAgeMs) continue;
      await rm(file, { force: true });
      removed += 1;
    } catch (error) {
      // Removed meanwhile by the request that made it.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return removed;
}
