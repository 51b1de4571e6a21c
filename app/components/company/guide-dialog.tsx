import { useId } from "react";

import { Icon } from "#app/components/ui/icon.tsx";
import type { Guide, guidesSection } from "#app/content/guides.ts";

import { GuideContent } from "./guide-content";

/**
 * A guide in a native <dialog>, opened with showModal() by
 * app/enhance/guides.ts, so the browser traps focus, makes the rest of the
 * page inert and closes it on Escape or a click on the backdrop. It is named
 * by its heading. Without JavaScript it never opens: the guide is written out
 * in the page instead (guide-library.tsx).
 */
export function GuideDialog({
  guide,
  labels,
}: {
  guide: Guide;
  labels: (typeof guidesSection)["dialog"];
}) {
  const headingId = useId();
  return (
    <dialog
      data-guide-dialog={guide.slug}
      aria-labelledby={headingId}
      closedby="any"
      className="m-auto overflow-y-auto max-h-[min(90dvh,56rem)] w-[min(100%-2rem,44rem)] overscroll-contain rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-brand-900/70"
    >
      <div className="sticky top-0 z-10 flex items-start gap-4 border-b border-slate-200 bg-white px-6 py-5 sm:px-8">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:inline-flex">
          <Icon name={guide.icon} />
        </span>
        <h2
          id={headingId}
          className="flex-1 self-center text-2xl font-bold text-brand-900"
        >
          {guide.title}
        </h2>
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
      <div className="px-6 py-6 sm:px-8 sm:py-8">
        <GuideContent guide={guide} labels={labels} />
      </div>
    </dialog>
  );
}
