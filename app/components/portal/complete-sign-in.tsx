import { Icon } from "#app/components/ui/icon.tsx";
import { useEffect, useRef } from "react";
import { Link, useFetcher, useNavigate } from "react-router";

import { showToast } from "#app/components/ui/toasts.tsx";
import { callbackPage, portalToasts } from "#app/content/portal.ts";

/**
 * /auth/callback (spec call 10): reads the one-time token from the link's
 * fragment, which never reaches a server log, and posts it to this route's
 * action. Confirmed: the action redirects to the dashboard with the
 * 'Welcome!' toast. Refused: 'Authentication Failed', or 'Invalid Link' when
 * there was no token; then Sign In. (Anything unexpected ends in the route's
 * error boundary: 'Authentication Error'.)
 */
export function CompleteSignIn() {
  const fetcher = useFetcher<{ outcome: "failed" | "invalid-link" }>();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.hash.slice(1)).get(
      "token",
    );
    // Out of the address bar and the history as soon as it is read.
    window.history.replaceState(
      window.history.state,
      "",
      window.location.pathname,
    );
    if (!token) {
      void showToast(portalToasts.invalidLink, { keepOnNavigation: true });
      void navigate("/login", { replace: true });
      return;
    }
    void fetcher.submit({ token }, { method: "post" });
  }, [fetcher, navigate]);

  const outcome = fetcher.data?.outcome;
  useEffect(() => {
    if (!outcome) return;
    void showToast(
      outcome === "invalid-link"
        ? portalToasts.invalidLink
        : portalToasts.authenticationFailed,
      { keepOnNavigation: true },
    );
    void navigate("/login", { replace: true });
  }, [outcome, navigate]);

  return <CallbackStatus />;
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
