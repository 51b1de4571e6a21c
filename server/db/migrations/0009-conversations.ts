import { sql, type Kysely, type Migration } from "kysely";

import { columnContext, encryptText, type KeyRing } from "#server/crypto.ts";
import {
  createIndexes,
  idColumn,
  timestampColumn,
} from "#server/db/migration-helpers.ts";

/**
 * Conversations with the people behind submissions (issue 22, decision 0053).
 *
 * - `conversation_messages`: what staff wrote to a person and what the
 *   person wrote back, on the page or by email; the body sealed with the
 *   data key, bound to its row.
 * - `conversation_links`: the SHA-256 of each bearer token a message email
 *   carries (the link that opens a conversation, the reply address that
 *   threads an emailed answer), never the token.
 * - `document_requests`: the documents staff asked for, open until sent.
 * - `conversation_files`: what the person sent, in the `conversations` bucket.
 * - `saved_replies`: staff's reusable replies; shared (no owner) or one person's.
 * - `outbox.content`: a queued email's body, reply address and threading
 *   headers, sealed with the data key until it is sent and cleared then. The
 *   plain `text_body` and `html_body` go: the bodies of mail still waiting
 *   are sealed into `content` first (the key ring is needed only then).
 */
export function conversations(options: { dataKeys?: KeyRing }): Migration {
  return {
    async up(db) {
      // PostgreSQL runs each migration in a transaction; SQLite's migrator
      // does not, so the whole step is one here.
      if (db.isTransaction) return up(db, options.dataKeys);
      return db
        .transaction()
        .execute((trx) =>
          up(trx as unknown as Kysely<unknown>, options.dataKeys),
        );
    },
  };
}

/** Where a conversation's rows belong: the inbox and the submission's row id. */
const subjectColumns = (
  table: ReturnType<Kysely<unknown>["schema"]["createTable"]>,
) =>
  table
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", idColumn, (c) => c.notNull());

async function up(db: Kysely<unknown>, keys: KeyRing | undefined) {
  const timestamp = timestampColumn(db);

  await subjectColumns(
    db.schema
      .createTable("conversation_messages")
      .addColumn("id", idColumn, (c) => c.primaryKey())
      .addColumn("created_at", timestamp, (c) => c.notNull()),
  )
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("author_id", idColumn)
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("email_message_id", "text")
    .execute();
  await createIndexes(db, "conversation_messages", {
    conversation_messages_subject_idx: [
      "subject_type",
      "subject_id",
      "created_at",
    ],
  });

  await subjectColumns(
    db.schema
      .createTable("conversation_links")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("created_at", timestamp, (c) => c.notNull())
      .addColumn("purpose", "text", (c) => c.notNull()),
  )
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .execute();
  await createIndexes(db, "conversation_links", {
    conversation_links_subject_idx: ["subject_type", "subject_id"],
    conversation_links_expires_at_idx: ["expires_at"],
  });

  await subjectColumns(
    db.schema
      .createTable("document_requests")
      .addColumn("id", idColumn, (c) => c.primaryKey())
      .addColumn("created_at", timestamp, (c) => c.notNull()),
  )
    .addColumn("message_id", idColumn, (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("fulfilled_at", timestamp)
    .execute();
  await createIndexes(db, "document_requests", {
    document_requests_subject_idx: ["subject_type", "subject_id", "created_at"],
  });

  await subjectColumns(
    db.schema
      .createTable("conversation_files")
      .addColumn("id", idColumn, (c) => c.primaryKey())
      .addColumn("created_at", timestamp, (c) => c.notNull()),
  )
    .addColumn("message_id", idColumn, (c) => c.notNull())
    .addColumn("request_id", idColumn)
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .execute();
  await createIndexes(db, "conversation_files", {
    conversation_files_subject_idx: [
      "subject_type",
      "subject_id",
      "created_at",
    ],
  });

  await db.schema
    .createTable("saved_replies")
    .addColumn("id", idColumn, (c) => c.primaryKey())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .addColumn("owner_id", idColumn)
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .execute();
  await createIndexes(db, "saved_replies", {
    saved_replies_owner_idx: ["owner_id", "title"],
  });

  await db.schema.alterTable("outbox").addColumn("content", "text").execute();
  const waiting = await sql<{
    id: string;
    text_body: string;
    html_body: string | null;
  }>`select id, text_body, html_body from outbox where status <> 'sent'`.execute(
    db,
  );
  const key = keys?.[0];
  if (waiting.rows.length > 0 && !key)
    throw new Error("The data key is needed to seal mail still waiting");
  for (const row of waiting.rows) {
    const content = encryptText(
      JSON.stringify({ text: row.text_body, html: row.html_body ?? undefined }),
      key!,
      columnContext("outbox", "content", row.id),
    );
    await sql`update outbox set content = ${content} where id = ${row.id}`.execute(
      db,
    );
  }
  await db.schema.alterTable("outbox").dropColumn("text_body").execute();
  await db.schema.alterTable("outbox").dropColumn("html_body").execute();
}
