import type { Bucket } from "./keys.ts";

/** What every storage backend does: private objects under opaque, server-made keys. */
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
