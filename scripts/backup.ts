/**
 * `npm run backup -- [--out DIR]`: a consistent copy of a one-machine site,
 * taken while it runs: DATA_DIR/app.db (VACUUM INTO) and the encrypted
 * documents in DATA_DIR/storage/, into DIR (0700; by default
 * backups/<time> under the current folder), with a manifest. The secrets
 * are not in it, by design; it prints the id of the data key a restore will
 * need. PostgreSQL and S3 are backed up with their own tools
 * (docs/operations.md, "Backups").
 */
import path from "node:path";
import { parseArgs } from "node:util";

import { boot } from "#server/boot.ts";
import { BackupError, backupSqlite } from "#server/backup/sqlite-backup.ts";

const { values } = parseArgs({ options: { out: { type: "string" } } });
const { config } = boot();
const print = (line: string) => process.stdout.write(`${line}\n`);
const fail = (line: string): never => {
  process.stderr.write(`${line}\n`);
  process.exit(1);
};

if (config.databaseUrl)
  fail(
    "DATABASE_URL is set: back PostgreSQL up with pg_dump (docs/operations.md, Backups); this command copies a SQLite DATA_DIR",
  );
if (config.s3)
  fail(
    "S3_BUCKET is set: documents live in the bucket; keep them with bucket versioning or replication (docs/operations.md, Backups)",
  );

const stamp = new Date().toISOString().replaceAll(":", "-").replace(/\..*/, "");
const out = path.resolve(values.out ?? path.join("backups", stamp));
try {
  const manifest = await backupSqlite(config.dataDir, out);
  print(`backup: ${out}`);
  print(
    `database: ${manifest.database.bytes} bytes, migration ${manifest.database.migration ?? "none"}, integrity ok`,
  );
  const buckets = Object.entries(manifest.storage.buckets)
    .map(([bucket, files]) => `${bucket} ${files}`)
    .join(", ");
  print(
    `documents: ${manifest.storage.files} files, ${manifest.storage.bytes} bytes${buckets ? ` (${buckets})` : ""}`,
  );
  print(
    `data key: not in the backup; a restore needs the key with id ${manifest.keyCheckKeyId ?? "(none yet: the server never started on it)"}; keep it apart from the backups`,
  );
} catch (error) {
  if (error instanceof BackupError) fail(error.message);
  throw error;
}
