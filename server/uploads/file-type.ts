/**
 * A file's real type, read from its leading bytes (the first
 * SIGNATURE_BYTES): a name or a browser's Content-Type is only a claim.
 * Returns null for anything we do not accept.
 */
export type DetectedType = "pdf" | "png" | "jpeg" | "doc" | "docx";

export const contentTypes: Record<DetectedType, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** Which detected types each extension may hold. */
export const typesByExtension: Record<string, readonly DetectedType[]> = {
  ".pdf": ["pdf"],
  ".png": ["png"],
  ".jpg": ["jpeg"],
  ".jpeg": ["jpeg"],
  ".doc": ["doc"],
  ".docx": ["docx"],
};

/** How many leading bytes decide a type: the longest signature below. */
export const SIGNATURE_BYTES = 8;

const startsWith = (
  bytes: Uint8Array,
  signature: readonly number[],
  offset = 0,
) => signature.every((value, index) => bytes[offset + index] === value);

export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return "doc"; // OLE2 compound file
  // A .docx is a ZIP archive. That it is a Word document (word/document.xml
  // in its directory) and of a sane size is checked once it is whole
  // (docx.ts): its leading bytes cannot tell.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "docx";
  return null;
}

/** True when the bytes are of a type the file's extension may hold. */
export function matchesExtension(
  bytes: Uint8Array,
  extension: string,
): boolean {
  const detected = detectFileType(bytes);
  return (
    detected !== null &&
    (typesByExtension[extension.toLowerCase()] ?? []).includes(detected)
  );
}
