import { useId, useRef } from "react";

import {
  controlClasses,
  Field,
  FieldError,
} from "#app/components/forms/field.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { personLanguage } from "#app/content/staff.ts";
import { composeMessage as texts } from "#app/content/staff-conversation.ts";
import { echoedList, type FormResult } from "#app/lib/forms/form-result.ts";
import type { Locale } from "#app/lib/locale.ts";
import {
  DOCUMENT_LABEL_MAX_LENGTH,
  DOCUMENT_REQUESTS_MAX,
  emailedInFull,
  takesDocuments,
} from "#app/lib/schemas/conversation-limits.ts";
import {
  staffForms,
  staffMessageShape,
  submissionIntents,
} from "#app/lib/schemas/staff-forms.ts";
import { canWait } from "#app/lib/staff/promises.ts";
import type { SavedReplyOption } from "#app/lib/staff/saved-reply-view.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";

import { SavedReplyPicker } from "./saved-reply-picker.tsx";

/** The box's anchor: a page that comes back without JavaScript opens here. */
const COMPOSE_ID = "compose";

/**
 * The box where staff write to the person: a saved reply to start from,
 * the message, and on claims and verifications the documents to ask for.
 * Its outcome is written above the box and takes the focus, so the member
 * of staff reads it where they are; the page's data is read again after a
 * success, so the message appears in the conversation above.
 */
export function ComposeMessage({
  kind,
  locale,
  recordPath,
  replies,
  draft,
  initial,
}: {
  kind: InboxKind;
  /** The person's language: the box says to write in it. */
  locale: Locale;
  /** The record's page, where the message is posted. */
  recordPath: string;
  replies: readonly SavedReplyOption[];
  /** A saved reply chosen without JavaScript (`?reply=`), filled in. */
  draft: { replyId: string; text: string } | null;
  initial?: FormResult;
}) {
  const outcomeRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const inFull = emailedInFull(kind);
  const form = useForm({
    ...staffForms.message,
    shape: staffMessageShape,
    texts: {
      labels: texts.labels,
      hints: { body: inFull ? texts.hints.inFull : texts.hints.secure },
      submitLabel: texts.submitLabel,
      submittingLabel: texts.submittingLabel,
    },
    initial,
    resetOnSuccess: true,
    outcomeOnPage: true,
    onSuccess: () => outcomeRef.current?.focus(),
  });
  const outcome = form.result?.toast;
  return (
    <section
      id={COMPOSE_ID}
      aria-labelledby="compose-heading"
      className="mt-8 scroll-mt-4"
    >
      <h3 id="compose-heading" className="text-lg font-semibold text-brand-900">
        {texts.heading}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{texts.visibleToPerson}</p>
      {/* Which language to write in: the person's (issue 25). */}
      <p
        data-language={locale}
        className="mt-2 rounded-md border border-sky-700 bg-sky-50 p-2 text-sm font-semibold text-sky-900"
      >
        {texts.answerIn(personLanguage.names[locale])}
      </p>
      <div ref={outcomeRef} tabIndex={-1} className="mt-4 focus:outline-none">
        {outcome && <FormOutcome message={outcome} />}
      </div>
      <SavedReplyPicker
        replies={replies}
        chosen={draft?.replyId}
        target={messageRef}
        returnTo={`#${COMPOSE_ID}`}
      />
      <Form
        form={form}
        intent={submissionIntents.message}
        // The record's own address (a saved reply's `?reply=` is done with),
        // back at this box when the page comes back without JavaScript.
        action={`${recordPath}#${COMPOSE_ID}`}
        className="mt-4 space-y-1"
      >
        <Field
          {...form.field("body", draft?.text)}
          as="textarea"
          rows={8}
          ref={messageRef}
        />
        {takesDocuments(kind) && (
          <DocumentRequestFields
            values={echoedList(initial, "requests")}
            error={form.errors.requests}
            label={texts.labels.requests}
            // Ticked unless a form sent back without JavaScript had it unticked.
            wait={
              canWait(kind)
                ? !initial || initial.ok || initial.values.wait === "on"
                : undefined
            }
          />
        )}
      </Form>
    </section>
  );
}

/**
 * Boxes for the documents to ask for, one per document, under one legend;
 * the group's hint and error are read with each box.
 */
function DocumentRequestFields({
  values,
  error,
  label,
  wait,
}: {
  values: readonly string[];
  error: string | undefined;
  label: string;
  /** Offered on records that can wait on the person: whether it starts ticked. */
  wait: boolean | undefined;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="pb-2">
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {texts.hints.requests}
      </p>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {Array.from({ length: DOCUMENT_REQUESTS_MAX }, (_, index) => (
          <div key={index}>
            <label
              htmlFor={`${id}-${index}`}
              className="block text-sm text-slate-800"
            >
              {texts.requestLabel(index + 1)}
            </label>
            <input
              id={`${id}-${index}`}
              name="requests"
              type="text"
              maxLength={DOCUMENT_LABEL_MAX_LENGTH}
              defaultValue={values[index] ?? ""}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              className={`mt-1 ${controlClasses(Boolean(error))}`}
            />
          </div>
        ))}
      </div>
      <FieldError id={error ? errorId : undefined} message={error} />
      {wait !== undefined && (
        <div className="mt-3 flex items-start gap-3">
          <input
            type="checkbox"
            id={`${id}-wait`}
            name="wait"
            defaultChecked={wait}
            aria-describedby={`${id}-wait-hint`}
            className="mt-0.5 size-6 shrink-0 accent-brand-700"
          />
          <div>
            <label
              htmlFor={`${id}-wait`}
              className="text-sm font-medium text-slate-900"
            >
              {texts.labels.wait}
            </label>
            <p id={`${id}-wait-hint`} className="text-sm text-slate-600">
              {texts.hints.wait}
            </p>
          </div>
        </div>
      )}
    </fieldset>
  );
}
