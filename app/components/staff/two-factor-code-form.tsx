import { Link } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import {
  FormOutcome,
  PageOutcome,
} from "#app/components/forms/form-outcome.tsx";
import { CardForm } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { twoFactorSignInPage as texts } from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { staffForms } from "#app/lib/schemas/staff-forms.ts";

/**
 * The sign-in's second step: the code from the authenticator app, or a
 * backup code. A wrong code is told on the field; a sign-in that cannot go
 * on (too many wrong codes, timed out) offers /login again.
 */
export function TwoFactorCodeForm({
  redirectTo,
  initial,
}: {
  redirectTo: string | null;
  initial?: FormResult;
}) {
  const form = useForm({ ...staffForms.signInCode, texts, initial });
  const { result } = form;
  if (result && !result.ok && result.invalidToken && result.toast)
    return (
      <FormOutcome message={result.toast}>
        <Link
          to={
            redirectTo
              ? `/login?${new URLSearchParams({ redirectTo })}`
              : "/login"
          }
          className="mt-2 inline-block font-semibold text-red-900 underline underline-offset-4"
        >
          {texts.signInAgain}
        </Link>
      </FormOutcome>
    );
  return (
    <>
      <PageOutcome form={form} className="mb-5" />
      <CardForm form={form}>
        {redirectTo && (
          <input type="hidden" name="redirectTo" value={redirectTo} />
        )}
        <Field
          {...form.field("code")}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
        />
      </CardForm>
      <p className="mt-6 text-sm text-slate-600">{texts.note}</p>
    </>
  );
}
