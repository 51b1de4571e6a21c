import { Icon } from "#app/components/ui/icon.tsx";
import { useEffect } from "react";
import { useFetcher } from "react-router";

import { showToast } from "#app/components/ui/toasts.tsx";
import { loginPage } from "#app/content/portal.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { INTENT_FIELD } from "#app/lib/forms/guards.ts";

const texts = loginPage.signIn.unconfirmed;

/**
 * Shown when the password was right but the address is not confirmed yet
 * (the 'Sign In Failed' toast or notice announces it; this offers the way on).
 */
export function ResendConfirmation({ email }: { email: string }) {
  const fetcher = useFetcher<FormResult>();
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.data?.toast) void showToast(fetcher.data.toast);
  }, [fetcher.data]);
  return (
    <div className="rounded-lg border border-amber-600 bg-amber-50 p-4 text-sm text-amber-950">
      <div className="flex gap-3">
        <Icon name="mail-warning" size={20} className="mt-0.5 shrink-0" />
        <div>
          <p className="font-semibold">{texts.heading}</p>
          <p className="mt-1">{texts.text}</p>
          <fetcher.Form method="post" className="mt-3">
            <input
              type="hidden"
              name={INTENT_FIELD}
              value="resend-confirmation"
            />
            <input type="hidden" name="email" value={email} />
            <button
              type="submit"
              disabled={busy}
              className="inline-flex items-center justify-center rounded-md border border-amber-800 bg-white px-4 py-2 text-sm font-semibold text-amber-950 hover:bg-amber-100 disabled:cursor-not-allowed disabled:opacity-70"
            >
              {busy ? texts.busy : texts.resend}
            </button>
          </fetcher.Form>
          {fetcher.data?.ok && (
            <p className="mt-2 font-medium">
              {fetcher.data.toast?.description}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
