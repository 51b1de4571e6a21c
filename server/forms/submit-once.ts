import { randomUUID } from "node:crypto";

import type { Transaction } from "kysely";

import type { DB } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";
import { storeDocument } from "#server/storage/documents.ts";
import type { Bucket } from "#server/storage/storage.ts";
import type { UploadedFile } from "#server/uploads/multipart.ts";
import {
  AlreadyReceived,
  findReceipt,
  receiptKey,
  recordReceipt,
  type FormName,
  type SubmissionToken,
} from "./receipts.ts";
import { withUniqueReference, type ReferencePrefix } from "./references.ts";

export type SubmissionServices = Pick<
  Services,
  "database" | "storage" | "outbox" | "config" | "secrets" | "logger"
>;

export interface StoredFile {
  upload: UploadedFile;
  key: string;
}

export interface SubmitOnceOptions<T> {
  form: FormName;
  /** What makes it the same submission again (receipts.ts); stored only as a keyed MAC. */
  token: SubmissionToken;
  /** References people quote; without one the row id serves as the receipt's reference. */
  referencePrefix?: ReferencePrefix;
  bucket?: Bucket;
  /** Stored encrypted, each bound to its bucket and key (server/storage/documents.ts). */
  files?: readonly UploadedFile[];
  /** Writes the rows (and queues mail) inside the submission's transaction. */
  write: (
    trx: Transaction<DB>,
    reference: string,
    files: readonly StoredFile[],
  ) => Promise<T>;
}

export type SubmitResult<T> =
  | { reference: string; duplicate: false; result: T }
  | { reference: string; duplicate: true };

/**
 * Stores a submission once: its files, then its rows in one transaction with
 * a receipt for its token. If the rows cannot be written, the files are
 * removed again, so nothing is left half-stored. A token seen within a day
 * answers with the first submission's reference instead of storing a second
 * copy.
 */
export async function submitOnce<T>(
  services: SubmissionServices,
  options: SubmitOnceOptions<T>,
): Promise<SubmitResult<T>> {
  const { db } = services.database;
  const receipt = receiptKey(services.secrets.authSecret, options.token);
  // A form sent again with files is answered before its files are stored
  // a second time. Without files recording the receipt finds it inside
  // the transaction (AlreadyReceived, below): one query fewer for the
  // submissions that are not sent twice, nearly all of them.
  if (options.files?.length) {
    const earlier = await findReceipt(db, options.form, receipt);
    if (earlier) return { reference: earlier, duplicate: true };
  }

  const stored = await storeFiles(services, options);
  try {
    const write = (reference: string) =>
      db.transaction().execute(async (trx) => {
        await recordReceipt(trx, options.form, receipt, reference);
        return options.write(trx, reference, stored);
      });
    const { reference, result } = options.referencePrefix
      ? await withUniqueReference(
          options.referencePrefix,
          async (reference) => ({ reference, result: await write(reference) }),
          {
            // Not a failure: the submission gets a long reference (decision
            // 0019). Said so that a filling space is seen before most are long.
            onCrowded: (prefix) =>
              services.logger.warn(
                { event: "reference.long_form", form: options.form, prefix },
                "short references crowded: a long one was drawn",
              ),
          },
        )
      : await (async () => {
          const reference = randomUUID();
          return { reference, result: await write(reference) };
        })();
    services.outbox.kick();
    return { reference, duplicate: false, result };
  } catch (error) {
    await removeFiles(services, options.bucket, stored);
    if (error instanceof AlreadyReceived) {
      const reference = await findReceipt(db, options.form, receipt);
      if (reference) return { reference, duplicate: true };
    }
    throw error;
  }
}

async function storeFiles<T>(
  services: SubmissionServices,
  options: SubmitOnceOptions<T>,
): Promise<StoredFile[]> {
  const files = options.files ?? [];
  if (files.length === 0) return [];
  if (!options.bucket) throw new Error("A bucket is needed to store files");
  const stored: StoredFile[] = [];
  try {
    for (const upload of files) {
      const key = await storeDocument(services, options.bucket, upload);
      stored.push({ upload, key });
    }
    return stored;
  } catch (error) {
    await removeFiles(services, options.bucket, stored);
    throw error;
  }
}

async function removeFiles(
  services: SubmissionServices,
  bucket: Bucket | undefined,
  files: readonly StoredFile[],
) {
  if (!bucket) return;
  for (const file of files) {
    try {
      await services.storage.delete(bucket, file.key);
    } catch (error) {
      // The row was never written, so the file is unreachable; log its key for cleanup.
      services.logger.error(
        { err: error, bucket, key: file.key },
        "could not remove an orphaned upload",
      );
    }
  }
}
