import {
  CallbackError,
  CompleteSignIn,
} from "#app/components/portal/complete-sign-in.tsx";
import { PortalCard } from "#app/components/portal/portal-card.tsx";
import { authCallbackMeta, loginPage } from "#app/content/portal.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

import { confirmEmailAction } from "#server/auth/portal-actions.ts";
import type { Route } from "./+types/auth-callback";

export const meta = () => staticPageMeta(authCallbackMeta);

/** The token the page read from the link's fragment. */
export async function action({ request, context }: Route.ActionArgs) {
  return confirmEmailAction(request, context);
}

export default function AuthCallback() {
  return (
    <PortalCard title={loginPage.title}>
      <CompleteSignIn />
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
