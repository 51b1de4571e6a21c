import { Link } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { CardForm } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { twoFactorEnrolPage } from "#app/content/staff.ts";
import {
  SET_UP_FIELD,
  type EnrolmentSetUpKey,
  type FormResult,
} from "#app/lib/forms/form-result.ts";
import { enrolmentIntents, staffForms } from "#app/lib/schemas/staff-forms.ts";

import { BackupCodes } from "./backup-codes.tsx";
import { QrCode } from "./qr-code.tsx";
import { SetUpKeyText } from "./set-up-key.tsx";
import { StaffSection } from "./staff-section.tsx";

const texts = twoFactorEnrolPage.scan;

/**
 * Enrolment, step 2: the set-up key as a QR code and as text, and the first
 * code from the app; once it is right, the backup codes (step 3) take its
 * place.
 */
export function EnrolmentCodeForm({
  setUpKey,
  initial,
}: {
  setUpKey: EnrolmentSetUpKey;
  initial?: FormResult;
}) {
  const { key, qr, sealed } = setUpKey;
  const form = useForm({ ...staffForms.enrolmentCode, texts, initial });
  const { result } = form;
  if (result?.ok && result.oneTimeCodes)
    return <BackupCodes codes={result.oneTimeCodes} />;
  return (
    <StaffSection id="enrol-scan" heading={texts.heading} text={texts.text}>
      <div className="flex justify-center">
        <QrCode size={qr.size} path={qr.path} label={texts.qrLabel} />
      </div>
      <div>
        <h3 className="font-semibold text-slate-800">{texts.keyHeading}</h3>
        <SetUpKeyText value={key} />
        <p className="mt-1 text-sm text-slate-600">{texts.keyHint}</p>
      </div>
      <PageOutcome form={form} />
      <CardForm form={form} intent={enrolmentIntents.confirm}>
        <Field
          {...form.field("code")}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
        />
        {/* Posted back so that a refused code shows this key again. */}
        <input type="hidden" name={SET_UP_FIELD} value={sealed} />
      </CardForm>
      <Link
        to="?again"
        className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {texts.startAgain}
      </Link>
    </StaffSection>
  );
}
