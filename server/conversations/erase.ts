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
