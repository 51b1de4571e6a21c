import type { Kysely, Transaction } from "kysely";

import type { DB } from "#server/db/schema.ts";
import { documentColumns, type Bucket } from "#server/storage/keys.ts";
import type { ConversationSubject } from "./tokens.ts";

/** A stored file: its bucket and storage key. */
export interface StoredFile {
  bucket: Bucket;
  key: string;
}

/** Where conversation_files' keys are stored (storage/keys.ts says it once). */
const filesBucket = documentColumns.find(
  (source) => source.table === "conversation_files",
)!.bucket;

/** Every table that holds a part of a record's conversation, by subject. */
const conversationTables = [
  "conversation_messages",
  "conversation_links",
  "document_requests",
  "conversation_files",
  // When its person last opened it from their account (migration 0024).
  "customer_reads",
] as const;

/** The files a record's conversation holds. */
export async function conversationFiles(
  db: Kysely<DB> | Transaction<DB>,
  subject: ConversationSubject,
): Promise<StoredFile[]> {
  const rows = await db
    .selectFrom("conversation_files")
    .select("storage_key")
    .where("subject_type", "=", subject.kind)
    .where("subject_id", "=", subject.id)
    .execute();
  return rows.map((row) => ({ bucket: filesBucket, key: row.storage_key }));
}

/**
 * Deletes a record's conversation: its messages, the hashes of its link and
 * reply tokens (so no email still in a mailbox opens anything), its document
 * requests and its files' rows. The files themselves are the caller's:
 * retention deletes them first, as it does a record's own documents.
 * Resolves to the files whose rows it deleted, which may include one sent
 * after the caller listed them.
 */
export async function deleteConversation(
  trx: Transaction<DB>,
  subject: ConversationSubject,
): Promise<StoredFile[]> {
  const files = await conversationFiles(trx, subject);
  for (const table of conversationTables)
    await trx
      .deleteFrom(table)
      .where("subject_type", "=", subject.kind)
      .where("subject_id", "=", subject.id)
      .execute();
  return files;
}

/** The files the conversations of several records of one kind hold, by record id. */
export async function conversationFilesOf(
  db: Kysely<DB> | Transaction<DB>,
  kind: ConversationSubject["kind"],
  ids: readonly string[],
): Promise<Map<string, StoredFile[]>> {
  const byRecord = new Map<string, StoredFile[]>();
  if (ids.length === 0) return byRecord;
  const rows = await db
    .selectFrom("conversation_files")
    .select(["subject_id", "storage_key"])
    .where("subject_type", "=", kind)
    .where("subject_id", "in", ids)
    .execute();
  for (const row of rows)
    byRecord.set(row.subject_id, [
      ...(byRecord.get(row.subject_id) ?? []),
      { bucket: filesBucket, key: row.storage_key },
    ]);
  return byRecord;
}

/**
 * deleteConversation for several records of one kind at once, in one
 * statement per table (retention's batches): resolves to the files whose
 * rows it deleted, by record id.
 */
export async function deleteConversations(
  trx: Transaction<DB>,
  kind: ConversationSubject["kind"],
  ids: readonly string[],
): Promise<Map<string, StoredFile[]>> {
  const files = await conversationFilesOf(trx, kind, ids);
  if (ids.length === 0) return files;
  for (const table of conversationTables)
    await trx
      .deleteFrom(table)
      .where("subject_type", "=", kind)
      .where("subject_id", "in", ids)
      .execute();
  return files;
}
