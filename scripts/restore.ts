/**
 * `npm run restore -- --from DIR`: restores a backup made by `npm run
 * backup` into the configured DATA_DIR, which must hold no database yet.
 * The data key comes as the server's does (DATA_ENCRYPTION_KEY(S), or
 * DATA_DIR/secrets/data-encryption-key put back by hand) and is never
 * generated here: without it, or with another key, nothing is restored and
 * the message names the key id the backup needs.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { boot } from "#server/boot.ts";
import { BackupError, restoreSqlite } from "#server/backup/sqlite-backup.ts";
import { ConfigError } from "#server/config.ts";

const { values } = parseArgs({ options: { from: { type: "string" } } });
const { config } = boot();
const print = (line: string) => process.stdout.write(`${line}\n`);
const fail = (line: string): never => {
  process.stderr.write(`${line}\n`);
  process.exit(1);
};

if (!values.from) fail("Usage: npm run restore -- --from <backup folder>");
if (config.databaseUrl)
  fail(
    "DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md, Backups); this command restores a SQLite DATA_DIR",
  );
if (config.s3)
  fail(
    "S3_BUCKET is set: this command restores documents into DATA_DIR/storage only (docs/operations.md, Backups)",
  );

/** The data key ring as the server reads it, except that none is generated. */
function dataKeys(): Buffer[] {
  const secrets = path.join(config.dataDir, "secrets");
  const file = path.join(secrets, "data-encryption-key");
  const texts =
    config.dataEncryptionKeys ??
    (existsSync(file) ? [readFileSync(file, "utf8").trim()] : []);
  return texts.map((text) => {
    const key = Buffer.from(text, "base64");
    if (key.length !== 32)
      fail("The data encryption key given is not 32 bytes of base64");
    return key;
  });
}

try {
  const report = await restoreSqlite(
    path.resolve(values.from!),
    config.dataDir,
    dataKeys(),
  );
  const { manifest } = report;
  print(`restored into ${path.resolve(config.dataDir)}`);
  print(
    `database: migration ${manifest.database.migration ?? "none"} (the server applies newer ones at start), integrity ok`,
  );
  print(`documents: ${manifest.storage.files} files`);
  print(
    `data key: ${report.ring[0]} reads the key check (sealed with ${manifest.keyCheckKeyId ?? "no key yet"})`,
  );
  const authSecretFile = path.join(config.dataDir, "secrets", "auth-secret");
  if (!config.authSecret && !existsSync(authSecretFile))
    print(
      "AUTH_SECRET: none given; the server will generate one at start, which signs everyone out and voids unused email links (set the old AUTH_SECRET to keep them)",
    );
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError)
    fail(error.message);
  throw error;
}
