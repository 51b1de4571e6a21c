/**
 * The audit log in words (issue 23, decision 0078): what each entry's record
 * is called, and what happened, as an auditor reads it. The machine values
 * behind them are in server/staff/audit.ts; the sentences are made in
 * server/staff/audit-words.ts.
 */
import type { OutcomeValue } from "#app/lib/staff/outcomes.ts";

/** A record of each inbox, named by its reference ("Claim CL012345"). */
export const auditRecordNames = {
  contact: (name: string) => `Contact message from ${name}`,
  application: (reference: string) => `Job application ${reference}`,
  verification: (reference: string) => `Verification ${reference}`,
  claim: (reference: string) => `Claim ${reference}`,
  quote: (reference: string) => `Quote request ${reference}`,
  complaint: (reference: string) => `Complaint ${reference}`,
} as const;

export const auditSubjectWords = {
  /** A record that is no longer there (deleted by retention). */
  deleted: (kind: string) => `${kind} (deleted)`,
  kinds: {
    contact: "Contact message",
    application: "Job application",
    verification: "Verification",
    claim: "Claim",
    quote: "Quote request",
    complaint: "Complaint",
  },
  inbox: (title: string) => `${title} inbox`,
  retention: (title: string) => `${title} (retention)`,
  account: (person: string) => `Account of ${person}`,
  deletedAccount: "A deleted account",
  noAccount: "An address with no account",
  roundRobin: (title: string) => `${title} round-robin`,
  savedReply: "A saved reply",
  auditLog: "The audit log",
} as const;

/**
 * A member of staff as the log names them, in the Person column and within
 * an entry's details: by name and email (two people may share a name), and
 * an account deleted since as such, never by its id.
 */
export const auditPersonWords = {
  named: (name: string, email: string) => `${name} <${email}>`,
  deleted: "a deleted account",
  system: "the system",
  anonymous: "someone not signed in",
} as const;

export const auditDetailWords = {
  viewed: "Opened the record's page.",
  conversationViewed: "Read the record's conversation.",
  revealed: (field: string, reason: string) =>
    `Showed the ${field}. Reason: ${reason}.`,
  revealedAll:
    "Showed the SSN, bank name and credit score together (before values were shown one at a time).",
  revealFields: {
    ssn: "Social Security Number",
    bankName: "bank name",
    creditScore: "credit score",
  } as Readonly<Record<string, string>>,
  downloaded: (document: string) => `Downloaded the ${document}.`,
  previewed: (document: string) =>
    `Viewed the ${document} as a preview in the record's page.`,
  documents: {
    licence_front: "driver's licence (front)",
    licence_back: "driver's licence (back)",
    resume: "resume",
    claim_file: "claim file",
    message_file: "file sent in the conversation",
  } as Readonly<Record<string, string>>,
  exported: (rows: number, narrowed: readonly string[]) =>
    `Exported ${rows} ${rows === 1 ? "row" : "rows"} as CSV${narrowed.length ? ` (${narrowed.join("; ")})` : ""}.`,
  exportStatus: (status: string) => `status ${status}`,
  auditExported: (narrowed: readonly string[]) =>
    `Downloaded the audit log as CSV${narrowed.length ? ` (${narrowed.join("; ")})` : ""}.`,
  exportPerson: (person: string) => `entries of ${person}`,
  exportFrom: (day: string) => `from ${day}`,
  exportTo: (day: string) => `to ${day}`,
  exportSearched: "narrowed by a search",
  statusChanged: (from: string, to: string) => `Moved from ${from} to ${to}.`,
  /** The outcome a move recorded, for every outcome a kind declares (a payment with its amount). */
  outcome: {
    paid: (amount: string) => `Outcome: paid ${amount}.`,
    denied: "Outcome: denied (the reason is kept with the claim).",
    withdrawn: "Outcome: withdrawn.",
    upheld: "Outcome: upheld.",
    partly_upheld: "Outcome: partly upheld.",
    not_upheld: "Outcome: not upheld.",
  } satisfies Record<OutcomeValue, string | ((amount: string) => string)>,
  /** An outcome no kind declares now (an entry older than its kind's values). */
  otherOutcome: (outcome: string) => `Outcome: ${outcome}.`,
  /** A complaint's register details set (issue 33): never the regulator's name. */
  registerChanged: (forwarded: boolean, line: string, area: string) =>
    `Register details set: ${forwarded ? "forwarded by a regulator" : "not forwarded by a regulator"}; line of business ${line}; area ${area}.`,
  /** Beside an export's row count: the complaints register of a year was downloaded. */
  exportRegister: (year: string) => `the register of ${year}`,
  noteAdded: "Added an internal note.",
  /** A change of assignee (people as auditPersonWords names them), by how it came about. */
  assigned: {
    staff: (from: string | null, to: string | null) =>
      from === null
        ? `Assigned to ${to ?? "nobody"}.`
        : to === null
          ? `Unassigned from ${from}.`
          : `Assignee changed from ${from} to ${to}.`,
    round_robin: (to: string) => `Assigned to ${to} by round-robin.`,
    account_disabled: (from: string) =>
      `Unassigned from ${from}: their account was disabled or no longer has staff access.`,
  },
  roundRobin: (enabled: boolean, members: readonly string[], cap: number) =>
    `${enabled ? "Turned on" : "Turned off"}. Taking turns: ${members.length ? members.join(", ") : "nobody"}. Up to ${cap} open ${cap === 1 ? "record" : "records"} each.`,
  messageSent: (documents: number) =>
    documents > 0
      ? `Sent a message to the person, asking for ${documents} ${documents === 1 ? "document" : "documents"}.`
      : "Sent a message to the person.",
  savedReply: (change: string, shared: boolean) =>
    `${{ created: "Created", changed: "Changed", deleted: "Deleted" }[change] ?? "Changed"} a ${shared ? "shared" : "personal"} saved reply.`,
  purged: (rows: number, files: number, days: number, trigger: string) =>
    `Deleted ${rows} ${rows === 1 ? "record" : "records"} and ${files} ${files === 1 ? "file" : "files"} past their ${days}-day retention (${trigger}).`,
  invited: (role: string) => `Invited as ${role}.`,
  roleChanged: (from: string, to: string) =>
    `Role changed from ${from} to ${to}.`,
  created: (role: string) =>
    `Account created as ${role} with the admin:create command.`,
  disabled: "Account disabled: it cannot sign in.",
  enabled: "Account enabled again.",
  signedOutEverywhere: "Signed out of every device.",
  signedIn: {
    totp: "Signed in with the password and an authenticator code.",
    backup_code: "Signed in with the password and a backup code.",
    password:
      "Signed in with the password only, to set up an authenticator app (nothing else opens until it is set up).",
  } as Readonly<Record<string, string>>,
  signInFailed: {
    password: "Sign-in refused: the email address or password was wrong.",
    noAccount:
      "Sign-in refused: no account has this email address (the address is not kept).",
    disabled: "Sign-in refused: the account is disabled.",
    code: "Sign-in refused: the authenticator or backup code was wrong.",
  },
  twoFactorEnrolled: "Set up an authenticator app; backup codes were issued.",
  /** Details no sentence is written for, as "name: value" pairs. */
  other: (pairs: string) => pairs,
} as const;
