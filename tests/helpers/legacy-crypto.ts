import { createCipheriv, randomBytes } from "node:crypto";

import { keyId } from "#server/crypto.ts";

/**
 * Values as the code sealed them before associated data and key rings
 * (version 1): what a database and a storage folder of an earlier release
 * hold, for tests of reading them and rewriting them.
 */
export function legacyText(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", keyId(key), iv, cipher.getAuthTag(), body]
    .map((part) =>
      typeof part === "string" ? part : part.toString("base64url"),
    )
    .join(".");
}

export function legacyBytes(plain: Uint8Array, key: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const header = Buffer.from(`v1.${keyId(key)}.`, "ascii");
  return Buffer.concat([header, iv, cipher.getAuthTag(), body]);
}
