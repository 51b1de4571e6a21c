import { ForgotPasswordForm } from "~/components/portal/forgot-password-form";
import { PortalCard } from "~/components/portal/portal-card";
import { forgotPasswordPage } from "~/content/portal";
import { staticPageMeta } from "~/lib/seo";

import { forgotPasswordAction } from "../../server/auth/portal-actions";
import type { Route } from "./+types/forgot-password";

export const meta = () => staticPageMeta("/forgot-password");

export async function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <PortalCard
      title={forgotPasswordPage.title}
      intro={forgotPasswordPage.intro}
    >
      <ForgotPasswordForm initial={actionData} />
    </PortalCard>
  );
}
