import { open, type FileHandle } from "node:fs/promises";

import type { ImageType } from "./image-metadata.ts";

/**
 * PNG chunks that describe pixels and nothing else. Any other chunk (text,
 * EXIF, ICC profile, time, a private chunk) may carry personal data.
 */
const PIXEL_CHUNKS = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "sBIT",
  "bKGD",
  "pHYs",
]);

/**
 * JPEG markers before the scan that describe pixels: start of frame
 * (C0-CF except C4, C8, CC), Huffman (C4) and quantisation (DB) tables,
 * restart interval (DD), arithmetic coding (CC) and APP0 (JFIF). APP1-15
 * carry EXIF, XMP, ICC, IPTC, and COM a comment.
 */
const isPixelMarker = (marker: number) =>
  (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) ||
  marker === 0xdb ||
  marker === 0xdd ||
  marker === 0xe0;

async function bytesAt(file: FileHandle, position: number, length: number) {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

async function pngIsClean(file: FileHandle, size: number): Promise<boolean> {
  let position = 8;
  while (position + 12 <= size) {
    const header = await bytesAt(file, position, 8);
    const length = header.readUInt32BE(0);
    const type = header.toString("latin1", 4, 8);
    if (!PIXEL_CHUNKS.has(type)) return false;
    position += 12 + length;
    // Nothing may follow the last chunk (an appended payload would).
    if (type === "IEND") return position === size;
  }
  return false;
}

async function jpegIsClean(file: FileHandle, size: number): Promise<boolean> {
  const end = await bytesAt(file, size - 2, 2);
  if (end[0] !== 0xff || end[1] !== 0xd9) return false;
  let position = 2;
  while (position + 4 <= size) {
    const header = await bytesAt(file, position, 4);
    if (header[0] !== 0xff) return false;
    const marker = header[1]!;
    // Start of scan: what follows is coded pixels. Cameras and editors write
    // their metadata before it; a marker hidden later is not looked for.
    if (marker === 0xda) return true;
    if (!isPixelMarker(marker)) return false;
    position += 2 + header.readUInt16BE(2);
  }
  return false;
}

/**
 * True when the photo holds nothing but pixels: no metadata of any kind and
 * nothing after its end. Such a file is stored exactly as it was sent; any
 * other is rewritten without its metadata (image-metadata.ts).
 */
export async function holdsOnlyPixels(
  path: string,
  type: ImageType,
): Promise<boolean> {
  const file = await open(path, "r");
  try {
    const { size } = await file.stat();
    return await (type === "png"
      ? pngIsClean(file, size)
      : jpegIsClean(file, size));
  } catch {
    return false;
  } finally {
    await file.close();
  }
}
