import { useEffect, useState } from "react";
import { Link } from "react-router";

import {
  FormOutcome,
  PageOutcome,
} from "#app/components/forms/form-outcome.tsx";
import { PasswordFields } from "#app/components/forms/password-fields.tsx";
import { CardForm } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { resetPasswordPage as texts } from "#app/content/portal.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { portalForms } from "#app/lib/schemas/portal-forms.ts";

/**
 * The new password, with the one-time token read from the reset link's
 * fragment (it never reaches a server log). Without JavaScript the fragment
 * cannot be read, and the page says so.
 */
export function ResetPasswordForm({ initial }: { initial?: FormResult }) {
  return (
    // The page is sent before the fragment is read: the card keeps the
    // form's height from the first paint, so the form (or the invalid-link
    // notice, shorter) appears without moving the footer.
    <div className="min-h-61">
      <ResetPasswordState initial={initial} />
    </div>
  );
}

function ResetPasswordState({ initial }: { initial?: FormResult }) {
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

  const form = useForm({
    ...portalForms.resetPassword,
    texts,
    initial,
  });
  const { result } = form;
  const invalidToken = result && !result.ok && result.invalidToken;

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
  if (token === "" || invalidToken)
    return (
      <FormOutcome
        message={
          invalidToken && result.toast
            ? result.toast
            : {
                type: "error",
                title: "Invalid Link",
                description: texts.missingToken,
              }
        }
      >
        {requestNew}
      </FormOutcome>
    );

  return (
    <>
      <PageOutcome form={form} className="mb-5" />
      <CardForm form={form}>
        <input type="hidden" name="token" value={token} />
        <PasswordFields mode="new" field={form.field} />
      </CardForm>
    </>
  );
}
