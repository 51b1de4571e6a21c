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
import { contentTypes, detectFileType, typesByExtension } from "./file-type.ts";

export interface UploadedFile {
  fieldName: string;
  /** The name the browser sent, checked to be a plain file name. Display only, never a path. */
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export interface ParsedForm {
  fields: Map<string, string[]>;
  files: UploadedFile[];
}

/** A request the form cannot accept; `status` is the HTTP answer (400, 413 or 415). */
export class UploadError extends Error {
  override name = "UploadError";
  readonly status: number;
  readonly fieldName: string | undefined;
  /** The text fields read before the problem, so the form can be shown again with them. */
  fields = new Map<string, string[]>();
  constructor(status: number, message: string, fieldName?: string) {
    super(message);
    this.status = status;
    this.fieldName = fieldName;
  }
}

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
 * Reads a form post, streaming: each file is checked against its field's rule
 * while it arrives, and reading stops at the first file over its size (413), so
 * an oversized body is never read whole. A body whose declared length is
 * already too large is refused before a byte is read. Types are checked by the
 * files' leading bytes against their extension (415).
 */
export async function parseForm(
  request: Request,
  files: Record<string, FileRule> = {},
): Promise<ParsedForm> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = mediaTypeOf(contentType);
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  const limit = maxBodyBytes(files);
  if (declared > limit)
    throw new UploadError(
      413,
      messages.bodyTooLarge(Math.floor(limit / MEGABYTE)),
    );

  if (mediaType === "application/x-www-form-urlencoded")
    return { fields: await readUrlEncoded(request), files: [] };
  if (mediaType !== "multipart/form-data")
    throw new UploadError(415, messages.notAForm);
  if (!request.body) throw new UploadError(400, messages.emptyForm);

  const largestFile = Math.max(
    0,
    ...Object.values(files).map((rule) => rule.maxMegabytes * MEGABYTE),
  );
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Keep the name as sent, so a name that tries a path is refused, not trimmed.
      preservePath: true,
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
  const body = Readable.fromWeb(
    request.body as NodeWebReadableStream<Uint8Array>,
  );

  return new Promise<ParsedForm>((resolve, reject) => {
    const result: ParsedForm = { fields: new Map(), files: [] };
    const counts = new Map<string, number>();
    let failed = false;
    const fail = (error: UploadError) => {
      if (failed) return;
      failed = true;
      error.fields = result.fields;
      // Stop pulling the body. Cancelling it instead races the HTTP layer,
      // which may still be pushing; the response closes the connection.
      body.unpipe(parser);
      body.pause();
      reject(error);
    };

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated)
        return fail(new UploadError(413, messages.fieldTooLong, name));
      pushTo(result.fields, name, value);
    });

    parser.on("file", (fieldName, stream, info) => {
      // A part cut off mid-file (a truncated body) ends its stream with an
      // error; unheard, that error would end the process.
      stream.on("error", () =>
        fail(new UploadError(400, messages.interrupted, fieldName)),
      );
      // Own rules only: a part named "constructor" or "__proto__" is no rule.
      const rule = Object.hasOwn(files, fieldName)
        ? files[fieldName]
        : undefined;
      const fileName = info.filename ?? "";
      if (!rule) {
        stream.resume();
        return fail(new UploadError(400, messages.unexpectedFile, fieldName));
      }
      if (fileName === "") {
        stream.resume(); // an empty file input sends a part with no name
        return;
      }
      if (!isPlainFileName(fileName)) {
        stream.resume();
        return fail(new UploadError(400, messages.invalidFileName, fieldName));
      }
      const count = (counts.get(fieldName) ?? 0) + 1;
      counts.set(fieldName, count);
      if (count > rule.maxFiles) {
        stream.resume();
        return fail(new UploadError(413, tooManyFilesMessage(rule), fieldName));
      }
      if (!rule.extensions.includes(extensionOf(fileName))) {
        stream.resume();
        return fail(
          new UploadError(415, invalidFileTypeMessage(rule), fieldName),
        );
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const maxBytes = rule.maxMegabytes * MEGABYTE;
      stream.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes)
          return fail(
            new UploadError(413, fileTooLargeMessage(rule), fieldName),
          );
        chunks.push(chunk);
      });
      stream.on("limit", () =>
        fail(new UploadError(413, fileTooLargeMessage(rule), fieldName)),
      );
      stream.on("end", () => {
        if (failed) return;
        const bytes = Buffer.concat(chunks);
        if (bytes.length === 0)
          return fail(new UploadError(400, messages.emptyFile, fieldName));
        const detected = detectFileType(bytes);
        const allowed = typesByExtension[extensionOf(fileName)] ?? [];
        if (!detected || !allowed.includes(detected)) {
          return fail(
            new UploadError(415, invalidFileTypeMessage(rule), fieldName),
          );
        }
        result.files.push({
          fieldName,
          fileName,
          contentType: contentTypes[detected],
          bytes,
        });
      });
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
      if (!failed) resolve(result);
    });
    body.pipe(parser);
  });
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
  let seen = 0;
  const capped = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const room = maxBytes - seen;
        seen += chunk.byteLength;
        controller.enqueue(
          chunk.byteLength > room ? chunk.subarray(0, room) : chunk,
        );
        // Cancels the rest of the body: it is never read.
        if (seen >= maxBytes) controller.terminate();
      },
    }),
  );
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
 * A URL-encoded body, read up to SMALL_BODY_BYTES (413 past it) and decoded
 * as the Fetch standard does (bytes that are not UTF-8 become U+FFFD).
 */
async function readUrlEncoded(
  request: Request,
): Promise<Map<string, string[]>> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  try {
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > SMALL_BODY_BYTES) {
        await reader.cancel().catch(() => {});
        throw new UploadError(
          413,
          messages.formTooLarge(SMALL_BODY_BYTES / 1024),
        );
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError(400, messages.interrupted);
  }
  const fields = new Map<string, string[]>();
  const text = Buffer.concat(chunks).toString("utf8");
  for (const [name, value] of new URLSearchParams(text)) {
    if (fields.size >= MAX_FIELDS && !fields.has(name))
      throw new UploadError(413, messages.tooManyFields);
    pushTo(fields, name, value);
  }
  return fields;
}

/** A bare file name: no folders, no parent references, no control characters. */
export function isPlainFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 255 &&
    !/[\\/]/.test(name) &&
    !name.includes("..") &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(name)
  );
}

function pushTo(map: Map<string, string[]>, name: string, value: string) {
  const list = map.get(name);
  if (list) list.push(value);
  else map.set(name, [value]);
}
