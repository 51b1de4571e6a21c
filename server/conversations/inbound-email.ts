import type { Kysely, Transaction } from "kysely";
import {
  parseAddressHeader,
  type AddressObject,
  type HeaderValue,
  type StructuredHeader,
} from "mailparser";

import { uploadMessages } from "#app/content/forms.ts";
import * as english from "#app/content/conversations.ts";
import * as spanish from "#app/content/es/conversations.ts";
import { spanishMessages } from "#app/lib/forms/spanish-messages.ts";
import { inLocale, type Locale } from "#app/lib/locale.ts";
import {
  MESSAGE_MAX_LENGTH,
  takesDocuments,
} from "#app/lib/schemas/conversation-limits.ts";
import {
  fileRules,
  MEGABYTE,
  tooManyFilesMessage,
} from "#app/lib/schemas/file-rules.ts";
import type { DB } from "#server/db/schema.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { mailTemplatesIn } from "#server/mail/templates.ts";
import {
  prepareUploads,
  type PrepareServices,
} from "#server/uploads/prepare-uploads.ts";
import { UploadError, type UploadedFile } from "#server/uploads/multipart.ts";
import type { TempFiles } from "#server/uploads/temp-files.ts";
import {
  receivePersonMessage,
  type ConversationServices,
} from "./conversation.ts";
import { personOf, type Person } from "./people.ts";
import type { ReadEmail } from "./read-email.ts";
import { replyText } from "./reply-text.ts";
import {
  conversationUrl,
  findToken,
  mintToken,
  type ConversationSubject,
} from "./tokens.ts";

/**
 * Where mail services post the replies people send to a conversation's
 * reply address (server/http/inbound-email-route.ts). Mailgun posts a raw
 * message only to an address ending in "mime", hence the second path.
 */
export const INBOUND_EMAIL_PATHS = [
  "/api/inbound-email",
  "/api/inbound-email/mime",
] as const;

/** Base64, as attachments travel: 4 bytes for 3, in lines of 76 characters and a CRLF. */
const base64Size = (bytes: number) =>
  Math.ceil((Math.ceil(bytes / 3) * 4 * 78) / 76);

/**
 * The largest inbound email read: the documents one email may bring (5 of
 * 10 MB, fileRules.conversationDocuments) as base64 makes them, about 68.4
 * MB, plus 2 MB for the text, its HTML twin, the quoted history and the
 * headers: about 70 MB. Mail services cap messages lower (SendGrid at 30
 * MB, Postmark at 35), so a real reply never meets it; a larger body is
 * cut off at this size while it streams.
 */
const { maxFiles, maxMegabytes } = fileRules.conversationDocuments;
export const INBOUND_EMAIL_MAX_BYTES =
  base64Size(maxFiles * maxMegabytes * MEGABYTE) + 2 * MEGABYTE;

/** The longest Message-ID kept for threading; a longer one is a sender's mistake or worse. */
const MESSAGE_ID_MAX_LENGTH = 250;

/** What became of an inbound email. */
export type InboundOutcome =
  | {
      status: "refused";
      /** For the log: why no conversation takes it. Never the token or an address. */
      reason:
        | "no reply address"
        | "malformed token"
        | "unknown token"
        | "expired token"
        | "record gone";
    }
  | { status: "ignored"; reason: "automatic reply" | "empty" }
  | {
      status: "accepted";
      kind: ConversationSubject["kind"];
      /** Documents kept, attachments refused (and answered), and whether it was posted before. */
      documents: number;
      refused: number;
      duplicate: boolean;
    };

export type InboundServices = ConversationServices & PrepareServices;

/** An attachment the reply about it names, and why it was not taken. */
interface RefusedAttachment {
  fileName: string;
  reason: string;
}

/** The addresses in one header's value (a group's members included). */
function addressesIn(value: HeaderValue | undefined): string[] {
  if (value === undefined) return [];
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((entry) => {
    if (typeof entry === "string")
      return addressesIn(parseAddressHeader(entry, { flatten: true }));
    if (!(entry instanceof Object) || !("value" in entry)) return [];
    const object = entry as AddressObject;
    if (!Array.isArray(object.value)) return [];
    return object.value.flatMap((address) => [
      ...(address.address ? [address.address] : []),
      ...(address.group ?? []).flatMap((member) =>
        member.address ? [member.address] : [],
      ),
    ]);
  });
}

/**
 * Where a reply address may be found, most precise first: the envelope
 * recipients the service posted with the message, then the headers mail
 * servers add at delivery (Delivered-To, X-Original-To, Envelope-To), then
 * the message's own To and Cc.
 */
export function recipientsOf(
  email: Pick<ReadEmail, "headers">,
  envelope: readonly string[],
): string[] {
  return [
    ...envelope.flatMap((value) => addressesIn(value)),
    ...["delivered-to", "x-original-to", "envelope-to", "to", "cc"].flatMap(
      (name) => addressesIn(email.headers.get(name)),
    ),
  ];
}

const TOKEN_REFUSALS = {
  malformed: "malformed token",
  unknown: "unknown token",
  expired: "expired token",
} as const;

const REPLY_ADDRESS = /^reply\+([^@\s]+)@([^@\s]+)$/i;

/** The token of the first reply address on `domain` (compared case-insensitively), lower-cased. */
export function replyTokenIn(
  addresses: readonly string[],
  domain: string,
): string | undefined {
  for (const address of addresses) {
    const match = REPLY_ADDRESS.exec(address.trim());
    if (match && match[2]!.toLowerCase() === domain.toLowerCase())
      return match[1]!.toLowerCase();
  }
  return undefined;
}

const headerText = (value: HeaderValue | undefined): string =>
  typeof value === "string"
    ? value
    : Array.isArray(value)
      ? value.filter((entry) => typeof entry === "string").join(",")
      : "";

/**
 * A message no person wrote (RFC 3834 and the customs before it): an
 * out-of-office or other automatic reply, a bounce, a delivery report. Kept
 * off the record, and never answered, so two robots cannot write to each
 * other for ever.
 */
export function isAutomatic(
  email: Pick<ReadEmail, "headers" | "headerLines">,
): boolean {
  const { headers } = email;
  const autoSubmitted = headerText(headers.get("auto-submitted"))
    .trim()
    .toLowerCase();
  if (autoSubmitted !== "" && autoSubmitted !== "no") return true;
  if (
    /^(bulk|junk|auto_reply)$/i.test(
      headerText(headers.get("precedence")).trim(),
    )
  )
    return true;
  if (
    ["x-autoreply", "x-autorespond", "x-failed-recipients"].some((name) =>
      headers.has(name),
    )
  )
    return true;
  // The null reverse path "<>" is what bounces and reports are sent from.
  const returnPath = email.headerLines.find(
    (line) => line.key === "return-path",
  );
  if (returnPath && /^return-path:\s*<\s*>\s*$/i.test(returnPath.line.trim()))
    return true;
  if (
    addressesIn(headers.get("from")).some((address) =>
      /^(mailer-daemon|postmaster)@/i.test(address),
    )
  )
    return true;
  const contentType = headers.get("content-type") as
    StructuredHeader | undefined;
  return contentType?.value?.toLowerCase() === "multipart/report";
}

/**
 * The message's text as kept: the reply alone, cut past MESSAGE_MAX_LENGTH
 * with a note in the person's language (they read it on their page).
 */
export function keptText(text: string, locale: Locale): string {
  const reply = replyText(text);
  if (reply.length <= MESSAGE_MAX_LENGTH) return reply;
  const { shortenedReplyNote } = inLocale({ en: english, es: spanish }, locale);
  const note = `\n\n${shortenedReplyNote}`;
  return reply.slice(0, MESSAGE_MAX_LENGTH - note.length).trimEnd() + note;
}

/** Its Message-ID, when it has one fit to keep (to thread the next email after it). */
function messageIdOf(email: Pick<ReadEmail, "headers">): string | undefined {
  const id = headerText(email.headers.get("message-id")).trim();
  return /^<[^<>\s]+>$/.test(id) && id.length <= MESSAGE_ID_MAX_LENGTH
    ? id
    : undefined;
}

/** Whether this very email was kept already: a service posting it again after a timeout. */
async function keptBefore(
  db: Kysely<DB>,
  subject: ConversationSubject,
  messageId: string | undefined,
): Promise<boolean> {
  if (!messageId) return false;
  const row = await db
    .selectFrom("conversation_messages")
    .select("id")
    .where("subject_type", "=", subject.kind)
    .where("subject_id", "=", subject.id)
    .where("author", "=", "person")
    .where("email_message_id", "=", messageId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The attachments a conversation takes from this email, through the rest
 * of the forms' pipeline (SCAN_COMMAND, photos' metadata), and those it
 * does not, with why. Inline images the HTML shows (a signature's logo) are
 * neither. A record that takes no documents (a contact message, a job
 * application) takes none; the others take up to five. A scan that does not
 * pass throws its UploadError (503): the whole email waits, as a form does.
 */
async function sortAttachments(
  services: InboundServices,
  email: ReadEmail,
  subject: ConversationSubject,
  temp: TempFiles,
): Promise<{ accepted: UploadedFile[]; refused: RefusedAttachment[] }> {
  const rule = fileRules.conversationDocuments;
  const accepted: UploadedFile[] = [];
  const refused: RefusedAttachment[] = [];
  const sent = email.attachments.filter(
    (attachment) =>
      !(
        attachment.inline &&
        attachment.cid !== undefined &&
        email.shownCids.has(attachment.cid.toLowerCase())
      ),
  );
  for (const { fileName, received } of sent) {
    if (!takesDocuments(subject.kind)) {
      refused.push({ fileName, reason: uploadMessages.unexpectedFile });
    } else if ("refusal" in received) {
      refused.push({ fileName, reason: received.refusal.message });
    } else if (accepted.length >= rule.maxFiles) {
      refused.push({ fileName, reason: tooManyFilesMessage(rule) });
    } else {
      try {
        accepted.push(
          ...(await prepareUploads(services, [received.file], temp)),
        );
      } catch (error) {
        if (!(error instanceof UploadError) || error.status === 503)
          throw error;
        refused.push({ fileName, reason: error.message });
      }
    }
  }
  return { accepted, refused };
}

/**
 * The one reply to an email whose attachments were not all taken: to the
 * address on the record (never the email's From, which anyone can write),
 * naming the files refused and why, with a new link to the conversation
 * page where the record takes documents, and a new reply address. It
 * answers the email (In-Reply-To), so it lands in the same thread.
 */
async function queueAttachmentsRefused(
  trx: Transaction<DB>,
  services: InboundServices,
  input: {
    subject: ConversationSubject;
    person: Person;
    refused: readonly RefusedAttachment[];
    inReplyTo: string | undefined;
  },
) {
  const { subject, person } = input;
  const { config, secrets } = services;
  const url = takesDocuments(subject.kind)
    ? conversationUrl(
        config.appUrl,
        await mintToken(trx, subject, "read"),
        person.locale,
      )
    : undefined;
  const replyToken = await mintToken(trx, subject, "reply");
  await enqueueMail(trx, secrets.dataEncryptionKey, {
    kind: "conversation.attachments_refused",
    to: person.email,
    // In the record's language, each reason too (the parser words them in English).
    ...mailTemplatesIn(person.locale).conversationAttachmentsRefused({
      firstName: person.firstName,
      reference: person.reference,
      url,
      refused: input.refused.map(({ fileName, reason }) => ({
        fileName,
        reason:
          (person.locale === "es" && spanishMessages.get(reason)) || reason,
      })),
    }),
    replyTo: `reply+${replyToken}@${config.inboundEmailDomain}`,
    inReplyTo: input.inReplyTo,
    references: input.inReplyTo ? [input.inReplyTo] : undefined,
  });
}

/**
 * An email posted to the inbound endpoint, read whole (read-email.ts), put
 * where it belongs. Its reply address must hold a live reply token
 * (tokens.ts), or it is refused and nothing is kept; an automatic reply is
 * ignored; otherwise the reply's own words (reply-text.ts) and the
 * documents taken are kept on the record as the person's message, staff
 * are told (receivePersonMessage), and attachments not taken are answered
 * once, in the same transaction. An email posted again (same Message-ID)
 * is not kept twice.
 */
export async function receiveInboundEmail(
  services: InboundServices,
  input: { email: ReadEmail; envelope: readonly string[]; temp: TempFiles },
): Promise<InboundOutcome> {
  const { email } = input;
  const { db } = services.database;
  const token = replyTokenIn(
    recipientsOf(email, input.envelope),
    services.config.inboundEmailDomain,
  );
  if (token === undefined)
    return { status: "refused", reason: "no reply address" };
  const found = await findToken(db, token, "reply");
  if (!found.ok)
    return { status: "refused", reason: TOKEN_REFUSALS[found.reason] };
  if (isAutomatic(email))
    return { status: "ignored", reason: "automatic reply" };

  const { subject } = found;
  const messageId = messageIdOf(email);
  if (await keptBefore(db, subject, messageId))
    return {
      status: "accepted",
      kind: subject.kind,
      documents: 0,
      refused: 0,
      duplicate: true,
    };
  const { accepted, refused } = await sortAttachments(
    services,
    email,
    subject,
    input.temp,
  );
  const answerRefused =
    refused.length === 0
      ? undefined
      : (trx: Transaction<DB>, person: Person) =>
          queueAttachmentsRefused(trx, services, {
            subject,
            person,
            refused,
            inReplyTo: messageId,
          });
  const person = await personOf(db, subject);
  const result = await receivePersonMessage(services, {
    subject,
    body: keptText(email.text, person?.locale ?? "en"),
    channel: "email",
    documents: accepted.map((file) => ({ file })),
    emailMessageId: messageId,
    alsoInTransaction: answerRefused,
  });
  if (result.ok)
    return {
      status: "accepted",
      kind: subject.kind,
      documents: accepted.length,
      refused: refused.length,
      duplicate: false,
    };
  if (result.reason === "not_found")
    return { status: "refused", reason: "record gone" };
  // Nothing to keep (no words, no document taken): the refused files are still answered.
  if (answerRefused) {
    const answered = await db.transaction().execute(async (trx) => {
      const person = await personOf(trx, subject);
      if (person) await answerRefused(trx, person);
      return person !== undefined;
    });
    if (answered) services.outbox.kick();
  }
  return { status: "ignored", reason: "empty" };
}
