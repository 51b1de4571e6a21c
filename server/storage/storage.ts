import type { Config } from "#server/config.ts";
import type { Bucket } from "./keys.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

export { buckets, StorageError, type Bucket } from "./keys.ts";

/**
 * Private file storage (ARCHITECTURE.md, "files"): a local directory by
 * default, an S3-compatible store when S3_BUCKET is set.
 */
export interface Storage {
  /** Stores bytes under a new opaque key and returns it. */
  put(
    bucket: Bucket,
    body: Uint8Array,
    options: { contentType: string },
  ): Promise<string>;
  /** The object's bytes, or null when there is none. */
  get(bucket: Bucket, key: string): Promise<Uint8Array | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(bucket: Bucket, key: string): Promise<void>;
}

export function createStorage(config: Pick<Config, "dataDir" | "s3">): Storage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(config.dataDir);
}
