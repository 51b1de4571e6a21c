import { useId } from "react";

import type { HealthQuote } from "#app/content/health-benefits.ts";

interface CarouselLabels {
  label: string;
  slideName: (number: number, count: number) => string;
  previous: string;
  next: string;
}

/** Shown only once app/enhance/carousel.ts runs: without it they would do nothing. */
const enhancedOnly = "invisible [:root[data-enhanced-carousel]_&]:visible";

/**
 * The member quotes as a carousel. The track is a CSS scroll-snap strip, so
 * without JavaScript every quote is there to scroll to (and to read). The
 * framework-free module app/enhance/carousel.ts brings the previous and next
 * buttons (their row keeps its place until then, so nothing moves), the arrow
 * keys and the announcements; what it changes is in the data attributes.
 */
export function QuoteCarousel({
  quotes,
  labels,
}: {
  quotes: readonly HealthQuote[];
  labels: CarouselLabels;
}) {
  const trackId = useId();
  const last = quotes.length - 1;
  const position = (index: number) =>
    labels.slideName(index + 1, quotes.length);

  return (
    // Arrow keys act on the whole carousel, wherever focus is inside it.
    <section
      data-carousel=""
      aria-roledescription="carousel"
      aria-label={labels.label}
      className="mx-auto max-w-3xl"
    >
      <div
        id={trackId}
        data-carousel-track=""
        // Focusable so the strip can be scrolled by keyboard without JavaScript.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
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
        className={`mt-6 flex items-center justify-center gap-6 ${enhancedOnly}`}
      >
        <CarouselButton
          direction="previous"
          label={labels.previous}
          controls={trackId}
          disabled
        />
        <div aria-hidden="true" className="flex gap-2">
          {quotes.map((quote, index) => (
            <span
              key={quote.author}
              data-carousel-dot=""
              data-active={index === 0 ? "" : undefined}
              className="h-2.5 w-2.5 rounded-full bg-brand-200 transition-all data-active:w-6 data-active:bg-brand-700"
            />
          ))}
        </div>
        <CarouselButton
          direction="next"
          label={labels.next}
          controls={trackId}
          disabled={last === 0}
        />
      </div>
      <p
        data-carousel-status=""
        className="sr-only"
        aria-live="polite"
        aria-atomic="true"
      />
    </section>
  );
}

function CarouselButton({
  direction,
  label,
  controls,
  disabled,
}: {
  direction: "previous" | "next";
  label: string;
  controls: string;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      {...{ [`data-carousel-${direction}`]: "" }}
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled}
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
