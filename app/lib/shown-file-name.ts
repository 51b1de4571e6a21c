/** The longest a file name is shown to the person who sent it, in a panel or an email. */
export const SHOWN_FILE_NAME_MAX = 80;

/**
 * A file name as we show it back to the person who sent it (the claim's
 * success panel and acknowledgement email): already cleaned by the upload
 * pipeline (server/uploads/file-name.ts: no control, bidirectional or
 * invisible characters), here only bounded, by cutting its middle so its
 * start and extension stay readable ("a-very-long…name.jpg"). Plain text:
 * React and the email's HTML part escape it where they write it.
 */
export function shownFileName(
  name: string,
  max: number = SHOWN_FILE_NAME_MAX,
): string {
  const characters = [...name];
  if (characters.length <= max) return name;
  const dot = name.lastIndexOf(".");
  const extension =
    dot > 0 && name.length - dot <= 10 ? [...name.slice(dot)] : [];
  const keep = max - 1 - extension.length;
  const head = Math.ceil(keep / 2);
  const tail = keep - head;
  return [
    ...characters.slice(0, head),
    "…",
    ...characters.slice(characters.length - extension.length - tail),
  ].join("");
}
