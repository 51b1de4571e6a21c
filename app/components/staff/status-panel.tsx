import { useState } from "react";

import { useHydrated } from "#app/components/company/use-hydrated.ts";
import { Field } from "#app/components/forms/field.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { Panel } from "#app/components/ui/panel.tsx";
import {
  statusLabel,
  statusLabels,
  submissionPage,
} from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { staffForms, submissionIntents } from "#app/lib/schemas/staff-forms.ts";
import {
  claimOutcomes,
  formatCents,
  RESOLVED_STATUS,
  type ClaimOutcomeView,
} from "#app/lib/staff/claim-outcome.ts";
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
  /** A resolved claim's outcome, when it has one. */
  outcome?: ClaimOutcomeView | null;
  history: readonly StatusChangeView[];
  initial?: FormResult;
}) {
  const form = useForm({ ...staffForms.status, texts, initial });
  const statusField = form.field("status", status);
  const [chosen, setChosen] = useState(statusField.defaultValue ?? status);
  const hydrated = useHydrated();
  // Resolving a claim asks how it ended. Without JavaScript the fields are
  // always there (the server asks for them only with "Resolved"); with it
  // they appear when "Resolved" is chosen.
  const asksOutcome =
    kind === "claim" && (!hydrated || chosen === RESOLVED_STATUS);
  return (
    <Panel id="status" heading={texts.heading} card>
      <p className="mt-2 text-slate-700">
        {texts.current}: <strong>{statusLabel(status)}</strong>
      </p>
      {outcome && <OutcomeSummary outcome={outcome} />}
      <PageOutcome form={form} always className="mt-4" />
      <Form form={form} intent={submissionIntents.status} className="mt-4">
        <input type="hidden" name="expected" value={status} />
        <Field
          {...statusField}
          as="select"
          onChange={(event) => setChosen(event.currentTarget.value)}
          options={workflowStatuses[kind].map((value) => ({
            value,
            label: statusLabels[value],
          }))}
          hint={kind === "claim" ? texts.claimantNotified : undefined}
        />
        {asksOutcome && <OutcomeFields form={form} />}
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

type StatusForm = ReturnType<
  typeof useForm<keyof typeof texts.labels & string>
>;

/** How the claim ended: the outcome, then what it needs (an amount, a reason). */
function OutcomeFields({ form }: { form: StatusForm }) {
  return (
    <fieldset className="mt-4 space-y-3 rounded-md border border-slate-300 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {texts.outcomeLegend}
      </legend>
      <Field
        {...form.field("outcome", "")}
        as="select"
        emptyOption={texts.chooseOutcome}
        options={claimOutcomes.map((value) => ({
          value,
          label: texts.outcomeLabels[value],
        }))}
      />
      <Field {...form.field("amount", "")} inputMode="decimal" />
      <Field {...form.field("reason", "")} as="textarea" rows={3} />
    </fieldset>
  );
}

/** The outcome recorded with the claim's resolution, as staff read it. */
function OutcomeSummary({ outcome }: { outcome: ClaimOutcomeView }) {
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
