import { data, useSearchParams } from "react-router";

import { LoginTabs } from "#app/components/portal/login-tabs.tsx";
import { PortalCard } from "#app/components/portal/portal-card.tsx";
import { SignInForm } from "#app/components/portal/sign-in-form.tsx";
import { SignUpForm } from "#app/components/portal/sign-up-form.tsx";
import { loginMeta, loginPage } from "#app/content/portal.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

import {
  resendConfirmationForm,
  signInForm,
  signUpForm,
} from "#server/auth/portal-actions.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import { PRIVATE_NO_STORE, redirectIfSignedIn } from "#server/auth/session.ts";
import type { Route } from "./+types/login";

export const meta = () => staticPageMeta(loginMeta);

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/** A signed-in person goes on to the dashboard (spec section 2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = await redirectIfSignedIn(request, context);
  return data(
    { forms: pageForms([signInForm, signUpForm, resendConfirmationForm]) },
    { headers },
  );
}

/** Sign In, Sign Up, or a new confirmation email, named by the form's intent. */
export const action = formAction([
  signInForm,
  signUpForm,
  resendConfirmationForm,
]);

export default function Login({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo");
  const signUpAnswer = actionData?.form === "sign-up" ? actionData : undefined;
  const signInAnswer =
    actionData?.form === "sign-in" || actionData?.form === "resend-confirmation"
      ? actionData
      : undefined;
  const initialTab =
    signUpAnswer || searchParams.get("tab") === "signup" ? "signup" : "signin";
  return (
    <PortalCard
      title={loginPage.title}
      intro={loginPage.intro}
      footer={loginPage.securityNote}
    >
      <LoginTabs
        label={loginPage.tabsLabel}
        labels={loginPage.tabs}
        initial={initialTab}
        panels={{
          signin: <SignInForm redirectTo={redirectTo} initial={signInAnswer} />,
          signup: <SignUpForm initial={signUpAnswer} />,
        }}
      />
    </PortalCard>
  );
}
