import type { ImageAsset } from "#app/content/shared.ts";
import { initials } from "#app/lib/initials.ts";

/**
 * A round portrait over the person's initials, so the initials show whenever
 * the picture does not. The picture is decorative (alt=""): the name is
 * printed right beside it. With JavaScript a broken picture is hidden by
 * app/enhance/image-fallback.ts (data-fallback="hide"). Without it the
 * browser keeps the broken image and would draw its broken-image icon; a
 * broken image, unlike a loaded one, renders ::after, which paints the
 * initials over it. The portraits are tiny and load eagerly: Chromium reports
 * a lazy image that has not started loading as complete with no width, just
 * like a broken one. Low priority keeps them behind the hero.
 */
export function Avatar({ image, name }: { image: ImageAsset; name: string }) {
  const letters = initials(name);
  return (
    <span className="relative inline-flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 text-lg font-semibold text-white">
      <span aria-hidden="true" data-testid="avatar-initials">
        {letters}
      </span>
      <img
        src={image.src}
        alt=""
        aria-hidden="true"
        data-initials={letters}
        data-fallback="hide"
        width={image.width}
        height={image.height}
        decoding="async"
        fetchPriority="low"
        className="absolute inset-0 size-full object-cover after:absolute after:inset-0 after:flex after:items-center after:justify-center after:bg-brand-700 after:content-[attr(data-initials)]"
      />
    </span>
  );
}
