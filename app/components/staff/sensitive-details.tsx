import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

import { buttonClasses } from "#app/components/ui/button-link.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { submissionPage } from "#app/content/staff.ts";
import { cn } from "#app/lib/cn.ts";
import { INTENT_FIELD } from "#app/lib/forms/guards.ts";
import { submissionIntents } from "#app/lib/schemas/staff-forms.ts";
import type {
  RevealedDetails,
  SubmissionResult,
} from "#app/lib/staff/submission-view.ts";

const texts = submissionPage.sensitive;

/**
 * A verification's SSN (last four digits), bank name and credit score. The
 * full values come only from Reveal: a POST (audited on the server) whose
 * answer alone carries them, kept in this page's memory, never in a URL or
 * the browser's storage. Works without JavaScript (the page is sent back
 * with the values).
 */
export function SensitiveDetails({
  maskedSsn,
  initial,
}: {
  maskedSsn: string;
  /** The values, when Reveal was posted without JavaScript. */
  initial?: RevealedDetails;
}) {
  const fetcher = useFetcher<SubmissionResult>();
  const revealed = fetcher.data?.revealed ?? initial;
  const busy = fetcher.state !== "idle";
  const valuesRef = useRef<HTMLDListElement>(null);
  const shownByScript = fetcher.data?.revealed !== undefined;
  // The button goes away once the values are shown: focus moves to them.
  useEffect(() => {
    if (shownByScript) valuesRef.current?.focus();
  }, [shownByScript]);

  const values = [
    { label: texts.ssn, value: revealed?.ssn ?? maskedSsn, mono: true },
    { label: texts.bankName, value: revealed?.bankName ?? texts.hidden },
    { label: texts.creditScore, value: revealed?.creditScore ?? texts.hidden },
  ];

  return (
    <Panel
      id="sensitive"
      heading={texts.heading}
      className="rounded-lg border border-amber-300 bg-white p-6 shadow-sm"
    >
      <p className="mt-2 text-sm text-slate-700">{texts.explanation}</p>
      <dl
        ref={valuesRef}
        tabIndex={-1}
        className="mt-4 grid gap-x-6 gap-y-4 focus:outline-none sm:grid-cols-3"
      >
        {values.map(({ label, value, mono }) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-slate-600">{label}</dt>
            <dd className={cn("mt-1", mono && "font-mono", "text-slate-900")}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {revealed ? (
        <p role="status" className="mt-4 text-sm text-slate-700">
          {texts.revealed}
        </p>
      ) : (
        <fetcher.Form method="post" className="mt-4">
          <input
            type="hidden"
            name={INTENT_FIELD}
            value={submissionIntents.reveal}
          />
          <button
            type="submit"
            disabled={busy}
            className={buttonClasses(
              "outline",
              "px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-70",
            )}
          >
            {busy ? texts.revealing : texts.reveal}
          </button>
        </fetcher.Form>
      )}
    </Panel>
  );
}
