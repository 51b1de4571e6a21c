import { Icon } from "#app/components/ui/icon.tsx";
import { useState } from "react";

import { Field } from "#app/components/forms/field.tsx";
import { FileField } from "#app/components/forms/file-field.tsx";
import { FormGuards } from "#app/components/forms/form-guards.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import type { ToastMessage } from "#app/lib/toast-message.ts";
import {
  phoneCarriers,
  usStates,
  verificationForm as texts,
  verificationSections as sections,
} from "#app/content/verification.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { useEnhancedForm } from "#app/lib/forms/use-enhanced-form.ts";
import { fileRules } from "#app/lib/schemas/file-rules.ts";
import {
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  licenseRequiredMessages,
  VerificationSchema,
  verificationMessages,
  verificationProblem,
  verificationShape,
} from "#app/lib/schemas/verification.ts";

import { FormPart } from "./form-part";
import { PositionInterest } from "./position-interest";
import { SsnFields } from "./ssn-fields";
import { VerificationNotice } from "./verification-notice";
import { VerificationSuccess } from "./verification-success";

type Succeeded = Extract<FormResult, { ok: true }>;

/** Where a page posted without JavaScript opens, so its outcome is in view. */
const ANCHOR = "employment-verification";

export interface VerificationFormProps {
  /** The JSON endpoint the enhanced form posts to; without JavaScript the page's own action answers. */
  endpoint?: string;
  /** The page action's answer when the form was posted without JavaScript. */
  initial?: FormResult;
  /** Shown on the success screen, e.g. the portal's Return to Dashboard link. */
  successAction?: React.ReactNode;
  /** Level of the notice's and the success screen's headings, to fit the page's outline. */
  headingLevel?: 2 | 3;
}

/** The spec's toast for a form that cannot be sent (section 5), if one applies. */
function problemToast(
  errors: Readonly<Record<string, string>>,
): ToastMessage | undefined {
  const problem = verificationProblem(errors);
  return problem && { type: "error", ...verificationMessages[problem] };
}

/**
 * The Employment Verification Form (spec sections 2 to 5 and 8), shared by
 * /verification and the portal's /dashboard/verification: a real multipart
 * form that works without JavaScript and is checked, sent with upload
 * progress and answered in place with it.
 */
export function VerificationForm({
  endpoint = "/api/forms/verification",
  initial,
  successAction,
  headingLevel = 3,
}: VerificationFormProps) {
  const [submitted, setSubmitted] = useState<Succeeded | undefined>(
    initial?.ok ? initial : undefined,
  );
  const { errors, busy, progress, setFieldError, formProps } = useEnhancedForm({
    schema: VerificationSchema,
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
    endpoint,
    initial,
    invalidToast: problemToast,
    failureToast: texts.failure(texts.failureReasons.connection),
    onSuccess: (result) => setSubmitted(result),
  });

  if (submitted) {
    return (
      <div id={ANCHOR}>
        <VerificationSuccess
          reference={submitted.reference}
          warning={submitted.warning}
          action={successAction}
          headingLevel={headingLevel}
        />
      </div>
    );
  }

  const echoed = initial && !initial.ok ? initial.values : {};
  const text = (name: string) =>
    typeof echoed[name] === "string" ? echoed[name] : undefined;
  const list = (name: string) => [echoed[name] ?? []].flat();
  // Without JavaScript the page shows as a banner what would have been a toast.
  const banner =
    initial && !initial.ok
      ? (initial.toast ?? problemToast(initial.fieldErrors))
      : undefined;

  return (
    <div className="space-y-8">
      <VerificationNotice headingLevel={headingLevel} />
      <form
        id={ANCHOR}
        method="post"
        action={`#${ANCHOR}`}
        encType="multipart/form-data"
        {...formProps}
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        {banner && (
          <div
            role="alert"
            className="mb-8 flex gap-3 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900"
          >
            <Icon name="circle-alert" size={20} className="mt-0.5 shrink-0" />
            <div>
              <p className="font-semibold">{banner.title}</p>
              <p>{banner.description}</p>
            </div>
          </div>
        )}
        <p className="mb-8 text-sm text-slate-600">
          <span className="text-red-700" aria-hidden="true">
            *{" "}
          </span>
          {texts.requiredNote}
        </p>
        <FormGuards />
        <div className="space-y-10">
          <FormPart number={1} legend={sections.personal}>
            <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
              <Field
                name="firstName"
                label={texts.labels.firstName}
                autoComplete="given-name"
                required
                defaultValue={text("firstName")}
                error={errors.firstName}
              />
              <Field
                name="lastName"
                label={texts.labels.lastName}
                autoComplete="family-name"
                required
                defaultValue={text("lastName")}
                error={errors.lastName}
              />
              <Field
                name="email"
                type="email"
                label={texts.labels.email}
                autoComplete="email"
                placeholder={texts.placeholders.email}
                required
                defaultValue={text("email")}
                error={errors.email}
              />
              <Field
                name="phone"
                type="tel"
                label={texts.labels.phone}
                autoComplete="tel"
                placeholder={texts.placeholders.phone}
                required
                defaultValue={text("phone")}
                error={errors.phone}
              />
              <Field
                as="select"
                name="phoneCarrier"
                label={texts.labels.phoneCarrier}
                defaultValue={text("phoneCarrier") ?? ""}
                error={errors.phoneCarrier}
              >
                <option value="">{texts.chooseCarrier}</option>
                {phoneCarriers.map((carrier) => (
                  <option key={carrier} value={carrier}>
                    {carrier}
                  </option>
                ))}
              </Field>
            </div>
          </FormPart>

          <FormPart number={2} legend={sections.address}>
            <div className="grid gap-x-6 gap-y-2 sm:grid-cols-6">
              <Field
                name="streetAddress"
                label={texts.labels.streetAddress}
                autoComplete="street-address"
                required
                defaultValue={text("streetAddress")}
                error={errors.streetAddress}
                className="sm:col-span-6"
              />
              <Field
                name="city"
                label={texts.labels.city}
                autoComplete="address-level2"
                required
                defaultValue={text("city")}
                error={errors.city}
                className="sm:col-span-2"
              />
              <Field
                as="select"
                name="state"
                label={texts.labels.state}
                autoComplete="address-level1"
                required
                defaultValue={text("state") ?? ""}
                error={errors.state}
                className="sm:col-span-2"
              >
                <option value="">{texts.chooseState}</option>
                {usStates.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </Field>
              <Field
                name="zipCode"
                label={texts.labels.zipCode}
                autoComplete="postal-code"
                inputMode="numeric"
                maxLength={10}
                required
                defaultValue={text("zipCode")}
                error={errors.zipCode}
                className="sm:col-span-2"
              />
            </div>
          </FormPart>

          <FormPart number={3} legend={sections.financial}>
            <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
              <Field
                name="bankName"
                label={texts.labels.bankName}
                hint={texts.hints.bankName}
                autoComplete="off"
                required
                defaultValue={text("bankName")}
                error={errors.bankName}
              />
              <Field
                name="creditScore"
                type="number"
                label={texts.labels.creditScore}
                hint={texts.hints.creditScore}
                inputMode="numeric"
                autoComplete="off"
                min={CREDIT_SCORE_MIN}
                max={CREDIT_SCORE_MAX}
                step={1}
                required
                defaultValue={text("creditScore")}
                error={errors.creditScore}
              />
            </div>
          </FormPart>

          <FormPart number={4} legend={sections.documents}>
            <div className="grid gap-6 sm:grid-cols-2">
              {(["driversLicenseFront", "driversLicenseBack"] as const).map(
                (side) => (
                  <FileField
                    key={side}
                    name={side}
                    label={texts.labels[side]}
                    hint={texts.hints.driversLicense}
                    rule={fileRules.driversLicense}
                    required
                    error={errors[side]}
                    onErrorChange={(message) => setFieldError(side, message)}
                  />
                ),
              )}
            </div>
          </FormPart>

          <FormPart number={5} legend={sections.ssn}>
            <SsnFields errors={errors} />
          </FormPart>

          <PositionInterest
            number={6}
            legend={sections.positions}
            selected={list("selectedPositions")}
            otherSelected={text("otherSelected") !== undefined}
            otherPosition={text("otherPosition")}
            errors={errors}
            onErrorChange={setFieldError}
          />

          <FormPart number={7} legend={sections.additional}>
            <Field
              as="textarea"
              name="additionalInfo"
              label={texts.labels.additionalInfo}
              hint={texts.hints.additionalInfo}
              rows={4}
              maxLength={5000}
              defaultValue={text("additionalInfo")}
              error={errors.additionalInfo}
            />
          </FormPart>
        </div>

        <div className="mt-8 flex flex-col gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-start sm:justify-between">
          <p className="flex items-start gap-2 text-sm text-slate-600 sm:max-w-sm">
            <Icon
              name="lock"
              size={16}
              className="mt-0.5 shrink-0 text-brand-700"
            />
            {texts.securityNote}
          </p>
          <SubmitButton
            busy={busy}
            label={texts.submitLabel}
            busyLabel={texts.submittingLabel}
            progress={progress}
          />
        </div>
      </form>
    </div>
  );
}
