import { PortalCard } from "~/components/portal/portal-card";
import { ResetPasswordForm } from "~/components/portal/reset-password-form";
import { resetPasswordPage } from "~/content/portal";
import { staticPageMeta } from "~/lib/seo";

import { resetPasswordAction } from "../../server/auth/portal-actions";
import type { Route } from "./+types/reset-password";

export const meta = () => staticPageMeta("/reset-password");

export async function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, context);
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  return (
    <PortalCard title={resetPasswordPage.title} intro={resetPasswordPage.intro}>
      <ResetPasswordForm initial={actionData} />
    </PortalCard>
  );
}
