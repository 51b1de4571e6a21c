import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";

import busboy from "busboy";

import { uploadMessages as messages } from "#app/content/forms.ts";
import {
  extensionOf,
  fileTooLargeMessage,
  invalidFileTypeMessage,
  MEGABYTE,
  tooManyFilesMessage,
  type FileRule,
} from "#app/lib/schemas/file-rules.ts";
import {
  inspectDocx,
  MAX_DOCX_ENTRIES,
  MAX_DOCX_UNPACKED_BYTES,
  type DocxProblem,
} from "./docx.ts";
import { isPlainFileName, normaliseFileName } from "./file-name.ts";
import {
  contentTypes,
  typesByExtension,
  type DetectedType,
} from "./file-type.ts";
import { DiskFullError, isDiskFull } from "./disk-full.ts";
import {
  receiveFile,
  type FileReceipt,
  type ReceivedFile,
} from "./receive-file.ts";
import type { TempFiles } from "./temp-files.ts";

/**
 * A file as a form's server step gets it: checked, and waiting in a private
 * temporary file (never in memory) that is removed once the request has
 * been answered.
 */
export interface UploadedFile {
  fieldName: string;
  /**
   * The name the browser sent, normalised (file-name.ts) and checked to be a
   * plain file name. Display only, never a path.
   */
  fileName: string;
  contentType: string;
  /** What its leading bytes (and, for a .docx, its directory) show it to be. */
  type: DetectedType;
  /** Its temporary file (0600 under DATA_DIR/tmp). */
  path: string;
  size: number;
  /** SHA-256 (hex) of the bytes as they arrived: what makes a form posted twice count once. */
  sha256: string;
}

export interface ParsedForm {
  fields: Map<string, string[]>;
  files: UploadedFile[];
}

/**
 * A request the form cannot accept; `status` is the HTTP answer (400, 413
 * or 415; 503 when a scan holds it). `message` is shown under the field
 * concerned; `toast` replaces the usual 'Upload Failed' toast.
 */
export class UploadError extends Error {
  override name = "UploadError";
  readonly status: number;
  readonly fieldName: string | undefined;
  readonly toast: { title: string; description: string } | undefined;
  /**
   * The message in another language's upload words, where it names a
   * figure (the form answers in its page's language); fixed messages are
   * translated by their text.
   */
  readonly describe: ((words: UploadWords) => string) | undefined;
  /** The text fields read before the problem, so the form can be shown again with them. */
  fields = new Map<string, string[]>();
  constructor(
    status: number,
    message: string | ((words: UploadWords) => string),
    fieldName?: string,
    toast?: { title: string; description: string },
  ) {
    super(typeof message === "string" ? message : message(messages));
    this.status = status;
    this.fieldName = fieldName;
    this.toast = toast;
    this.describe = typeof message === "string" ? undefined : message;
  }
}

/** The upload messages of one language (app/content/forms.ts or its twin). */
export type UploadWords = typeof messages;

const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 100;
const FIELDS_ALLOWANCE = MAX_FIELDS * MAX_FIELD_BYTES;

/** The most a body without files may hold (URL-encoded, JSON, or a form with no file field). */
export const SMALL_BODY_BYTES = 64 * 1024;

/** The media type of a Content-Type header, lower-cased, without its parameters. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";", 1)[0]!.trim().toLowerCase();
}

/** The most a form with these file fields may send: all files at their limit plus its text fields. */
export function maxBodyBytes(files: Record<string, FileRule>): number {
  return (
    Object.values(files).reduce(
      (sum, rule) => sum + rule.maxFiles * rule.maxMegabytes * MEGABYTE,
      0,
    ) + FIELDS_ALLOWANCE
  );
}

/**
 * Reads a form post, streaming: each file is streamed into a temporary file
 * of `temp` and checked against its field's rule while it arrives, and
 * reading stops at the first file over its size (413), so no file is ever
 * whole in memory. The body's size is bounded in one place, before it gets
 * here: the HTTP layer counts it as it streams in and cuts it off at its
 * route's limit (server/http/body-limits.ts, 413). Types are checked by the files' leading bytes against their extension
 * (415) as soon as those bytes arrive; a .docx is then checked by its
 * directory. On any failure, including a client that goes away, the files
 * written so far are closed and removed before the promise rejects; on
 * success they are the caller's to remove (`temp.removeAll()`).
 */
export async function parseForm(
  request: Request,
  files: Record<string, FileRule> = {},
  temp?: TempFiles,
): Promise<ParsedForm> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = mediaTypeOf(contentType);

  if (mediaType === "application/x-www-form-urlencoded")
    return { fields: await readUrlEncoded(request), files: [] };
  if (mediaType !== "multipart/form-data")
    throw new UploadError(415, messages.notAForm);
  if (!request.body) throw new UploadError(400, messages.emptyForm);
  if (Object.keys(files).length > 0) {
    if (!temp)
      throw new Error("parseForm needs a place for the files it reads");
    await temp.ready();
  }

  const parser = createParser(contentType, files);
  const body = Readable.fromWeb(
    request.body as NodeWebReadableStream<Uint8Array>,
  );

  return new Promise<ParsedForm>((resolve, reject) => {
    const result: ParsedForm = { fields: new Map(), files: [] };
    const counts = new Map<string, number>();
    /** Every file part being received, in the order they came. */
    const receipts: Array<{
      fieldName: string;
      fileName: string;
      path: string;
      receipt: FileReceipt;
    }> = [];
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      if (error instanceof UploadError) error.fields = result.fields;
      // The disk is full: the server's problem, answered with what was typed.
      const reason = isDiskFull(error)
        ? new DiskFullError(result.fields, { cause: error })
        : error;
      // Stop pulling the body. Cancelling it instead races the HTTP layer,
      // which may still be pushing; the response closes the connection.
      body.unpipe(parser);
      body.pause();
      // Nothing the person sent stays on disk once the answer is known.
      void Promise.allSettled(
        receipts.map(async ({ receipt, path }) => {
          await receipt.abort();
          await temp?.remove(path);
        }),
      ).then(() => reject(reason));
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated)
        return fail(new UploadError(413, messages.fieldTooLong, name));
      pushTo(result.fields, name, value);
    });

    parser.on("file", (fieldName, stream, info) => {
      /** Reads a part that will not be kept to its end, unheard. */
      const skip = () => {
        // A part cut off mid-file (a truncated body) ends its stream with
        // an error; unheard, that error would end the process. A part that
        // is received is heard by its pipeline (receive-file.ts).
        stream.on("error", () =>
          fail(new UploadError(400, messages.interrupted, fieldName)),
        );
        stream.resume();
      };
      if (failed) return skip();
      // Own rules only: a part named "constructor" or "__proto__" is no rule.
      const rule = Object.hasOwn(files, fieldName)
        ? files[fieldName]
        : undefined;
      const sentName = info.filename ?? "";
      // A form with file rules always has `temp` (checked above).
      if (!rule || !temp) {
        skip();
        return fail(new UploadError(400, messages.unexpectedFile, fieldName));
      }
      if (sentName === "") {
        skip(); // an empty file input sends a part with no name
        return;
      }
      const fileName = normaliseFileName(sentName);
      if (!isPlainFileName(fileName)) {
        skip();
        return fail(new UploadError(400, messages.invalidFileName, fieldName));
      }
      const count = (counts.get(fieldName) ?? 0) + 1;
      counts.set(fieldName, count);
      if (count > rule.maxFiles) {
        skip();
        return fail(new UploadError(413, tooManyFilesMessage(rule), fieldName));
      }
      let started: FilePart;
      try {
        started = receiveFilePart(stream, { fieldName, fileName, rule, temp });
      } catch (error) {
        skip();
        return fail(error);
      }
      const { path, receipt } = started;
      receipt.done.catch(fail);
      receipts.push({ fieldName, fileName, path, receipt });
    });

    parser.on("filesLimit", () =>
      fail(new UploadError(413, messages.tooManyFiles)),
    );
    parser.on("fieldsLimit", () =>
      fail(new UploadError(413, messages.tooManyFields)),
    );
    parser.on("error", () => fail(new UploadError(400, messages.unreadable)));
    body.on("error", () => fail(new UploadError(400, messages.interrupted)));
    parser.on("close", () => {
      if (failed) return;
      // Every part has been read; wait until each file is whole on disk.
      Promise.all(
        receipts.map(async ({ fieldName, fileName, receipt }) =>
          uploadedFileOf(fieldName, fileName, await receipt.done),
        ),
      )
        .then((uploaded) => {
          if (failed) return;
          result.files = uploaded;
          resolve(result);
        })
        .catch(fail);
    });
    body.pipe(parser);
  });
}

/**
 * The multipart parser for a post with these file rules: busboy with our
 * limits. A malformed header (no boundary) is refused before any reading.
 */
function createParser(
  contentType: string,
  files: Record<string, FileRule>,
): busboy.Busboy {
  const largestFile = Math.max(
    0,
    ...Object.values(files).map((rule) => rule.maxMegabytes * MEGABYTE),
  );
  try {
    return busboy({
      headers: { "content-type": contentType },
      // Keep the name as sent, so a name that tries a path is refused, not trimmed.
      preservePath: true,
      // Browsers send file names as UTF-8 (busboy would read them as Latin-1).
      defParamCharset: "utf8",
      limits: {
        // busboy cuts a file off when it reaches this size; one byte more lets a file of exactly the limit through.
        fileSize: largestFile + 1,
        // One over the total, so the field that gets too many files is named
        // under it by our own count; busboy's limit is the backstop.
        files:
          Object.values(files).reduce((sum, rule) => sum + rule.maxFiles, 0) +
          1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
      },
    });
  } catch {
    // No boundary, or a malformed header: busboy refuses before reading.
    throw new UploadError(400, messages.unreadable);
  }
}

/** A file part being received into a temporary file, under its field's rule. */
export interface FilePart {
  fileName: string;
  path: string;
  receipt: FileReceipt;
}

/**
 * Starts receiving one file part as every upload is received, a form's or
 * an email's attachment: its extension must be one of the rule's (415,
 * thrown at once, before a byte is read), then its bytes stream into a new
 * private file of `temp` while receive-file.ts checks them (the size limit,
 * the type by the leading bytes, not empty). `fileName` is the name
 * already normalised and checked (normaliseFileName, isPlainFileName).
 */
export function receiveFilePart(
  stream: Readable,
  part: {
    fieldName: string;
    fileName: string;
    rule: FileRule;
    temp: TempFiles;
  },
): FilePart {
  const { fieldName, fileName, rule, temp } = part;
  const extension = extensionOf(fileName);
  if (!rule.extensions.includes(extension))
    throw new UploadError(415, invalidFileTypeMessage(rule), fieldName);
  const path = temp.newPath();
  const receipt = receiveFile(stream, path, {
    maxBytes: rule.maxMegabytes * MEGABYTE,
    types: typesByExtension[extension] ?? [],
    refuse: {
      tooLarge: () =>
        new UploadError(413, fileTooLargeMessage(rule), fieldName),
      wrongType: () =>
        new UploadError(415, invalidFileTypeMessage(rule), fieldName),
      empty: () => new UploadError(400, messages.emptyFile, fieldName),
      interrupted: () => new UploadError(400, messages.interrupted, fieldName),
    },
  });
  return { fileName, path, receipt };
}

/**
 * A received file as the server step gets it; a .docx is first checked by
 * its directory (415 when it is not a sane Word document's).
 */
export async function uploadedFileOf(
  fieldName: string,
  fileName: string,
  received: ReceivedFile,
): Promise<UploadedFile> {
  const file = {
    fieldName,
    fileName,
    contentType: contentTypes[received.type],
    ...received,
  };
  if (file.type === "docx") {
    const problem = await inspectDocx(file.path);
    if (problem)
      throw new UploadError(
        415,
        (words) => docxMessage(problem, words),
        fieldName,
      );
  }
  return file;
}

function docxMessage(problem: DocxProblem, words: UploadWords): string {
  switch (problem) {
    case "too-many-entries":
      return words.docx.tooManyParts(MAX_DOCX_ENTRIES);
    case "too-large":
      return words.docx.tooLarge(MAX_DOCX_UNPACKED_BYTES / MEGABYTE);
    case "unreadable":
    case "not-word":
      return words.docx.unreadable;
  }
}

/**
 * The text fields at the start of a post, for showing a refused form again
 * (a sender over the rate limit): at most `maxBytes` of the body are read,
 * and reading stops at the first file, which is never read.
 */
export async function readTextFields(
  request: Request,
  maxBytes = SMALL_BODY_BYTES,
): Promise<Map<string, string[]>> {
  if (!request.body) return new Map();
  // Read by hand rather than piped through a TransformStream that
  // terminates: that cancels the body with an error as its reason, and the
  // request's Node stream behind it would be destroyed with an error nobody
  // hears. Cancelled without a reason, the rest is simply never read.
  const reader = request.body.getReader();
  let seen = 0;
  const capped = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      const room = maxBytes - seen;
      seen += value.byteLength;
      controller.enqueue(
        value.byteLength > room ? value.subarray(0, room) : value,
      );
      if (seen >= maxBytes) {
        controller.close();
        await reader.cancel();
      }
    },
    cancel: () => reader.cancel(),
  });
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  try {
    const { fields } = await parseForm(
      new Request(request.url, {
        method: request.method,
        headers,
        body: capped,
        duplex: "half",
      } as RequestInit),
    );
    return fields;
  } catch (error) {
    if (error instanceof UploadError) return error.fields;
    throw error;
  }
}

/**
 * A URL-encoded body, decoded as the Fetch standard does (bytes that are not
 * UTF-8 become U+FFFD). The HTTP layer has held it to SMALL_BODY_BYTES and
 * handed it over whole (server/http/react-router-handler.ts).
 */
async function readUrlEncoded(
  request: Request,
): Promise<Map<string, string[]>> {
  let text: string;
  try {
    text = Buffer.from(await request.arrayBuffer()).toString("utf8");
  } catch {
    throw new UploadError(400, messages.interrupted);
  }
  const fields = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(text)) {
    if (fields.size >= MAX_FIELDS && !fields.has(name))
      throw new UploadError(413, messages.tooManyFields);
    pushTo(fields, name, value);
  }
  return fields;
}

function pushTo(map: Map<string, string[]>, name: string, value: string) {
  const list = map.get(name);
  if (list) list.push(value);
  else map.set(name, [value]);
}
