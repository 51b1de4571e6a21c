import { PassThrough, type Readable } from "node:stream";

import {
  MailParser,
  type AttachmentStream,
  type HeaderLines,
  type Headers,
  type MessageText,
} from "mailparser";

import { uploadMessages } from "#app/content/forms.ts";
import { fileRules } from "#app/lib/schemas/file-rules.ts";
import {
  FALLBACK_FILE_STEM,
  isPlainFileName,
  normaliseFileName,
} from "#server/uploads/file-name.ts";
import { contentTypes, typesByExtension } from "#server/uploads/file-type.ts";
import {
  receiveFilePart,
  UploadError,
  uploadedFileOf,
  type UploadedFile,
} from "#server/uploads/multipart.ts";
import type { FileReceipt } from "#server/uploads/receive-file.ts";
import type { TempFiles } from "#server/uploads/temp-files.ts";

/** The field name an email's attachments carry through the upload pipeline (its errors name it). */
export const ATTACHMENT_FIELD = "attachment";

/**
 * HTML longer than this is not turned into text (the text of an HTML-only
 * message is then empty): html-to-text's work grows with it, and an answer
 * is never this long; a message's quoted history can be.
 */
const HTML_TO_TEXT_MAX_CHARACTERS = 2_000_000;

/** One attachment of an email, received through the forms' upload pipeline or refused by it. */
export interface EmailAttachment {
  /** The name it was sent with, normalised (or "document.pdf" and the like when it had none). */
  fileName: string;
  /** Its Content-ID, for an inline part the HTML may show (a signature's logo). */
  cid: string | undefined;
  /** Sent to be shown in the message (Content-Disposition inline, or part of multipart/related). */
  inline: boolean;
  /** Checked and waiting in a temporary file; or why the pipeline refused it. */
  received: { file: UploadedFile } | { refusal: UploadError };
}

/** An email as the inbound endpoint reads it. */
export interface ReadEmail {
  headers: Headers;
  headerLines: HeaderLines;
  /**
   * Its text: the text/plain part, or, when there is only HTML, mailparser's
   * plain-text rendering of it. The HTML itself is never kept.
   */
  text: string;
  /** The Content-IDs its HTML shows (`cid:` links), lower-cased. */
  shownCids: ReadonlySet<string>;
  attachments: EmailAttachment[];
}

/** The message could not be parsed as MIME (refused: posting it again will not help). */
export class UnreadableEmailError extends Error {
  override name = "UnreadableEmailError";
}

/** "document.pdf" for an unnamed attachment of an accepted type, by the type it claims. */
function unnamedAttachment(contentType: string): string {
  const extension = Object.keys(typesByExtension).find((candidate) =>
    typesByExtension[candidate]!.some(
      (type) => contentTypes[type] === contentType.toLowerCase(),
    ),
  );
  return `${FALLBACK_FILE_STEM}${extension ?? ""}`;
}

const CID_LINK = /\bcid:([^\s"'<>)]+)/gi;

function cidsShownBy(html: string | undefined): Set<string> {
  const shown = new Set<string>();
  for (const [, cid] of (html ?? "").matchAll(CID_LINK)) {
    try {
      shown.add(decodeURIComponent(cid!).toLowerCase());
    } catch {
      shown.add(cid!.toLowerCase());
    }
  }
  return shown;
}

/**
 * Reads a raw email from `source` as it streams (server/http/body-limits.ts
 * bounds it): its headers, its text, and each attachment received exactly
 * as a form's file is (multipart.ts `receiveFilePart`: the name, the
 * extension, the size limit and the type by the leading bytes, into a
 * private temporary file of `temp`), under the conversation documents'
 * rule. Only the text parts are held in memory; an attachment is never
 * whole there. A refused attachment is read to its end and dropped, and the
 * rest of the message is read on. Rejects with the source's error (the body
 * was cut off), or UnreadableEmailError; the files written so far are then
 * closed, and `temp` removes them.
 */
export async function readEmail(
  source: Readable,
  temp: TempFiles,
): Promise<ReadEmail> {
  await temp.ready();
  const parser = new MailParser({
    skipImageLinks: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    checksumAlgo: false,
    maxHtmlLengthToParse: HTML_TO_TEXT_MAX_CHARACTERS,
  });
  let headers: Headers = new Map();
  let headerLines: HeaderLines = [];
  let text: MessageText | undefined;
  const attachments: Promise<EmailAttachment>[] = [];
  const receiving = new Set<FileReceipt>();
  parser.on("headers", (parsed) => (headers = parsed));
  parser.on("headerLines", (lines) => (headerLines = lines));
  parser.on("data", (data) => {
    if (data.type === "text") {
      text = data;
      return;
    }
    const attachment = receiveAttachment(data, temp, receiving);
    // Read once the message ends; a failure before then is not unhandled.
    attachment.catch(() => {});
    attachments.push(attachment);
  });

  try {
    await new Promise<void>((resolve, reject) => {
      source.once("error", reject);
      parser.once("error", (error: Error) =>
        reject(new UnreadableEmailError(error.message, { cause: error })),
      );
      parser.once("end", resolve);
      source.pipe(parser);
    });
  } catch (error) {
    source.unpipe(parser);
    parser.destroy();
    await Promise.all([...receiving].map((receipt) => receipt.abort()));
    await Promise.allSettled(attachments);
    throw error;
  }
  return {
    headers,
    headerLines,
    text: text?.text ?? "",
    shownCids: cidsShownBy(text?.html),
    attachments: await Promise.all(attachments),
  };
}

/**
 * One attachment through the upload pipeline. The pipeline reads its own
 * copy of the content: on a refusal it stops reading, while the parser's
 * stream is read on to the part's end, so the rest of the message is read.
 */
async function receiveAttachment(
  attachment: AttachmentStream,
  temp: TempFiles,
  receiving: Set<FileReceipt>,
): Promise<EmailAttachment> {
  const { content } = attachment;
  const fileName = normaliseFileName(
    attachment.filename ?? unnamedAttachment(attachment.contentType),
  );
  const described = {
    fileName,
    cid: attachment.cid,
    inline:
      attachment.contentDisposition === "inline" || attachment.related === true,
  };
  const copy = new PassThrough();
  content.on("error", (error) => copy.destroy(error));
  content.pipe(copy);
  let receipt: FileReceipt | undefined;
  try {
    if (!isPlainFileName(fileName))
      throw new UploadError(
        400,
        uploadMessages.invalidFileName,
        ATTACHMENT_FIELD,
      );
    const part = receiveFilePart(copy, {
      fieldName: ATTACHMENT_FIELD,
      fileName,
      rule: fileRules.conversationDocuments,
      temp,
    });
    receipt = part.receipt;
    receiving.add(receipt);
    const file = await uploadedFileOf(
      ATTACHMENT_FIELD,
      fileName,
      await receipt.done,
    );
    return { ...described, received: { file } };
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return { ...described, received: { refusal: error } };
  } finally {
    if (receipt) receiving.delete(receipt);
    content.unpipe(copy);
    content.resume();
    attachment.release?.();
  }
}
