import { Icon } from "#app/components/ui/icon.tsx";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";

import { PageOutcome } from "#app/components/forms/form-outcome.tsx";
import { PasswordFields } from "#app/components/forms/password-fields.tsx";
import { CardForm } from "#app/components/forms/form.tsx";
import { useForm } from "#app/components/forms/use-form.ts";
import { TextLink } from "#app/components/ui/text-link.tsx";
import { showToast } from "#app/components/ui/toasts.tsx";
import { callbackPage, portalToasts } from "#app/content/portal.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { portalForms } from "#app/lib/schemas/portal-forms.ts";

/**
 * /auth/callback (spec call 10): reads the one-time token from the link's
 * fragment, which never reaches a server log, and asks for the password
 * chosen at sign-up (decision 0095) before the action confirms the address.
 * Confirmed: the action redirects to the dashboard with the 'Welcome!'
 * toast. A wrong password is said at the field, the link still in hand. A
 * link expired or used: 'Authentication Failed', or 'Invalid Link' when
 * there was no token; then Sign In. (Anything unexpected ends in the
 * route's error boundary: 'Authentication Error'.)
 */
export function CompleteSignIn({ initial }: { initial?: FormResult }) {
  // undefined: not read yet (server render); "": the link had no token.
  const [token, setToken] = useState<string | undefined>(undefined);
  const navigate = useNavigate();

  useEffect(() => {
    const found =
      new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
    // Out of the address bar and the history as soon as it is read.
    window.history.replaceState(
      window.history.state,
      "",
      window.location.pathname,
    );
    if (!found) {
      void showToast(portalToasts.invalidLink, { keepOnNavigation: true });
      void navigate("/login", { replace: true });
      return;
    }
    // Read once, after hydration: the fragment exists only in the browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToken(found);
  }, [navigate]);

  const form = useForm({
    ...portalForms.confirmEmail,
    texts: callbackPage,
    initial,
    // A wrong password is written at the form; a dead link leaves for Sign In.
    outcomeOnPage: true,
  });
  const deadLink = form.result && !form.result.ok && form.result.invalidToken;
  useEffect(() => {
    if (!deadLink) return;
    void showToast(portalToasts.authenticationFailed, {
      keepOnNavigation: true,
    });
    void navigate("/login", { replace: true });
  }, [deadLink, navigate]);

  if (!token || deadLink) return <CallbackStatus />;
  return (
    <div className="space-y-5">
      <h2 className="text-xl font-bold text-brand-900">{callbackPage.title}</h2>
      <p className="text-slate-700">{callbackPage.passwordText}</p>
      <PageOutcome form={form} />
      <CardForm form={form}>
        <input type="hidden" name="token" value={token} />
        <PasswordFields mode="current" field={form.field} />
      </CardForm>
      <p className="text-sm">
        <TextLink to="/forgot-password">{callbackPage.forgotPassword}</TextLink>
      </p>
      <p className="text-sm text-slate-600">{callbackPage.notYou}</p>
    </div>
  );
}

/** 'Completing your sign-in...' with a spinner, announced politely. */
export function CallbackStatus() {
  return (
    <div className="flex flex-col items-center gap-4 py-6 text-center">
      <Icon
        name="loader-circle"
        size={40}
        className="animate-spin text-brand-700 motion-reduce:animate-none"
      />
      <p role="status" className="text-lg font-semibold text-brand-900">
        {callbackPage.title}
      </p>
      <p className="text-slate-600">{callbackPage.text}</p>
      <noscript>
        <p className="text-slate-700">{callbackPage.noScript}</p>
        <Link
          to="/login"
          className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-4"
        >
          {callbackPage.signInLink}
        </Link>
      </noscript>
    </div>
  );
}

/** The route's error boundary: 'Authentication Error', then Sign In. */
export function CallbackError() {
  const navigate = useNavigate();
  useEffect(() => {
    void showToast(portalToasts.authenticationError, {
      keepOnNavigation: true,
    });
    void navigate("/login", { replace: true });
  }, [navigate]);
  return <CallbackStatus />;
}
