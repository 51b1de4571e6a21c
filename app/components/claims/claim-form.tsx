import { Icon } from "#app/components/ui/icon.tsx";
import { useEffect, useId, useRef, useSyncExternalStore } from "react";

import { Field, FieldError } from "#app/components/forms/field.tsx";
import {
  clearFileInputs,
  FileField,
} from "#app/components/forms/file-field.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import {
  SubmittedWithFiles,
  useSubmitted,
} from "#app/components/forms/submission-success.tsx";
import { WithControlId } from "#app/components/forms/control-id.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { defaultClaimType } from "#app/content/facts/claims.ts";
import { echoedText, type FormResult } from "#app/lib/forms/form-result.ts";
import { pathIn } from "#app/lib/locale.ts";
import { useLocale } from "#app/lib/use-locale.ts";
import { todayIn } from "#app/lib/today.ts";
import { fileRules } from "#app/lib/schemas/file-rules.ts";

import type { FileAClaimWords } from "./file-a-claim-words.ts";

/** The spec's delay before the file input is emptied after a claim is in. */
const FILE_RESET_DELAY_MS = 1500;

const textFields = [
  "policyNumber",
  "incidentDate",
  "description",
  "claimantName",
  "claimantEmail",
  "claimantPhone",
] as const;

// Today's date changes too rarely for a page to follow it while open.
const subscribeToNothing = () => () => {};

/**
 * The Claim Submission Form (spec sections 2, 4 and 8): a real form posted
 * to the page without JavaScript, enhanced with it (checks as a person goes,
 * upload progress, the success toast, fields cleared and the file input
 * cleared 1500 ms later). Once a claim is in, a confirmation panel with its
 * CL reference takes the form's place and focus, and stays until the person
 * chooses to file another; the emptied form waits hidden behind it.
 */
export function ClaimForm({
  initial,
  words: { claimForm: texts, claimTypes },
}: {
  initial?: FormResult;
  /** The page's words, in its language. */
  words: Pick<FileAClaimWords, "claimForm" | "claimTypes">;
}) {
  const locale = useLocale();
  /**
   * Where the form is answered without JavaScript (opening at the form, not
   * at the top of the page), and where "File another claim" leads: the page
   * anew, at the form.
   */
  const formHref = `${pathIn("/file-a-claim", locale)}#claim-form`;
  const fileResetTimer = useRef<number | undefined>(undefined);
  const { submitted, onSuccess, again } = useSubmitted(initial);
  const headingId = useId();
  const form = useForm({
    form: "claim",
    schema: () =>
      import("#app/lib/schemas/claim.ts").then((m) => m.ClaimSchema),
    texts,
    shape: { booleans: ["agreement"] },
    files: { documents: { rule: fileRules.claimDocuments } },
    initial,
    failureToast: texts.failure,
    onSuccess: (result, element) => {
      onSuccess(result);
      clearClaimFields(element);
      window.clearTimeout(fileResetTimer.current);
      fileResetTimer.current = window.setTimeout(
        () => clearFileInputs(element),
        FILE_RESET_DELAY_MS,
      );
    },
  });
  useEffect(() => () => window.clearTimeout(fileResetTimer.current), []);

  // No future incident dates. A prerendered page cannot know the day it is
  // read, so the browser fills in today; a page answering a post knows it.
  const today = useSyncExternalStore(subscribeToNothing, todayIn, () =>
    initial ? todayIn() : undefined,
  );

  const id = useId();
  const contactHintId = `${id}-contact-hint`;
  const fraudWarningId = `${id}-fraud-warning`;
  const { errors } = form;
  const agreementErrorId = errors.agreement
    ? `${id}-agreement-error`
    : undefined;

  return (
    <>
      {submitted && (
        <SubmittedWithFiles
          submitted={submitted}
          texts={texts}
          headingId={headingId}
          formHref={formHref}
          formSelector="#claim-form form"
          onAgain={again}
        />
      )}
      <Form
        form={form}
        hidden={submitted !== undefined}
        submitClassName="mt-4 border-t border-slate-200 pt-6"
        action={formHref}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10"
      >
        <PageOutcome
          form={form}
          failure={() => ({ type: "error", ...texts.notSubmitted })}
          className="mb-8"
        >
          <p className="mt-1">{texts.notSubmitted.reattach}</p>
        </PageOutcome>
        <p className="text-sm text-slate-600">{texts.intro}</p>

        <fieldset className="mt-6">
          <legend className="text-lg font-semibold text-brand-900">
            {texts.groups.claim}
          </legend>
          <div className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 md:grid-cols-3">
            <Field
              {...form.field("claimType", defaultClaimType)}
              as="select"
              required
              options={claimTypes.map((type) => ({
                value: type.value,
                label: type.label,
              }))}
            />
            <Field {...form.field("policyNumber")} autoComplete="off" />
            <Field {...form.field("incidentDate")} type="date" max={today} />
          </div>
          <Field
            {...form.field("description")}
            as="textarea"
            rows={5}
            className="mt-3"
          />
        </fieldset>

        <fieldset
          className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
          aria-describedby={contactHintId}
        >
          <legend className="float-left w-full text-base font-semibold text-brand-900">
            {texts.groups.contact}
          </legend>
          <p
            id={contactHintId}
            className="clear-both pt-1 text-sm text-slate-600"
          >
            {texts.groups.contactHint}
          </p>
          <div className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Field {...form.field("claimantName")} />
            <Field {...form.field("claimantEmail")} />
            <Field {...form.field("claimantPhone")} />
          </div>
        </fieldset>

        <div className="mt-6">
          <FileField
            {...form.fileField("documents")}
            hint={texts.uploadHint}
            multiple
          />
        </div>

        <div
          id={fraudWarningId}
          className="mt-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <Icon
            name="triangle-alert"
            size={20}
            className="mt-0.5 shrink-0 text-amber-700"
          />
          <p>
            <strong className="font-semibold">
              {texts.fraudWarningTitle}:
            </strong>{" "}
            {texts.fraudWarning}
          </p>
        </div>

        <div className="mt-6">
          <WithControlId name="agreement">
            {(agreementId) => (
              <div className="flex items-start gap-3">
                <input
                  id={agreementId}
                  type="checkbox"
                  name="agreement"
                  required
                  defaultChecked={echoedText(initial, "agreement") === "on"}
                  // A tick answers the error at once; leaving the box checks it again.
                  onChange={(event) => {
                    if (event.target.checked)
                      form.setFieldError("agreement", undefined);
                  }}
                  aria-invalid={errors.agreement ? true : undefined}
                  aria-describedby={[agreementErrorId, fraudWarningId]
                    .filter(Boolean)
                    .join(" ")}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                <label htmlFor={agreementId} className="text-slate-800">
                  {texts.confirmation}
                  <span className="text-red-700" aria-hidden="true">
                    {" "}
                    *
                  </span>
                </label>
              </div>
            )}
          </WithControlId>
          <FieldError id={agreementErrorId} message={errors.agreement} />
        </div>
      </Form>
    </>
  );
}

/** Empties the claim's own fields after a success (the file input follows later). */
function clearClaimFields(form: HTMLFormElement) {
  const { elements } = form;
  for (const name of textFields) {
    const field = elements.namedItem(name);
    if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement
    )
      field.value = "";
  }
  const claimType = elements.namedItem("claimType");
  if (claimType instanceof HTMLSelectElement)
    claimType.value = defaultClaimType;
  const agreement = elements.namedItem("agreement");
  if (agreement instanceof HTMLInputElement) agreement.checked = false;
}
