import { PortalCard } from "#app/components/portal/portal-card.tsx";
import { ResetPasswordForm } from "#app/components/portal/reset-password-form.tsx";
import { resetPasswordMeta, resetPasswordPage } from "#app/content/portal.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

import { resetPasswordForm } from "#server/auth/portal-actions.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import type { Route } from "./+types/reset-password";

export const meta = () => staticPageMeta(resetPasswordMeta);

export const loader = () => ({ forms: pageForms([resetPasswordForm]) });

export const action = formAction([resetPasswordForm]);

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  return (
    <PortalCard title={resetPasswordPage.title} intro={resetPasswordPage.intro}>
      <ResetPasswordForm initial={actionData} />
    </PortalCard>
  );
}
