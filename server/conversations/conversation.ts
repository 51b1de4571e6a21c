import { randomUUID } from "node:crypto";

import type { Kysely, Transaction } from "kysely";

import {
  emailedInFull,
  MESSAGE_MAX_LENGTH,
  takesDocuments,
} from "#app/lib/schemas/conversation-limits.ts";
import type { StaffMessage } from "#app/lib/schemas/staff.ts";
import { statusLabel } from "#app/content/staff.ts";
import { submissionPath } from "#app/lib/staff/inboxes.ts";
import { columnContext, decryptText, encryptText } from "#server/crypto.ts";
import type { DB, MessageAuthor, MessageChannel } from "#server/db/schema.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { mailTemplates, mailTemplatesIn } from "#server/mail/templates.ts";
import type { Services } from "#server/services.ts";
import { auditActions, recordAudit } from "#server/staff/audit.ts";
import {
  assigneeToTell,
  clearPersonReplied,
  markPersonReplied,
} from "#server/staff/person-replied.ts";
import { clockAfterStaffMessage } from "#server/staff/promise-clock.ts";
import { canWait, WAITING_STATUS } from "#app/lib/staff/promises.ts";
import {
  answerReceived,
  moveStatus,
  type StaffActor,
} from "#server/staff/workflow.ts";
import { storeDocument } from "#server/storage/documents.ts";
import type { Bucket } from "#server/storage/storage.ts";
import type { UploadedFile } from "#server/uploads/multipart.ts";
import { personOf, type Person } from "./people.ts";
import {
  conversationUrl,
  mintToken,
  type ConversationSubject,
} from "./tokens.ts";

export type ConversationServices = Pick<
  Services,
  "database" | "storage" | "secrets" | "config" | "logger"
> & { outbox: Pick<Services["outbox"], "kick"> };

/** Where the person's documents are kept (encrypted, like every document). */
export const CONVERSATION_BUCKET = "conversations" satisfies Bucket;

const bodyContext = (id: string) =>
  columnContext("conversation_messages", "body", id);

/** An RFC 5322 message id of ours: unique, on the reply domain, naming nothing. */
const newMessageId = (domain: string) => `<${randomUUID()}@${domain}>`;

/** The id every message of a conversation refers to, so mail programs keep one thread. */
const threadRoot = (subject: ConversationSubject, domain: string) =>
  `<conversation.${subject.kind}.${subject.id}@${domain}>`;

/** How many earlier message ids `References` carries besides the root. */
const REFERENCES_KEPT = 10;

/** The threading headers of the next email: the thread's root and its latest messages. */
async function threading(
  trx: Transaction<DB>,
  subject: ConversationSubject,
  domain: string,
) {
  const earlier = await trx
    .selectFrom("conversation_messages")
    .select("email_message_id")
    .where("subject_type", "=", subject.kind)
    .where("subject_id", "=", subject.id)
    .where("email_message_id", "is not", null)
    .orderBy("created_at", "desc")
    .limit(REFERENCES_KEPT)
    .execute();
  const ids = earlier.map((row) => row.email_message_id!).reverse();
  const root = threadRoot(subject, domain);
  return {
    inReplyTo: ids.at(-1) ?? root,
    references: [root, ...ids],
  };
}

/**
 * A message's row, its body sealed to it: a reply's, or the first message
 * of a person whose form came with documents (server/forms/complaint.ts).
 */
export async function insertMessage(
  trx: Transaction<DB>,
  services: Pick<ConversationServices, "secrets">,
  message: {
    id: string;
    at: string;
    subject: ConversationSubject;
    author: MessageAuthor;
    channel: MessageChannel;
    authorId: string | null;
    body: string;
    emailMessageId: string | null;
  },
) {
  await trx
    .insertInto("conversation_messages")
    .values({
      id: message.id,
      created_at: message.at,
      subject_type: message.subject.kind,
      subject_id: message.subject.id,
      author: message.author,
      channel: message.channel,
      author_id: message.authorId,
      body: encryptText(
        message.body,
        services.secrets.dataEncryptionKey,
        bodyContext(message.id),
      ),
      email_message_id: message.emailMessageId,
    })
    .execute();
}

export type StaffMessageResult =
  | {
      ok: true;
      messageId: string;
      /** The message's `wait` moved the record to "Waiting on customer". */
      waiting: boolean;
    }
  | { ok: false; reason: "not_found" | "requests_not_allowed" };

/**
 * A staff member's message to the person behind a record, and what reaches
 * them: a contact message's answer in full by email; on every other record
 * an email that only says there is a message, with a link to read it on the
 * site (30 days) and the documents asked for. Each email carries a reply
 * address of its own, threaded by Message-ID. One transaction: the message,
 * its document requests, the tokens' hashes, the sealed email and the audit
 * row exist together or not at all.
 *
 * The message's text and documents were checked once, by the form's schema
 * (a StaffMessage is only made by StaffMessageSchema); what is checked here
 * depends on the record: documents are asked for on claims and
 * verifications only.
 *
 * The message's `wait`, with documents asked for on a record that can wait,
 * sets the record to "Waiting on customer": the status form's move, in the
 * message's transaction, without the claim's status email (this message's
 * own says what is asked). It does not ask whether the person answered
 * last, as the status form does: this message answers them (decision 0093,
 * amended 2026-11-29).
 */
export async function sendStaffMessage(
  services: ConversationServices,
  input: {
    subject: ConversationSubject;
    message: StaffMessage;
    actor: StaffActor;
  },
): Promise<StaffMessageResult> {
  const { subject, actor, message } = input;
  const { body, requests } = message;
  if (requests.length > 0 && !takesDocuments(subject.kind))
    return { ok: false, reason: "requests_not_allowed" };
  // The wait rides a request for documents, on records that can wait.
  const waits = message.wait && requests.length > 0 && canWait(subject.kind);

  const { config, secrets } = services;
  const domain = config.inboundEmailDomain;
  const result = await services.database.db
    .transaction()
    .execute(async (trx): Promise<StaffMessageResult> => {
      const person = await personOf(trx, subject);
      if (!person) return { ok: false, reason: "not_found" };
      const id = randomUUID();
      const at = new Date();
      const emailMessageId = newMessageId(domain);
      const thread = await threading(trx, subject, domain);
      await insertMessage(trx, services, {
        id,
        at: at.toISOString(),
        subject,
        author: "staff",
        channel: "email",
        authorId: actor.id,
        body,
        emailMessageId,
      });
      for (const label of requests)
        await trx
          .insertInto("document_requests")
          .values({
            id: randomUUID(),
            created_at: at.toISOString(),
            subject_type: subject.kind,
            subject_id: subject.id,
            message_id: id,
            label,
            fulfilled_at: null,
          })
          .execute();
      await clockAfterStaffMessage(trx, subject.kind, subject.id, {
        documentsRequested: requests.length,
        at,
        by: actor.id,
      });
      // The person's reply, if one waited, is answered.
      await clearPersonReplied(trx, subject.kind, subject.id);
      const moved = waits
        ? await moveStatus(
            trx,
            services,
            { ...subject, to: WAITING_STATUS, actor },
            { tellClaimant: false },
          )
        : undefined;
      // Only a record deleted meanwhile gets here: nothing is kept.
      if (moved && !moved.ok)
        throw new Error(`The wait was refused: ${moved.reason}`);
      const replyToken = await mintToken(trx, subject, "reply", at);
      const content = await messageEmail(trx, services, {
        subject,
        person,
        body,
        documents: requests.length,
        at,
      });
      await enqueueMail(trx, secrets.dataEncryptionKey, {
        kind: emailedInFull(subject.kind)
          ? "conversation.reply"
          : "conversation.notice",
        to: person.email,
        ...content,
        replyTo: `reply+${replyToken}@${domain}`,
        messageId: emailMessageId,
        ...thread,
      });
      await recordAudit(trx, secrets.authSecret, {
        actor: actor.id,
        action: auditActions.messageSent,
        subjectType: subject.kind,
        subjectId: subject.id,
        details: { documentsRequested: requests.length },
        clientIp: actor.clientIp,
      });
      return { ok: true, messageId: id, waiting: moved?.changed ?? false };
    });
  if (result.ok) services.outbox.kick();
  return result;
}

/** The email of a staff message: in full for a contact message, else a notice with a new link. */
async function messageEmail(
  trx: Transaction<DB>,
  services: ConversationServices,
  input: {
    subject: ConversationSubject;
    person: Person;
    body: string;
    documents: number;
    at: Date;
  },
) {
  const { subject, person } = input;
  // The person's emails are in the language of the page they used.
  const templates = mailTemplatesIn(person.locale);
  if (emailedInFull(subject.kind))
    return templates.conversationReply({
      firstName: person.firstName,
      body: input.body,
      ...(person.reference
        ? subject.kind === "quote"
          ? { quoteReference: person.reference }
          : { contactReference: person.reference }
        : {}),
    });
  // Fail closed: a record that holds sensitive data is never emailed in full.
  if (person.reference === null)
    throw new Error(`A ${subject.kind} record has no reference to name`);
  const readToken = await mintToken(trx, subject, "read", input.at);
  return templates.conversationNotice({
    firstName: person.firstName,
    reference: person.reference,
    url: conversationUrl(services.config.appUrl, readToken, person.locale),
    documents: input.documents,
  });
}

export type PersonMessageResult =
  | { ok: true; messageId: string }
  | { ok: false; reason: "not_found" | "empty" | "too_long" };

/** A file the person sends, and the document request it answers, if any. */
export interface SentDocument {
  file: UploadedFile;
  requestId?: string | undefined;
}

/**
 * The person's answer, on the conversation page or by email, with the
 * documents they sent: the files are stored (encrypted) first, then the
 * message, the files' rows and the fulfilled requests in one transaction
 * with the record's "replied" mark and a note to staff (which never carries
 * the answer): to the record's assignee, or to the shared mailbox while
 * nobody owns it; if that fails the stored files are removed again. A
 * message may be only documents.
 */
export async function receivePersonMessage(
  services: ConversationServices,
  input: {
    subject: ConversationSubject;
    body: string;
    channel: MessageChannel;
    documents?: readonly SentDocument[];
    /** The answer's own Message-ID, when it came by email. */
    emailMessageId?: string | undefined;
    /**
     * More to write with the answer, in its transaction (the inbound
     * endpoint's reply about attachments it could not take).
     */
    alsoInTransaction?: (trx: Transaction<DB>, person: Person) => Promise<void>;
  },
): Promise<PersonMessageResult> {
  const { subject } = input;
  const documents = input.documents ?? [];
  // Checked here, not by a schema: an answer by email reaches this with no
  // form in between (server/conversations/inbound-email.ts).
  const body = input.body.trim();
  if (body === "" && documents.length === 0)
    return { ok: false, reason: "empty" };
  if (body.length > MESSAGE_MAX_LENGTH)
    return { ok: false, reason: "too_long" };
  const { db } = services.database;
  if (!(await personOf(db, subject))) return { ok: false, reason: "not_found" };

  const stored: { document: SentDocument; key: string }[] = [];
  try {
    for (const document of documents) {
      const key = await storeDocument(
        services,
        CONVERSATION_BUCKET,
        document.file,
      );
      stored.push({ document, key });
    }
    const result = await db
      .transaction()
      .execute(async (trx): Promise<PersonMessageResult> => {
        const person = await personOf(trx, subject);
        if (!person) return { ok: false, reason: "not_found" };
        const id = randomUUID();
        const at = new Date().toISOString();
        await insertMessage(trx, services, {
          id,
          at,
          subject,
          author: "person",
          channel: input.channel,
          authorId: null,
          body,
          emailMessageId: input.emailMessageId ?? null,
        });
        for (const { document, key } of stored) {
          const requestId = document.requestId
            ? await openRequest(trx, subject, document.requestId)
            : null;
          await insertPersonFile(trx, {
            subject,
            messageId: id,
            at,
            requestId,
            key,
            file: document.file,
          });
          if (requestId)
            await trx
              .updateTable("document_requests")
              .set({ fulfilled_at: at })
              .where("id", "=", requestId)
              .execute();
        }
        // The answer the record waited for: back where it was, its clock running.
        const moved = await answerReceived(
          trx,
          subject.kind,
          subject.id,
          new Date(at),
        );
        // Marked for the lists until staff write back (decision 0055).
        await markPersonReplied(trx, subject.kind, subject.id, at);
        // The record's owner is told; a record nobody owns, the shared mailbox.
        const notice = {
          reference: person.reference,
          byEmail: input.channel === "email",
          files: stored.length,
          backTo: moved ? statusLabel(moved.backTo) : undefined,
          url: new URL(
            submissionPath(subject.kind, subject.id),
            services.config.appUrl,
          ).href,
        };
        const assignee = await assigneeToTell(trx, subject.kind, subject.id);
        await enqueueMail(
          trx,
          services.secrets.dataEncryptionKey,
          assignee
            ? {
                kind: "conversation.assignee",
                to: assignee.email,
                ...mailTemplates.conversationAssignee(notice),
              }
            : {
                kind: "conversation.staff",
                to: services.config.staffNotifyEmail,
                ...mailTemplates.conversationStaff({
                  ...notice,
                  name: person.fullName,
                  language: person.locale,
                }),
              },
        );
        await input.alsoInTransaction?.(trx, person);
        return { ok: true, messageId: id };
      });
    if (!result.ok) await removeStored(services, stored);
    else services.outbox.kick();
    return result;
  } catch (error) {
    await removeStored(services, stored);
    throw error;
  }
}

/**
 * The row of a file the person sent with a message, already stored
 * (encrypted, by storeDocument) in CONVERSATION_BUCKET under `key`: staff
 * download and preview it, and retention deletes it, as any conversation
 * file.
 */
export async function insertPersonFile(
  trx: Transaction<DB>,
  row: {
    subject: ConversationSubject;
    messageId: string;
    at: string;
    /** The document request it answers, if any. */
    requestId: string | null;
    key: string;
    file: UploadedFile;
  },
) {
  await trx
    .insertInto("conversation_files")
    .values({
      id: randomUUID(),
      created_at: row.at,
      subject_type: row.subject.kind,
      subject_id: row.subject.id,
      message_id: row.messageId,
      request_id: row.requestId,
      storage_key: row.key,
      file_name: row.file.fileName,
      content_type: row.file.contentType,
      size_bytes: row.file.size,
    })
    .execute();
}

/** The request's id when it is this conversation's and still open; else null (the file still counts). */
async function openRequest(
  trx: Transaction<DB>,
  subject: ConversationSubject,
  requestId: string,
): Promise<string | null> {
  const row = await trx
    .selectFrom("document_requests")
    .select("id")
    .where("id", "=", requestId)
    .where("subject_type", "=", subject.kind)
    .where("subject_id", "=", subject.id)
    .where("fulfilled_at", "is", null)
    .executeTakeFirst();
  return row?.id ?? null;
}

async function removeStored(
  services: ConversationServices,
  stored: readonly { key: string }[],
) {
  for (const { key } of stored) {
    try {
      await services.storage.delete(CONVERSATION_BUCKET, key);
    } catch (error) {
      services.logger.error(
        { err: error, bucket: CONVERSATION_BUCKET, key },
        "could not remove an orphaned conversation file",
      );
    }
  }
}

/** One message as both sides' pages show it. */
export interface ConversationMessage {
  id: string;
  at: string;
  author: MessageAuthor;
  channel: MessageChannel;
  /** The staff member's name (staff pages only); null for the person, or once the account is gone. */
  by: string | null;
  body: string;
  files: {
    id: string;
    fileName: string;
    sizeBytes: number;
    /** As its bytes showed it on upload. */
    contentType: string;
  }[];
  /** The documents this message asked for (staff messages). */
  requests: string[];
}

export interface DocumentRequest {
  id: string;
  label: string;
  askedAt: string;
  fulfilledAt: string | null;
}

export interface Conversation {
  messages: ConversationMessage[];
  requests: DocumentRequest[];
}

/**
 * A record's conversation, oldest message first, with each message's files
 * and the documents asked for. Reading it is not audited here: the staff
 * page audits its view, the person's page is theirs.
 */
export async function conversationOf(
  services: Pick<ConversationServices, "database" | "secrets">,
  subject: ConversationSubject,
): Promise<Conversation> {
  const db: Kysely<DB> = services.database.db;
  const [messages, files, requests] = await Promise.all([
    db
      .selectFrom("conversation_messages")
      .leftJoin("user", "user.id", "conversation_messages.author_id")
      .select([
        "conversation_messages.id",
        "conversation_messages.created_at",
        "conversation_messages.author",
        "conversation_messages.channel",
        "conversation_messages.body",
        "user.name",
      ])
      .where("subject_type", "=", subject.kind)
      .where("subject_id", "=", subject.id)
      .orderBy("conversation_messages.created_at", "asc")
      .orderBy("conversation_messages.id", "asc")
      .execute(),
    db
      .selectFrom("conversation_files")
      .select(["id", "message_id", "file_name", "size_bytes", "content_type"])
      .where("subject_type", "=", subject.kind)
      .where("subject_id", "=", subject.id)
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .execute(),
    db
      .selectFrom("document_requests")
      .select(["id", "message_id", "label", "created_at", "fulfilled_at"])
      .where("subject_type", "=", subject.kind)
      .where("subject_id", "=", subject.id)
      .orderBy("created_at", "asc")
      .orderBy("label", "asc")
      .execute(),
  ]);
  const keys = services.secrets.dataEncryptionKeys;
  return {
    messages: messages.map((row) => ({
      id: row.id,
      at: row.created_at,
      author: row.author,
      channel: row.channel,
      by: row.name,
      body: decryptText(row.body, keys, bodyContext(row.id)),
      files: files
        .filter((file) => file.message_id === row.id)
        .map((file) => ({
          id: file.id,
          fileName: file.file_name,
          sizeBytes: Number(file.size_bytes),
          contentType: file.content_type,
        })),
      requests: requests
        .filter((request) => request.message_id === row.id)
        .map((request) => request.label),
    })),
    requests: requests.map((request) => ({
      id: request.id,
      label: request.label,
      askedAt: request.created_at,
      fulfilledAt: request.fulfilled_at,
    })),
  };
}
