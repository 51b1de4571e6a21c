import { data, type RouterContextProvider } from "react-router";

import {
  roleLabels,
  staffAccountToasts as toasts,
} from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { INTENT_FIELD } from "#app/lib/forms/guards.ts";
import {
  ChangeRoleSchema,
  InviteStaffSchema,
  StaffAccountSchema,
} from "#app/lib/schemas/staff.ts";
import { staffForms } from "#app/lib/schemas/staff-forms.ts";
import type { Outcome } from "#server/auth/account.ts";
import { statusOf } from "#server/auth/portal-actions.ts";
import { authCall, PRIVATE_NO_STORE } from "#server/auth/session.ts";
import {
  formData,
  handleForm,
  type FormAnswer,
  type FormHandler,
} from "#server/forms/handle-form.ts";
import { requireStaff } from "./access.ts";
import {
  changeRole,
  disableAccount,
  enableAccount,
  inviteStaff,
  listStaffAccounts,
  signOutEverywhere,
  type AdminAction,
} from "./accounts.ts";

type Context = Readonly<RouterContextProvider>;

/** The forms of the staff page, by intent; each account's own forms are named "<intent>:<user id>". */
export const staffAccountIntents = [
  "invite",
  "change-role",
  "disable",
  "enable",
  "sign-out-everywhere",
] as const;

/** /admin/staff's loader: the staff and admin accounts (admins only). */
export async function staffAccountsLoader(request: Request, context: Context) {
  const { staff, services, headers } = await requireStaff(request, context, {
    role: "admin",
  });
  const accounts = await listStaffAccounts(services);
  return data({ accounts, me: staff.id }, { headers });
}

/** A staff form on the forms' pipeline: nothing secret to echo, answers never cached. */
function staffForm<T>(
  form: string,
  definition: Pick<FormHandler<T>, "invalidToast">,
  schema: FormHandler<T>["schema"],
  submit: (input: T) => Promise<FormResult | FormAnswer>,
): FormHandler<T> {
  return {
    form,
    schema,
    headers: { "Cache-Control": PRIVATE_NO_STORE },
    invalidToast: definition.invalidToast,
    failureToast: () => toasts.failed(staffFailure),
    submit: (_services, input) => submit(input),
  };
}

const staffFailure =
  "Something went wrong on our side. Please try again in a moment.";

/** An outcome of accounts.ts as the form's answer. */
function answer<T extends object>(
  outcome: Outcome<T>,
  success: (value: T) => FormResult["toast"],
  field?: Partial<Record<string, string>>,
): FormResult | FormAnswer {
  if (outcome.ok) return { ok: true, toast: success(outcome) };
  const fieldName = field?.[outcome.code];
  return {
    status: statusOf(outcome),
    result: {
      ok: false,
      fieldErrors: fieldName ? { [fieldName]: outcome.message } : {},
      values: {},
      toast: toasts.failed(outcome.message),
    },
  };
}

/**
 * /admin/staff's action (admins only): invite, change a role, disable,
 * enable, sign out everywhere, named by the form's intent. Each change is
 * made through Better Auth's admin plugin with the admin's own session and
 * audited with the admin's id and client.
 */
export async function staffAccountsAction(request: Request, context: Context) {
  const { services, actor } = await requireStaff(request, context, {
    role: "admin",
  });
  const action: AdminAction = {
    services,
    call: authCall(request, context),
    actor,
  };
  return formData(
    await handleForm<object>(request, context, (fields) => {
      const intent = fields.get(INTENT_FIELD)?.[0];
      const userId = fields.get("userId")?.[0] ?? "";
      switch (intent) {
        case "change-role":
          return staffForm(
            `change-role:${userId}`,
            staffForms.changeRole,
            ChangeRoleSchema,
            async (input) =>
              answer(await changeRole(action, input), ({ name, changed }) =>
                changed
                  ? toasts.roleChanged(name, roleLabels[input.role])
                  : toasts.roleUnchanged(name, roleLabels[input.role]),
              ),
          );
        case "disable":
        case "enable":
        case "sign-out-everywhere": {
          const act = {
            disable: [disableAccount, toasts.disabled],
            enable: [enableAccount, toasts.enabled],
            "sign-out-everywhere": [signOutEverywhere, toasts.signedOut],
          } as const;
          const [change, told] = act[intent];
          return staffForm(
            `${intent}:${userId}`,
            staffForms.account,
            StaffAccountSchema,
            async (input) =>
              answer(await change(action, input.userId), ({ name }) =>
                told(name),
              ),
          );
        }
        default:
          return staffForm(
            "invite",
            staffForms.invite,
            InviteStaffSchema,
            async (input) =>
              answer(
                await inviteStaff(action, input),
                ({ email }) => toasts.invited(email),
                { EMAIL_TAKEN: "email" },
              ),
          );
      }
    }),
  );
}
