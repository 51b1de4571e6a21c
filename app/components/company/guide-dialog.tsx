import { useId } from "react";

import { Icon } from "#app/components/ui/icon.tsx";
import type { Guide, guidesSection } from "#app/content/guides.ts";

/**
 * The one native <dialog> the guides share. The page sends it empty:
 * app/enhance/guides.ts fills it from the guide written out in the page
 * (guide-library.tsx) and opens it with showModal(), so the browser traps
 * focus, makes the rest of the page inert and closes it on Escape or a click
 * on the backdrop. Each guide's text is thus sent once, not once in the page
 * and again in a dialog of its own. Without JavaScript it never opens.
 *
 * React renders the heading and the body with no children, and the module
 * writes only there: on a page React rendered, React finds its own markup as
 * it left it.
 */
export function GuideDialog({
  icon,
  labels,
}: {
  /** Any guide's icon: the module swaps the sprite's fragment for the chosen guide's. */
  icon: Guide["icon"];
  labels: (typeof guidesSection)["dialog"];
}) {
  const headingId = useId();
  return (
    <dialog
      data-guide-dialog=""
      aria-labelledby={headingId}
      closedby="any"
      className="m-auto overflow-y-auto max-h-[min(90dvh,56rem)] w-[min(100%-2rem,44rem)] overscroll-contain rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-brand-900/70"
    >
      <div className="sticky top-0 z-10 flex items-start gap-4 border-b border-slate-200 bg-white px-6 py-5 sm:px-8">
        <span
          data-guide-dialog-icon=""
          className="hidden size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:inline-flex"
        >
          <Icon name={icon} />
        </span>
        {/* Empty until the module writes the chosen guide's title, before the dialog ever shows. */}
        {/* eslint-disable-next-line jsx-a11y/heading-has-content */}
        <h2
          id={headingId}
          data-guide-dialog-heading=""
          className="flex-1 self-center text-2xl font-bold text-brand-900"
        />
        <button
          type="button"
          data-dialog-close=""
          className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            className="size-4 fill-none stroke-current stroke-2 [stroke-linecap:round]"
          >
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
          {labels.close}
        </button>
      </div>
      <div data-guide-dialog-body="" className="px-6 py-6 sm:px-8 sm:py-8" />
    </dialog>
  );
}
