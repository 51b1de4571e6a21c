import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import type { Config } from "./config.ts";
import type { KeyRing } from "./crypto.ts";
import { privateDirectory, tighten } from "./private-files.ts";

export interface Secrets {
  authSecret: string;
  /** The current data key (32 bytes, AES-256-GCM): every new ciphertext is made with it. */
  dataEncryptionKey: Buffer;
  /** Every data key, current first; the older ones only decrypt (server/crypto.ts). */
  dataEncryptionKeys: KeyRing;
}

/**
 * Secrets come from the environment; when unset they are generated once into
 * DATA_DIR/secrets (mode 0600) so a single machine needs no set-up and a
 * restart keeps sessions and encrypted data readable. The data key ring comes
 * whole from DATA_ENCRYPTION_KEYS (or DATA_ENCRYPTION_KEY); only without
 * either is the generated key read (config.ts refuses that on https).
 */
export function loadSecrets(
  config: Pick<Config, "dataDir" | "authSecret" | "dataEncryptionKeys">,
): Secrets {
  const dir = path.join(config.dataDir, "secrets");
  const readOrCreate = (name: string, create: () => string): string => {
    const file = path.join(dir, name);
    if (existsSync(file)) {
      tighten(dir, 0o700);
      tighten(file, 0o600);
      return readFileSync(file, "utf8").trim();
    }
    privateDirectory(dir);
    const value = create();
    // "wx" fails rather than overwrite a key a second process wrote meanwhile.
    try {
      writeFileSync(file, `${value}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST")
        return readFileSync(file, "utf8").trim();
      throw error;
    }
    chmodSync(file, 0o600);
    return value;
  };
  const authSecret =
    config.authSecret ??
    readOrCreate("auth-secret", () => randomBytes(48).toString("base64url"));
  const keyTexts = config.dataEncryptionKeys ?? [
    readOrCreate("data-encryption-key", () =>
      randomBytes(32).toString("base64"),
    ),
  ];
  const dataEncryptionKeys = keyTexts.map((text) => {
    const key = Buffer.from(text, "base64");
    if (key.length !== 32) {
      throw new Error(
        `The data encryption key in ${dir} is not 32 bytes of base64`,
      );
    }
    return key;
  });
  return {
    authSecret,
    dataEncryptionKey: dataEncryptionKeys[0]!,
    dataEncryptionKeys,
  };
}
