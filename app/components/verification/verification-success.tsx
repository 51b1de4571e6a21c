import { Icon } from "#app/components/ui/icon.tsx";
import { useEffect, useId, useRef } from "react";

import type { ToastMessage } from "#app/lib/toast-message.ts";
import { verificationSuccess } from "#app/content/verification.ts";

/**
 * What replaces the form once it is stored: the spec's title, the 2-3
 * business days promise and the VER- reference. Focus moves to the title so
 * the outcome is read out and in view.
 */
export function VerificationSuccess({
  reference,
  warning,
  action,
  headingLevel,
}: {
  reference: string | undefined;
  /** The notification email could not be sent yet (the submission still counts). */
  warning?: ToastMessage;
  action?: React.ReactNode;
  headingLevel: 2 | 3;
}) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  useEffect(() => {
    // The whole panel in view (its icon too), then the title read out.
    sectionRef.current?.scrollIntoView({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
    >
      <Icon name="circle-check" size={56} className="mx-auto text-green-700" />
      <Heading
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-brand-900 focus:outline-none sm:text-3xl"
      >
        {verificationSuccess.title}
      </Heading>
      <p className="mx-auto mt-3 max-w-xl text-lg text-slate-700">
        {verificationSuccess.text}
      </p>
      {reference && (
        <div className="mx-auto mt-6 inline-block rounded-xl border border-brand-200 bg-brand-50 px-6 py-4">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            {verificationSuccess.referenceLabel}
          </p>
          <p className="mt-1 font-mono text-2xl font-bold text-brand-900">
            {reference}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {verificationSuccess.referenceHint}
          </p>
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
    </section>
  );
}
