import type { ComponentProps } from "react";

import type { ImageAsset } from "#app/content/shared.ts";

/**
 * One of the site's own images with its text alternative and its intrinsic
 * size, so the browser reserves its space before it loads; anything else
 * (loading, decoding, classes) is passed to the `<img>` as given.
 */
export function AssetImage({
  image,
  ...props
}: { image: ImageAsset } & Omit<
  ComponentProps<"img">,
  "src" | "alt" | "width" | "height"
>) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...props}
    />
  );
}
