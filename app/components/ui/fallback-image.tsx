import { useState } from "react";

import type { ImageAsset } from "#app/content/shared.ts";

/**
 * An illustration that shows `fallback` instead when its own file fails to
 * load, and stops there: a fallback that fails too is left as it is.
 *
 * On a prerendered page the image can fail before React hydrates and attaches
 * `onError`, so the element is also checked when it mounts (a broken image is
 * `complete` with no width). Which file failed is state, so a new `image`
 * (another article on a client-side navigation) gets its own chance.
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
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === image.src;
  const shown = failed ? fallback : image;
  const markFailed = () => setFailedSrc(image.src);
  return (
    <img
      ref={(img) => {
        if (!failed && img?.complete && img.naturalWidth === 0) markFailed();
      }}
      src={shown.src}
      alt={shown.alt}
      width={shown.width}
      height={shown.height}
      loading={loading}
      decoding="async"
      onError={failed ? undefined : markFailed}
      className={className}
    />
  );
}
