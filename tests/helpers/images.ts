import sharp from "sharp";

/** An image's decoded pixels (RGB, oriented): what a person sees, whatever the encoding. */
export async function pixelsOf(image: Uint8Array): Promise<Buffer> {
  return sharp(image).autoOrient().removeAlpha().raw().toBuffer();
}

/** True when the stored image shows what the uploaded one showed. */
export async function samePicture(
  stored: Uint8Array,
  uploaded: Uint8Array,
): Promise<boolean> {
  return (await pixelsOf(stored)).equals(await pixelsOf(uploaded));
}
