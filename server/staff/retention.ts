import { setImmediate as yieldToOthers } from "node:timers/promises";

import type { Kysely, Transaction } from "kysely";

import { SAVED_ESTIMATE_DAYS } from "#app/content/quote-requests.ts";
import { inboxKinds, type InboxKind } from "#app/lib/kinds/kinds.ts";
import { storedKinds, type StoredKinds } from "#server/kinds/stored-kinds.ts";
import {
  conversationFilesOf,
  deleteConversations,
  type StoredFile,
} from "#server/conversations/erase.ts";
import { forgetExpiredTokens } from "#server/conversations/tokens.ts";
import { emptyWriteAheadLog, type Dialect } from "#server/db/database.ts";
import type { DB } from "#server/db/schema.ts";
import {
  forgetExpiredReceipts,
  forgetReceiptsOf,
  type FormName,
} from "#server/forms/receipts.ts";
import type { Config } from "#server/config.ts";
import { forgetStaleUnconfirmedAccounts } from "#server/auth/unconfirmed-accounts.ts";
import type { Logger } from "#server/logger.ts";
import type { Bucket, Storage } from "#server/storage/storage.ts";
import { auditActions, recordAudit, SYSTEM_ACTOR } from "./audit.ts";
import { forgetStaleSavedFilters } from "./saved-filters.ts";
import { tidySearchIndexes } from "./search-index.ts";
import { DAY_MS, daysBefore } from "#server/days.ts";

/**
 * Saved estimates whose link has expired (SAVED_ESTIMATE_DAYS after their
 * last change): they hold no personal data, so one statement, no audit row.
 */
async function forgetSavedEstimates(db: Kysely<DB>, now: Date) {
  const result = await db
    .deleteFrom("saved_estimates")
    .where("updated_at", "<=", daysBefore(now, SAVED_ESTIMATE_DAYS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface RetentionServices {
  db: Kysely<DB>;
  /** On SQLite the write-ahead log is emptied after a purge (emptyWriteAheadLog). */
  dialect: Dialect;
  storage: Pick<Storage, "delete">;
  logger: Logger;
  /** Keys the audit writer's client hash; retention audits no client. */
  authSecret: string;
}

/**
 * Each kind's retention period, in days, as configured (README,
 * Configuration), under the option its kind declares ("claimDays").
 */
export type RetentionPeriods = {
  [K in InboxKind as StoredKinds[K]["retention"]["option"]]: number;
};

/** The periods from the server's configuration: the daily job and `npm run data:purge` alike. */
export function retentionPeriods(
  config: Pick<Config, StoredKinds[InboxKind]["retention"]["setting"]>,
): RetentionPeriods {
  return Object.fromEntries(
    inboxKinds.map((kind) => {
      const { option, setting } = storedKinds[kind].retention;
      return [option, config[setting]];
    }),
  ) as RetentionPeriods;
}

export interface RetentionOptions extends RetentionPeriods {
  /** Rows read per query and deleted per transaction (PURGE_BATCH_SIZE). */
  batchSize?: number;
  now?: Date;
  /** Who is purging, for the audit row: the system (the daily job, the command). */
  actor?: string;
  /** What started it, recorded with the counts ("daily job", "command"). */
  trigger: string;
  /** Stops between batches (the server shutting down); what is done stays done. */
  signal?: AbortSignal;
}

/**
 * One kind's counts: rows deleted by this run, their files (their own
 * documents and their conversations'), and rows kept because a file would
 * not go.
 */
export interface PurgeTally {
  rows: number;
  files: number;
  kept: number;
}

/** Each kind's counts, under the name its kind declares ("verifications"), with its period. */
type KindTallies = {
  [K in InboxKind as StoredKinds[K]["retention"]["plural"]]: PurgeTally & {
    days: number;
  };
};

export interface PurgeReport extends KindTallies {
  /** Saved estimates not changed for SAVED_ESTIMATE_DAYS, deleted (no personal data: not audited). */
  savedEstimates: number;
  /** Saved filters of disabled accounts, or holding a search text saved SAVED_SEARCH_DAYS ago (server/staff/saved-filters.ts). */
  savedFilters: number;
  /** Accounts nobody confirmed, UNCONFIRMED_ACCOUNT_DAYS after sign-up (server/auth/unconfirmed-accounts.ts). */
  unconfirmedAccounts: number;
  /** Submission receipts older than a day, deleted (server/forms/receipts.ts). */
  receipts: number;
  /** Conversation link and reply tokens past their expiry, deleted (server/conversations/tokens.ts). */
  tokens: number;
}

/** A row past its retention, its reference and its documents. */
interface Expired {
  id: string;
  reference: string;
  documents: StoredFile[];
}

/** What retention deletes of one kind of submission, as its kind declares (server/kinds/). */
interface PurgeableKind {
  kind: InboxKind;
  table: StoredKinds[InboxKind]["table"];
  plural: keyof KindTallies;
  from: "created_at" | "closed_at";
  documents: readonly string[];
  fileTable?: "claim_files";
  form: FormName;
  receiptNames: "reference" | "id";
  bucket: Bucket;
}

/**
 * The order kinds are purged in, and their audit rows written: the records
 * holding the most sensitive data first. Every kind is in it (checked below).
 */
const purgeOrder = [
  "verification",
  "application",
  "quote",
  "claim",
  "contact",
  "complaint",
] as const satisfies readonly InboxKind[];
const everyKindPurged: Exclude<
  InboxKind,
  (typeof purgeOrder)[number]
> extends never
  ? true
  : never = true;
void everyKindPurged;

const purgeable = (kind: InboxKind): PurgeableKind => ({
  kind,
  table: storedKinds[kind].table,
  ...storedKinds[kind].retention,
});

/** Rows whose retention started before `cutoff`, in id order after `after`. */
async function expiredRows(
  db: Kysely<DB>,
  source: PurgeableKind,
  page: { cutoff: string; after: string; limit: number },
): Promise<Expired[]> {
  // Kysely cannot resolve columns over a union of tables: every one of them
  // has id and the `from` column, and the others are asked for by name.
  const rows = (await db
    .selectFrom(source.table as "claims")
    .select([
      "id",
      ...(source.receiptNames === "reference" ? ["reference" as const] : []),
      ...(source.documents as never[]),
    ])
    .where(source.from as "created_at", "<", page.cutoff)
    .where("id", ">", page.after)
    .orderBy("id")
    .limit(page.limit)
    .execute()) as Array<Record<string, string>>;
  const files = source.fileTable
    ? await filesOf(
        db,
        source,
        rows.map((row) => row.id!),
      )
    : new Map<string, StoredFile[]>();
  return rows.map((row) => ({
    id: row.id!,
    reference: source.receiptNames === "id" ? row.id! : row.reference!,
    documents: [
      ...source.documents.map((column) => ({
        bucket: source.bucket,
        key: row[column]!,
      })),
      ...(files.get(row.id!) ?? []),
    ],
  }));
}

/** The stored files of these rows, from their kind's file table, by row id. */
async function filesOf(
  db: Kysely<DB>,
  source: PurgeableKind,
  ids: readonly string[],
): Promise<Map<string, StoredFile[]>> {
  const byRow = new Map<string, StoredFile[]>();
  if (ids.length === 0) return byRow;
  const files = await db
    .selectFrom("claim_files")
    .select(["claim_id", "storage_key"])
    .where("claim_id", "in", ids)
    .execute();
  for (const file of files)
    byRow
      .set(file.claim_id, byRow.get(file.claim_id) ?? [])
      .get(file.claim_id)!
      .push({ bucket: source.bucket, key: file.storage_key });
  return byRow;
}

/**
 * Retention (ARCHITECTURE.md, issue 10): verifications older than
 * VERIFICATION_RETENTION_DAYS go with their licence images, job applications
 * older than APPLICATION_RETENTION_DAYS with their resumes, requests for an
 * agent older than QUOTE_REQUEST_RETENTION_DAYS (decision 0060), claims
 * resolved longer ago than CLAIM_RETENTION_DAYS with their files, and
 * contact messages closed longer ago than CONTACT_RETENTION_DAYS (decision
 * 0075: an open claim or message is kept), each with
 * its status changes, internal notes, submission receipts and conversation
 * (messages, link and reply tokens, document requests, and the files the
 * person sent); saved estimates past their link's lifetime; saved filters
 * of disabled accounts or with a search text saved long ago; every
 * submission receipt older than a day; and every conversation token past
 * its expiry. Each kind that lost rows gets one audit row with counts (never
 * what was deleted); one log line gives the counts of the run. On SQLite the
 * write-ahead log is emptied last, so that no page from before the deletions
 * stays in it (secure_delete has zeroed them in the database file).
 *
 * Order, in batches of PURGE_BATCH_SIZE rows: each row's documents first
 * (its own, then its conversation's), then the rows whose documents went,
 * in one transaction with their workflow and conversation rows, then a
 * yield before the next batch. A document that will not go keeps its row, which names it, so the next run
 * tries again; the other order could leave a document that no row names,
 * which nothing but the orphan sweep would find. The cost is a moment in
 * which a row's documents are already gone (staff would see a missing file
 * on a submission due for deletion anyway), and, if a run stops there, a row
 * without documents until the next run deletes it. A file the person sent
 * between the listing and the transaction loses its row with the rest and
 * is deleted right after (or, failing that, by the orphan sweep).
 *
 * Safe when several processes purge at once: deleting a missing file is no
 * error, and only the process whose DELETE removed the row counts it and its
 * files, so the audit counts add up to what was deleted.
 */
export async function purgeExpiredData(
  services: RetentionServices,
  options: RetentionOptions,
): Promise<PurgeReport> {
  // One kind after another, each in its own batches.
  const tallies = {} as KindTallies;
  for (const kind of purgeOrder) {
    const source = purgeable(kind);
    const { option } = storedKinds[kind].retention;
    const days = options[option];
    tallies[source.plural] = {
      days,
      ...(await purgeKind(services, source, days, options)),
    };
  }
  const report: PurgeReport = {
    ...tallies,
    savedEstimates: await forgetSavedEstimates(
      services.db,
      options.now ?? new Date(),
    ),
    savedFilters: await forgetStaleSavedFilters(
      services.db,
      options.now ?? new Date(),
    ),
    unconfirmedAccounts: await forgetStaleUnconfirmedAccounts(
      services.db,
      options.now ?? new Date(),
    ),
    receipts: await forgetExpiredReceipts(
      services.db,
      options.now ?? new Date(),
    ),
    tokens: await forgetExpiredTokens(services.db, options.now ?? new Date()),
  };
  // The search tables lost the purged rows' trigrams: merge their segments.
  await tidySearchIndexes(services.db, services.dialect, options.signal);
  const logEmptied = await emptyWriteAheadLog(services.db, services.dialect);
  services.logger.info(
    {
      event: "retention.purged",
      trigger: options.trigger,
      ...tallies,
      savedEstimates: report.savedEstimates,
      savedFilters: report.savedFilters,
      unconfirmedAccounts: report.unconfirmedAccounts,
      receipts: report.receipts,
      tokens: report.tokens,
      ...(services.dialect === "sqlite" ? { logEmptied } : {}),
    },
    "retention: expired verifications, job applications, quote requests, claims, contact messages, saved estimates, stale saved filters, unconfirmed accounts, receipts and conversation tokens deleted",
  );
  return report;
}

/**
 * Rows read, and deleted in one transaction, at a time. A transaction holds
 * SQLite's one write lock (and PostgreSQL's row locks) while it runs: 100
 * rows with their workflow, receipts and conversation rows take a fraction
 * of a second even at a million rows (`npm run bench -- inbox-scale`,
 * decision 0080), so a form post waiting behind one waits that long at
 * most; one transaction per row made a million rows a million commits.
 */
export const PURGE_BATCH_SIZE = 100;

async function purgeKind(
  services: RetentionServices,
  source: PurgeableKind,
  days: number,
  options: RetentionOptions,
): Promise<PurgeTally> {
  const { db, logger } = services;
  const now = options.now ?? new Date();
  const cutoff = daysBefore(now, days);
  const batchSize = options.batchSize ?? PURGE_BATCH_SIZE;
  const tally: PurgeTally = { rows: 0, files: 0, kept: 0 };
  let failure: unknown;
  try {
    // Keyset by id: a row kept because a document would not go is not read
    // again in this run.
    let after = "";
    while (!options.signal?.aborted) {
      const batch = await expiredRows(db, source, {
        cutoff,
        after,
        limit: batchSize,
      });
      if (batch.length === 0) break;
      after = batch[batch.length - 1]!.id;
      const sentOf = await conversationFilesOf(
        db,
        source.kind,
        batch.map((row) => row.id),
      );
      // Documents first, row by row: a row whose documents will not all
      // go is kept, whole, for the next run.
      const ready: Expired[] = [];
      for (const row of batch) {
        const documents = [...row.documents, ...(sentOf.get(row.id) ?? [])];
        if (await deleteDocuments(services, source, row.id, documents))
          ready.push(row);
        else tally.kept += 1;
      }
      if (ready.length > 0) {
        const { removed, late } = await db
          .transaction()
          .execute(async (trx) => {
            const removed = await deleteRows(trx, source, ready);
            const files = await deleteConversations(trx, source.kind, removed);
            return { removed, late: files };
          });
        for (const id of removed) {
          const listed = sentOf.get(id) ?? [];
          // Sent after the listing: its row is gone, so the file goes now
          // (the orphan sweep deletes it if this fails).
          const lateFiles = (late.get(id) ?? []).filter(
            (file) => !listed.some((s) => s.key === file.key),
          );
          await deleteDocuments(services, source, id, lateFiles);
          const row = ready.find((candidate) => candidate.id === id)!;
          tally.rows += 1;
          tally.files +=
            row.documents.length + listed.length + lateFiles.length;
        }
      }
      // Between two transactions, whatever else this process has to do
      // (a request's queries on the same SQLite connection) goes first.
      await yieldToOthers();
    }
  } catch (error) {
    failure = error;
  }
  // Written for what was done even when the run stopped half-way.
  if (tally.rows > 0)
    await recordAudit(db, services.authSecret, {
      actor: options.actor ?? SYSTEM_ACTOR,
      action: auditActions.dataPurged,
      subjectType: "retention",
      subjectId: source.kind,
      details: {
        [source.plural]: tally.rows,
        files: tally.files,
        retentionDays: days,
        trigger: options.trigger,
      },
    });
  if (failure !== undefined) {
    logger.error(
      { err: failure, kind: source.kind, ...tally },
      "retention: the purge stopped; it carries on at the next run",
    );
    throw failure;
  }
  return tally;
}

/** Removes a row's documents; false (and a log line naming no person) when one would not go. */
async function deleteDocuments(
  services: RetentionServices,
  source: PurgeableKind,
  id: string,
  documents: readonly StoredFile[],
): Promise<boolean> {
  for (const { bucket, key } of documents) {
    try {
      await services.storage.delete(bucket, key);
    } catch (error) {
      services.logger.warn(
        { kind: source.kind, id, bucket, err: error },
        "retention: a document could not be deleted; its row is kept and tried again at the next run",
      );
      return false;
    }
  }
  return true;
}

/**
 * The rows first, so a staff member changing a status (or writing a
 * message) meanwhile either finishes before, and what they wrote is deleted
 * with the row, or finds no row; then their status changes, notes, changes
 * of assignee and receipts. Resolves to the ids this call removed (another
 * process purging at the same time may have removed some): only those are
 * counted.
 */
async function deleteRows(
  trx: Transaction<DB>,
  source: PurgeableKind,
  rows: readonly Expired[],
): Promise<string[]> {
  const ids = rows.map((row) => row.id);
  // A claim's files first: on SQLite the foreign key's cascade is not relied on.
  if (source.fileTable)
    await trx
      .deleteFrom(source.fileTable)
      .where("claim_id", "in", ids)
      .execute();
  const removed = (
    await trx
      .deleteFrom(source.table)
      .where("id", "in", ids)
      .returning("id")
      .execute()
  ).map((row) => row.id);
  if (removed.length === 0) return removed;
  for (const table of [
    "status_changes",
    "submission_notes",
    "assignment_changes",
  ] as const)
    await trx
      .deleteFrom(table)
      .where("subject_type", "=", source.kind)
      .where("subject_id", "in", removed)
      .execute();
  await forgetReceiptsOf(
    trx,
    source.form,
    rows.filter((row) => removed.includes(row.id)).map((row) => row.reference),
  );
  return removed;
}

export interface RetentionJob {
  /** Runs the purge shortly after start, then every day. */
  start(): void;
  /** Stops the schedule; a purge under way stops after its current batch and is waited for. */
  stop(): Promise<void>;
}

/** A day between runs; an hour after a run that failed (the database was away). */
const DAILY_MS = DAY_MS;
const RETRY_MS = 3_600_000;

/**
 * The daily retention run inside the server, like the outbox worker: every
 * process runs one (purgeExpiredData is safe to run side by side). The first
 * run comes a minute or two after start (spread, so processes started
 * together do not purge at the same moment), then one a day. Timers are
 * unref'd: they never keep a process alive.
 */
export function createRetentionJob(options: {
  run: (signal: AbortSignal) => Promise<unknown>;
  logger: Logger;
  firstRunDelayMs?: number;
  intervalMs?: number;
  retryMs?: number;
  /** Logged when a run fails; the orphan sweep (server/services.ts) runs on this schedule too. */
  failureMessage?: string;
}): RetentionJob {
  const intervalMs = options.intervalMs ?? DAILY_MS;
  const retryMs = options.retryMs ?? RETRY_MS;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delayMs: number) => {
    if (controller.signal.aborted) return;
    timer = setTimeout(() => {
      running = runOnce().finally(() => (running = undefined));
    }, delayMs);
    timer.unref();
  };

  async function runOnce(): Promise<void> {
    try {
      await options.run(controller.signal);
      schedule(intervalMs);
    } catch (error) {
      options.logger.error(
        { err: error },
        options.failureMessage ??
          "retention: the daily purge failed; trying again in an hour",
      );
      schedule(retryMs);
    }
  }

  return {
    start() {
      schedule(options.firstRunDelayMs ?? 60_000 + Math.random() * 60_000);
    },
    async stop() {
      controller.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
