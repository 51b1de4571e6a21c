import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
} from "node:crypto";
import { Transform } from "node:stream";

/**
 * Field and file encryption with AES-256-GCM (docs/security.md).
 *
 * A sealed value names the key it was made with (its key id: the first 8
 * characters of the base64url SHA-256 of the key), so a key ring can hold
 * several keys: the current one encrypts, every one of them decrypts.
 *
 * Every value sealed now (version 2) is bound to where it is kept by its
 * associated data (AAD): a column value to its table, column and row id, a
 * document to its bucket and storage key. A ciphertext copied to another row
 * or another file therefore fails to decrypt, as does one whose version or
 * key id was edited (they are part of the AAD too).
 *
 *   text  `v2.<keyId>.<iv>.<ciphertext>.<tag>`  (parts base64url)
 *   bytes `v2.<keyId>.` + iv (12) + ciphertext + tag (16)
 *
 * The bytes put the tag last, as GCM produces it, so a file can be sealed
 * while it streams. Version 1 (`v1.<keyId>.<iv>.<tag>.<ciphertext>`, bytes
 * `v1.<keyId>.` + iv + tag + ciphertext) had no AAD; it is still read, and
 * `npm run keys:rotate` rewrites it as version 2.
 */
const V1 = "v1";
const V2 = "v2";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_LENGTH = 8;
/** `vN.` + key id + `.`: the same length in every version. */
const HEADER_LENGTH = V2.length + 1 + KEY_ID_LENGTH + 1;

/** The data keys, current first: the first encrypts, all of them decrypt. */
export type KeyRing = readonly Buffer[];

export function keyId(key: Buffer): string {
  return createHash("sha256")
    .update(key)
    .digest("base64url")
    .slice(0, KEY_ID_LENGTH);
}

/** Where a column value lives: its AAD. */
export function columnContext(
  table: string,
  column: string,
  rowId: string,
): string {
  return `column:${table}.${column}:${rowId}`;
}

/** Where a document lives: its AAD. */
export function documentContext(bucket: string, key: string): string {
  return `document:${bucket}/${key}`;
}

const aad = (id: string, context: string) =>
  Buffer.from(`${V2}.${id}.${context}`, "utf8");

/** A new GCM cipher for `context` and the bytes that go before its ciphertext (header and IV). */
function startSealing(key: Buffer, context: string) {
  const id = keyId(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(aad(id, context));
  const head = Buffer.concat([Buffer.from(`${V2}.${id}.`, "ascii"), iv]);
  return { cipher, head };
}

export function encryptBytes(
  plain: Uint8Array,
  key: Buffer,
  context: string,
): Buffer {
  const { cipher, head } = startSealing(key, context);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([head, body, cipher.getAuthTag()]);
}

/** How long the sealed bytes of `plainLength` plain bytes are (header, IV, ciphertext, tag). */
export function sealedLength(plainLength: number): number {
  return HEADER_LENGTH + IV_BYTES + plainLength + TAG_BYTES;
}

/**
 * encryptBytes as a stream: plain bytes in, the same sealed format out
 * (header and IV first, the tag after the last ciphertext byte), so a file
 * is sealed without ever being whole in memory and decryptBytes reads it.
 */
export function encryptingStream(key: Buffer, context: string): Transform {
  const { cipher, head } = startSealing(key, context);
  let headSent = false;
  const sendHead = (stream: Transform) => {
    if (headSent) return;
    headSent = true;
    stream.push(head);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sendHead(this);
      callback(null, cipher.update(chunk));
    },
    flush(callback) {
      sendHead(this);
      this.push(cipher.final());
      callback(null, cipher.getAuthTag());
    },
  });
}

export function decryptBytes(
  sealed: Uint8Array,
  keys: KeyRing,
  context: string,
): Buffer {
  const data = Buffer.from(sealed);
  const sealing = sealedWith(data);
  if (!sealing) throw new Error("Not an encrypted value");
  const key = findKey(sealing.keyId, keys);
  const iv = data.subarray(HEADER_LENGTH, HEADER_LENGTH + IV_BYTES);
  const rest = data.subarray(HEADER_LENGTH + IV_BYTES);
  if (rest.length < TAG_BYTES) throw new Error("Not an encrypted value");
  const [tag, body] =
    sealing.version === V2
      ? [rest.subarray(rest.length - TAG_BYTES), rest.subarray(0, -TAG_BYTES)]
      : [rest.subarray(0, TAG_BYTES), rest.subarray(TAG_BYTES)];
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  if (sealing.version === V2) decipher.setAAD(aad(sealing.keyId, context));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

export function encryptText(
  plain: string,
  key: Buffer,
  context: string,
): string {
  const id = keyId(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(aad(id, context));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [
    V2,
    id,
    iv.toString("base64url"),
    body.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
  ].join(".");
}

export function decryptText(
  sealed: string,
  keys: KeyRing,
  context: string,
): string {
  const parts = sealed.split(".");
  const [version, id, iv] = parts;
  if (
    parts.length !== 5 ||
    (version !== V1 && version !== V2) ||
    !id ||
    id.length !== KEY_ID_LENGTH ||
    !iv
  )
    throw new Error("Not an encrypted value");
  const [tag, body] =
    version === V2 ? [parts[4]!, parts[3]!] : [parts[3]!, parts[4]!];
  const decipher = createDecipheriv(
    "aes-256-gcm",
    findKey(id, keys),
    Buffer.from(iv, "base64url"),
  );
  if (version === V2) decipher.setAAD(aad(id, context));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(body, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}

export interface Sealing {
  version: typeof V1 | typeof V2;
  keyId: string;
}

/**
 * The version and key id a sealed value (text or bytes) names, or null for
 * anything else, such as a document stored before documents were encrypted
 * (an accepted upload starts with its type's magic bytes, never `vN.`).
 */
export function sealedWith(sealed: string | Uint8Array): Sealing | null {
  const header =
    typeof sealed === "string"
      ? sealed.slice(0, HEADER_LENGTH)
      : Buffer.from(sealed.subarray(0, HEADER_LENGTH)).toString("latin1");
  const match = /^(v[12])\.([A-Za-z0-9_-]{8})\.$/.exec(header);
  if (!match) return null;
  return { version: match[1] as Sealing["version"], keyId: match[2]! };
}

/** True when the value is sealed in the current version with the ring's current key. */
export function isCurrent(sealed: string | Uint8Array, keys: KeyRing): boolean {
  const sealing = sealedWith(sealed);
  return (
    sealing !== null &&
    sealing.version === V2 &&
    keys[0] !== undefined &&
    sealing.keyId === keyId(keys[0])
  );
}

function findKey(id: string, keys: KeyRing): Buffer {
  const key = keys.find((candidate) => keyId(candidate) === id);
  if (!key) throw new Error("No key for this encrypted value");
  return key;
}
