import { createHash } from "node:crypto";
import { createReadStream, existsSync, readdirSync, statSync } from "node:fs";
import {
  chmod,
  copyFile,
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

import { Kysely, SqliteDialect } from "kysely";

import { ConfigError } from "#server/config.ts";
import { keyId, sealedWith, type KeyRing } from "#server/crypto.ts";
import { openNodeSqlite } from "#server/db/node-sqlite.ts";
import type { DB } from "#server/db/schema.ts";
import { checkDataKeys } from "#server/keys/check.ts";
import { privateDirectory, tighten } from "#server/private-files.ts";

/**
 * Backups of a one-machine site (SQLite in DATA_DIR/app.db, documents in
 * DATA_DIR/storage/) and their restore into a fresh DATA_DIR. PostgreSQL and
 * S3 have their own tools (pg_dump, bucket versioning); docs/operations.md,
 * "Backups", says how. The secrets are never part of a backup: a backup holds
 * only ciphertext for SSNs and documents, and names the key that reads it.
 */

export const MANIFEST = "manifest.json";
const FORMAT = "harborline-backup/1";
const DATABASE_FILE = "app.db";
const STORAGE_DIR = "storage";

export interface BackupManifest {
  format: typeof FORMAT;
  createdAt: string;
  database: {
    file: string;
    bytes: number;
    sha256: string;
    /** The last migration applied: the release that wrote it. */
    migration: string | null;
  };
  storage: {
    files: number;
    bytes: number;
    buckets: Record<string, number>;
  };
  /**
   * The key id (server/crypto.ts) that sealed the key check value: the data
   * key a restore needs. During a rotation (until `keys:rotate` finished),
   * newer rows may also need the newer keys of the ring.
   */
  keyCheckKeyId: string | null;
}

export class BackupError extends Error {
  override name = "BackupError";
}

/**
 * Copies DATA_DIR/app.db and DATA_DIR/storage/ into `out` (made 0700, files
 * 0600) while the server runs. The database is copied first, with VACUUM
 * INTO: one read transaction, so a consistent snapshot that writers do not
 * wait for (WAL). Documents are then copied: a submission stores its files
 * before its row commits, so every row in the snapshot finds its files;
 * files of submissions made meanwhile come along as orphans, harmless. The
 * one gap is a document deleted by retention between the two copies, whose
 * row the next purge deletes too. secrets/ and tmp/ (uploads in flight, in
 * the clear) are left out on purpose; development mail is not in DATA_DIR.
 */
export async function backupSqlite(
  dataDir: string,
  out: string,
): Promise<BackupManifest> {
  const source = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(source))
    throw new BackupError(`No database at ${source}: nothing to back up`);
  if (existsSync(out) && readdirSync(out).length > 0)
    throw new BackupError(`${out} is not empty: give a new folder`);
  privateDirectory(out);

  const target = path.join(out, DATABASE_FILE);
  const raw = new DatabaseSync(source);
  let keyCheckKeyId: string | null = null;
  let migration: string | null = null;
  try {
    raw.exec("PRAGMA busy_timeout = 5000");
    raw.prepare("VACUUM INTO ?").run(target);
    migration = latestMigration(raw);
    keyCheckKeyId = keyCheckSealing(raw);
  } finally {
    raw.close();
  }
  await chmod(target, 0o600);
  assertIntegrity(target);

  const storage = await copyTree(
    path.join(dataDir, STORAGE_DIR),
    path.join(out, STORAGE_DIR),
  );
  const manifest: BackupManifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    database: {
      file: DATABASE_FILE,
      bytes: statSync(target).size,
      sha256: await sha256(target),
      migration,
    },
    storage,
    keyCheckKeyId,
  };
  await writeFile(
    path.join(out, MANIFEST),
    `${JSON.stringify(manifest, null, 2)}\n`,
    { mode: 0o600 },
  );
  return manifest;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Key ids of the ring that was given, current first. */
  ring: string[];
}

/**
 * Restores a backup made by backupSqlite into `dataDir`, which must hold no
 * database yet. Checks, before writing app.db: the manifest, the database
 * file's checksum and integrity, and that `keys` read its key check value
 * (server/keys/check.ts, as the server does at start); a missing or wrong key
 * is a ConfigError naming the key id the backup needs. Documents are copied
 * first and app.db is moved into place last, so a restore stopped half-way
 * leaves no database and can be run again.
 */
export async function restoreSqlite(
  from: string,
  dataDir: string,
  keys: KeyRing,
): Promise<RestoreReport> {
  const manifest = await readManifest(from);
  const target = path.join(dataDir, DATABASE_FILE);
  if (existsSync(target))
    throw new BackupError(
      `${target} exists: restore into a fresh DATA_DIR (move the old one aside first)`,
    );
  const needed = manifest.keyCheckKeyId ?? "unknown";
  if (keys.length === 0)
    throw new ConfigError(
      `This backup needs the data key with id ${needed}: set DATA_ENCRYPTION_KEY (or DATA_ENCRYPTION_KEYS) to it, or put it in DATA_DIR/secrets/data-encryption-key, and run again`,
    );

  const source = path.join(from, manifest.database.file);
  if ((await sha256(source)) !== manifest.database.sha256)
    throw new BackupError(
      `${source} does not match the checksum in ${MANIFEST}: the backup is damaged`,
    );
  privateDirectory(dataDir);
  const staged = path.join(dataDir, `${DATABASE_FILE}.restoring`);
  await copyFile(source, staged);
  await chmod(staged, 0o600);
  try {
    assertIntegrity(staged);
    await checkKeys(staged, keys, needed);
    const storage = await copyTree(
      path.join(from, STORAGE_DIR),
      path.join(dataDir, STORAGE_DIR),
    );
    if (
      storage.files !== manifest.storage.files ||
      storage.bytes !== manifest.storage.bytes
    )
      throw new BackupError(
        `The backup's storage holds ${storage.files} files (${storage.bytes} bytes), its manifest says ${manifest.storage.files} (${manifest.storage.bytes}): the backup is incomplete`,
      );
    await rename(staged, target);
  } finally {
    await rm(staged, { force: true });
    for (const companion of ["-wal", "-shm"])
      await rm(`${staged}${companion}`, { force: true });
  }
  return { manifest, ring: keys.map(keyId) };
}

export async function readManifest(from: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(
      await readFile(path.join(from, MANIFEST), "utf8"),
    ) as BackupManifest;
  } catch {
    throw new BackupError(`${from} has no readable ${MANIFEST}: not a backup`);
  }
  if (manifest.format !== FORMAT)
    throw new BackupError(
      `${from} is a backup of format ${String(manifest.format)}, this release reads ${FORMAT}`,
    );
  return manifest;
}

async function checkKeys(
  file: string,
  keys: KeyRing,
  needed: string,
): Promise<void> {
  const { database } = openNodeSqlite(file);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database }) });
  try {
    await checkDataKeys(db, keys);
  } catch (error) {
    if (error instanceof ConfigError)
      throw new ConfigError(
        `DATA_ENCRYPTION_KEY does not read this backup (its key check was sealed with the key id ${needed}; the keys given have ids ${keys.map(keyId).join(", ")}): nothing was restored`,
      );
    throw error;
  } finally {
    await db.destroy();
  }
}

function latestMigration(raw: DatabaseSync): string | null {
  try {
    const row = raw
      .prepare(
        "select name from kysely_migration order by timestamp desc, name desc limit 1",
      )
      .get() as { name: string } | undefined;
    return row?.name ?? null;
  } catch {
    // A database the server never migrated has no such table.
    return null;
  }
}

function keyCheckSealing(raw: DatabaseSync): string | null {
  try {
    const row = raw
      .prepare("select value from key_check where id = 'data-encryption-key'")
      .get() as { value: string } | undefined;
    return row ? (sealedWith(row.value)?.keyId ?? null) : null;
  } catch {
    return null;
  }
}

function assertIntegrity(file: string): void {
  const raw = new DatabaseSync(file, { readOnly: true });
  try {
    const row = raw.prepare("PRAGMA integrity_check").get() as
      { integrity_check: string } | undefined;
    if (row?.integrity_check !== "ok")
      throw new BackupError(
        `${file} fails SQLite's integrity check: ${row?.integrity_check ?? "no answer"}`,
      );
  } finally {
    raw.close();
  }
}

/**
 * Copies every document under `from` into `to` (directories 0700, files
 * 0600), skipping the stores' own temporary files (names starting with a
 * dot, which no storage key can) and files deleted while it walks.
 */
async function copyTree(
  from: string,
  to: string,
): Promise<BackupManifest["storage"]> {
  const tally: BackupManifest["storage"] = { files: 0, bytes: 0, buckets: {} };
  if (!existsSync(from)) return tally;
  const walk = async (dir: string, bucket: string | null) => {
    const target = path.join(to, path.relative(from, dir));
    await mkdir(target, { recursive: true, mode: 0o700 });
    tighten(target, 0o700);
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(child, bucket ?? entry.name);
      } else if (entry.isFile()) {
        const copy = path.join(target, entry.name);
        try {
          await copyFile(child, copy);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
          throw error;
        }
        await chmod(copy, 0o600);
        tally.files += 1;
        tally.bytes += statSync(copy).size;
        const name = bucket ?? "";
        tally.buckets[name] = (tally.buckets[name] ?? 0) + 1;
      }
    }
  };
  await walk(from, null);
  return tally;
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}
