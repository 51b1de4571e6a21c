import { Icon } from "#app/components/ui/icon.tsx";
import { useId, useState } from "react";

import { Field } from "#app/components/forms/field.tsx";
import { FileField } from "#app/components/forms/file-field.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { Form } from "#app/components/forms/form.tsx";
import { SubmissionSuccess } from "#app/components/forms/submission-success.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { phoneCarriers as englishCarriers } from "#app/content/facts/verification.ts";
import {
  echoedList,
  echoedText,
  type FormResult,
  type FormSuccess,
} from "#app/lib/forms/form-result.ts";
import { fileRules } from "#app/lib/schemas/file-rules.ts";
import {
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  licenseRequiredMessages,
  verificationProblemToastIn,
  verificationShape,
} from "#app/lib/schemas/verification-checks.ts";

import { FormPart } from "./form-part";
import { PositionInterest } from "./position-interest";
import { SsnFields } from "./ssn-fields";
import { VerificationNotice } from "./verification-notice";
import type { VerificationWords } from "./verification-words";

/** Where a page posted without JavaScript opens, so its outcome is in view. */
const ANCHOR = "employment-verification";

export interface VerificationFormProps {
  /** The form's words in the page's language (decision 0092). */
  words: VerificationWords;
  /** Which copy of the form: the public page's, or the signed-in portal's (its endpoint records who sent it). */
  form?: "verification" | "dashboard-verification";
  /** The page action's answer when the form was posted without JavaScript. */
  initial?: FormResult;
  /** Shown on the success screen, e.g. the portal's Return to Dashboard link. */
  successAction?: React.ReactNode;
  /** Level of the notice's and the success screen's headings, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

/**
 * The Employment Verification Form (spec sections 2 to 5 and 8), shared by
 * /verification and the portal's /dashboard/verification: a real multipart
 * form that works without JavaScript and is checked, sent with upload
 * progress and answered in place with it.
 */
export function VerificationForm({
  words,
  form: name = "verification",
  initial,
  successAction,
  headingLevel = 3,
}: VerificationFormProps) {
  const successHeadingId = useId();
  const {
    phoneCarriers,
    usStates,
    verificationForm: texts,
    verificationSuccess,
    verificationSections: sections,
    validationMessages,
  } = words;
  const [submitted, setSubmitted] = useState<FormSuccess | undefined>(
    initial?.ok ? initial : undefined,
  );
  const form = useForm({
    form: name,
    schema: () =>
      import("#app/lib/schemas/verification.ts").then(
        (m) => m.VerificationSchema,
      ),
    texts,
    shape: verificationShape,
    files: {
      driversLicenseFront: {
        rule: fileRules.driversLicense,
        requiredMessage: licenseRequiredMessages.driversLicenseFront,
      },
      driversLicenseBack: {
        rule: fileRules.driversLicense,
        requiredMessage: licenseRequiredMessages.driversLicenseBack,
      },
    },
    initial,
    invalidToast: (errors) =>
      verificationProblemToastIn(errors, validationMessages),
    failureToast: texts.failure(texts.failureReasons.connection),
    onSuccess: (result) => setSubmitted(result),
  });

  if (submitted) {
    return (
      <div id={ANCHOR}>
        <SubmissionSuccess
          texts={verificationSuccess}
          reference={submitted.reference}
          warning={submitted.warning}
          action={successAction}
          headingLevel={headingLevel}
          headingId={successHeadingId}
          focusOnMount
        />
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <VerificationNotice
        headingLevel={headingLevel}
        words={words.verificationNotice}
      />
      <Form
        form={form}
        submitClassName="mt-8 flex flex-col gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-start sm:justify-between"
        footer={
          <p className="flex items-start gap-2 text-sm text-slate-600 sm:max-w-sm">
            <Icon
              name="lock"
              size={16}
              className="mt-0.5 shrink-0 text-brand-700"
            />
            {texts.securityNote}
          </p>
        }
        id={ANCHOR}
        action={`#${ANCHOR}`}
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <PageOutcome
          form={form}
          failure={(failed) =>
            verificationProblemToastIn(failed.fieldErrors, validationMessages)
          }
          className="mb-8"
        />
        <p className="mb-8 text-sm text-slate-600">
          <span className="text-red-700" aria-hidden="true">
            *{" "}
          </span>
          {texts.requiredNote}
        </p>
        <div className="space-y-10">
          <FormPart number={1} legend={sections.personal}>
            <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
              <Field {...form.field("firstName")} />
              <Field {...form.field("lastName")} />
              <Field {...form.field("email")} />
              <Field {...form.field("phone")} />
              <Field
                {...form.field("phoneCarrier", "")}
                as="select"
                // The page's words, the English value the schema takes.
                options={englishCarriers.map((value, index) => ({
                  value,
                  label: phoneCarriers[index] ?? value,
                }))}
                emptyOption={texts.chooseCarrier}
              />
            </div>
          </FormPart>

          <FormPart number={2} legend={sections.address}>
            <div className="grid gap-x-6 gap-y-2 sm:grid-cols-6">
              <Field
                {...form.field("streetAddress")}
                className="sm:col-span-6"
              />
              <Field {...form.field("city")} className="sm:col-span-2" />
              <Field
                {...form.field("state", "")}
                as="select"
                className="sm:col-span-2"
                options={usStates.map((state) => ({
                  value: state.code,
                  label: state.name,
                }))}
                emptyOption={texts.chooseState}
              />
              <Field
                {...form.field("zipCode")}
                maxLength={10}
                inputMode="numeric"
                className="sm:col-span-2"
              />
            </div>
          </FormPart>

          <FormPart number={3} legend={sections.financial}>
            <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
              <Field {...form.field("bankName")} autoComplete="off" />
              <Field
                {...form.field("creditScore")}
                type="number"
                inputMode="numeric"
                autoComplete="off"
                min={CREDIT_SCORE_MIN}
                max={CREDIT_SCORE_MAX}
                step={1}
              />
            </div>
          </FormPart>

          <FormPart number={4} legend={sections.documents}>
            <div className="grid gap-6 sm:grid-cols-2">
              {(["driversLicenseFront", "driversLicenseBack"] as const).map(
                (side) => (
                  <FileField
                    key={side}
                    {...form.fileField(side)}
                    hint={texts.hints.driversLicense}
                  />
                ),
              )}
            </div>
          </FormPart>

          <FormPart number={5} legend={sections.ssn}>
            <SsnFields field={form.field} texts={texts} />
          </FormPart>

          <PositionInterest
            words={words}
            number={6}
            legend={sections.positions}
            selected={echoedList(initial, "selectedPositions")}
            otherSelected={echoedText(initial, "otherSelected") !== undefined}
            otherPosition={echoedText(initial, "otherPosition")}
            errors={form.errors}
            onErrorChange={form.setFieldError}
          />

          <FormPart number={7} legend={sections.additional}>
            <Field {...form.field("additionalInfo")} as="textarea" rows={4} />
          </FormPart>
        </div>
      </Form>
    </div>
  );
}
