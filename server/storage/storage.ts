import type { Config } from "#server/config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { Storage } from "./types.ts";

export { buckets, newKey, StorageError, type Bucket } from "./keys.ts";
export type { Storage, StorageBody } from "./types.ts";

/**
 * Private file storage (ARCHITECTURE.md, "files"): a local directory by
 * default, an S3-compatible store when S3_BUCKET is set.
 */
export function createStorage(config: Pick<Config, "dataDir" | "s3">): Storage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(config.dataDir);
}
