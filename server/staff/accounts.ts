import { randomBytes } from "node:crypto";

import {
  roleLabels,
  staffAccountMessages as messages,
} from "#app/content/staff.ts";
import {
  isStaffRole,
  staffRoles,
  type AccountRole,
  type StaffRole,
} from "#app/lib/staff/roles.ts";
import { refusal, type AuthCall, type Outcome } from "#server/auth/account.ts";
import type { Auth } from "#server/auth/auth.ts";
import { portalLinks } from "#server/auth/links.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { mailTemplates } from "#server/mail/templates.ts";
import type { Services } from "#server/services.ts";
import {
  auditActions,
  recordAudit,
  SYSTEM_ACTOR,
  type AuditAction,
} from "./audit.ts";
import { releaseOpenRecords } from "./assignment.ts";
import type { StaffActor } from "./workflow.ts";

/** A staff or admin account as the staff page lists it. */
export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  disabled: boolean;
}

/** How long an invitation's set-password link works (it works once). */
export const INVITE_LINK_SECONDS = 3 * 24 * 3600;

type AccountServices = Pick<
  Services,
  "auth" | "database" | "secrets" | "config"
> & { outbox: Pick<Services["outbox"], "kick"> };

/** An admin acting on the staff page: their session's Better Auth call, and who they are for the audit log. */
export interface AdminAction {
  services: AccountServices;
  call: AuthCall;
  actor: StaffActor;
}

/** The staff and admin accounts, by name. */
export async function listStaffAccounts(
  services: Pick<Services, "database">,
): Promise<StaffAccount[]> {
  const rows = await services.database.db
    .selectFrom("user")
    .select(["id", "name", "email", "role", "twoFactorEnabled", "banned"])
    .where("role", "in", [...staffRoles])
    .orderBy("name")
    .orderBy("email")
    .execute();
  return rows.flatMap((row) =>
    isStaffRole(row.role)
      ? [
          {
            id: row.id,
            name: row.name,
            email: row.email,
            role: row.role,
            twoFactorEnabled: Boolean(row.twoFactorEnabled),
            disabled: Boolean(row.banned),
          },
        ]
      : [],
  );
}

const refused = (message: string, code = "REFUSED"): Outcome<never> => ({
  ok: false,
  code,
  message,
});

/** Admin plugin refusals that our own checks should have caught first, in our words. */
const adminRefusals: Readonly<Record<string, string>> = {
  YOU_CANNOT_BAN_YOURSELF: messages.notYourself,
  USER_NOT_FOUND: messages.accountMissing,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: messages.emailTaken,
};

async function findAccount(services: AccountServices, userId: string) {
  return services.database.db
    .selectFrom("user")
    .select(["id", "name", "email", "role", "banned"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/**
 * Whether an account is the last admin who can still sign in: demoting or
 * disabling it would leave nobody to manage staff (the admin:create command
 * would be the only way back). Two admins demoting each other at the same
 * instant could still both pass; the command line is the remedy.
 */
async function isLastActiveAdmin(
  services: AccountServices,
  account: { id: string; role: string; banned: unknown },
): Promise<boolean> {
  if (account.role !== "admin" || Boolean(account.banned)) return false;
  const others = await services.database.db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("role", "=", "admin")
    .where("banned", "=", false)
    .where("id", "!=", account.id)
    .executeTakeFirstOrThrow();
  return Number(others.count) === 0;
}

/** A confirmed account made by the admin plugin (as an admin's session, or as the server itself), or the refusal. */
async function createConfirmedAccount(
  auth: Auth,
  body: { email: string; name: string; role: AccountRole; password?: string },
  headers?: Headers,
): Promise<Outcome<{ userId: string }>> {
  try {
    const { user } = await auth.api.createUser({
      body: { ...body, data: { emailVerified: true } },
      headers,
    });
    return { ok: true, userId: user.id };
  } catch (error) {
    return refusal(error, adminRefusals);
  }
}

/** The staff account an action is about, or the refusal to answer with. */
async function staffAccount(services: AccountServices, userId: string) {
  const account = await findAccount(services, userId);
  if (!account) return refused(messages.accountMissing, "NOT_FOUND");
  if (!isStaffRole(account.role)) return refused(messages.notStaff);
  return { ok: true as const, account };
}

/** Writes the audit row of a change that Better Auth has made, then wakes the outbox if mail was queued. */
async function audit(
  { services, actor }: AdminAction,
  action: AuditAction,
  userId: string,
  details: Record<string, string | number | boolean | null> = {},
) {
  await recordAudit(services.database.db, services.secrets.authSecret, {
    actor: actor.id,
    action,
    subjectType: "user",
    subjectId: userId,
    details,
    clientIp: actor.clientIp,
  });
}

/**
 * Invites a member of staff: the account is made now (confirmed, no
 * password), and an email brings a one-time link to choose the password on
 * the reset page (/reset-password#token=, valid 3 days). The email and the
 * audit row are written in one transaction.
 */
export async function inviteStaff(
  action: AdminAction,
  input: { name: string; email: string; role: StaffRole },
): Promise<Outcome<{ email: string }>> {
  const { services, call, actor } = action;
  const email = input.email.toLowerCase();
  const taken = await services.database.db
    .selectFrom("user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  if (taken) return refused(messages.emailTaken, "EMAIL_TAKEN");
  const created = await createConfirmedAccount(
    services.auth,
    { email, name: input.name, role: input.role },
    call.headers,
  );
  if (!created.ok) return created;
  const { userId } = created;
  // The same kind of one-time token as a password reset, so the reset page
  // and Better Auth's resetPassword set the first password (and make the
  // credential account).
  const token = randomBytes(24).toString("base64url");
  const context = await services.auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + INVITE_LINK_SECONDS * 1000),
  });
  const links = portalLinks(services.config.appUrl);
  await services.database.db.transaction().execute(async (trx) => {
    await enqueueMail(trx, services.secrets.dataEncryptionKey, {
      kind: "staff.invite",
      to: email,
      ...mailTemplates.staffInvite({
        name: input.name,
        role: roleLabels[input.role],
        url: links.resetPassword(token),
      }),
    });
    await recordAudit(trx, services.secrets.authSecret, {
      actor: actor.id,
      action: auditActions.staffInvited,
      subjectType: "user",
      subjectId: userId,
      details: { role: input.role },
      clientIp: actor.clientIp,
    });
  });
  services.outbox.kick();
  return { ok: true, email };
}

/**
 * Changes a staff account's role ("customer" takes the back office away),
 * never the last admin's. Every session of the account ends: its owner
 * signs in again, with the code, under the new role.
 */
export async function changeRole(
  action: AdminAction,
  input: { userId: string; role: AccountRole },
): Promise<Outcome<{ name: string; changed: boolean }>> {
  const { services, call } = action;
  const found = await staffAccount(services, input.userId);
  if (!found.ok) return found;
  const { account } = found;
  if (account.role === input.role)
    return { ok: true, name: account.name, changed: false };
  if (input.role !== "admin" && (await isLastActiveAdmin(services, account)))
    return refused(messages.lastAdmin, "LAST_ADMIN");
  try {
    await services.auth.api.setRole({
      body: { userId: account.id, role: input.role },
      headers: call.headers,
    });
  } catch (error) {
    return refusal(error, adminRefusals);
  }
  // Every session of the account ends (decision 0046). A plain delete on our
  // session table: Better Auth's revokeUserSessions would refuse an admin
  // who has just made themself staff, as they are no longer an admin.
  await services.database.db
    .deleteFrom("session")
    .where("userId", "=", account.id)
    .execute();
  await audit(action, auditActions.staffRoleChanged, account.id, {
    from: account.role,
    to: input.role,
  });
  // A customer owns no records: theirs go back to the Unassigned view.
  if (!isStaffRole(input.role))
    await releaseOpenRecords(services, account.id, action.actor);
  return { ok: true, name: account.name, changed: true };
}

/** Disables a staff account (the admin plugin's ban): it cannot sign in, and every session of it ends now (banUser deletes them). */
export async function disableAccount(
  action: AdminAction,
  userId: string,
): Promise<Outcome<{ name: string }>> {
  const { services, call, actor } = action;
  const found = await staffAccount(services, userId);
  if (!found.ok) return found;
  const { account } = found;
  if (account.id === actor.id) return refused(messages.notYourself, "SELF");
  if (await isLastActiveAdmin(services, account))
    return refused(messages.lastAdmin, "LAST_ADMIN");
  try {
    await services.auth.api.banUser({
      body: { userId: account.id, banReason: "Disabled on the staff page" },
      headers: call.headers,
    });
  } catch (error) {
    return refusal(error, adminRefusals);
  }
  await audit(action, auditActions.staffDisabled, account.id);
  // Nobody waits on a person who cannot sign in (decision 0070).
  await releaseOpenRecords(services, account.id, actor);
  return { ok: true, name: account.name };
}

/** An admin plugin call on one staff account that needs no check of its own, then its audit row. */
function plainAccountAction(
  audited: AuditAction,
  call: "unbanUser" | "revokeUserSessions",
) {
  return async (
    action: AdminAction,
    userId: string,
  ): Promise<Outcome<{ name: string }>> => {
    const found = await staffAccount(action.services, userId);
    if (!found.ok) return found;
    try {
      await action.services.auth.api[call]({
        body: { userId: found.account.id },
        headers: action.call.headers,
      });
    } catch (error) {
      return refusal(error, adminRefusals);
    }
    await audit(action, audited, found.account.id);
    return { ok: true, name: found.account.name };
  };
}

/** Enables a disabled staff account again. */
export const enableAccount = plainAccountAction(
  auditActions.staffEnabled,
  "unbanUser",
);

/** Ends every session of a staff account (a lost laptop); the account can sign in again. */
export const signOutEverywhere = plainAccountAction(
  auditActions.staffSignedOutEverywhere,
  "revokeUserSessions",
);

/** What `npm run admin:create` did. */
export type CommandLineResult =
  | { kind: "created"; role: AccountRole }
  | { kind: "role-changed"; from: string; role: AccountRole }
  | { kind: "unchanged"; role: AccountRole };

/**
 * `npm run admin:create`: makes a confirmed account with this role, its
 * password hashed by the app's own hasher and held to the sign-up's rules
 * (Better Auth's admin plugin, called without a session as the server
 * itself), or, when the address has an account, sets its role (name and
 * password stay). Running it again changes nothing. Audited as the system.
 */
export async function createOrUpdateAccount(
  services: Pick<Services, "database" | "secrets"> & { auth: Auth },
  input: { email: string; name: string; password: string; role: AccountRole },
): Promise<Outcome<{ result: CommandLineResult }>> {
  const email = input.email.trim().toLowerCase();
  const { db } = services.database;
  const existing = await db
    .selectFrom("user")
    .select(["id", "role"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (existing) {
    if (existing.role === input.role)
      return { ok: true, result: { kind: "unchanged", role: input.role } };
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("user")
        .set({ role: input.role, updatedAt: new Date().toISOString() })
        .where("id", "=", existing.id)
        .execute();
      // A role change ends every session of the account (decision 0046).
      // The command line has no admin session for Better Auth's
      // revokeUserSessions, so the rows go in the same transaction.
      await trx
        .deleteFrom("session")
        .where("userId", "=", existing.id)
        .execute();
      await recordAudit(trx, services.secrets.authSecret, {
        actor: SYSTEM_ACTOR,
        action: auditActions.staffRoleChanged,
        subjectType: "user",
        subjectId: existing.id,
        details: { from: existing.role, to: input.role, via: "admin:create" },
      });
    });
    return {
      ok: true,
      result: { kind: "role-changed", from: existing.role, role: input.role },
    };
  }
  const created = await createConfirmedAccount(services.auth, {
    email,
    name: input.name,
    password: input.password,
    role: input.role,
  });
  if (!created.ok) return created;
  const { userId } = created;
  await recordAudit(db, services.secrets.authSecret, {
    actor: SYSTEM_ACTOR,
    action: auditActions.staffCreated,
    subjectType: "user",
    subjectId: userId,
    details: { role: input.role, via: "admin:create" },
  });
  return { ok: true, result: { kind: "created", role: input.role } };
}
