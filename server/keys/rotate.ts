import { sql, type Kysely } from "kysely";

import {
  columnContext,
  decryptBytes,
  decryptText,
  documentContext,
  encryptText,
  isCurrent,
  sealedWith,
  type KeyRing,
} from "#server/crypto.ts";
import type { DB } from "#server/db/schema.ts";
import { writeDocument } from "#server/storage/documents.ts";
import { documentColumns, type DocumentColumn } from "#server/storage/keys.ts";
import type { Bucket, Storage } from "#server/storage/storage.ts";
import { moveKeyCheck } from "./check.ts";

export interface RotationServices {
  db: Kysely<DB>;
  storage: Storage;
  secrets: { dataEncryptionKey: Buffer; dataEncryptionKeys: KeyRing };
}

export interface Tally {
  /** Re-encrypted under the current key (or encrypted for the first time: a document stored plain). */
  rewritten: number;
  /** Already under the current key: skipped. */
  current: number;
  /** Do not decrypt where they are with any key of the ring (tampered with, moved, unknown key); left as they are. */
  failed: number;
  /** Documents a row names that are not in storage. */
  missing: number;
}

export interface RotationReport {
  /** One tally per column (`table.column`) and per bucket. */
  tallies: Record<string, Tally>;
  /** True when the key check value was moved to the current key (nothing failed). */
  keyCheckMoved: boolean;
  /** Where each failure is: `table.column id` or `bucket/key`; never a value. */
  failures: string[];
}

const encryptedColumns = [
  "ssn",
  "bank_name_encrypted",
  "credit_score_encrypted",
] as const;

/**
 * `npm run keys:rotate`: rewrites everything encrypted under the ring's
 * current key (the first of DATA_ENCRYPTION_KEYS): the encrypted columns of
 * onboarding_responses (SSN, bank name, credit score) a batch of rows per
 * transaction, then every document a row names (licence images, resumes,
 * claim files) one file at a time, each replaced whole. What is already
 * sealed in the current format under the current key is skipped, so a run
 * that stopped half-way is simply run again. Every value is decrypted where
 * it is, current ones too: one that does not read there (tampered with,
 * copied from another row or file, under a key not in the ring) is counted
 * as failed, named in the report, and left as it is. Values from before associated
 * data (v1) are rewritten as v2; documents stored before documents were
 * encrypted are encrypted. When nothing failed, the key check value moves to
 * the current key last, so the older keys may then leave the ring.
 */
export async function rotateDataKeys(
  services: RotationServices,
  options: { batchSize?: number; progress?: (line: string) => void } = {},
): Promise<RotationReport> {
  const batchSize = options.batchSize ?? 100;
  const report: RotationReport = {
    tallies: {},
    keyCheckMoved: false,
    failures: [],
  };
  const tally = (name: string) =>
    (report.tallies[name] ??= {
      rewritten: 0,
      current: 0,
      failed: 0,
      missing: 0,
    });

  // Every line is printed, zeros included, in the order the run goes.
  for (const column of encryptedColumns)
    tally(`onboarding_responses.${column}`);
  for (const source of documentColumns) tally(source.bucket);

  await rotateColumns(services, batchSize, tally, report.failures);
  options.progress?.("encrypted columns done");
  for (const source of documentColumns) {
    await rotateDocuments(services, source, batchSize, tally, report.failures);
    options.progress?.(`${source.table}.${source.column} documents done`);
  }
  if (report.failures.length === 0)
    report.keyCheckMoved = await moveKeyCheck(
      services.db,
      services.secrets.dataEncryptionKeys,
    );
  return report;
}

async function rotateColumns(
  services: RotationServices,
  batchSize: number,
  tally: (name: string) => Tally,
  failures: string[],
) {
  const { db, secrets } = services;
  const keys = secrets.dataEncryptionKeys;
  const table = "onboarding_responses";
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom(table)
      .select(["id", ...encryptedColumns])
      .where("id", ">", after)
      .orderBy("id")
      .limit(batchSize)
      .execute();
    if (rows.length === 0) break;
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const changes: Partial<
          Record<(typeof encryptedColumns)[number], string>
        > = {};
        for (const column of encryptedColumns) {
          const name = `${table}.${column}`;
          const sealed = row[column];
          const context = columnContext(table, column, row.id);
          try {
            // Decrypted even when current: a value that does not read where
            // it is (tampered with, copied from another row) is reported.
            const plain = decryptText(sealed, keys, context);
            if (isCurrent(sealed, keys)) {
              tally(name).current += 1;
              continue;
            }
            changes[column] = encryptText(
              plain,
              secrets.dataEncryptionKey,
              context,
            );
            tally(name).rewritten += 1;
          } catch {
            tally(name).failed += 1;
            failures.push(`${name} ${row.id}`);
          }
        }
        if (Object.keys(changes).length === 0) continue;
        // Only if the row still holds what was read: nothing else is lost.
        let update = trx
          .updateTable(table)
          .set(changes)
          .where("id", "=", row.id);
        for (const column of Object.keys(changes) as (keyof typeof changes)[])
          update = update.where(column, "=", row[column]);
        await update.execute();
      }
    });
    after = rows[rows.length - 1]!.id;
  }
}

async function rotateDocuments(
  services: RotationServices,
  source: DocumentColumn,
  batchSize: number,
  tally: (name: string) => Tally,
  failures: string[],
) {
  const { db, storage, secrets } = services;
  const keys = secrets.dataEncryptionKeys;
  const bucket: Bucket = source.bucket;
  const counts = tally(bucket);
  let after = "";
  for (;;) {
    const rows = await listDocumentKeys(db, source, after, batchSize);
    if (rows.length === 0) break;
    for (const { key } of rows) {
      const stored = await storage.get(bucket, key);
      if (stored === null) {
        counts.missing += 1;
        continue;
      }
      let plain: Uint8Array;
      try {
        // A document stored before documents were encrypted has no header.
        plain =
          sealedWith(stored) === null
            ? stored
            : decryptBytes(stored, keys, documentContext(bucket, key));
      } catch {
        counts.failed += 1;
        failures.push(`${bucket}/${key}`);
        continue;
      }
      if (isCurrent(stored, keys)) {
        counts.current += 1;
        continue;
      }
      await writeDocument(services, bucket, key, plain);
      counts.rewritten += 1;
    }
    after = rows[rows.length - 1]!.id;
  }
}

function listDocumentKeys(
  db: Kysely<DB>,
  source: DocumentColumn,
  after: string,
  limit: number,
): Promise<{ id: string; key: string }[]> {
  return db
    .selectFrom(source.table)
    .select(["id", sql.ref<string>(source.column).as("key")])
    .where("id", ">", after)
    .orderBy("id")
    .limit(limit)
    .execute();
}
