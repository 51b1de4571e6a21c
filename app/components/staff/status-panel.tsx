import { useEffect, useRef, useState } from "react";

import { useHydrated } from "#app/components/company/use-hydrated.ts";
import { Field } from "#app/components/forms/field.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Panel } from "#app/components/ui/panel.tsx";
import { answeredBeforeWait } from "#app/content/staff-conversation.ts";
import {
  statusLabel,
  statusLabels,
  submissionPage,
} from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import {
  CONFIRM_ANSWERED,
  staffForms,
  submissionIntents,
} from "#app/lib/schemas/staff-forms.ts";
import { WAITING_STATUS } from "#app/lib/staff/promises.ts";
import { formatCents } from "#app/lib/staff/claim-outcome.ts";
import {
  asksOutcome,
  outcomeOf,
  type OutcomeKind,
  type OutcomeValue,
  type RecordOutcome,
} from "#app/lib/staff/outcomes.ts";
import type { StatusChangeView } from "#app/lib/staff/submission-view.ts";
import { workflowStatuses, type InboxKind } from "#app/lib/staff/workflow.ts";

import { ChangeHistory } from "./change-history.tsx";

const texts = submissionPage.status;
const historyTexts = submissionPage.history;

/**
 * The submission's status: a form to move it to another of its inbox's
 * statuses (sent with the status shown, so a change someone made meanwhile
 * is refused, not overwritten), then every change so far, oldest first.
 */
export function StatusPanel({
  kind,
  status,
  outcome,
  history,
  initial,
}: {
  kind: InboxKind;
  status: string;
  /** A resolved record's outcome (a claim's, a complaint's), when it has one. */
  outcome?: RecordOutcome | null;
  history: readonly StatusChangeView[];
  initial?: FormResult;
}) {
  const form = useForm({ ...staffForms.status, texts, initial });
  const statusField = form.field("status", status);
  const [chosen, setChosen] = useState(statusField.defaultValue ?? status);
  const hydrated = useHydrated();
  // Resolving a claim asks how it ended, a complaint its outcome (their
  // kinds declare it). Without JavaScript the fields are always there (the
  // server asks for them only with that status); with it they appear when
  // that status is chosen.
  const showsOutcome =
    outcomeOf(kind) !== undefined && (!hydrated || asksOutcome(kind, chosen));
  const notified = (texts.personNotified as Partial<Record<string, string>>)[
    kind
  ];
  // The server held back a move to waiting: the person answered last. The
  // same form, sent again, confirms it (a hidden field), with or without
  // JavaScript; choosing another status withdraws the question.
  const answered =
    form.result && !form.result.ok ? form.result.answered : undefined;
  const confirming = answered && chosen === WAITING_STATUS ? answered : null;
  const questionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (form.answered > 0 && confirming) questionRef.current?.focus();
    // Each answer once, as it arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.answered]);
  return (
    <Panel id="status" heading={texts.heading} card>
      <p className="mt-2 text-slate-700">
        {texts.current}: <strong>{statusLabel(status)}</strong>
      </p>
      {outcome && <OutcomeSummary outcome={outcome} />}
      {confirming ? (
        <AnsweredQuestion ref={questionRef} at={confirming} />
      ) : (
        !answered && <PageOutcome form={form} always className="mt-4" />
      )}
      <Form
        form={
          confirming
            ? {
                ...form,
                texts: {
                  ...form.texts,
                  submitLabel: answeredBeforeWait.statusSubmitLabel,
                },
              }
            : form
        }
        intent={submissionIntents.status}
        className="mt-4"
      >
        <input type="hidden" name="expected" value={status} />
        <input type="hidden" name="kind" value={kind} />
        {confirming && (
          <input type="hidden" name="confirm" value={CONFIRM_ANSWERED} />
        )}
        <Field
          {...statusField}
          as="select"
          onChange={(event) => setChosen(event.currentTarget.value)}
          options={workflowStatuses[kind].map((value) => ({
            value,
            label: statusLabels[value],
          }))}
          hint={notified}
        />
        {showsOutcome && (
          <OutcomeFields form={form} kind={kind as OutcomeKind} />
        )}
      </Form>
      <ChangeHistory
        heading={historyTexts.heading}
        empty={historyTexts.empty}
        lines={history.map((change) => ({
          atIso: change.atIso,
          at: change.at,
          change: historyTexts.change(
            statusLabel(change.from),
            statusLabel(change.to),
          ),
          by:
            change.via === "reply"
              ? historyTexts.byAnswer
              : historyTexts.by(change.by),
        }))}
      />
    </Panel>
  );
}

/**
 * The server's question before a move to waiting, when the person answered
 * after staff last wrote: a call to read first, not an error. Announced as
 * it appears; it takes the focus when the enhanced form receives it.
 */
export function AnsweredQuestion({
  at,
  ref,
}: {
  at: { at: string; atIso: string };
  ref?: React.Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-answered-question
      className="mt-4 flex gap-3 rounded-lg border border-amber-700 bg-amber-50 p-4 text-sm text-amber-900 focus:outline-2 focus:outline-amber-700"
    >
      <Icon name="triangle-alert" size={20} className="mt-0.5 shrink-0" />
      <div>
        <p className="font-semibold">{answeredBeforeWait.question(at.at)}</p>
        <p className="mt-1">{answeredBeforeWait.hint}</p>
      </div>
    </div>
  );
}

type StatusForm = ReturnType<
  typeof useForm<keyof typeof texts.labels & string>
>;

/**
 * How the record ended: the kind's outcomes, then, for a claim, what its
 * outcome needs (an amount, a reason; decision 0076).
 */
function OutcomeFields({
  form,
  kind,
}: {
  form: StatusForm;
  kind: OutcomeKind;
}) {
  const values = (outcomeOf(kind)?.values ?? []) as readonly OutcomeValue[];
  return (
    <fieldset className="mt-4 space-y-3 rounded-md border border-slate-300 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {texts.outcomeLegend[kind]}
      </legend>
      <Field
        {...form.field("outcome", "")}
        as="select"
        emptyOption={texts.chooseOutcome}
        options={values.map((value) => ({
          value,
          label: texts.outcomeLabels[value],
        }))}
      />
      {kind === "claim" && (
        <>
          <Field {...form.field("amount", "")} inputMode="decimal" />
          <Field {...form.field("reason", "")} as="textarea" rows={3} />
        </>
      )}
    </fieldset>
  );
}

/** The outcome recorded with the record's resolution, as staff read it. */
function OutcomeSummary({ outcome }: { outcome: RecordOutcome }) {
  return (
    <div className="mt-2 text-slate-700">
      <p>
        {texts.outcome}:{" "}
        <strong>
          {outcome.outcome === "paid"
            ? texts.outcomeView.paid(formatCents(outcome.amountCents))
            : texts.outcomeView[outcome.outcome]}
        </strong>
      </p>
      {outcome.outcome === "denied" && (
        <p className="mt-1 text-sm whitespace-pre-line">
          {texts.outcomeReason}: {outcome.reason}
        </p>
      )}
    </div>
  );
}
