import { data, useSearchParams } from "react-router";

import { PortalCard } from "#app/components/portal/portal-card.tsx";
import { TwoFactorCodeForm } from "#app/components/staff/two-factor-code-form.tsx";
import { company } from "#app/content/company.ts";
import { twoFactorSignInPage } from "#app/content/staff.ts";
import { staffPageMeta } from "#app/lib/staff/meta.ts";

import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import {
  twoFactorSignInForm,
  twoFactorSignInLoader,
} from "#server/auth/two-factor-actions.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import type { Route } from "./+types/login-two-factor";

export const meta = () =>
  staffPageMeta(twoFactorSignInPage.title, company.name);

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/** Only while a sign-in waits for its code (server/auth/two-factor-actions.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return data(
    { forms: pageForms([twoFactorSignInForm]) },
    { headers: await twoFactorSignInLoader(request, context) },
  );
}

export const action = formAction([twoFactorSignInForm]);

export default function LoginTwoFactor({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <PortalCard
      title={twoFactorSignInPage.title}
      intro={twoFactorSignInPage.intro}
    >
      <TwoFactorCodeForm
        redirectTo={searchParams.get("redirectTo")}
        initial={actionData}
      />
    </PortalCard>
  );
}
