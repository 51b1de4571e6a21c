import { Link } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import {
  forgotPasswordPage as texts,
  portalToasts,
} from "#app/content/portal.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { ForgotPasswordSchema, problemToast } from "#app/lib/schemas/portal.ts";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ initial }: { initial?: FormResult }) {
  const { field, result, pageAnswer, busy, formProps } = useForm({
    schema: ForgotPasswordSchema,
    texts,
    initial,
    invalidToast: (errors) => problemToast(errors, portalToasts.requestFailed),
    onSuccess: (_result, form) => form.reset(),
  });
  return (
    <div className="space-y-5">
      {result?.ok && result.toast && <FormOutcome message={result.toast} />}
      {pageAnswer && !pageAnswer.ok && pageAnswer.toast && (
        <FormOutcome message={pageAnswer.toast} />
      )}
      <form {...formProps} className="space-y-1">
        <Field {...field("email")} type="email" autoComplete="email" required />
        <SubmitButton
          busy={busy}
          label={texts.submit}
          busyLabel={texts.busy}
          className="pt-2 [&_button]:w-full"
        />
      </form>
      <p className="text-center text-sm">
        <Link
          to="/login"
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          {texts.backToSignIn}
        </Link>
      </p>
    </div>
  );
}
