import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { pipeline, Transform, type Readable } from "node:stream";

import {
  detectFileType,
  SIGNATURE_BYTES,
  type DetectedType,
} from "./file-type.ts";

/** What one file part must be, and what to say when it is not. */
export interface FilePartRule {
  maxBytes: number;
  /** The types its extension may hold. */
  types: readonly DetectedType[];
  /** Raised over maxBytes, on a wrong type, on an empty file, on a cut-off part. */
  refuse: {
    tooLarge(): Error;
    wrongType(): Error;
    empty(): Error;
    interrupted(): Error;
  };
}

export interface ReceivedFile {
  path: string;
  size: number;
  type: DetectedType;
  /** SHA-256 (hex) of the bytes as they arrived. */
  sha256: string;
}

export interface FileReceipt {
  /** Resolves once the file is whole and closed; rejects with one of the rule's errors, or a write error. */
  done: Promise<ReceivedFile>;
  /** Stops receiving (another part failed); resolves once the file is closed, so it can be removed. */
  abort(): Promise<void>;
}

/**
 * Streams one file part into a new private file at `path` (0600, which
 * must not exist yet), checking it as it passes: its size against the
 * limit, counted chunk by chunk, so a file over it fails at that chunk; its
 * type by its leading bytes, as soon as they have arrived, so a program
 * renamed .pdf fails before the rest of it is read. Backpressure holds:
 * while the disk is slower than the sender, the part (and so the request)
 * is paused. Nothing of the file is kept in memory but its first bytes.
 */
export function receiveFile(
  part: Readable,
  path: string,
  rule: FilePartRule,
): FileReceipt {
  const hash = createHash("sha256");
  let size = 0;
  let head = Buffer.alloc(0);
  let type: DetectedType | null | undefined;
  const typeIsAllowed = () => {
    type = detectFileType(head);
    return type !== null && rule.types.includes(type);
  };

  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > rule.maxBytes) return callback(rule.refuse.tooLarge());
      if (type === undefined) {
        head = Buffer.concat([
          head,
          chunk.subarray(0, SIGNATURE_BYTES - head.length),
        ]);
        if (head.length >= SIGNATURE_BYTES && !typeIsAllowed())
          return callback(rule.refuse.wrongType());
      }
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      if (size === 0) return callback(rule.refuse.empty());
      // Shorter than a signature: decided on what there is.
      if (type === undefined && !typeIsAllowed())
        return callback(rule.refuse.wrongType());
      callback();
    },
  });
  // busboy cuts a part off at its own limit: a backstop, ours is met first.
  part.once("limit", () => inspect.destroy(rule.refuse.tooLarge()));

  const file = createWriteStream(path, { flags: "wx", mode: 0o600 });
  const closed = new Promise<void>((resolve) => {
    file.once("close", () => resolve());
  });

  const done = new Promise<ReceivedFile>((resolve, reject) => {
    // A failure is told at once, from the stream it happens in, so the
    // caller stops reading the body at that chunk; the file is closed
    // meanwhile, and abort() waits for that before anyone removes it.
    inspect.once("error", reject); // our refusals: too large, wrong type, empty
    file.once("error", reject); // the disk: the server's problem, not the sender's
    part.once("error", (error) =>
      reject(error === inspect.errored ? error : rule.refuse.interrupted()),
    );
    pipeline(part, inspect, file, (error) => {
      if (error) return reject(rule.refuse.interrupted());
      void closed.then(() =>
        resolve({ path, size, type: type!, sha256: hash.digest("hex") }),
      );
    });
  });
  // Read by the caller through `done`; a rejection noticed later is not unhandled.
  done.catch(() => {});

  return {
    done,
    async abort() {
      file.destroy();
      await closed;
    },
  };
}
