/**
 * What each form accepts as files (spec sections 5 and 9). The browser checks
 * names and sizes for quick feedback; the server checks again by the file's
 * leading bytes (server side) and enforces sizes while streaming.
 */
export interface FileRule {
  /** Lower-case extensions with the dot, as the spec lists them. */
  extensions: readonly string[];
  maxMegabytes: number;
  maxFiles: number;
}

export const fileRules = {
  resume: {
    extensions: [".pdf", ".doc", ".docx"],
    maxMegabytes: 5,
    maxFiles: 1,
  },
  driversLicense: {
    extensions: [".jpg", ".jpeg", ".png", ".pdf"],
    maxMegabytes: 10,
    maxFiles: 1,
  },
  claimDocuments: {
    extensions: [".png", ".jpg", ".jpeg", ".pdf"],
    maxMegabytes: 10,
    maxFiles: 10,
  },
  /** What may come with a complaint: a letter, a photo, a statement. */
  complaintDocuments: {
    extensions: [".png", ".jpg", ".jpeg", ".pdf"],
    maxMegabytes: 10,
    maxFiles: 5,
  },
  /** What a person sends in a conversation: requested documents, on the page or by email. */
  conversationDocuments: {
    extensions: [".png", ".jpg", ".jpeg", ".pdf"],
    maxMegabytes: 10,
    maxFiles: 5,
  },
} as const satisfies Record<string, FileRule>;

export const MEGABYTE = 1024 * 1024;

export const invalidFileTypeMessage = (rule: FileRule) =>
  `Invalid file type. Accepted types: ${rule.extensions.join(", ")}`;

export const fileTooLargeMessage = (rule: FileRule) =>
  `File size exceeds ${rule.maxMegabytes}MB limit`;

export const tooManyFilesMessage = (rule: FileRule) =>
  `You can upload at most ${rule.maxFiles} files`;

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot === -1 ? "" : fileName.slice(dot).toLowerCase();
}

/** The spec's message for a file that breaks the rule, or null when it is acceptable. */
export function checkFile(
  file: { name: string; size: number },
  rule: FileRule,
): string | null {
  if (!rule.extensions.includes(extensionOf(file.name)))
    return invalidFileTypeMessage(rule);
  if (file.size > rule.maxMegabytes * MEGABYTE)
    return fileTooLargeMessage(rule);
  return null;
}

/** "2.35 MB", as the file picker shows sizes. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / MEGABYTE).toFixed(2)} MB`;
}
