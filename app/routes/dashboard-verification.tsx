import { data } from "react-router";

import { SecureAreaHeader } from "~/components/portal/secure-area-header";
import { secureAreaPage } from "~/content/portal";
import { staticPageMeta } from "~/lib/seo";

import { PRIVATE_NO_STORE, requireUser } from "../../server/auth/session";
import type { Route } from "./+types/dashboard-verification";

export const meta = () => staticPageMeta("/dashboard/verification");

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/** Guarded on the server, like the dashboard. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, headers } = await requireUser(request, context);
  return data({ userLabel: user.name || user.email }, { headers });
}

// The verification form's server step goes here once the forms branch is
// merged: an action that calls `requireUser(request, context)` first and
// stores the submission with `user.id` as `onboarding_responses.user_id`.

export default function DashboardVerification({
  loaderData,
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
          {/*
            SLOT — the verification form (forms branch) goes here:
              <VerificationForm
                endpoint="<this page's JSON endpoint>"
                successAction={{ label: secureAreaPage.returnToDashboard, href: "/dashboard" }}
              />
            Its handler takes the user from requireUser(request, context)
            (server/auth/session.ts) and records user.id with the submission.
          */}
          <div className="mt-10" data-slot="verification-form" />
        </div>
      </section>
    </>
  );
}
