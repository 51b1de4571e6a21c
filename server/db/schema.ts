import type { Generated, SqlBool } from "kysely";
import type { Locale } from "#app/lib/locale.ts";

/**
 * The tables as the code sees them. Timestamps are ISO-8601 strings on both
 * databases (PostgreSQL's timestamptz is parsed back to ISO text in
 * database.ts) so that code and tests need not care which one runs.
 * tests/integration/migrations.test.ts checks these against the migrated schema.
 */
/**
 * What every inbox record carries besides its own fields (migration 0012,
 * issue 23): who owns it and its clock against the promise the site made.
 */
export interface InboxRecordColumns {
  /** The member of staff who owns the record (a `user` id); null while unassigned. */
  assignee_id: string | null;
  /**
   * When the promise runs out (null only before migration 0014 ran). Kept
   * while paused, when `paused_at` is what counts, and once stopped, to tell
   * a kept promise from a missed one.
   */
  due_at: string | null;
  /** When a quarter of the promise is left (kept like `due_at`). */
  at_risk_at: string | null;
  /** The event that stopped the clock (first reply, move to review, decision); null while it runs. */
  responded_at: string | null;
  /** Who stopped the clock (migration 0022): credited with keeping or missing the promise; null while it runs, or when unknown. */
  responded_by: string | null;
  /**
   * The first thing staff did that the person sees (migration 0022): a
   * message, a claim's change of status (the claimant is emailed), a quote
   * marked Contacted or Quote sent. A claim's is often before its clock stops.
   */
  first_response_at: string | null;
  /** Who did it (a `user` id); null before any response, or when unknown. */
  first_response_by: string | null;
  /** Set while the record waits on the person: the clock is paused. */
  paused_at: string | null;
  /** What was left of the promise, in its own measure, when the clock paused. */
  paused_left_ms: number | null;
  /** The language of the page the person used (migration 0018): their emails and conversation page follow it. */
  locale: Generated<Locale>;
  /**
   * When the person's first message since staff last wrote arrived (migration
   * 0021); null once staff write to them or close the record.
   */
  person_replied_at: string | null;
}

export interface ContactSubmissionsTable extends InboxRecordColumns {
  id: string;
  created_at: string;
  /** `CT-` and six digits (migration 0013); none on messages sent before it. */
  reference: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  interest: string;
  message: string;
  /** Workflow status (app/lib/staff/workflow.ts): new, in_review, closed. */
  status: Generated<string>;
  /** When it was last closed; null while open. Retention counts from here (migration 0016). */
  closed_at: string | null;
}

export interface OnboardingResponsesTable extends InboxRecordColumns {
  id: string;
  created_at: string;
  reference: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  phone_carrier: string | null;
  street_address: string;
  city: string;
  state: string;
  zip_code: string;
  /** AES-256-GCM ciphertext of the bank name, bound to this row (server/crypto.ts). */
  bank_name_encrypted: string;
  /** AES-256-GCM ciphertext of the credit score (300 to 850, as decimal text). */
  credit_score_encrypted: string;
  /** Storage keys of the encrypted licence images in `home-verification-docs`. */
  drivers_license_front_url: string;
  drivers_license_back_url: string;
  /** AES-256-GCM ciphertext bound to this row (server/crypto.ts); never the plain number. */
  ssn: string;
  ssn_last4: string;
  /** JSON array of strings. */
  selected_positions: string;
  other_position: string | null;
  additional_info: string | null;
  /** Workflow status (app/lib/staff/workflow.ts): new, in_review, closed. */
  status: Generated<string>;
}

export interface JobApplicationsTable extends InboxRecordColumns {
  id: string;
  created_at: string;
  reference: string;
  full_name: string;
  email: string;
  phone: string;
  address: string;
  /** Storage key of the encrypted resume in the private `resumes` bucket; served to staff only. */
  resume: string;
  resume_file_name: string;
  cover_letter: string | null;
  experience: string;
  role_id: number;
  role_title: string;
  /** Workflow status (app/lib/staff/workflow.ts): new, in_review, closed. */
  status: Generated<string>;
}

export interface ClaimsTable extends InboxRecordColumns {
  id: string;
  created_at: string;
  reference: string;
  claim_type: string;
  policy_number: string;
  incident_date: string;
  description: string;
  claimant_name: string;
  claimant_email: string;
  claimant_phone: string | null;
  /** Workflow status (app/lib/staff/workflow.ts): submitted, in_review, assessment, resolved. */
  status: string;
  /** How it ended (app/lib/staff/claim-outcome.ts): paid, denied, withdrawn; null unless resolved (migration 0016). */
  outcome: string | null;
  /** What was paid, in cents (bigint on PostgreSQL, read back as a number: database.ts). */
  outcome_amount_cents: number | null;
  /** Why it was denied, sealed with the data key (columnContext claims/outcome_reason/id). */
  outcome_reason: string | null;
  /** When it was last resolved; null while open. Retention counts from here. */
  closed_at: string | null;
}

/** An estimate a visitor saved (issue 24): no personal data. */
export interface SavedEstimatesTable {
  id: string;
  created_at: string;
  /** When a line was last added; retention counts from here. */
  updated_at: string;
  /** Q- and six digits, unique. */
  reference: string;
  /** SHA-256 (hex) of the token in the link that reopens it; never the token. */
  token_hash: string;
  /** JSON: SavedLine[] (server/quotes/saved-estimates.ts), each line's answers and estimate. */
  lines: string;
}

/** A request for an agent (issue 24): the Quotes inbox. */
export interface QuoteRequestsTable extends InboxRecordColumns {
  id: string;
  created_at: string;
  /** The Q- reference of the saved estimate it is about. */
  reference: string;
  /** The product line asked about first. */
  line: string;
  full_name: string;
  email: string;
  phone: string | null;
  /** email, phone or text, as the person chose (app/lib/schemas/quote-request.ts). */
  preferred_channel: string;
  preferred_time: string;
  /** Whether the person agreed to calls and texts; without it, email only. */
  consent_to_call: SqlBool;
  /** The words they agreed to, as shown; null without consent. */
  consent_text: string | null;
  /** JSON of the answers and the estimate as shown (SavedLine[] and the bundle), sealed with the data key. */
  estimate: string;
  /** Workflow status (app/lib/staff/workflow.ts): new, contacted, quoted, closed. */
  status: Generated<string>;
}

/**
 * A complaint about us (issue 33, migration 0023; decision 0097): who made
 * it, what it is about, and what the register keeps of how it ended.
 */
export interface ComplaintsTable extends InboxRecordColumns {
  id: string;
  created_at: string;
  /** CP- and six digits. */
  reference: string;
  full_name: string;
  email: string;
  phone: string | null;
  /** What it is about (app/lib/schemas/complaint.ts complaintTopics): claim, policy, quote, payment, website, treatment, other. */
  about: string;
  /** A reference of ours the person gave (CL…, Q-…, CT-…, APP-…, VER-…), in capitals; null when none. */
  our_reference: string | null;
  what_happened: string;
  put_right: string;
  /** Workflow status (app/lib/kinds/complaint.ts): received … closed. */
  status: Generated<string>;
  /** How it ended (upheld, partly_upheld, not_upheld); null until resolved. */
  outcome: string | null;
  /** When the final response went to the person (the move to Resolved); null before. */
  final_response_at: string | null;
  /** Forwarded to us by a regulator (a state's insurance department), with its own deadline. */
  regulator_forwarded: Generated<SqlBool>;
  regulator_name: string | null;
  /** The regulator's deadline, a day (YYYY-MM-DD); null when none. */
  regulator_due_on: string | null;
  /** The register's classification, set by staff: a product line, and the area it concerns. */
  line_of_business: string | null;
  area: string | null;
  /** When it was last closed; null while open. Retention counts from here. */
  closed_at: string | null;
}

export interface ClaimFilesTable {
  id: string;
  created_at: string;
  claim_id: string;
  /** Storage key of the encrypted file in the private `claims` bucket. */
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
}

export interface OutboxTable {
  id: string;
  created_at: string;
  /** What the message is for, e.g. "contact.staff"; never its content. */
  kind: string;
  to_address: string;
  subject: string;
  /**
   * The body (text and HTML), reply address and threading headers as JSON,
   * sealed with the data key and bound to this row (server/mail/outbox.ts);
   * null once the message is sent: it may hold a live link.
   */
  content: string | null;
  status: "pending" | "sent" | "failed";
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
}

export interface AuditLogTable {
  id: string;
  created_at: string;
  actor: string;
  action: string;
  subject_type: string;
  subject_id: string | null;
  /** JSON object; never personal data beyond identifiers. */
  details: string | null;
  /** Keyed hash of the actor's network (server/rate-limit.ts clientSubject); never the address. */
  client_hash: string | null;
}

/** One change of a submission's workflow status: who, when, from and to. */
export interface StatusChangesTable {
  id: string;
  created_at: string;
  /** The inbox: contact, application, verification or claim. */
  subject_type: string;
  subject_id: string;
  /** The staff member's user id; null when the person's answer moved it, or the account is gone. */
  actor_id: string | null;
  from_status: string;
  to_status: string;
  /** Who moved it (migration 0019): a member of staff, or the person's answer to a record waiting on them. */
  via: Generated<StatusChangeVia>;
}

/** Who moved a record's status: staff, or the person's answer (decision 0093). */
export type StatusChangeVia = "staff" | "reply";

/** Why a record's assignee changed (migration 0015). */
export type AssignmentVia = "staff" | "round_robin" | "account_disabled";

/** One change of a record's assignee: who, when, from whom, to whom, and why. */
export interface AssignmentChangesTable {
  id: string;
  created_at: string;
  /** The inbox kind. */
  subject_type: string;
  subject_id: string;
  /** The staff member who made it; null when round-robin did. */
  actor_id: string | null;
  /** The assignee before and after (`user` ids); null: unassigned. */
  from_assignee: string | null;
  to_assignee: string | null;
  via: AssignmentVia;
}

/** An inbox's round-robin: on or off, the cap of open records per person, whose turn was last. */
export interface RoundRobinInboxesTable {
  inbox: string;
  enabled: SqlBool;
  cap: number;
  last_assignee_id: string | null;
  updated_at: string;
  updated_by: string | null;
}

/** A member of staff taking turns in an inbox's round-robin. */
export interface RoundRobinMembersTable {
  inbox: string;
  user_id: string;
  created_at: string;
}

/** A list filter one member of staff saved under a name, as the list's query string. */
export interface SavedFiltersTable {
  id: string;
  created_at: string;
  user_id: string;
  inbox: string;
  name: string;
  /** The query string without its "?" (q, status, from, to, view, sort). */
  query: string;
}

/** A staff member's internal note on a submission; never shown outside /admin. */
export interface SubmissionNotesTable {
  id: string;
  created_at: string;
  subject_type: string;
  subject_id: string;
  author_id: string | null;
  body: string;
}

/** Which side of a conversation wrote a message. */
export type MessageAuthor = "staff" | "person";
/** How a message came: written on our site, or an emailed answer. */
export type MessageChannel = "web" | "email";

/** One message of a conversation with the person behind a submission (issue 22). */
export interface ConversationMessagesTable {
  id: string;
  created_at: string;
  subject_type: string;
  subject_id: string;
  author: MessageAuthor;
  channel: MessageChannel;
  /** The staff member who wrote it; null for the person's messages, or once the account is gone. */
  author_id: string | null;
  /** Sealed with the data key, bound to this row (server/crypto.ts). */
  body: string;
  /** The email's Message-ID (ours, or the person's answer), for threading. */
  email_message_id: string | null;
}

/** A bearer token of a message email, by its SHA-256: never the token itself. */
export interface ConversationLinksTable {
  token_hash: string;
  created_at: string;
  /** "read": the link that opens the conversation; "reply": the reply address. */
  purpose: "read" | "reply";
  subject_type: string;
  subject_id: string;
  expires_at: string;
}

/** When an account last opened a record's page (migration 0024): our messages since are unread. */
export interface CustomerReadsTable {
  user_id: string;
  subject_type: string;
  subject_id: string;
  seen_at: string;
}

/** A document staff asked the person for; open until a file is sent for it. */
export interface DocumentRequestsTable {
  id: string;
  created_at: string;
  subject_type: string;
  subject_id: string;
  /** The staff message that asked. */
  message_id: string;
  label: string;
  fulfilled_at: string | null;
}

/** A file the person sent in a conversation, encrypted in the `conversations` bucket. */
export interface ConversationFilesTable {
  id: string;
  created_at: string;
  subject_type: string;
  subject_id: string;
  /** The person's message it came with. */
  message_id: string;
  /** The request it answers, if any. */
  request_id: string | null;
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
}

/** A reusable reply: shared (owner_id null, kept by admins) or one staff member's own. */
export interface SavedRepliesTable {
  id: string;
  created_at: string;
  updated_at: string;
  owner_id: string | null;
  title: string;
  body: string;
  /** The language the reply is written in (migration 0018). */
  locale: Generated<Locale>;
}

/** One value sealed with the current data key, read at every start (server/keys/check.ts). */
export interface KeyCheckTable {
  id: string;
  created_at: string;
  value: string;
}

export interface RateLimitsTable {
  /** What is limited and for whom, e.g. "form:contact:<client hash>". */
  key: string;
  window_start: string;
  count: number;
}

export interface SubmissionReceiptsTable {
  form: string;
  token: string;
  created_at: string;
  reference: string;
}

/**
 * The customer portal's tables belong to Better Auth, which names them and
 * their camelCase columns (migration 0003). Read through this interface they
 * look like every other table: timestamps as ISO text; the one boolean comes
 * back as true/false on PostgreSQL and 1/0 on SQLite.
 */
export interface UserTable {
  id: string;
  /** The full name given at sign-up. */
  name: string;
  /** Lower case, unique. */
  email: string;
  emailVerified: SqlBool;
  image: string | null;
  createdAt: string;
  updatedAt: string;
  /** customer (every sign-up), staff or admin; Better Auth's admin plugin. */
  role: Generated<string>;
  /** A disabled account (admin plugin): it cannot sign in. */
  banned: Generated<SqlBool>;
  banReason: string | null;
  banExpires: string | null;
  /** An authenticator app is enrolled (two-factor plugin). */
  twoFactorEnabled: Generated<SqlBool>;
}

/** The two-factor plugin's secret and backup codes, encrypted by Better Auth. */
export interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: Generated<SqlBool>;
  failedVerificationCount: Generated<number>;
  lockedUntil: string | null;
}

export interface SessionTable {
  id: string;
  expiresAt: string;
  /** The value the session cookie carries, signed. */
  token: string;
  createdAt: string;
  updatedAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  /** The admin plugin's column; impersonation is not reachable on this site. */
  impersonatedBy: string | null;
  /** Made when its code was right (migration 0007): only such a session opens the back office. */
  twoFactorVerified: Generated<SqlBool>;
}

export interface AccountTable {
  id: string;
  accountId: string;
  /** "credential" for email and password. */
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: string | null;
  refreshTokenExpiresAt: string | null;
  scope: string | null;
  /** The password's hash (Argon2id; an older scrypt one until its next sign-in); never the password. */
  password: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface VerificationTable {
  id: string;
  /** What the value is for, with its token hashed, e.g. a password reset. */
  identifier: string;
  value: string;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

export interface DB {
  contact_submissions: ContactSubmissionsTable;
  onboarding_responses: OnboardingResponsesTable;
  job_applications: JobApplicationsTable;
  claims: ClaimsTable;
  claim_files: ClaimFilesTable;
  complaints: ComplaintsTable;
  saved_estimates: SavedEstimatesTable;
  quote_requests: QuoteRequestsTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  status_changes: StatusChangesTable;
  submission_notes: SubmissionNotesTable;
  assignment_changes: AssignmentChangesTable;
  round_robin_inboxes: RoundRobinInboxesTable;
  round_robin_members: RoundRobinMembersTable;
  saved_filters: SavedFiltersTable;
  conversation_messages: ConversationMessagesTable;
  conversation_links: ConversationLinksTable;
  document_requests: DocumentRequestsTable;
  customer_reads: CustomerReadsTable;
  conversation_files: ConversationFilesTable;
  saved_replies: SavedRepliesTable;
  key_check: KeyCheckTable;
  rate_limits: RateLimitsTable;
  submission_receipts: SubmissionReceiptsTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  twoFactor: TwoFactorTable;
}
