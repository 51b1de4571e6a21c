import { data } from "react-router";

import { SecureAreaHeader } from "#app/components/portal/secure-area-header.tsx";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { englishVerificationWords } from "#app/components/verification/english-verification-words.ts";
import { VerificationForm } from "#app/components/verification/verification-form.tsx";
import {
  dashboardVerificationMeta,
  secureAreaPage,
} from "#app/content/portal.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

import { PRIVATE_NO_STORE, requireUser } from "#server/auth/session.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import { dashboardVerificationForm } from "#server/forms/verification.ts";
import type { Route } from "./+types/dashboard-verification";

export const meta = () => staticPageMeta(dashboardVerificationMeta);

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/** Guarded on the server, like the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, headers } = await requireUser(request, context);
  return data(
    {
      userLabel: user.name || user.email,
      forms: pageForms([dashboardVerificationForm]),
    },
    { headers },
  );
}

/** The form posted without JavaScript, by a signed-in customer only; the row records who sent it. */
export const action = formAction([dashboardVerificationForm]);

export default function DashboardVerification({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return (
    <>
      <SecureAreaHeader userLabel={loaderData.userLabel} />
      <section
        aria-labelledby="secure-verification-heading"
        className="bg-slate-50 py-12 sm:py-16"
      >
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <h1
            id="secure-verification-heading"
            className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl"
          >
            {secureAreaPage.heading}
          </h1>
          <p className="mt-4 text-lg text-slate-600">{secureAreaPage.intro}</p>
          <div className="mt-10">
            <VerificationForm
              key={actionData ? "answered" : "new"}
              form="dashboard-verification"
              words={englishVerificationWords}
              initial={actionData}
              headingLevel={2}
              successAction={
                <ButtonLink to="/dashboard">
                  {secureAreaPage.returnToDashboard}
                </ButtonLink>
              }
            />
          </div>
        </div>
      </section>
    </>
  );
}
