import { data } from "react-router";

import { AccountStatus } from "#app/components/portal/account-status.tsx";
import { DashboardCards } from "#app/components/portal/dashboard-cards.tsx";
import { DashboardActivity } from "#app/components/portal/dashboard-activity.tsx";
import { SignOutButton } from "#app/components/portal/sign-out-button.tsx";
import { PageTitle } from "#app/components/ui/page-title.tsx";
import {
  dashboardMeta,
  dashboardPage,
  loginPage,
} from "#app/content/portal.ts";
import { staticPageMeta } from "#app/lib/seo.ts";

import { signOutAction } from "#server/auth/portal-actions.ts";
import { PRIVATE_NO_STORE, requireUser } from "#server/auth/session.ts";
import { confirmedEmailOf } from "#server/conversations/customer.ts";
import { latestVerification } from "#server/portal/account-status.ts";
import { customerActivity } from "#server/portal/activity.ts";
import { requireServices } from "#server/request-context.ts";
import type { Route } from "./+types/dashboard";

export const meta = () => staticPageMeta(dashboardMeta);

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/** Guarded on the server: a visitor is sent to /login before any of the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, headers } = await requireUser(request, context);
  const page = Number(new URL(request.url).searchParams.get("page"));
  const { db } = requireServices(context).database;
  const [activity, verification] = await Promise.all([
    customerActivity(
      db,
      user.id,
      Number.isSafeInteger(page) && page > 1 ? page : 1,
    ),
    confirmedEmailOf(db, user.id).then((email) =>
      latestVerification(db, user.id, email),
    ),
  ]);
  return data(
    {
      name: user.name || user.email,
      activity: activity ?? null,
      verification,
    },
    { headers },
  );
}

/** Sign Out, from here and from the verification page. */
export async function action({ request, context }: Route.ActionArgs) {
  return signOutAction(request, context);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="bg-slate-50">
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-end sm:justify-between sm:px-6 lg:px-8">
          <div>
            <PageTitle
              eyebrow={loginPage.title}
              title={dashboardPage.title}
              size="md"
              className="mt-2"
            />
            <p className="mt-3 text-lg text-brand-100">
              {dashboardPage.welcome(loaderData.name)}
            </p>
            <p className="mt-1 text-brand-100">{dashboardPage.intro}</p>
          </div>
          <SignOutButton variant="outline-light" className="shrink-0" />
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6 lg:px-8">
        <DashboardActivity activity={loaderData.activity} />
        <DashboardCards />
        <AccountStatus verification={loaderData.verification} />
      </div>
    </div>
  );
}
