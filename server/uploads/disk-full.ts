/**
 * The disk (or quota) holding uploads or stored files is full: nobody's
 * mistake in the form, and it passes once an operator frees space. A form
 * answers 507 with "we could not store your files just now" and keeps what
 * was typed, instead of the generic 500 of a bug.
 */
const DISK_FULL_CODES = new Set(["ENOSPC", "EDQUOT"]);

/** True when `error`, or an error it was caused by, is a full disk or quota. */
export function isDiskFull(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && DISK_FULL_CODES.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The disk filled while a form's body was read: carries the text fields
 * read before it, so the form can be shown again with what was typed.
 */
export class DiskFullError extends Error {
  override name = "DiskFullError";
  readonly fields: Map<string, string[]>;
  constructor(fields: Map<string, string[]>, options: ErrorOptions) {
    super("The disk for uploads is full", options);
    this.fields = fields;
  }
}
