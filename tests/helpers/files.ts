import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { detectFileType } from "#server/uploads/file-type.ts";
import type { UploadedFile } from "#server/uploads/multipart.ts";
import { wordDocumentParts, zipArchive } from "./zip.ts";

/** Small valid files of each accepted type, for upload tests. */
export const samplePdf = () =>
  new TextEncoder().encode(
    "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n",
  );
/** An 8 x 8 blue square: a real image, which the server decodes to strip its metadata. */
export const samplePng = () =>
  new Uint8Array(
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAMAAADz0U65AAAAA1BMVEUeWqAnQKWWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQI12NgoA4AAABIAAH/myMhAAAAAElFTkSuQmCC",
      "base64",
    ),
  );
/** The same square as a JPEG. */
export const sampleJpeg = () =>
  new Uint8Array(
    Buffer.from(
      "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AI4BUc//2Q==",
      "base64",
    ),
  );
/** A minimal Word document: a ZIP archive whose directory holds word/document.xml. */
export const sampleDocx = () => zipArchive(wordDocumentParts);
/** A Windows executable: what a renamed "resume.pdf" might really be. */
export const sampleExecutable = () =>
  new TextEncoder().encode(
    "MZ\x90\x00\x03\x00 This program cannot be run in DOS mode",
  );

/** A Request carrying a multipart form, as a browser would send it. */
export function formRequest(
  url: string,
  entries: Array<[string, string | File]>,
): Request {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return new Request(url, { method: "POST", body: form });
}

let uploadsDir: string | undefined;
/** Where uploadedFile() writes; removed when the test process ends. */
function testUploadsDir(): string {
  if (!uploadsDir) {
    const dir = mkdtempSync(path.join(tmpdir(), "harborline-uploads-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    uploadsDir = dir;
  }
  return uploadsDir;
}

/**
 * A file as the multipart reader hands it to a form's store step: written
 * to a temporary file of its own, typed by its leading bytes.
 */
export const uploadedFile = (
  fieldName: string,
  fileName: string,
  bytes: Uint8Array,
  contentType: string,
): UploadedFile => {
  const file = path.join(testUploadsDir(), `${crypto.randomUUID()}.upload`);
  writeFileSync(file, bytes, { mode: 0o600 });
  return {
    fieldName,
    fileName,
    contentType,
    type: detectFileType(bytes) ?? "pdf",
    path: file,
    size: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
  };
};

/** samplePdf() as a person's answer sends it: the reply form's `document` field. */
export const uploadedDocument = (fileName: string) =>
  uploadedFile("document", fileName, samplePdf(), "application/pdf");
