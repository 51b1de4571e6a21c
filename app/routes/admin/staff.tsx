import { InviteStaffForm } from "#app/components/staff/invite-staff-form.tsx";
import { RoundRobinForm } from "#app/components/staff/round-robin-form.tsx";
import { StaffAccountCard } from "#app/components/staff/staff-account-card.tsx";
import {
  StaffPageHeader,
  StaffSection,
} from "#app/components/staff/staff-section.tsx";
import {
  roundRobinTexts,
  staffAccountsPage as texts,
} from "#app/content/staff.ts";
import { staffAccountIntents } from "#app/lib/schemas/staff-forms.ts";
import { inboxKinds } from "#app/lib/staff/workflow.ts";
import { staffPageMeta } from "#app/lib/staff/meta.ts";

import { formAction } from "#server/forms/handle-form.ts";
import {
  staffAccountsLoader,
  staffPageForms,
} from "#server/staff/account-actions.ts";
import type { Route } from "./+types/staff";

export const meta = () => staffPageMeta(texts.title);

/** Admins only (server/staff/account-actions.ts); staff get the layout's 403. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return staffAccountsLoader(request, context);
}

/** Invite, change a role, disable, enable, sign out everywhere, named by the form's intent (admins only). */
export const action = formAction(staffPageForms);

export default function StaffAccounts({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  const { accounts, me, roundRobin } = loaderData;
  const active = accounts.filter((account) => !account.disabled);
  return (
    <div className="space-y-10">
      <StaffPageHeader title={texts.title} intro={texts.intro} />
      <StaffSection id="staff-accounts" heading={texts.listHeading}>
        {accounts.length === 0 ? (
          <p className="text-slate-700">{texts.empty}</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {accounts.map((account) => (
              <li key={account.id}>
                <StaffAccountCard
                  account={account}
                  isMe={account.id === me}
                  answer={actionData}
                />
              </li>
            ))}
          </ul>
        )}
      </StaffSection>
      <StaffSection
        id="round-robin"
        heading={roundRobinTexts.heading}
        text={roundRobinTexts.intro}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          {inboxKinds.map((kind) => (
            <RoundRobinForm
              key={kind}
              kind={kind}
              setting={roundRobin[kind]}
              staff={active}
              initial={
                actionData?.form === `${staffAccountIntents.roundRobin}:${kind}`
                  ? actionData
                  : undefined
              }
            />
          ))}
        </div>
      </StaffSection>
      <InviteStaffForm
        initial={
          actionData?.form === staffAccountIntents.invite
            ? actionData
            : undefined
        }
      />
    </div>
  );
}
