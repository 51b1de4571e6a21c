import { Transform } from "node:stream";

const HEAD_END = "</head>";
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
/** A head that has not ended by then is not one React wrote: pass it on untouched. */
const MAX_HEAD_BYTES = 256 * 1024;

/**
 * Takes React Router's `<link rel="modulepreload">` hints out of a form
 * page's head (docs/decisions/0039-form-pages-paint-before-their-modules.md).
 * React hoists them above the stylesheet, so on a slow connection some
 * twenty module downloads share the line with the one file the first paint
 * needs. Without them the page paints on its HTML and CSS, and the modules
 * load from the inline module script that imports them, which the page's
 * own form does not wait for: it works as a plain post until React runs.
 *
 * Only the head is read (it arrives in React's first chunk); the body
 * streams through as it comes.
 */
export function withoutModuleHints(): Transform {
  // Bytes, not text, until the head is whole: a chunk may end inside a character.
  let head: Buffer | undefined = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (head === undefined) return callback(null, chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(HEAD_END);
      if (end === -1 && head.length < MAX_HEAD_BYTES) return callback();
      const text = head.toString("utf8");
      const cut = end === -1 ? 0 : text.indexOf(HEAD_END);
      head = undefined;
      callback(
        null,
        text.slice(0, cut).replace(MODULE_PRELOAD, "") + text.slice(cut),
      );
    },
    flush(callback) {
      callback(null, head?.length ? head : undefined);
    },
  });
}
