import { useEffect, useId, useRef, useState } from "react";

import type { HealthQuote } from "#app/content/health-benefits.ts";
import { cn } from "#app/lib/cn.ts";

import { useHydrated } from "./use-hydrated";

interface CarouselLabels {
  label: string;
  itemName: string;
  previous: string;
  next: string;
}

/**
 * The member quotes as a carousel. The track is a CSS scroll-snap strip, so
 * without JavaScript every quote is there to scroll to (and to read). Once
 * hydrated, previous and next buttons appear, disabled at the ends; Left and
 * Right arrow keys move the slides while focus is inside the carousel; each
 * move is announced through a polite live region ("Quote 2 of 4").
 *
 * The buttons use aria-disabled rather than disabled so that focus stays on
 * the Next button when it reaches the last quote instead of falling back to
 * the page.
 */
export function QuoteCarousel({
  quotes,
  labels,
}: {
  quotes: readonly HealthQuote[];
  labels: CarouselLabels;
}) {
  const hydrated = useHydrated();
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const currentRef = useRef(0);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The slide a scroll started by the buttons or keys is on its way to. */
  const headingTo = useRef<number | null>(null);
  const [current, setCurrent] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const last = quotes.length - 1;
  const position = (index: number) =>
    `${labels.itemName} ${index + 1} of ${quotes.length}`;

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const select = (index: number) => {
    if (index === currentRef.current) return false;
    currentRef.current = index;
    setCurrent(index);
    setAnnouncement(position(index));
    return true;
  };

  const show = (index: number) => {
    const target = Math.min(Math.max(index, 0), last);
    if (!select(target)) return;
    const track = trackRef.current;
    const slide = track?.children[target];
    if (!track || !(slide instanceof HTMLElement)) return;
    headingTo.current = target;
    const reduceMotion = window.matchMedia(
      "(prefers-reduced-motion: reduce)",
    ).matches;
    track.scrollTo({
      left: slide.offsetLeft,
      behavior: reduceMotion ? "instant" : "smooth",
    });
  };

  // When the track comes to rest, the slide it rests on is the current one:
  // that is how a swipe or a scroll by hand moves the carousel. While a move
  // of our own is still on its way, resting elsewhere is only a pause.
  const settle = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.min(
      Math.max(Math.round(track.scrollLeft / track.clientWidth), 0),
      last,
    );
    if (headingTo.current !== null && index !== headingTo.current) return;
    headingTo.current = null;
    select(index);
  };
  const userScrolls = () => {
    headingTo.current = null;
  };
  // Browsers without the scrollend event settle once scrolling pauses.
  const onScroll = () => {
    if ("onscrollend" in window) return;
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(settle, 200);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowLeft: currentRef.current - 1,
      ArrowRight: currentRef.current + 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  };

  return (
    // Arrow keys act on the whole carousel, wherever focus is inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={labels.label}
      className="mx-auto max-w-3xl"
      onKeyDown={onKeyDown}
    >
      <div
        ref={trackRef}
        id={trackId}
        // Focusable so the strip can be scrolled by keyboard without JavaScript.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
        onScrollEnd={settle}
        onPointerDown={userScrolls}
        onWheel={userScrolls}
        onTouchStart={userScrolls}
        className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-color:var(--color-brand-200)_transparent] [scrollbar-width:thin]"
      >
        {quotes.map((quote, index) => (
          <div
            key={quote.author}
            role="group"
            aria-roledescription="slide"
            aria-label={position(index)}
            className="w-full shrink-0 snap-start snap-always p-1"
          >
            <figure className="flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:p-10">
              <svg
                aria-hidden="true"
                focusable="false"
                viewBox="0 0 32 24"
                className="h-8 w-10 fill-accent-400"
              >
                <path d="M0 24V14.4C0 6.1 4.6 1.3 12.4 0l1.2 3.6C9.1 4.9 7 7.6 6.8 11.2H13V24H0Zm19 0V14.4C19 6.1 23.6 1.3 31.4 0l1.2 3.6c-4.5 1.3-6.6 4-6.8 7.6H32V24H19Z" />
              </svg>
              <blockquote className="mt-6 flex-1 text-lg leading-relaxed text-slate-800 sm:text-xl">
                <p>{quote.quote}</p>
              </blockquote>
              <figcaption className="mt-6 font-semibold text-brand-800">
                {quote.author}
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div
        className={cn(
          "mt-6 flex items-center justify-center gap-6",
          !hydrated && "invisible",
        )}
      >
        <CarouselButton
          direction="previous"
          label={labels.previous}
          controls={trackId}
          disabled={current === 0}
          onClick={() => show(currentRef.current - 1)}
        />
        <div aria-hidden="true" className="flex gap-2">
          {quotes.map((quote, index) => (
            <span
              key={quote.author}
              className={cn(
                "h-2.5 rounded-full transition-all",
                index === current ? "w-6 bg-brand-700" : "w-2.5 bg-brand-200",
              )}
            />
          ))}
        </div>
        <CarouselButton
          direction="next"
          label={labels.next}
          controls={trackId}
          disabled={current === last}
          onClick={() => show(currentRef.current + 1)}
        />
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}

function CarouselButton({
  direction,
  label,
  controls,
  disabled,
  onClick,
}: {
  direction: "previous" | "next";
  label: string;
  controls: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-brand-700 bg-white text-brand-700 transition-colors hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:border-slate-300 aria-disabled:text-slate-400 aria-disabled:hover:bg-white"
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        className="size-5 fill-none stroke-current stroke-2 [stroke-linecap:round] [stroke-linejoin:round]"
      >
        <path
          d={direction === "previous" ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"}
        />
      </svg>
    </button>
  );
}
