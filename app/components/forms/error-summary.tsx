import { useEffect, useRef } from "react";

import { Icon } from "#app/components/ui/icon.tsx";
import type { FieldErrors } from "#app/lib/forms/form-result.ts";
import { useSiteWords } from "#app/lib/site-words.ts";

import { controlId } from "./control-id.tsx";

/** A submit with fewer errors than this tells them at the field alone, focus going to it. */
export const SUMMARY_THRESHOLD = 2;

/**
 * The box at the top of a form sent back with more than one error (the
 * GOV.UK pattern): a title, and the errors as links to their fields. It
 * takes focus when it appears after a submit, so it is in view and read
 * out. On a page posted without JavaScript the browser focuses it
 * (`autofocus`), unless the form's action opens the page at an anchor (the
 * claim, verification and contact forms): browsers then skip autofocus, and
 * the summary, at the top of the form, is what is in view and where Tab
 * starts. A link moves focus to its field, the label in view.
 */
export function ErrorSummary({
  formId,
  errors,
  labels = {},
  focusRequest,
}: {
  formId: string;
  /** The fields' labels by name, to name each link's field. */
  labels?: Readonly<Record<string, string>>;
  /** The errors to list (useForm's `summary`: none unless the submit had several). */
  errors: FieldErrors;
  /** Grows with every submit whose errors this box lists; 0: the page's own answer. */
  focusRequest: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const texts = useSiteWords().errorSummary;
  const headingId = `${formId}-error-summary`;
  const entries = Object.entries(errors);

  useEffect(() => {
    if (focusRequest === 0) return;
    ref.current?.scrollIntoView({ block: "start" });
    ref.current?.focus({ preventScroll: true });
  }, [focusRequest]);

  if (entries.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={headingId}
      tabIndex={-1}
      // The page's own answer, posted without JavaScript: the browser focuses it, as
      // no script is there to (GOV.UK does the same for its error summary).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusRequest === 0}
      data-error-summary=""
      className="mb-6 scroll-mt-24 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-bold">
        <Icon name="circle-alert" size={20} className="shrink-0" />
        {texts.title}
      </h2>
      <p className="mt-1 text-sm">{texts.intro(entries.length)}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm leading-6">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a
              href={`#${controlId(formId, name)}`}
              onClick={(event) => {
                const control = document.getElementById(
                  controlId(formId, name),
                );
                if (!control) return;
                event.preventDefault();
                // The label above the control in view, as the fragment alone would not.
                (control.closest("div") ?? control).scrollIntoView({
                  block: "center",
                });
                control.focus({ preventScroll: true });
              }}
              // A target of at least 24px, as WCAG 2.2's target size asks.
              className="inline-block py-0.5 font-semibold underline hover:text-red-950"
            >
              {texts.item(labels[name], message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
