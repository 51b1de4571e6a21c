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
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  const limit = maxBodyBytes(files);
  if (declared > limit)
    throw new UploadError(
      413,
      messages.bodyTooLarge(Math.floor(limit / MEGABYTE)),
    );

  if (!contentType.startsWith("multipart/form-data")) {
    const form = await request.formData();
    const fields = new Map<string, string[]>();
    for (const [name, value] of form)
      if (typeof value === "string") pushTo(fields, name, value);
    return { fields, files: [] };
  }
  if (!request.body) throw new UploadError(400, messages.emptyForm);

  const largestFile = Math.max(
    0,
    ...Object.values(files).map((rule) => rule.maxMegabytes * MEGABYTE),
  );
  const body = Readable.fromWeb(
    request.body as NodeWebReadableStream<Uint8Array>,
  );
  const parser = busboy({
    headers: { "content-type": contentType },
    // Keep the name as sent, so a name that tries a path is refused, not trimmed.
    preservePath: true,
    limits: {
      // busboy cuts a file off when it reaches this size; one byte more lets a file of exactly the limit through.
      fileSize: largestFile + 1,
      // One over the total, so the field that gets too many files is named
      // under it by our own count; busboy's limit is the backstop.
      files:
        Object.values(files).reduce((sum, rule) => sum + rule.maxFiles, 0) + 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
    },
  });

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
      const rule = files[fieldName];
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
