import {
  CallbackError,
  CompleteSignIn,
} from "~/components/portal/complete-sign-in";
import { PortalCard } from "~/components/portal/portal-card";
import { loginPage } from "~/content/portal";
import { staticPageMeta } from "~/lib/seo";

import { confirmEmailAction } from "../../server/auth/portal-actions";
import type { Route } from "./+types/auth-callback";

export const meta = () => staticPageMeta("/auth/callback");

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
