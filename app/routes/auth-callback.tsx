import {
  CallbackError,
  CompleteSignIn,
} from "#app/components/portal/complete-sign-in.tsx";
import { PortalCard } from "#app/components/portal/portal-card.tsx";
import { authCallbackMeta, loginPage } from "#app/content/portal.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

import { confirmEmailForm } from "#server/auth/portal-actions.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import type { Route } from "./+types/auth-callback";

export const meta = () => staticPageMeta(authCallbackMeta);

export const loader = () => ({ forms: pageForms([confirmEmailForm]) });

/** The token the page read from the link's fragment, and the sign-up password. */
export const action = formAction([confirmEmailForm]);

export default function AuthCallback({ actionData }: Route.ComponentProps) {
  return (
    <PortalCard title={loginPage.title}>
      <CompleteSignIn initial={actionData} />
    </PortalCard>
  );
}

/** Anything unexpected: 'Authentication Error', then Sign In. */
export function ErrorBoundary() {
  return (
    <PortalCard title={loginPage.title}>
      <CallbackError />
    </PortalCard>
  );
}
