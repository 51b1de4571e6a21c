import { decryptBytes, documentContext, encryptBytes } from "#server/crypto.ts";
import type { Secrets } from "#server/secrets.ts";
import { newKey, type Bucket } from "./keys.ts";
import type { Storage } from "./types.ts";

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
  plain: Uint8Array,
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
  plain: Uint8Array,
): Promise<void> {
  const sealed = encryptBytes(
    plain,
    services.secrets.dataEncryptionKey,
    documentContext(bucket, key),
  );
  await services.storage.put(bucket, key, sealed, {
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
