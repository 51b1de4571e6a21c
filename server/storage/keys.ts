import { randomUUID } from "node:crypto";

/** Our buckets: local sub-directories, or key prefixes in the one S3 bucket. All private. */
export const buckets = [
  "home-verification-docs",
  "resumes",
  "claims",
  "conversations",
] as const;
export type Bucket = (typeof buckets)[number];

/**
 * Every column that keeps a storage key, and the bucket that holds its
 * documents: what key rotation re-encrypts and what the orphan sweep keeps.
 */
export const documentColumns = [
  {
    table: "onboarding_responses",
    column: "drivers_license_front_url",
    bucket: "home-verification-docs",
  },
  {
    table: "onboarding_responses",
    column: "drivers_license_back_url",
    bucket: "home-verification-docs",
  },
  { table: "job_applications", column: "resume", bucket: "resumes" },
  { table: "claim_files", column: "storage_key", bucket: "claims" },
  {
    table: "conversation_files",
    column: "storage_key",
    bucket: "conversations",
  },
] as const satisfies readonly {
  table: string;
  column: string;
  bucket: Bucket;
}[];
export type DocumentColumn = (typeof documentColumns)[number];

export class StorageError extends Error {
  override name = "StorageError";
}

// The only key shape the server makes: yyyy/mm/<uuid v4>. Anything else
// (`..`, absolute paths, backslashes, a client's file name) fails this test.
const keyPattern =
  /^\d{4}\/(0[1-9]|1[0-2])\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A new opaque key; nothing in it comes from the caller. */
export function newKey(now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${now.getUTCFullYear()}/${month}/${randomUUID()}`;
}

export function assertBucket(bucket: string): asserts bucket is Bucket {
  if (!(buckets as readonly string[]).includes(bucket)) {
    throw new StorageError(`Unknown storage bucket ${JSON.stringify(bucket)}`);
  }
}

/** True for a key of the shape newKey() makes. */
export function isKey(key: string): boolean {
  return typeof key === "string" && keyPattern.test(key);
}

export function assertKey(key: string): void {
  if (!isKey(key)) {
    // Shown truncated: the value may come from a crafted request.
    throw new StorageError(
      `Invalid storage key ${JSON.stringify(String(key).slice(0, 80))}`,
    );
  }
}
