import { useEffect, useRef } from "react";
import { useLocation, useRevalidator } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import {
  clearFileInputs,
  FileField,
} from "#app/components/forms/file-field.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { Form } from "#app/components/forms/form.tsx";
import {
  useForm,
  type FileRequirement,
} from "#app/components/forms/use-form.ts";
import { replyForm as englishTexts } from "#app/content/conversations.ts";
import { replyForm as spanishTexts } from "#app/content/es/conversations.ts";
import type { PersonConversationView } from "#app/lib/conversation-view.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { useLocalized } from "#app/lib/use-locale.ts";
import {
  answerErrors,
  OTHER_DOCUMENTS_FIELD,
  personMessageFiles,
} from "#app/lib/schemas/person-message.ts";

/** The id of the section, for the page answering a post without JavaScript to open at. */
export const REPLY_SECTION = "reply";

/** Files chosen in the form, whichever input holds them. */
const chosenFiles = (data: FormData) =>
  [...data.values()].filter(
    (value) => value instanceof File && value.name !== "",
  ).length;

/**
 * The person's answer: a message and, on claims and verifications, one file
 * input per document asked for (labelled with its name) and "Other
 * documents". Posted to the page without JavaScript; with it, sent to the
 * form's endpoint with upload progress, and on success the form is emptied,
 * the page's conversation read again (the new message appears, the
 * documents sent leave the list) and the confirmation shown and focused.
 */
export function ReplyForm({
  form: formName,
  conversation,
  initial,
}: {
  /** Which of the form's two definitions: through a link, or from the dashboard. */
  form: "conversation" | "dashboard-conversation";
  conversation: PersonConversationView;
  initial?: FormResult;
}) {
  const texts = useLocalized({ en: englishTexts, es: spanishTexts });
  const location = useLocation();
  const revalidator = useRevalidator();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const slots = conversation.takesDocuments
    ? conversation.openRequests.flatMap((request) =>
        request.slot ? [{ ...request, slot: request.slot }] : [],
      )
    : [];
  const files: Record<string, FileRequirement> = conversation.takesDocuments
    ? Object.fromEntries(
        [
          ...slots.map((request) => request.slot.field),
          OTHER_DOCUMENTS_FIELD,
        ].map((field) => [field, { rule: personMessageFiles[field]! }]),
      )
    : {};
  const form = useForm<string>({
    form: formName,
    schema: () =>
      import("#app/lib/schemas/person-message.ts").then(
        (m) => m.PersonMessageSchema,
      ),
    texts: {
      labels: {
        ...texts.labels,
        ...Object.fromEntries(
          slots.map((request) => [request.slot.field, request.label]),
        ),
      },
      hints: conversation.takesDocuments ? texts.hints : {},
      submitLabel: texts.submitLabel,
      submittingLabel: texts.submittingLabel,
    },
    files,
    initial,
    check: (data) =>
      answerErrors(
        { message: String(data.get("message") ?? "").trim() },
        chosenFiles(data),
      ),
    // Every answer is written on the page; a toast would say it twice.
    outcomeOnPage: true,
    failureToast: texts.connectionFailed,
    onSuccess: (_result, element) => {
      const message = element.elements.namedItem("message");
      if (message instanceof HTMLTextAreaElement) message.value = "";
      clearFileInputs(element);
      void revalidator.revalidate();
    },
  });

  const answer = form.result;
  const sent = answer?.ok ? answer.toast : undefined;
  const failed = answer && !answer.ok ? answer : undefined;
  // Each new confirmation takes the focus, so it is read out where the person is.
  useEffect(() => {
    if (answer?.ok) outcomeRef.current?.focus();
  }, [answer]);

  return (
    <section
      id={REPLY_SECTION}
      aria-labelledby={`${REPLY_SECTION}-heading`}
      className="mt-12 scroll-mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2
        id={`${REPLY_SECTION}-heading`}
        className="text-2xl font-bold text-brand-900"
      >
        {texts.heading}
      </h2>
      <p className="mt-2 text-slate-700">{texts.intro}</p>
      {sent && (
        <div ref={outcomeRef} tabIndex={-1} className="mt-6 outline-none">
          <FormOutcome message={sent} />
        </div>
      )}
      {failed && (
        <FormOutcome message={failed.toast ?? texts.notSent} className="mt-6">
          {form.pageResult && conversation.takesDocuments && (
            <p className="mt-1">{texts.reattach}</p>
          )}
        </FormOutcome>
      )}
      <Form
        form={form}
        // Without JavaScript the answer opens at this section, not at the top.
        action={`${location.pathname}#${REPLY_SECTION}`}
        className="mt-6 space-y-6"
        submitClassName="pt-2"
      >
        <Field {...form.field("message")} as="textarea" rows={6} />
        {conversation.takesDocuments && (
          <fieldset className="space-y-5 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6">
            <legend className="float-left w-full text-base font-semibold text-brand-900">
              {texts.documentsLegend}
            </legend>
            <p className="clear-both text-sm text-slate-600">
              {texts.documentsHint}
            </p>
            {slots.map((request) => (
              <div key={request.id}>
                <input
                  type="hidden"
                  name={request.slot.requestField}
                  value={request.id}
                />
                <FileField {...form.fileField(request.slot.field)} />
              </div>
            ))}
            <FileField {...form.fileField(OTHER_DOCUMENTS_FIELD)} multiple />
          </fieldset>
        )}
      </Form>
    </section>
  );
}
