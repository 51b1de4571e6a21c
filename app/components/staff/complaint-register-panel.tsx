import { useId } from "react";

import { Field } from "#app/components/forms/field.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { Panel } from "#app/components/ui/panel.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { complaintRegister as texts } from "#app/content/staff.ts";
import { echoedText, type FormResult } from "#app/lib/forms/form-result.ts";
import { staffForms, submissionIntents } from "#app/lib/schemas/staff-forms.ts";
import {
  complaintAreas,
  complaintLines,
  COMPLAINT_FINAL_ANSWER_DAYS,
} from "#app/lib/staff/complaint-register.ts";
import type { ComplaintRegisterView } from "#app/lib/staff/submission-view.ts";

/**
 * A complaint's place in the register (issue 33; decision 0097): when its
 * final answer is due (marked when overdue), the record it names, and a
 * form for the regulator's mark and deadline and the classification. A
 * plain form: it works without JavaScript.
 */
export function ComplaintRegisterPanel({
  register,
  initial,
}: {
  register: ComplaintRegisterView;
  initial?: FormResult;
}) {
  const form = useForm({ ...staffForms.register, texts, initial });
  const forwardedId = useId();
  const echoed = echoedText(initial, "forwarded");
  const forwarded =
    initial && !initial.ok ? echoed === "on" : register.forwarded;
  const due = register.finalAnswer;
  return (
    <Panel id="register" heading={texts.heading} card>
      <dl className="mt-2 space-y-2 text-slate-700">
        <div>
          <dt className="text-sm font-semibold text-slate-900">
            {texts.finalAnswer.label}
          </dt>
          <dd data-final-answer={due.overdue ? "overdue" : "due"}>
            <time dateTime={due.day}>{due.text}</time> (
            {due.byRegulator
              ? texts.finalAnswer.byRegulator
              : texts.finalAnswer.ours(COMPLAINT_FINAL_ANSWER_DAYS)}
            )
            {due.overdue && (
              <strong className="ml-2 rounded bg-red-100 px-2 py-0.5 text-sm text-red-900">
                {texts.finalAnswer.overdue}
              </strong>
            )}
            {due.answered && (
              <p className="text-sm">
                {texts.finalAnswer.answered(due.answered.text)}
              </p>
            )}
          </dd>
        </div>
        {register.namedRecord !== undefined && (
          <div>
            <dt className="text-sm font-semibold text-slate-900">
              {texts.namedRecord.label}
            </dt>
            <dd>
              {register.namedRecord ? (
                <TextLink to={register.namedRecord.href}>
                  {register.namedRecord.label}
                </TextLink>
              ) : (
                texts.namedRecord.none
              )}
            </dd>
          </div>
        )}
      </dl>
      <PageOutcome form={form} always className="mt-4" />
      <Form form={form} intent={submissionIntents.register} className="mt-4">
        <div className="flex items-start gap-3 pb-3">
          <input
            id={forwardedId}
            type="checkbox"
            name="forwarded"
            defaultChecked={forwarded}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={forwardedId} className="text-slate-800">
            {texts.labels.forwarded}
          </label>
        </div>
        <Field
          {...form.field("regulatorName", register.regulatorName ?? "")}
          autoComplete="off"
        />
        <Field
          {...form.field("regulatorDueOn", register.regulatorDueOn?.day ?? "")}
          type="date"
        />
        <Field
          {...form.field("lineOfBusiness", register.lineOfBusiness ?? "")}
          as="select"
          emptyOption={texts.chooseLine}
          options={complaintLines.map((value) => ({
            value,
            label: texts.lines[value],
          }))}
        />
        <Field
          {...form.field("area", register.area ?? "")}
          as="select"
          emptyOption={texts.chooseArea}
          options={complaintAreas.map((value) => ({
            value,
            label: texts.areas[value],
          }))}
        />
      </Form>
    </Panel>
  );
}
