import { staffAccountsPage as texts, roleLabels } from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import type { StaffRole } from "#app/lib/staff/roles.ts";

import { AccountActionForm } from "./account-action-form.tsx";
import { ChangeRoleForm } from "./change-role-form.tsx";
import { staffAccountIntents } from "#app/lib/schemas/staff-forms.ts";

export interface StaffAccountView {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  disabled: boolean;
}

/**
 * One staff account: who, role, authenticator app, status, and what an
 * admin can do with it. `answer` is the staff page's answer when it was
 * about this account (posted without JavaScript).
 */
export function StaffAccountCard({
  account,
  isMe,
  answer,
}: {
  account: StaffAccountView;
  isMe: boolean;
  answer?: FormResult;
}) {
  const headingId = `account-${account.id}`;
  const answerFor = (intent: string) =>
    answer?.form === `${intent}:${account.id}` ? answer : undefined;
  const facts: Array<[string, string]> = [
    [texts.facts.email, account.email],
    [texts.facts.role, roleLabels[account.role]],
    [
      texts.facts.twoFactor,
      account.twoFactorEnabled ? texts.twoFactor.yes : texts.twoFactor.no,
    ],
    [
      texts.facts.status,
      account.disabled ? texts.status.disabled : texts.status.active,
    ],
  ];
  const toggle = account.disabled
    ? staffAccountIntents.enable
    : staffAccountIntents.disable;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-bold text-brand-900">
        {account.name}{" "}
        {isMe && <span className="font-normal">{texts.you}</span>}
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-4 border-t border-slate-200 pt-4">
        <ChangeRoleForm
          userId={account.id}
          accountName={account.name}
          role={account.role}
          initial={answerFor(staffAccountIntents.changeRole)}
        />
        {!isMe && (
          <AccountActionForm
            key={toggle}
            intent={toggle}
            userId={account.id}
            accountName={account.name}
            texts={texts[toggle]}
            initial={answerFor(toggle)}
          />
        )}
        <AccountActionForm
          intent={staffAccountIntents.signOutEverywhere}
          userId={account.id}
          accountName={account.name}
          texts={texts.signOut}
          initial={answerFor(staffAccountIntents.signOutEverywhere)}
        />
      </div>
    </article>
  );
}
