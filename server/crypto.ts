import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
} from "node:crypto";

/**
 * Field and file encryption with AES-256-GCM. A sealed value names the key it
 * was made with (a short hash of the key), so keys can be rotated: decryption
 * picks the matching key from those it is given.
 *
 * Text format: `v1.<keyId>.<iv>.<tag>.<ciphertext>`, parts in base64url.
 */
const VERSION = "v1";
const IV_BYTES = 12;

export function keyId(key: Buffer): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 8);
}

export function encryptBytes(plain: Uint8Array, key: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const header = Buffer.from(`${VERSION}.${keyId(key)}.`, "ascii");
  return Buffer.concat([header, iv, cipher.getAuthTag(), body]);
}

export function decryptBytes(
  sealed: Uint8Array,
  keys: readonly Buffer[],
): Buffer {
  const data = Buffer.from(sealed);
  const header = data.subarray(0, VERSION.length + 10).toString("ascii");
  const [version, id] = header.split(".");
  if (version !== VERSION || !id) throw new Error("Not an encrypted value");
  const key = findKey(id, keys);
  const offset = header.length;
  const iv = data.subarray(offset, offset + IV_BYTES);
  const tag = data.subarray(offset + IV_BYTES, offset + IV_BYTES + 16);
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(data.subarray(offset + IV_BYTES + 16)),
    decipher.final(),
  ]);
}

export function encryptText(plain: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, keyId(key), iv, cipher.getAuthTag(), body]
    .map((part) =>
      typeof part === "string" ? part : part.toString("base64url"),
    )
    .join(".");
}

export function decryptText(sealed: string, keys: readonly Buffer[]): string {
  const [version, id, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !id || !iv || !tag || body === undefined)
    throw new Error("Not an encrypted value");
  const decipher = createDecipheriv(
    "aes-256-gcm",
    findKey(id, keys),
    Buffer.from(iv, "base64url"),
  );
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([
    decipher.update(Buffer.from(body, "base64url")),
    decipher.final(),
  ]).toString("utf8");
}

function findKey(id: string, keys: readonly Buffer[]): Buffer {
  const key = keys.find((candidate) => keyId(candidate) === id);
  if (!key) throw new Error("No key for this encrypted value");
  return key;
}
