import { randomUUID } from "node:crypto";
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
} from "node:fs/promises";
import path from "node:path";

import { tighten } from "#server/private-files.ts";
import { assertBucket, assertKey, isKey } from "./keys.ts";
import type { Storage, StoredObject } from "./types.ts";

/** What put leaves while it writes: `.<uuid>.tmp` beside the final file. */
const partialWrite = /^\.[0-9a-f-]{36}\.tmp$/;

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

    async *list(bucket) {
      assertBucket(bucket);
      for (const { dir, prefix } of await monthFolders(root, bucket)) {
        for (const name of await namesIn(dir)) {
          const key = `${prefix}/${name}`;
          if (!isKey(key)) continue;
          const modified = await modifiedAt(path.join(dir, name));
          // Gone since the folder was read (retention, another sweep).
          if (modified) yield { key, modified } satisfies StoredObject;
        }
      }
    },

    async removePartialWrites(bucket, before) {
      assertBucket(bucket);
      let removed = 0;
      for (const { dir } of await monthFolders(root, bucket)) {
        for (const name of await namesIn(dir)) {
          if (!partialWrite.test(name)) continue;
          const file = path.join(dir, name);
          const modified = await modifiedAt(file);
          // Older than `before`: no put still writing it (a put takes seconds).
          if (!modified || modified >= before) continue;
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}

/** The bucket's `yyyy/mm` folders, the only places put writes. */
async function monthFolders(root: string, bucket: string) {
  const folders: { dir: string; prefix: string }[] = [];
  const bucketDir = path.join(root, bucket);
  for (const year of await namesIn(bucketDir)) {
    if (!/^\d{4}$/.test(year)) continue;
    for (const month of await namesIn(path.join(bucketDir, year))) {
      if (!/^(0[1-9]|1[0-2])$/.test(month)) continue;
      folders.push({
        dir: path.join(bucketDir, year, month),
        prefix: `${year}/${month}`,
      });
    }
  }
  return folders;
}

/** A folder's entries; none when it does not exist (no file stored there yet). */
async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return [];
    throw error;
  }
}

async function modifiedAt(file: string): Promise<Date | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.mtime : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
