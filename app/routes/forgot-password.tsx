import { ForgotPasswordForm } from "#app/components/portal/forgot-password-form.tsx";
import { PortalCard } from "#app/components/portal/portal-card.tsx";
import { forgotPasswordMeta, forgotPasswordPage } from "#app/content/portal.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

import { forgotPasswordForm } from "#server/auth/portal-actions.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import type { Route } from "./+types/forgot-password";

export const meta = () => staticPageMeta(forgotPasswordMeta);

export const loader = () => ({ forms: pageForms([forgotPasswordForm]) });

export const action = formAction([forgotPasswordForm]);

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
