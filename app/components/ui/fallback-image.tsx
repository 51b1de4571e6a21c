import type { ImageAsset } from "#app/content/shared.ts";

import { AssetImage } from "./asset-image";

/**
 * An illustration that shows `fallback` instead when its own file fails to
 * load, and stops there: a fallback that fails too is left as it is. The swap
 * is made by the framework-free module app/enhance/image-fallback.ts, from the
 * fallback written into data attributes; pages that use this load it
 * (their route's handle lists "image-fallback").
 */
export function FallbackImage({
  image,
  fallback,
  loading = "lazy",
  className,
}: {
  image: ImageAsset;
  fallback: ImageAsset;
  loading?: "lazy" | "eager";
  className?: string;
}) {
  return (
    <AssetImage
      // A new picture (another article) gets its own element and its own chance.
      key={image.src}
      image={image}
      loading={loading}
      decoding="async"
      data-fallback-src={fallback.src}
      data-fallback-alt={fallback.alt}
      data-fallback-width={fallback.width}
      data-fallback-height={fallback.height}
      className={className}
    />
  );
}
