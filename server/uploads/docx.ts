import { openPromise, type Entry, type ZipFile } from "yauzl";

/** A Word document holds a few dozen parts; a thousand is far past any real one. */
export const MAX_DOCX_ENTRIES = 1_000;
/** What its parts may add up to once unpacked (as its directory declares them). */
export const MAX_DOCX_UNPACKED_BYTES = 50 * 1024 * 1024;

/** Why a .docx is refused. */
export type DocxProblem =
  | "unreadable" // not a ZIP archive yauzl can read, or a damaged one
  | "not-word" // a ZIP archive, but without word/document.xml
  | "too-many-entries"
  | "too-large";

/**
 * Reads a .docx file's central directory (yauzl, pure JavaScript) without
 * unpacking anything, and says what is wrong with it, or null when it looks
 * like a Word document of a sane size. The leading bytes only say "a ZIP
 * archive"; this is what tells a resume from a ZIP bomb or a renamed archive
 * of programs, before staff open it in Word. Sizes are those the directory
 * declares: the server never inflates the parts, so nothing here can be
 * made to use more memory than the directory itself.
 */
export async function inspectDocx(file: string): Promise<DocxProblem | null> {
  let zip: ZipFile;
  try {
    // strictFileNames: a part named with a backslash or an absolute path is
    // refused rather than quietly renamed. Entries are read one at a time.
    zip = await openPromise(file, { autoClose: false, strictFileNames: true });
  } catch {
    return "unreadable";
  }
  try {
    if (zip.entryCount > MAX_DOCX_ENTRIES) return "too-many-entries";
    return await readDirectory(zip);
  } catch {
    return "unreadable";
  } finally {
    zip.close();
  }
}

function readDirectory(zip: ZipFile): Promise<DocxProblem | null> {
  return new Promise((resolve, reject) => {
    let entries = 0;
    let unpacked = 0;
    let hasDocument = false;
    zip.on("entry", (entry: Entry) => {
      entries += 1;
      unpacked += entry.uncompressedSize;
      if (entries > MAX_DOCX_ENTRIES) return resolve("too-many-entries");
      if (unpacked > MAX_DOCX_UNPACKED_BYTES) return resolve("too-large");
      if (entry.fileName === "word/document.xml") hasDocument = true;
      zip.readEntry();
    });
    zip.once("end", () => resolve(hasDocument ? null : "not-word"));
    zip.once("error", reject);
    zip.readEntry();
  });
}
