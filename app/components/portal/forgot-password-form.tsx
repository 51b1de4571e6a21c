import { Link } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import {
  forgotPasswordPage as texts,
  portalToasts,
} from "#app/content/portal.ts";
import type { PortalFormResult } from "#app/lib/portal-form.ts";
import { ForgotPasswordSchema } from "#app/lib/schemas/portal.ts";

import { FormNotice } from "./form-notice";
import { usePortalForm } from "./use-portal-form";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({
  initial,
}: {
  initial?: PortalFormResult;
}) {
  const { fetcher, result, errors, busy, formProps } = usePortalForm({
    schema: ForgotPasswordSchema,
    failed: portalToasts.requestFailed,
    initial,
    onSuccess: (form) => form.reset(),
  });
  const answeredByPage = !fetcher.data && initial;
  return (
    <div className="space-y-5">
      {result?.ok && result.toast && <FormNotice message={result.toast} />}
      {answeredByPage && !initial.ok && initial.toast && (
        <FormNotice message={initial.toast} />
      )}
      <fetcher.Form {...formProps} className="space-y-1">
        <Field
          name="email"
          type="email"
          label={texts.label}
          placeholder={texts.placeholder}
          autoComplete="email"
          required
          defaultValue={initial?.ok ? undefined : initial?.values.email}
          error={errors.email}
        />
        <SubmitButton
          busy={busy}
          label={texts.submit}
          busyLabel={texts.busy}
          className="pt-2 [&_button]:w-full"
        />
      </fetcher.Form>
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
