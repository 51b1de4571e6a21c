import { extensionOf } from "#app/lib/schemas/file-rules.ts";

/**
 * Characters a file name never keeps: control characters (C0, DEL, C1),
 * format characters, which include the bidirectional overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069) and the invisible ones (U+200B-U+200F,
 * U+2060-U+2064, U+FEFF, U+00AD), and the line and paragraph separators.
 * A right-to-left override makes "invoice\u202Efdp.exe" read as
 * "invoiceexe.pdf" on a staff member's screen; an invisible character makes
 * two names that look alike differ.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

/** What a name becomes when nothing printable is left before its extension. */
export const FALLBACK_FILE_STEM = "document";

/**
 * The name a browser sent, made fit to show: Unicode NFC (a decomposed
 * "e" + U+0301 and a precomposed "é" are one name), hidden characters
 * removed, surrounding spaces trimmed. A name with nothing left before its
 * extension becomes "document" plus that extension. The result is still
 * checked by isPlainFileName: cleaning never turns a path into a name.
 */
export function normaliseFileName(sent: string): string {
  const cleaned = sent.normalize("NFC").replace(HIDDEN, "").trim();
  const extension = extensionOf(cleaned);
  const stem = cleaned.slice(0, cleaned.length - extension.length);
  // ".pdf" alone, or nothing but dots and spaces before the extension.
  if (/^[\s.]*$/u.test(stem))
    return `${FALLBACK_FILE_STEM}${extension === "." ? "" : extension}`;
  return cleaned;
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
