import { sql, type Kysely } from "kysely";

import type { DB } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { buckets, documentColumns, type Bucket } from "./keys.ts";
import type { Storage, StoredObject } from "./types.ts";

/**
 * How old an unnamed object must be before it counts as an orphan. A
 * submission stores its files, then writes its row within seconds; an hour
 * leaves every upload in flight alone, however slow its client or database.
 */
export const ORPHAN_GRACE_MS = 3_600_000;

export interface OrphanSweepServices {
  db: Kysely<DB>;
  storage: Pick<Storage, "list" | "delete" | "removePartialWrites">;
  logger: Logger;
}

export interface OrphanSweepOptions {
  /** Objects written less than this long ago are kept; ORPHAN_GRACE_MS by default. */
  graceMs?: number;
  now?: Date;
  /** What started it, for the log line ("start", "daily job", "command"). */
  trigger: string;
  /** Objects looked up per query. */
  batchSize?: number;
  /** Stops between batches (the server shutting down); what is done stays done. */
  signal?: AbortSignal;
}

/** One bucket's counts: objects listed, orphans found, deleted, and not deleted (tried again next run). */
export interface BucketSweep {
  listed: number;
  orphans: number;
  deleted: number;
  failed: number;
  /** Partial writes removed (local storage's temp files of a killed put). */
  partial: number;
}

export type OrphanSweepReport = Record<Bucket, BucketSweep>;

/** Which of `keys` a row names: any column that keeps a key of this bucket. */
async function referencedKeys(
  db: Kysely<DB>,
  bucket: Bucket,
  keys: string[],
): Promise<string[]> {
  const named = await Promise.all(
    documentColumns
      .filter((source) => source.bucket === bucket)
      .map(({ table, column }) =>
        db
          .selectFrom(table)
          .select(sql.ref<string>(column).as("key"))
          .where(sql.ref(column), "in", keys)
          .execute(),
      ),
  );
  return named.flat().map((row) => row.key);
}

/**
 * Deletes stored documents that no row names (issue 13). A submission stores
 * its files and then writes its row; when the row cannot be written it
 * deletes the files (server/forms/submit-once.ts), but a process killed
 * between the two cannot, and its files would stay forever, unreadable by
 * anyone (their row, with the context staff need, never existed).
 *
 * Only objects older than the grace period are judged, so an upload whose
 * row is still being written is never touched: the check and the delete are
 * not one step, and the grace period is what makes that safe. Safe in several
 * processes at once: deleting a missing object is no error (each process
 * counts what it deleted, so two sweeps may both count one object). Logs
 * counts, never keys.
 */
export async function sweepOrphanedDocuments(
  services: OrphanSweepServices,
  options: OrphanSweepOptions,
): Promise<OrphanSweepReport> {
  const now = options.now ?? new Date();
  const graceMs = options.graceMs ?? ORPHAN_GRACE_MS;
  const cutoff = new Date(now.getTime() - graceMs);
  const report = {} as OrphanSweepReport;
  for (const bucket of buckets) {
    if (options.signal?.aborted) break;
    report[bucket] = await sweepBucket(services, bucket, cutoff, options);
  }
  services.logger.info(
    {
      event: "storage.orphans_swept",
      trigger: options.trigger,
      graceMinutes: graceMs / 60_000,
      ...report,
    },
    "storage: documents no row names deleted",
  );
  return report;
}

async function sweepBucket(
  services: OrphanSweepServices,
  bucket: Bucket,
  cutoff: Date,
  options: OrphanSweepOptions,
): Promise<BucketSweep> {
  const tally: BucketSweep = {
    listed: 0,
    orphans: 0,
    deleted: 0,
    failed: 0,
    partial: 0,
  };
  const batchSize = options.batchSize ?? 500;
  let batch: StoredObject[] = [];
  for await (const object of services.storage.list(bucket)) {
    tally.listed += 1;
    if (object.modified >= cutoff) continue;
    batch.push(object);
    if (batch.length >= batchSize) {
      await sweepBatch(services, bucket, batch, tally);
      batch = [];
      if (options.signal?.aborted) return tally;
    }
  }
  if (batch.length > 0) await sweepBatch(services, bucket, batch, tally);
  tally.partial =
    (await services.storage.removePartialWrites?.(bucket, cutoff)) ?? 0;
  return tally;
}

async function sweepBatch(
  services: OrphanSweepServices,
  bucket: Bucket,
  batch: readonly StoredObject[],
  tally: BucketSweep,
): Promise<void> {
  const named = new Set(
    await referencedKeys(
      services.db,
      bucket,
      batch.map((object) => object.key),
    ),
  );
  for (const { key } of batch) {
    if (named.has(key)) continue;
    tally.orphans += 1;
    try {
      await services.storage.delete(bucket, key);
      tally.deleted += 1;
    } catch (error) {
      // Counted and left: the next run finds it again.
      tally.failed += 1;
      // The error's code, not its message: that names the key's path.
      services.logger.warn(
        { code: (error as { code?: unknown }).code, bucket },
        "storage: an orphaned document could not be deleted; tried again at the next sweep",
      );
    }
  }
}
