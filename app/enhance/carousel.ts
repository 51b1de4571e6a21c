/**
 * The member quotes carousel (app/components/company/quote-carousel.tsx).
 * Its track is a CSS scroll-snap strip, readable and scrollable without
 * JavaScript; this module shows the previous and next buttons (aria-disabled
 * at the ends, so focus stays on a button that reaches the end), moves the
 * slides with them and with Left, Right, Home and End while focus is inside
 * the carousel, and announces each move through the polite live region with
 * the slide's own name ("Quote 2 of 4"). A swipe or a scroll by hand moves it
 * too: where the track comes to rest is the current slide.
 */
import { closestTo, markEnhanced } from "./document.ts";

const CAROUSEL = "[data-carousel]";

interface Parts {
  root: HTMLElement;
  track: HTMLElement;
  slides: HTMLElement[];
}

/** The slide a move started by the buttons or keys is on its way to. */
const headingTo = new WeakMap<HTMLElement, number>();
const settleTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

function partsOf(root: HTMLElement): Parts | null {
  const track = root.querySelector<HTMLElement>("[data-carousel-track]");
  if (!track) return null;
  return { root, track, slides: [...track.children] as HTMLElement[] };
}

const currentOf = ({ root }: Parts) => Number(root.dataset.current ?? 0);

/** Makes `index` the current slide: buttons, dots and the announcement follow. */
function select(parts: Parts, index: number): boolean {
  const { root, slides } = parts;
  if (index === currentOf(parts)) return false;
  root.dataset.current = String(index);
  const last = slides.length - 1;
  root
    .querySelector("[data-carousel-previous]")
    ?.setAttribute("aria-disabled", String(index === 0));
  root
    .querySelector("[data-carousel-next]")
    ?.setAttribute("aria-disabled", String(index === last));
  root.querySelectorAll("[data-carousel-dot]").forEach((dot, at) => {
    dot.toggleAttribute("data-active", at === index);
  });
  const status = root.querySelector("[data-carousel-status]");
  if (status)
    status.textContent = slides[index]?.getAttribute("aria-label") ?? "";
  return true;
}

function show(parts: Parts, index: number): void {
  const target = Math.min(Math.max(index, 0), parts.slides.length - 1);
  if (!select(parts, target)) return;
  const slide = parts.slides[target];
  if (!slide) return;
  headingTo.set(parts.track, target);
  const reduceMotion = window.matchMedia(
    "(prefers-reduced-motion: reduce)",
  ).matches;
  parts.track.scrollTo({
    left: slide.offsetLeft,
    behavior: reduceMotion ? "instant" : "smooth",
  });
}

/**
 * The track came to rest: the slide it rests on is current. While a move of
 * our own is on its way, resting elsewhere is only a pause.
 */
function settle(track: HTMLElement): void {
  const root = track.closest<HTMLElement>(CAROUSEL);
  const parts = root && partsOf(root);
  if (!parts || track.clientWidth === 0) return;
  const index = Math.min(
    Math.max(Math.round(track.scrollLeft / track.clientWidth), 0),
    parts.slides.length - 1,
  );
  const heading = headingTo.get(track);
  if (heading !== undefined && index !== heading) return;
  headingTo.delete(track);
  select(parts, index);
}

const trackOf = (event: Event) =>
  event.target instanceof HTMLElement &&
  event.target.matches("[data-carousel-track]")
    ? event.target
    : null;

document.addEventListener("click", (event) => {
  const button = closestTo<HTMLElement>(
    event,
    "[data-carousel-previous], [data-carousel-next]",
  );
  const root = button?.closest<HTMLElement>(CAROUSEL);
  const parts = root && partsOf(root);
  if (!button || !parts || button.getAttribute("aria-disabled") === "true")
    return;
  const step = button.hasAttribute("data-carousel-next") ? 1 : -1;
  show(parts, currentOf(parts) + step);
});

document.addEventListener("keydown", (event) => {
  const root = closestTo<HTMLElement>(event, CAROUSEL);
  const parts = root && partsOf(root);
  if (!parts) return;
  const current = currentOf(parts);
  const moves: Record<string, number> = {
    ArrowLeft: current - 1,
    ArrowRight: current + 1,
    Home: 0,
    End: parts.slides.length - 1,
  };
  const target = moves[event.key];
  if (target === undefined) return;
  event.preventDefault();
  show(parts, target);
});

// Scroll events do not bubble: they are caught on their way down (capture).
document.addEventListener(
  "scrollend",
  (event) => {
    const track = trackOf(event);
    if (track) settle(track);
  },
  true,
);
// Browsers without scrollend settle once scrolling pauses.
if (!("onscrollend" in window))
  document.addEventListener(
    "scroll",
    (event) => {
      const track = trackOf(event);
      if (!track) return;
      clearTimeout(settleTimers.get(track));
      settleTimers.set(
        track,
        setTimeout(() => settle(track), 200),
      );
    },
    true,
  );
// A hand on the track takes over from a move of ours.
for (const type of ["pointerdown", "wheel", "touchstart"])
  document.addEventListener(
    type,
    (event) => {
      const track = closestTo<HTMLElement>(event, "[data-carousel-track]");
      if (track) headingTo.delete(track);
    },
    { capture: true, passive: true },
  );

markEnhanced("carousel");
