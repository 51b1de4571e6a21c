/**
 * The office map facade on /contact (app/components/contact/office-map.tsx):
 * a self-drawn preview until the visitor asks for the interactive map, so the
 * map provider hears nothing from a visit that does not. Load map puts the
 * provider's frame in place of the preview and carries the focus to it, as
 * the button that had it is gone.
 */
import { closestTo, markEnhanced } from "./document.ts";

document.addEventListener("click", (event) => {
  const button = closestTo<HTMLButtonElement>(event, "[data-map-load]");
  const map = button?.closest<HTMLElement>("[data-map]");
  const { mapSrc, mapTitle } = map?.dataset ?? {};
  if (!map || !mapSrc || !mapTitle) return;
  const frame = document.createElement("iframe");
  frame.title = mapTitle;
  frame.src = mapSrc;
  frame.setAttribute(
    "sandbox",
    "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox",
  );
  frame.className = "absolute inset-0 size-full";
  // The preview is hidden rather than removed: on /contact React owns it.
  map
    .querySelector<HTMLElement>("[data-map-preview]")
    ?.setAttribute("hidden", "");
  map.append(frame);
  frame.focus();
});

markEnhanced("map");
