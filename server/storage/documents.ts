import { createReadStream } from "node:fs";
import { pipeline } from "node:stream";

import {
  decryptBytes,
  documentContext,
  encryptBytes,
  encryptingStream,
  sealedLength,
} from "#server/crypto.ts";
import type { Secrets } from "#server/secrets.ts";
import { newKey, type Bucket } from "./keys.ts";
import type { Storage, StorageBody } from "./types.ts";

/**
 * A document's plain bytes: in memory (key rotation rewrites a stored one),
 * or a file of `size` bytes (an upload waiting in its temporary file), which
 * is read, sealed and stored as a stream, never whole in memory.
 */
export type DocumentSource = Uint8Array | { path: string; size: number };

export interface DocumentServices {
  storage: Storage;
  secrets: Pick<Secrets, "dataEncryptionKey" | "dataEncryptionKeys">;
}

/**
 * Every stored document (licence images, resumes, claim files) is encrypted
 * here, with the current data key, before it reaches storage. Its AAD names
 * its bucket and storage key (server/crypto.ts), so the bytes read back only
 * from where they were written: moved to another key or bucket they fail to
 * decrypt. The store sees opaque bytes of type application/octet-stream; the
 * document's own type is recorded beside its row where it is needed.
 */
export async function storeDocument(
  services: DocumentServices,
  bucket: Bucket,
  plain: DocumentSource,
): Promise<string> {
  const key = newKey();
  await writeDocument(services, bucket, key, plain);
  return key;
}

/** Seals `plain` for `bucket`/`key` with the current key and writes it there, replacing what was there. */
export async function writeDocument(
  services: DocumentServices,
  bucket: Bucket,
  key: string,
  plain: DocumentSource,
): Promise<void> {
  const dataKey = services.secrets.dataEncryptionKey;
  const context = documentContext(bucket, key);
  if (plain instanceof Uint8Array) {
    await put(services, bucket, key, encryptBytes(plain, dataKey, context));
    return;
  }
  // A read error destroys the sealed stream too, so the store's write fails.
  const stream = pipeline(
    createReadStream(plain.path),
    encryptingStream(dataKey, context),
    () => {},
  );
  try {
    await put(services, bucket, key, {
      stream,
      length: sealedLength(plain.size),
    });
  } finally {
    // A store that failed before reading it all leaves the file open.
    stream.destroy();
  }
}

function put(
  services: DocumentServices,
  bucket: Bucket,
  key: string,
  sealed: StorageBody,
) {
  // The store sees opaque bytes; the document's type is kept beside its row.
  return services.storage.put(bucket, key, sealed, {
    contentType: "application/octet-stream",
  });
}

/**
 * A stored document's plain bytes, or null when there is none. Throws when
 * the bytes are not a ciphertext made for this bucket and key by a key of
 * the ring (tampered with, moved, or written before documents were
 * encrypted and not yet rewritten by `npm run keys:rotate`).
 */
export async function readDocument(
  services: DocumentServices,
  bucket: Bucket,
  key: string,
): Promise<Buffer | null> {
  const sealed = await services.storage.get(bucket, key);
  if (sealed === null) return null;
  return decryptBytes(
    sealed,
    services.secrets.dataEncryptionKeys,
    documentContext(bucket, key),
  );
}
