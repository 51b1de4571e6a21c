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

/**
 * Every column sealed with the data key, each value bound to its row by
 * `columnContext(table, column, id)`. A null is nothing to rewrite (a sent
 * email's content is cleared).
 */
const sealedColumns = [
  {
    table: "onboarding_responses",
    columns: ["ssn", "bank_name_encrypted", "credit_score_encrypted"],
  },
  { table: "conversation_messages", columns: ["body"] },
  { table: "quote_requests", columns: ["estimate"] },
  // A denial's reason (decision 0076); null on every other claim.
  { table: "claims", columns: ["outcome_reason"] },
  { table: "outbox", columns: ["content"] },
] as const satisfies readonly {
  table: keyof DB;
  columns: readonly string[];
}[];
type SealedTable = (typeof sealedColumns)[number];

/**
 * `npm run keys:rotate`: rewrites everything encrypted under the ring's
 * current key (the first of DATA_ENCRYPTION_KEYS): the sealed columns
 * (`sealedColumns`: SSNs, bank names, credit scores, conversation messages,
 * quote requests' answers and estimates, claim denials' reasons,
 * the content of mail still waiting) a batch of rows per transaction, then
 * every document a row names (licence images, resumes, claim files, files
 * sent in conversations) one file at a time, each replaced whole. What is
 * already sealed in the current format under the current key is skipped, so
 * a run that stopped half-way is simply run again. Every value is decrypted
 * where it is, current ones too: one that does not read there (tampered
 * with, copied from another row or file, under a key not in the ring) is
 * counted as failed, named in the report, and left as it is. Values from
 * before associated data (v1) are rewritten as v2; documents stored before
 * documents were encrypted are encrypted. When nothing failed, the key check
 * value moves to the current key last, so the older keys may then leave the
 * ring.
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
  for (const { table, columns } of sealedColumns)
    for (const column of columns) tally(`${table}.${column}`);
  for (const source of documentColumns) tally(source.bucket);

  for (const source of sealedColumns) {
    await rotateColumns(services, source, batchSize, tally, report.failures);
    options.progress?.(`${source.table} columns done`);
  }
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
  source: SealedTable,
  batchSize: number,
  tally: (name: string) => Tally,
  failures: string[],
) {
  const { db, secrets } = services;
  const keys = secrets.dataEncryptionKeys;
  const { table, columns } = source;
  let after = "";
  for (;;) {
    const rows = await sealedValues(db, source, after, batchSize);
    if (rows.length === 0) break;
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const changes: Record<string, string> = {};
        for (const column of columns) {
          const name = `${table}.${column}`;
          const sealed = row.values[column];
          if (sealed === null || sealed === undefined) continue;
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
          } catch {
            tally(name).failed += 1;
            failures.push(`${name} ${row.id}`);
          }
        }
        const changed = Object.keys(changes);
        if (changed.length === 0) continue;
        // Only if the row still holds what was read: nothing else is lost
        // (an email sent meanwhile keeps its cleared content).
        let update = trx
          .updateTable(table)
          .set(changes)
          .where("id", "=", row.id);
        for (const column of changed)
          update = update.where(sql.ref(column), "=", row.values[column]!);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1)
          for (const column of changed)
            tally(`${table}.${column}`).rewritten += 1;
      }
    });
    after = rows[rows.length - 1]!.id;
  }
}

/** A batch of a table's rows, in id order after `after`, with their sealed values. */
async function sealedValues(
  db: Kysely<DB>,
  source: SealedTable,
  after: string,
  limit: number,
): Promise<{ id: string; values: Record<string, string | null> }[]> {
  const rows = await db
    .selectFrom(source.table)
    .select([
      "id",
      ...source.columns.map((column) =>
        sql.ref<string | null>(column).as(column),
      ),
    ])
    .where("id", ">", after)
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map(({ id, ...values }) => ({ id, values }));
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
