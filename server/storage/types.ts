import type { Readable } from "node:stream";

import type { Bucket } from "./keys.ts";

/**
 * What put stores: bytes in memory, or a stream of exactly `length` bytes
 * (a document sealed while it is read from its temporary file), which is
 * written as it comes and never held whole.
 */
export type StorageBody = Uint8Array | { stream: Readable; length: number };

/** An object found by list: its key and when it was last written. */
export interface StoredObject {
  key: string;
  modified: Date;
}

/**
 * What every storage backend does: private objects under opaque, server-made
 * keys. Documents go through server/storage/documents.ts, which encrypts them
 * for the key they are stored under; nothing else should call put.
 */
export interface Storage {
  /**
   * Stores bytes under `key` (made by newKey(), so never a client's value),
   * replacing what was there as one step: a reader sees the old object or
   * the new one, never a mix.
   */
  put(
    bucket: Bucket,
    key: string,
    body: StorageBody,
    options: { contentType: string },
  ): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(bucket: Bucket, key: string): Promise<Uint8Array | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(bucket: Bucket, key: string): Promise<void>;
  /**
   * Every object in the bucket under a key the server could have made
   * (anything else is not ours to judge, so it is not listed), read as it
   * goes: a page (S3) or a month's folder (local) at a time, in no set order.
   * The orphan sweep (orphan-sweep.ts) is its reader.
   */
  list(bucket: Bucket): AsyncIterable<StoredObject>;
  /**
   * Removes what a write killed half-way left behind, when older than
   * `before`; the count removed. Only a backend whose writes can leave such
   * a thing has it: local storage (its dot-named temp files). An S3 PUT is
   * whole or absent.
   */
  removePartialWrites?(bucket: Bucket, before: Date): Promise<number>;
}
