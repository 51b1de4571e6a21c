import { data, type RouterContextProvider } from "react-router";

import {
  inboxTitles,
  roleLabels,
  roundRobinTexts,
  staffAccountToasts as toasts,
} from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import {
  ChangeRoleSchema,
  InviteStaffSchema,
  RoundRobinSchema,
  StaffAccountSchema,
} from "#app/lib/schemas/staff.ts";
import {
  staffAccountIntents as intents,
  roundRobinShape,
  staffForms,
} from "#app/lib/schemas/staff-forms.ts";
import type { Outcome } from "#server/auth/account.ts";
import { statusOf } from "#server/auth/portal-actions.ts";
import { authCall } from "#server/auth/session.ts";
import {
  defineForm,
  refusal,
  type FormDefinition,
  type FormRequest,
  type FormResponse,
  type PostedFields,
} from "#server/forms/form-definition.ts";
import { pageForms } from "#server/forms/handle-form.ts";
import { requireStaff } from "./access.ts";
import { staffFormPage } from "./staff-form-page.ts";
import {
  changeRole,
  disableAccount,
  enableAccount,
  inviteStaff,
  listStaffAccounts,
  signOutEverywhere,
  type AdminAction,
} from "./accounts.ts";
import { roundRobinSettings, saveRoundRobin } from "./round-robin.ts";

type Context = Readonly<RouterContextProvider>;

/** /admin/staff's loader: the staff and admin accounts (admins only). */
export async function staffAccountsLoader(request: Request, context: Context) {
  const { staff, services, headers } = await requireStaff(request, context, {
    role: "admin",
  });
  const [accounts, roundRobin] = await Promise.all([
    listStaffAccounts(services),
    roundRobinSettings(services.database.db),
  ]);
  return data(
    { accounts, me: staff.id, roundRobin, forms: pageForms(staffPageForms) },
    { headers },
  );
}

/**
 * Who may post the staff page's forms: admins only. Each change is made
 * through Better Auth's admin plugin with the admin's own session and
 * audited with the admin's id and client.
 */
async function adminAccess({
  request,
  context,
}: FormRequest): Promise<AdminAction & { headers: Headers }> {
  const { services, actor, headers } = await requireStaff(request, context, {
    role: "admin",
  });
  return { services, call: authCall(request, context), actor, headers };
}

const staffFailure =
  "Something went wrong on our side. Please try again in a moment.";

/** What the staff page's forms share: admins only, nothing secret to echo, responses never cached. */
const staffPage = {
  ...staffFormPage("/admin/staff", adminAccess, toasts.failed(staffFailure)),
  invalidToast: staffForms.invite.invalidToast,
} satisfies Partial<FormDefinition>;

/** An account's own forms are one per account: their responses name it. */
const accountOf = (fields: PostedFields) => fields.get("userId")?.[0] ?? "";

/** An outcome of accounts.ts as the form's response. */
function responseOf<T extends object>(
  outcome: Outcome<T>,
  success: (value: T) => FormResult["toast"],
  field?: Partial<Record<string, string>>,
): FormResult | FormResponse {
  if (outcome.ok) return { ok: true, toast: success(outcome) };
  const fieldName = field?.[outcome.code];
  return refusal(statusOf(outcome), {
    ok: false,
    fieldErrors: fieldName ? { [fieldName]: outcome.message } : {},
    toast: toasts.failed(outcome.message),
  });
}

/** Invite a member of staff (the page's first form). */
export const inviteStaffForm = defineForm({
  name: intents.invite,
  ...staffPage,
  schema: InviteStaffSchema,
  submit: async ({ input, scope }) =>
    responseOf(
      await inviteStaff(scope, input),
      ({ email }) => toasts.invited(email),
      { EMAIL_TAKEN: "email" },
    ),
});

export const changeRoleForm = defineForm({
  name: intents.changeRole,
  ...staffPage,
  instance: accountOf,
  schema: ChangeRoleSchema,
  submit: async ({ input, scope }) =>
    responseOf(await changeRole(scope, input), ({ name, changed }) =>
      changed
        ? toasts.roleChanged(name, roleLabels[input.role])
        : toasts.roleUnchanged(name, roleLabels[input.role]),
    ),
});

/** Disable, enable, sign out everywhere: one account, one change. */
function accountForm<const Name extends string>(
  name: Name,
  change: typeof disableAccount,
  told: (name: string) => FormResult["toast"],
) {
  return defineForm({
    name,
    ...staffPage,
    instance: accountOf,
    schema: StaffAccountSchema,
    submit: async ({ input, scope }) =>
      responseOf(await change(scope, input.userId), ({ name }) => told(name)),
  });
}

export const disableAccountForm = accountForm(
  intents.disable,
  disableAccount,
  toasts.disabled,
);
export const enableAccountForm = accountForm(
  intents.enable,
  enableAccount,
  toasts.enabled,
);
export const signOutEverywhereForm = accountForm(
  intents.signOutEverywhere,
  signOutEverywhere,
  toasts.signedOut,
);

/** An inbox's round-robin: on or off, its cap and who takes turns; one form per inbox. */
export const roundRobinForm = defineForm({
  name: intents.roundRobin,
  ...staffPage,
  instance: (fields) => fields.get("inbox")?.[0] ?? "",
  schema: RoundRobinSchema,
  shape: roundRobinShape,
  submit: async ({ input, scope }) => {
    await saveRoundRobin(scope.services, {
      kind: input.inbox,
      setting: {
        enabled: input.enabled,
        cap: input.cap,
        members: input.members,
      },
      actor: scope.actor,
    });
    return {
      ok: true,
      toast: roundRobinTexts.saved(inboxTitles[input.inbox]),
    };
  },
});

/** The forms of /admin/staff, the invitation first. */
export const staffPageForms = [
  inviteStaffForm,
  changeRoleForm,
  disableAccountForm,
  enableAccountForm,
  signOutEverywhereForm,
  roundRobinForm,
];
