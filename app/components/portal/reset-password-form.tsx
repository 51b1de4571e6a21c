import { useEffect, useState } from "react";
import { Link } from "react-router";

import { Field } from "#app/components/forms/field.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import {
  portalToasts,
  resetPasswordPage as texts,
} from "#app/content/portal.ts";
import type { PortalFormResult } from "#app/lib/portal-form.ts";
import { ResetPasswordSchema } from "#app/lib/schemas/portal.ts";

import { FormNotice } from "./form-notice";
import { usePortalForm } from "./use-portal-form";

/**
 * The new password, with the one-time token read from the reset link's
 * fragment (it never reaches a server log). Without JavaScript the fragment
 * cannot be read, and the page says so.
 */
export function ResetPasswordForm({ initial }: { initial?: PortalFormResult }) {
  // undefined: not read yet (server render); "": the link had no token.
  const [token, setToken] = useState<string | undefined>(undefined);
  useEffect(() => {
    const found =
      new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
    window.history.replaceState(
      window.history.state,
      "",
      window.location.pathname,
    );
    // Read once, after hydration: the fragment exists only in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToken(found);
  }, []);

  const { fetcher, result, errors, busy, formProps } = usePortalForm({
    schema: ResetPasswordSchema,
    failed: portalToasts.resetFailed,
    initial,
  });

  const requestNew = (
    <Link
      to="/forgot-password"
      className="mt-2 inline-block font-semibold text-red-900 underline underline-offset-4"
    >
      {texts.requestNew}
    </Link>
  );

  if (token === undefined)
    return (
      <noscript>
        <p className="text-slate-700">{texts.noScript}</p>
      </noscript>
    );
  if (token === "" || result?.invalidToken)
    return (
      <FormNotice
        message={
          result?.invalidToken && result.toast
            ? result.toast
            : {
                type: "error",
                title: "Invalid Link",
                description: texts.missingToken,
              }
        }
      >
        {requestNew}
      </FormNotice>
    );

  const answeredByPage = !fetcher.data && initial;
  return (
    <div className="space-y-5">
      {answeredByPage && !initial.ok && initial.toast && (
        <FormNotice message={initial.toast} />
      )}
      <fetcher.Form {...formProps} className="space-y-1">
        <input type="hidden" name="token" value={token} />
        <Field
          name="password"
          type="password"
          label={texts.labels.password}
          autoComplete="new-password"
          required
          minLength={6}
          error={errors.password}
        />
        <Field
          name="confirmPassword"
          type="password"
          label={texts.labels.confirmPassword}
          autoComplete="new-password"
          required
          minLength={6}
          error={errors.confirmPassword}
        />
        <SubmitButton
          busy={busy}
          label={texts.submit}
          busyLabel={texts.busy}
          className="pt-2 [&_button]:w-full"
        />
      </fetcher.Form>
    </div>
  );
}
