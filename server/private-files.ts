import { chmodSync, closeSync, mkdirSync, openSync, statSync } from "node:fs";

/**
 * DATA_DIR holds the database, the generated secrets, uploaded documents and
 * development mail: readable by the server's user only, whatever the umask.
 * Directories are made 0700 and files 0600; ones found looser (made by an
 * earlier release, or by hand) are tightened when they belong to us.
 */
export function privateDirectory(directory: string): void {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  tighten(directory, 0o700);
}

/** Creates `file` empty with mode 0600 if it does not exist, else tightens it to 0600. */
export function privateFile(file: string): void {
  closeSync(openSync(file, "a", 0o600));
  tighten(file, 0o600);
}

/** Tightens an existing file or directory to `mode`; a missing one is fine. */
export function tighten(path: string, mode: number): void {
  let current: number;
  try {
    current = statSync(path).mode & 0o777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if ((current & ~mode) === 0) return;
  try {
    chmodSync(path, mode);
  } catch (error) {
    // Not ours to change (a shared mount, another owner): leave it.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
  }
}
