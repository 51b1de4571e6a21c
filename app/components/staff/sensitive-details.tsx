import { useEffect, useRef, useState } from "react";

import { useHydrated } from "#app/components/company/use-hydrated.ts";
import { Field } from "#app/components/forms/field.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { Panel } from "#app/components/ui/panel.tsx";
import { submissionPage } from "#app/content/staff.ts";
import { cn } from "#app/lib/cn.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { staffForms, submissionIntents } from "#app/lib/schemas/staff-forms.ts";
import {
  REVEAL_SECONDS,
  revealReasons,
  sensitiveFields,
  type RevealedDetails,
  type SensitiveField,
  type SubmissionResult,
} from "#app/lib/staff/submission-view.ts";

const texts = submissionPage.sensitive;

/** When the countdown is said again before the value goes. */
const ANNOUNCE_AT_SECONDS = 10;

/**
 * A verification's SSN (last four digits), bank name and credit score, each
 * shown in full only on request, one at a time, with a reason (decision
 * 0077): a POST, audited on the server with the reason, whose answer alone
 * carries the value, kept in this page's memory (never in a URL or the
 * browser's storage) for REVEAL_SECONDS, the countdown said politely, then
 * masked again; leaving the page drops it. Without JavaScript the page is
 * sent back with the value, and its Refresh header loads the page again,
 * masked, when the time is up.
 */
export function SensitiveDetails({
  maskedSsn,
  initial,
}: {
  maskedSsn: string;
  /** The page's own answer, when Reveal was posted without JavaScript. */
  initial?: FormResult;
}) {
  const form = useForm({ ...staffForms.reveal, texts, initial });
  const answer = form.result as SubmissionResult | undefined;
  const shown = useShownFor(answer?.ok ? answer.revealed : undefined);
  const valuesRef = useRef<HTMLDListElement>(null);

  const values: Array<{ field: SensitiveField; masked: string }> = [
    { field: "ssn", masked: maskedSsn },
    { field: "bankName", masked: texts.hidden },
    { field: "creditScore", masked: texts.hidden },
  ];
  const revealedField = shown.value?.field;
  // Focus goes to the value just shown, so it is read out with its label.
  useEffect(() => {
    if (revealedField && shown.byScript)
      valuesRef.current
        ?.querySelector<HTMLElement>(`[data-field="${revealedField}"]`)
        ?.focus();
  }, [revealedField, shown.byScript, shown.value]);

  return (
    <Panel
      id="sensitive"
      heading={texts.heading}
      // A container: the card sits in the first of three columns on a
      // laptop (a third of a 1366px window) and fills a phone's width, so
      // its grids follow its own width, not the window's.
      className="@container rounded-lg border border-amber-300 bg-white p-6 shadow-sm"
    >
      <p className="mt-2 text-sm text-slate-700">{texts.explanation}</p>
      <dl ref={valuesRef} className="mt-4 grid gap-x-6 gap-y-4 @md:grid-cols-3">
        {values.map(({ field, masked }) => {
          const open = shown.value?.field === field;
          return (
            <div
              key={field}
              data-field={field}
              tabIndex={open ? -1 : undefined}
              className="focus:outline-none"
            >
              <dt className="text-sm font-semibold text-slate-600">
                {texts[field]}
              </dt>
              <dd
                // A value is read whole: "•••-••-6789" never breaks at its dashes.
                className={cn(
                  "mt-1 whitespace-nowrap text-slate-900 tabular-nums",
                  field === "ssn" && "font-mono",
                  open && "font-semibold",
                )}
              >
                {open ? shown.value!.value : masked}
              </dd>
            </div>
          );
        })}
      </dl>
      <p role="status" className="mt-4 text-sm text-slate-700">
        {shown.announcement}
      </p>
      {shown.value && shown.secondsLeft !== null && (
        <div className="mt-2 flex items-center gap-4 text-sm text-slate-700">
          <span aria-hidden="true">{texts.countdown(shown.secondsLeft)}</span>
          <button
            type="button"
            onClick={shown.hide}
            className="font-semibold text-brand-700 underline"
          >
            {texts.hide}
          </button>
        </div>
      )}
      <PageOutcome form={form} className="mt-4" />
      <Form
        form={form}
        intent={submissionIntents.reveal}
        // Side by side only in a wide card (36rem); in a narrow column the
        // selects stack at its full width, where their options' words have
        // the most room ("Social Security Number" whole).
        className="mt-4 grid grid-cols-1 gap-3 @xl:grid-cols-2"
        submitClassName="@xl:col-span-2 justify-self-start"
      >
        <Field
          {...form.field("field", "")}
          as="select"
          emptyOption={texts.chooseField}
          options={sensitiveFields.map((value) => ({
            value,
            label: texts[value],
          }))}
        />
        <Field
          {...form.field("reason", "")}
          as="select"
          emptyOption={texts.chooseReason}
          options={revealReasons.map((value) => ({
            value,
            label: texts.reasons[value],
          }))}
        />
        <Field
          {...form.field("otherReason", "")}
          className="@xl:col-span-2"
          autoComplete="off"
        />
      </Form>
    </Panel>
  );
}

/**
 * The value a reveal answered, for REVEAL_SECONDS from its arrival: what is
 * shown, the seconds left (null before the page's script runs), what the
 * status line says (at the start, ANNOUNCE_AT_SECONDS before the end, and
 * when it goes), and a way to hide it at once.
 */
function useShownFor(revealed: RevealedDetails | undefined) {
  const hydrated = useHydrated();
  const [hidden, setHidden] = useState<RevealedDetails | undefined>();
  const [tick, setTick] = useState<{ of: RevealedDetails; left: number }>();
  const value = revealed && revealed !== hidden ? revealed : undefined;

  useEffect(() => {
    if (!value) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const left = REVEAL_SECONDS - Math.floor((Date.now() - started) / 1000);
      if (left > 0) setTick({ of: value, left });
      else setHidden(value);
    }, 1000);
    return () => clearInterval(timer);
  }, [value]);

  const secondsLeft =
    value && hydrated
      ? tick?.of === value
        ? tick.left
        : REVEAL_SECONDS
      : null;
  const label = (field: SensitiveField) => texts[field];
  const announcement = value
    ? secondsLeft !== null && secondsLeft <= ANNOUNCE_AT_SECONDS
      ? texts.countdown(ANNOUNCE_AT_SECONDS)
      : texts.shownFor(label(value.field), REVEAL_SECONDS)
    : hidden
      ? texts.hiddenAgain(label(hidden.field))
      : "";

  return {
    value,
    secondsLeft,
    /** Shown by this page's script (not in the page as the server sent it). */
    byScript: hydrated && value !== undefined,
    announcement,
    hide: () => {
      if (value) setHidden(value);
    },
  };
}
