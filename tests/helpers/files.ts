import type { UploadedFile } from "#server/uploads/multipart.ts";

/** Small valid files of each accepted type, for upload tests. */
export const samplePdf = () =>
  new TextEncoder().encode(
    "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n",
  );
export const samplePng = () =>
  new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48,
    0x44, 0x52, 0, 0, 0, 1,
  ]);
export const sampleJpeg = () =>
  new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
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

/** A file as the multipart reader hands it to a form's store step. */
export const uploadedFile = (
  fieldName: string,
  fileName: string,
  bytes: Uint8Array,
  contentType: string,
): UploadedFile => ({
  fieldName,
  fileName,
  contentType,
  bytes: Buffer.from(bytes),
});
