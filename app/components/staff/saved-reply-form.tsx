import { useId } from "react";

import { Field, FieldError } from "#app/components/forms/field.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { personLanguage } from "#app/content/staff.ts";
import { savedRepliesPage } from "#app/content/staff-conversation.ts";
import { echoedText, type FormResult } from "#app/lib/forms/form-result.ts";
import { locales } from "#app/lib/locale.ts";
import {
  savedReplyIntents,
  savedReplyShape,
  staffForms,
} from "#app/lib/schemas/staff-forms.ts";

import { StaffSection } from "./staff-section.tsx";

const texts = savedRepliesPage.create;

/** The languages a reply may be written in, by their back office names. */
export const replyLanguageOptions = locales.map((locale) => ({
  value: locale,
  label: personLanguage.names[locale],
}));

/** A new saved reply: a title and the words; admins may share it with all staff. */
export function SavedReplyForm({
  isAdmin,
  initial,
}: {
  isAdmin: boolean;
  initial?: FormResult;
}) {
  const form = useForm({
    ...staffForms.createReply,
    shape: savedReplyShape,
    texts,
    initial,
    resetOnSuccess: true,
  });
  const sharedId = useId();
  const sharedError = form.errors.shared;
  return (
    <StaffSection id="add-reply" heading={texts.heading} className="max-w-2xl">
      <PageOutcome form={form} always />
      <Form form={form} intent={savedReplyIntents.create} className="space-y-1">
        <Field {...form.field("title")} autoComplete="off" />
        <Field {...form.field("body")} as="textarea" rows={8} />
        {/* After the words, so Tab still leads from the title to them. */}
        <Field
          {...form.field("locale", "en")}
          as="select"
          options={replyLanguageOptions}
        />
        {isAdmin && (
          <div className="pb-2">
            <div className="flex items-start gap-3">
              <input
                id={sharedId}
                type="checkbox"
                name="shared"
                defaultChecked={echoedText(initial, "shared") === "on"}
                aria-describedby={
                  sharedError
                    ? `${sharedId}-hint ${sharedId}-error`
                    : `${sharedId}-hint`
                }
                aria-invalid={sharedError ? true : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={sharedId} className="text-slate-800">
                  {texts.labels.shared}
                </label>
                <p id={`${sharedId}-hint`} className="text-sm text-slate-600">
                  {texts.hints.shared}
                </p>
              </div>
            </div>
            <FieldError
              id={sharedError ? `${sharedId}-error` : undefined}
              message={sharedError}
            />
          </div>
        )}
      </Form>
    </StaffSection>
  );
}
