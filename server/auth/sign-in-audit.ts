import type { Kysely } from "kysely";

import { isStaffRole } from "#app/lib/staff/roles.ts";
import type { DB } from "#server/db/schema.ts";
import {
  ANONYMOUS_ACTOR,
  auditActions,
  recordAudit,
} from "#server/staff/audit.ts";

/** A sign-in event the audit log keeps (decision 0078). */
export type SignInAuditEvent =
  | {
      kind: "signed_in";
      /** The password alone (an account still to set up its app), or with a code. */
      method: "password" | "totp" | "backup_code";
    }
  | {
      kind: "failed";
      /** Which step refused: the password, or the authenticator/backup code. */
      step: "password" | "code";
      /** Better Auth's code for the refusal ("invalid_email_or_password", "banned_user"). */
      reason?: string;
    }
  | { kind: "enrolled" };

/**
 * Writes the audit row of a sign-in event of a back-office account: a
 * sign-in, a refused one, an authenticator set up. The account is found by
 * its id, else by the email typed. Customers' sign-ins stay in the security
 * log only (they are not access to others' data); a refused sign-in for an
 * address with no account is kept without the address (it may be someone
 * else's, mistyped), so a run of them is still visible. Never the password
 * or a code. The actor of a refusal is ANONYMOUS_ACTOR: whoever typed it is
 * not known to be the account's owner.
 */
export async function auditSignIn(
  db: Kysely<DB>,
  authSecret: string,
  input: {
    event: SignInAuditEvent;
    userId?: string | undefined;
    email?: string | undefined;
    ip: string;
  },
): Promise<void> {
  const { event } = input;
  const account = await findAccount(db, input);
  if (account && !isStaffRole(account.role)) return;
  if (!account && event.kind !== "failed") return;
  // A refused code without a known account says nothing an auditor can use.
  if (!account && event.kind === "failed" && event.step === "code") return;
  const clientIp = input.ip === "unknown" ? undefined : input.ip;
  switch (event.kind) {
    case "signed_in":
      return recordAudit(db, authSecret, {
        actor: account!.id,
        action: auditActions.signedIn,
        subjectType: "user",
        subjectId: account!.id,
        details: { method: event.method },
        clientIp,
      });
    case "enrolled":
      return recordAudit(db, authSecret, {
        actor: account!.id,
        action: auditActions.twoFactorEnrolled,
        subjectType: "user",
        subjectId: account!.id,
        clientIp,
      });
    case "failed":
      return recordAudit(db, authSecret, {
        actor: ANONYMOUS_ACTOR,
        action: auditActions.signInFailed,
        subjectType: "user",
        subjectId: account?.id ?? null,
        details: {
          step: event.step,
          ...(account ? {} : { account: "none" }),
          ...(event.reason ? { reason: event.reason } : {}),
        },
        clientIp,
      });
  }
}

async function findAccount(
  db: Kysely<DB>,
  input: { userId?: string | undefined; email?: string | undefined },
) {
  if (!input.userId && !input.email) return undefined;
  let query = db.selectFrom("user").select(["id", "role"]);
  query = input.userId
    ? query.where("id", "=", input.userId)
    : query.where("email", "=", input.email!.trim().toLowerCase());
  return query.executeTakeFirst();
}
