import { open } from "node:fs/promises";

import sharp, { type Sharp } from "sharp";

// Each image is read once: libvips's cache would only keep decoded pixels
// and open files of uploads that are about to be deleted.
sharp.cache(false);

/**
 * The most pixels an uploaded photo may have: 50 megapixels covers the
 * cameras of current phones at full size (a 10 MB file holds no more in
 * practice), while a small file that declares a huge image (a decompression
 * bomb) is refused before it is decoded. Decoding needs about 3 bytes a
 * pixel, so this bounds one image's memory to about 150 MB.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export type ImageType = "jpeg" | "png";

/** Why an image could not be cleaned: the person is asked for another copy. */
export class ImageRefused extends Error {
  override name = "ImageRefused";
  readonly reason: "unreadable" | "too-large";
  constructor(reason: "unreadable" | "too-large", options?: ErrorOptions) {
    super(`The image was refused: ${reason}`, options);
    this.reason = reason;
  }
}

/**
 * Photos are decoded one at a time in a process: a decoded photo takes about
 * 3 bytes a pixel (36 MB for a 12-megapixel one), and ten uploads arriving
 * together must not take ten times that. Decoding is work for a core either
 * way; the queue only orders it.
 */
let decodeQueue: Promise<unknown> = Promise.resolve();
function oneDecodeAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = decodeQueue.then(work, work);
  decodeQueue = turn.catch(() => undefined);
  return turn;
}

/** Opens the image at `input` for decoding, refusing it as `ImageRefused` if it cannot be. */
async function decode<T>(
  input: string,
  use: (image: Sharp) => Promise<T>,
): Promise<T> {
  try {
    return await oneDecodeAtATime(() =>
      use(
        sharp(input, {
          limitInputPixels: MAX_IMAGE_PIXELS,
          // Phones' photos sometimes carry minor faults a viewer ignores;
          // pixel data that cannot be decoded still fails.
          failOn: "error",
        }),
      ),
    );
  } catch (error) {
    const reason =
      error instanceof Error && /pixel limit/i.test(error.message)
        ? "too-large"
        : "unreadable";
    throw new ImageRefused(reason, { cause: error });
  }
}

/**
 * Decodes every pixel of the image at `input` without keeping or writing
 * them (libvips streams them through its statistics), so a photo kept as it
 * was sent is known to be a photo.
 */
export async function checkImageDecodes(input: string): Promise<void> {
  await decode(input, (image) => image.stats());
}

/**
 * Writes a copy of the image at `input` to `output` without its metadata:
 * EXIF (the camera, the time, GPS coordinates), XMP, IPTC, comments and the
 * ICC profile (the pixels are converted to sRGB instead) are all left out,
 * which is sharp's default when no `keep*`/`with*` option is given. The
 * EXIF orientation is applied to the pixels first, so the copy looks the way
 * the original did. A JPEG is encoded again (quality 90, enough for the
 * small print of a licence); a PNG stays lossless. `output` must not exist
 * yet. Returns the copy's size.
 */
export async function writeImageWithoutMetadata(
  input: string,
  output: string,
  type: ImageType,
): Promise<number> {
  // Made 0600 first: sharp then writes into it, and an existing file keeps
  // its mode (sharp alone would create it 0644, less the umask).
  await (await open(output, "wx", 0o600)).close();
  return decode(input, async (image) => {
    const oriented = image.autoOrient();
    const encoded =
      type === "jpeg" ? oriented.jpeg({ quality: 90 }) : oriented.png();
    return (await encoded.toFile(output)).size;
  });
}
