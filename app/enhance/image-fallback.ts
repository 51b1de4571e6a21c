/**
 * Broken pictures (app/components/ui/fallback-image.tsx, home/avatar.tsx):
 * an <img data-fallback-src> shows its stand-in instead, once (a stand-in
 * that fails too is left as it is); an <img data-fallback="hide"> is hidden,
 * so what lies under it (a person's initials) shows.
 *
 * `error` does not bubble, so it is caught on its way down (capture). A
 * picture that failed before this module ran is found by the scan: a broken
 * image is complete with no width. Chromium reports a lazy picture that has
 * not started loading the same way, so a lazy one counts as broken only if
 * the browser has fetched it (its resource timing entry).
 */
import { markEnhanced, whenParsed } from "./document.ts";

const SELECTOR = "img[data-fallback-src], img[data-fallback='hide']";

function replace(img: HTMLImageElement): void {
  const { fallbackSrc, fallbackAlt, fallbackWidth, fallbackHeight } =
    img.dataset;
  if (img.dataset.fallback === "hide") {
    img.hidden = true;
    return;
  }
  if (!fallbackSrc) return;
  delete img.dataset.fallbackSrc;
  img.alt = fallbackAlt ?? "";
  if (fallbackWidth) img.width = Number(fallbackWidth);
  if (fallbackHeight) img.height = Number(fallbackHeight);
  img.src = fallbackSrc;
}

document.addEventListener(
  "error",
  (event) => {
    if (
      event.target instanceof HTMLImageElement &&
      event.target.matches(SELECTOR)
    )
      replace(event.target);
  },
  true,
);

const fetched = (img: HTMLImageElement) =>
  performance.getEntriesByName(img.currentSrc || img.src).length > 0;

whenParsed(() => {
  for (const img of document.querySelectorAll<HTMLImageElement>(SELECTOR))
    if (
      img.complete &&
      img.naturalWidth === 0 &&
      (img.loading !== "lazy" || fetched(img))
    )
      replace(img);
});

markEnhanced("image-fallback");
