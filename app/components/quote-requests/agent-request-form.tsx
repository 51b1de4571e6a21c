import { useId, useState } from "react";

import { Field, FieldError } from "#app/components/forms/field.tsx";
import { WithControlId } from "#app/components/forms/control-id.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { SubmissionSuccess } from "#app/components/forms/submission-success.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import * as english from "#app/content/quote-requests.ts";
import * as spanish from "#app/content/es/quote-requests.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import { echoedText, type FormResult } from "#app/lib/forms/form-result.ts";

/**
 * The request for an agent: who to contact, how and when, and consent to
 * calls and texts as a box of its own, never ticked for the person. A real
 * form posted to its page without JavaScript, enhanced with it; once sent,
 * the reference replaces it, with the focus on the outcome.
 */
export function AgentRequestForm({
  initial,
  backHref,
}: {
  initial?: FormResult;
  backHref: string;
}) {
  // Spanish labels and options on a Spanish page; the values posted stay English.
  const {
    agentRequestPage: texts,
    contactChannels,
    contactTimes,
  } = useLocalized({ en: english, es: spanish });
  const noteId = useId();
  const errorId = useId();
  const [sentBy, setSentBy] = useState<"page" | "script" | undefined>(
    initial?.ok ? "page" : undefined,
  );
  const form = useForm({
    form: "quote-agent",
    schema: () =>
      import("#app/lib/schemas/quote-request.ts").then(
        (m) => m.AgentRequestSchema,
      ),
    // The error summary names the consent box by its legend: its label is the whole consent.
    texts: {
      ...texts,
      labels: { ...texts.labels, consent: texts.consentLegend },
    },
    shape: { booleans: ["consent"] },
    initial,
    failureToast: texts.failure,
    onSuccess: () => setSentBy("script"),
  });
  const result = form.result;
  if (sentBy && result?.ok)
    return (
      <SubmissionSuccess
        texts={texts.sent}
        reference={result.reference}
        headingLevel={2}
        headingId="agent-request-sent"
        focusOnMount={sentBy === "script"}
        action={
          <ButtonLink to={backHref} variant="outline">
            {texts.sent.back}
          </ButtonLink>
        }
      />
    );

  const errors = form.errors;
  /** Email chosen instead of a call or a text: what the call asked for is no longer wanted. */
  function onChannel(event: React.ChangeEvent<HTMLSelectElement>) {
    if (event.currentTarget.value !== "email") return;
    if (errors.phone === texts.messages.phoneForCalls)
      form.setFieldError("phone", undefined);
    if (errors.consent === texts.messages.consentForCalls)
      form.setFieldError("consent", undefined);
  }
  return (
    <Form
      form={form}
      submitClassName="pt-4"
      className="space-y-2 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <PageOutcome form={form} className="mb-4" />
      <Field {...form.field("fullName")} />
      <Field {...form.field("email")} type="email" />
      <Field {...form.field("phone")} type="tel" />
      <div className="grid gap-x-6 sm:grid-cols-2">
        <Field
          {...form.field("channel", "email")}
          as="select"
          options={contactChannels}
          onChange={onChannel}
        />
        <Field
          {...form.field("time", "any")}
          as="select"
          options={contactTimes}
        />
      </div>
      <fieldset className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <legend className="px-1 font-semibold text-brand-900">
          {texts.consentLegend}
        </legend>
        <WithControlId name="consent">
          {(consentId) => (
            <div className="flex items-start gap-3">
              <input
                id={consentId}
                type="checkbox"
                name="consent"
                defaultChecked={echoedText(initial, "consent") === "on"}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={[noteId, errors.consent ? errorId : undefined]
                  .filter(Boolean)
                  .join(" ")}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <label htmlFor={consentId} className="text-slate-800">
                {texts.labels.consent}
              </label>
            </div>
          )}
        </WithControlId>
        <p id={noteId} className="mt-2 text-sm text-slate-600">
          {texts.consentNote}
        </p>
        <FieldError id={errorId} message={errors.consent} />
      </fieldset>
    </Form>
  );
}
