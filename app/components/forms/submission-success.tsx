import { useEffect, useRef, useState } from "react";

import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { FormResult, FormSuccess } from "#app/lib/forms/form-result.ts";
import type { ToastMessage } from "#app/lib/toast-message.ts";

/**
 * A form's stored answer, for the panel that takes its place: the page's
 * own (posted without JavaScript) or one its script received (`here`: the
 * panel then takes focus). `again` brings the form back, for another.
 */
export function useSubmitted(initial: FormResult | undefined) {
  const [submitted, setSubmitted] = useState<
    { result: FormSuccess; here: boolean } | undefined
  >(initial?.ok ? { result: initial, here: false } : undefined);
  return {
    submitted,
    onSuccess: (result: FormSuccess) => setSubmitted({ result, here: true }),
    again: () => setSubmitted(undefined),
  };
}

/**
 * The panel's way back to an empty form: a link to the form's page anew
 * (without JavaScript), or, with it, the form shown again in place with
 * focus on its first field.
 */
export function AgainLink({
  href,
  label,
  onAgain,
  formSelector,
}: {
  href: string;
  label: string;
  onAgain: () => void;
  /** The form whose first field takes focus once it is back. */
  formSelector: string;
}) {
  return (
    <a
      href={href}
      className={buttonClasses("outline")}
      onClick={(event) => {
        event.preventDefault();
        onAgain();
        // After the render that shows the form again.
        window.setTimeout(() =>
          document
            .querySelector<HTMLElement>(
              `${formSelector} :is(input:not([type=hidden]):not([tabindex="-1"]), select, textarea)`,
            )
            ?.focus(),
        );
      }}
    >
      {label}
    </a>
  );
}

/**
 * What replaces a form once it is stored: a title, what happens next, the
 * reference to quote, and where to go on. When it appears in place of the
 * form, it is scrolled into view and its title takes focus, so the outcome
 * is seen and read out and the keyboard continues from here.
 */
export function SubmissionSuccess({
  texts,
  reference,
  files,
  warning,
  action,
  headingLevel,
  headingId,
  focusOnMount,
  region = true,
}: {
  texts: {
    title: string;
    text: string;
    /** Needed with a reference. */
    referenceLabel?: string;
    referenceHint?: string;
  };
  reference: string | undefined;
  /** What came with it, named back: a heading and the file names (plain text, as sent). */
  files?: { heading: string; names: readonly string[] };
  /** The notification email could not be sent yet (the submission still counts). */
  warning?: ToastMessage;
  action?: React.ReactNode;
  headingLevel: 2 | 3;
  headingId: string;
  focusOnMount: boolean;
  /** A region of its own, named by its title; off where the page's section around it is named by the same title. */
  region?: boolean;
}) {
  const Container = region ? "section" : "div";
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  useEffect(() => {
    if (!focusOnMount) return;
    // The whole panel in view (its icon too), then the title read out.
    headingRef.current?.parentElement?.scrollIntoView({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  return (
    <Container
      aria-labelledby={region ? headingId : undefined}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
    >
      <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-green-50 text-green-700 ring-8 ring-green-50/60">
        <Icon name="circle-check" size={36} />
      </span>
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-2xl font-bold tracking-tight text-brand-900 focus:outline-none sm:text-3xl"
      >
        {texts.title}
      </Heading>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">
        {texts.text}
      </p>
      {reference && (
        <div className="mx-auto mt-8 max-w-sm rounded-xl border border-brand-100 bg-brand-50 px-6 py-5">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            {texts.referenceLabel}
          </p>
          <p className="mt-1 font-mono text-3xl font-bold tracking-wider text-brand-900">
            {reference}
          </p>
          <p className="mt-2 text-sm text-slate-600">{texts.referenceHint}</p>
        </div>
      )}
      {files && files.names.length > 0 && (
        <div className="mx-auto mt-6 max-w-xl text-left">
          <p id={`${headingId}-files`} className="font-semibold text-slate-900">
            {files.heading}
          </p>
          <ul
            aria-labelledby={`${headingId}-files`}
            className="mt-2 list-disc space-y-1 pl-6 text-slate-700"
          >
            {files.names.map((name, index) => (
              // A name may repeat (two photos both called image.jpg): the order is the key.
              <li key={index} className="break-words">
                {/* Isolated, so a right-to-left name cannot reorder the text around it. */}
                <bdi>{name}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
      {warning && (
        <div
          role="status"
          className="mx-auto mt-6 flex max-w-xl gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-left text-amber-950"
        >
          <Icon
            name="triangle-alert"
            size={20}
            className="mt-0.5 shrink-0 text-amber-700"
          />
          <div>
            <p className="font-semibold">{warning.title}</p>
            <p className="text-sm">{warning.description}</p>
          </div>
        </div>
      )}
      {action && <div className="mt-8">{action}</div>}
    </Container>
  );
}

/**
 * The panel in the place of a form that takes documents, once it was sent
 * (a claim, a complaint): the toast's words, the reference, the files
 * received by name, and a link to send another.
 */
export function SubmittedWithFiles({
  submitted,
  texts,
  headingId,
  formHref,
  formSelector,
  onAgain,
}: {
  submitted: { result: FormSuccess; here: boolean };
  texts: {
    heading: string;
    successNote: string;
    submitted: {
      referenceLabel: string;
      referenceHint: string;
      another: string;
      filesHeading: (count: number) => string;
    };
  };
  headingId: string;
  /** The form's page anew, at the form. */
  formHref: string;
  formSelector: string;
  onAgain: () => void;
}) {
  const { result } = submitted;
  return (
    <SubmissionSuccess
      texts={{
        title: result.toast?.title ?? texts.heading,
        text: [result.toast?.description, texts.successNote]
          .filter(Boolean)
          .join(" "),
        ...texts.submitted,
      }}
      reference={result.reference}
      files={
        result.filesReceived && {
          heading: texts.submitted.filesHeading(result.filesReceived.length),
          names: result.filesReceived,
        }
      }
      warning={result.warning}
      headingLevel={3}
      headingId={headingId}
      focusOnMount={submitted.here}
      action={
        <AgainLink
          href={formHref}
          label={texts.submitted.another}
          onAgain={onAgain}
          formSelector={formSelector}
        />
      }
    />
  );
}
