import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";

import { tighten } from "#server/private-files.ts";
import { assertBucket, assertKey } from "./keys.ts";
import type { Storage } from "./types.ts";

/** Files under `<dataDir>/storage/<bucket>/<key>`, readable by the server's user only. */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, "storage");
  // Made 0700 with the first file; one an earlier release made looser is tightened.
  tighten(root, 0o700);

  const fileFor = (bucket: string, key: string) => {
    assertBucket(bucket);
    assertKey(key);
    return path.join(root, bucket, key);
  };

  return {
    async put(bucket, key, body) {
      const file = fileFor(bucket, key);
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      // Write a temp file in the same directory, fsync it, then rename: the
      // rename is atomic, so a crash leaves either no file or the whole file.
      // Temp names start with a dot, which no key can.
      const temp = path.join(dir, `.${randomUUID()}.tmp`);
      try {
        const handle = await open(temp, "wx", 0o600);
        try {
          if (body instanceof Uint8Array) await handle.writeFile(body);
          else {
            // Written as it streams in; a short stream is not a whole file.
            await handle.writeFile(body.stream);
            const { size } = await handle.stat();
            if (size !== body.length)
              throw new Error(
                `Expected ${body.length} bytes, the stream gave ${size}`,
              );
          }
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      // fsync the directory too, so the rename itself survives a power loss.
      const dirHandle = await open(dir, "r");
      try {
        await dirHandle.sync();
      } finally {
        await dirHandle.close();
      }
    },

    async get(bucket, key) {
      const file = fileFor(bucket, key);
      try {
        const bytes = await readFile(file);
        return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async delete(bucket, key) {
      await rm(fileFor(bucket, key), { force: true });
    },
  };
}
