import type { Kysely, Transaction } from "kysely";

import { byKind, type InboxKind } from "#app/lib/kinds/kinds.ts";
import type { DB } from "#server/db/schema.ts";
import { clientSubject } from "#server/rate-limit.ts";

/**
 * What staff did to personal data, as `audit_log.action`. Each names one
 * kind of access the issue requires to be audited; none carries content.
 */
export const auditActions = {
  /**
   * A record's page was opened: "<kind>.viewed" for every kind
   * (recordViewedAction); these five are named for the code that reads them.
   */
  contactViewed: "contact.viewed",
  applicationViewed: "application.viewed",
  verificationViewed: "verification.viewed",
  claimViewed: "claim.viewed",
  quoteViewed: "quote.viewed",
  /** One sensitive field of a verification shown, with the reason given (decision 0077). */
  ssnRevealed: "verification.ssn_revealed",
  documentDownloaded: "document.downloaded",
  /** A photo shown in its record's page (issue 36): a view of the file, audited as a download is. */
  documentPreviewed: "document.previewed",
  listExported: "inbox.exported",
  /** The audit log itself downloaded as CSV (admins). */
  auditExported: "audit.exported",
  statusChanged: "submission.status_changed",
  noteAdded: "submission.note_added",
  /** A complaint's register details set: the regulator's mark and deadline, the classification (issue 33). */
  complaintRegisterChanged: "complaint.register_changed",
  /** A record's assignee changed (issue 23): by a person, by round-robin, or released with a disabled account. */
  assigneeChanged: "submission.assignee_changed",
  roundRobinChanged: "round_robin.changed",
  /** A record's page, with its conversation, was opened (issue 22). */
  conversationViewed: "conversation.viewed",
  messageSent: "conversation.message_sent",
  savedReplyChanged: "saved_reply.changed",
  dataPurged: "retention.purged",
  staffInvited: "staff.invited",
  staffRoleChanged: "staff.role_changed",
  staffDisabled: "staff.disabled",
  staffEnabled: "staff.enabled",
  staffSignedOutEverywhere: "staff.signed_out_everywhere",
  /** `npm run admin:create` made an account (SYSTEM_ACTOR). */
  staffCreated: "staff.created",
  /** A member of staff signed in (server/auth/sign-in-audit.ts, decision 0078). */
  signedIn: "auth.signed_in",
  /** A sign-in to a staff account, or for an address with no account, was refused. */
  signInFailed: "auth.sign_in_failed",
  /** A member of staff set up an authenticator app (and got backup codes). */
  twoFactorEnrolled: "auth.two_factor_enrolled",
} as const;

/** What `audit_log.action` holds: one of the above, or a record of a kind opened (recordViewedAction). */
export type AuditAction =
  (typeof auditActions)[keyof typeof auditActions] | `${InboxKind}.viewed`;

/** The action written when a record of this inbox is opened: "claim.viewed". */
export const recordViewedAction = byKind(
  (kind) => `${kind}.viewed` as const,
) as { [K in InboxKind]: `${K}.viewed` };

/** The retention job and the command line act as this actor. */
export const SYSTEM_ACTOR = "system";

/** Whoever tried to sign in and was refused: not known to be the account's owner. */
export const ANONYMOUS_ACTOR = "anonymous";

export interface AuditEntry {
  /** The staff member's user id, or SYSTEM_ACTOR. */
  actor: string;
  action: AuditAction;
  /** What was touched: an inbox kind, "document", "user", "retention". */
  subjectType: string;
  subjectId?: string | null;
  /** Identifiers and counts only, never personal data (no SSN, name or file content). */
  details?: Record<string, string | number | boolean | null>;
  /** The client's address; stored as the keyed hash of its network. */
  clientIp?: string;
}

/**
 * Writes one audit row. Pass the transaction of the change it records so the
 * row exists exactly when the change does; a read (reveal, view, download) is
 * audited before the data is sent, so a failed audit write means no data.
 */
export async function recordAudit(
  executor: Kysely<DB> | Transaction<DB>,
  secret: string,
  entry: AuditEntry,
): Promise<void> {
  await executor
    .insertInto("audit_log")
    .values({
      id: crypto.randomUUID(),
      created_at: new Date().toISOString(),
      actor: entry.actor,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      client_hash:
        entry.clientIp === undefined
          ? null
          : clientSubject(entry.clientIp, secret),
    })
    .execute();
}
