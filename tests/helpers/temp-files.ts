import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { TempFiles } from "#server/uploads/temp-files.ts";

let root: string | undefined;

/** A TempFiles in a directory of its own (made on first use), as a request gets one. */
export function testTempFiles(): TempFiles {
  if (!root) {
    const dir = mkdtempSync(path.join(tmpdir(), "harborline-temp-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    root = dir;
  }
  return new TempFiles(path.join(root, crypto.randomUUID()));
}

/** The names of the files left in a TempFiles' directory. */
export function filesLeftIn(temp: TempFiles): string[] {
  return existsSync(temp.directory) ? readdirSync(temp.directory) : [];
}
