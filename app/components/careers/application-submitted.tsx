import { Icon } from "#app/components/ui/icon.tsx";
import { useEffect, useRef } from "react";

import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { jobApplicationForm as texts } from "#app/content/careers.ts";

/**
 * What replaces the application form once it is stored: 'Application
 * Submitted' and the APP- reference. Focus moves to the heading, so a screen
 * reader reads the outcome and the keyboard continues from here.
 */
export function ApplicationSubmitted({
  roleTitle,
  reference,
  headingId,
  focusOnMount,
}: {
  roleTitle: string;
  reference: string | undefined;
  headingId: string;
  focusOnMount: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { submitted } = texts;

  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);

  return (
    <div className="py-4 text-center sm:py-8">
      <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-green-50 text-green-700 ring-8 ring-green-50/60">
        <Icon name="circle-check" size={36} />
      </span>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-2xl font-bold tracking-tight text-brand-900 focus:outline-none sm:text-3xl"
      >
        {submitted.title}
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-slate-700">
        {submitted.text(roleTitle)}
      </p>
      {reference && (
        <div className="mx-auto mt-8 max-w-sm rounded-xl border border-brand-100 bg-brand-50 px-6 py-5">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            {submitted.referenceLabel}
          </p>
          <p className="mt-1 font-mono text-3xl font-bold tracking-wider text-brand-900">
            {reference}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            {submitted.referenceHint}
          </p>
        </div>
      )}
      <ButtonLink to={submitted.action.href} variant="outline" className="mt-8">
        {submitted.action.label}
      </ButtonLink>
    </div>
  );
}
