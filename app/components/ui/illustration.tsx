import type { ImageAsset } from "#app/content/shared.ts";

/**
 * An image of the content: its file, its text alternative and its intrinsic
 * size (so the page reserves the space), plus whatever the place adds
 * (loading, priority, classes).
 */
export function Illustration({
  image,
  ...attributes
}: { image: ImageAsset } & Omit<
  React.ComponentProps<"img">,
  "src" | "alt" | "width" | "height"
>) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...attributes}
    />
  );
}
