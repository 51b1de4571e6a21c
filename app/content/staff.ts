import type { AccountRole } from "#app/lib/staff/roles.ts";
import type { InboxKind, WorkflowStatus } from "#app/lib/staff/workflow.ts";
import {
  errorToast,
  type ToastMessage,
  type Toasts,
} from "#app/lib/toast-message.ts";

import { savedRepliesPage } from "./staff-conversation.ts";

/** What staff (and, for claims, claimants) read for each workflow status. */
export const statusLabels: Record<WorkflowStatus, string> = {
  new: "New",
  in_review: "In review",
  closed: "Closed",
  submitted: "Submitted",
  assessment: "Assessment",
  resolved: "Resolved",
  contacted: "Contacted",
  quoted: "Quote sent",
};

/** The five inboxes, as the back office names them. */
export const inboxTitles: Record<InboxKind, string> = {
  contact: "Contact messages",
  application: "Job applications",
  verification: "Verifications",
  claim: "Claims",
  quote: "Quotes",
};

/** The back office's navigation; `adminOnly` entries are shown to admins alone. */
export const adminNavigation: ReadonlyArray<{
  href: string;
  label: string;
  adminOnly?: boolean;
}> = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/contact", label: inboxTitles.contact },
  { href: "/admin/applications", label: inboxTitles.application },
  { href: "/admin/verifications", label: inboxTitles.verification },
  { href: "/admin/claims", label: inboxTitles.claim },
  { href: "/admin/quotes", label: inboxTitles.quote },
  { href: "/admin/replies", label: savedRepliesPage.title },
  { href: "/admin/staff", label: "Staff accounts", adminOnly: true },
  { href: "/admin/audit", label: "Audit log", adminOnly: true },
];

export const adminPage = {
  eyebrow: "Back office",
  /** The document title of every staff page ends with this. */
  titleSuffix: "Harborline Staff",
  navLabel: "Back office",
  signedInAs: (name: string, role: string) => `Signed in as ${name} (${role})`,
  forbidden: {
    title: "Access denied",
    text: "This area is for Harborline staff. Your account does not have access to it.",
    back: "Go to your dashboard",
  },
};

/** The overview at /admin: what is waiting in each inbox. */
export const overviewPage = {
  title: "Overview",
  intro: "New submissions waiting in each inbox.",
  /** The card's count, read out whole: "3 new". */
  newCount: (count: number) => `${count} new`,
};

/** One column of an inbox's table: which value of a row, under which heading. */
export interface InboxColumn {
  key: string;
  label: string;
}

// The columns most inboxes share: the sender first, then when it came and
// where it stands.
const reference = { key: "reference", label: "Reference" } as const;
const name = { key: "name", label: "Name" } as const;
const email = { key: "email", label: "Email" } as const;
const referenced = [reference, name, email] as const;
const standing = [
  { key: "receivedAt", label: "Received" },
  { key: "status", label: "Status" },
] as const;

/**
 * The columns of each inbox's list, in order. The first column links to the
 * submission; the server fills a cell for every key (server/staff/inboxes.ts).
 */
export const inboxColumns = {
  contact: [name, email, { key: "message", label: "Message" }, ...standing],
  application: [...referenced, { key: "role", label: "Role" }, ...standing],
  verification: [...referenced, { key: "state", label: "State" }, ...standing],
  claim: [
    reference,
    { key: "name", label: "Claimant" },
    email,
    { key: "claimType", label: "Claim type" },
    ...standing,
  ],
  quote: [
    ...referenced,
    { key: "line", label: "Insurance" },
    { key: "contactBy", label: "Contact by" },
    ...standing,
  ],
} as const satisfies Record<InboxKind, readonly InboxColumn[]>;

/** The search and filter form above every inbox, its table and its pages. */
export const inboxList = {
  filtersHeading: "Search and filter",
  labels: {
    q: "Search",
    status: "Status",
    from: "Received from",
    to: "Received until",
  },
  hints: {
    q: (withReference: boolean) =>
      withReference
        ? "Part of a name, email address or reference."
        : "Part of a name or email address.",
    dates: "Dates are days in Eastern Time, both included.",
  },
  anyStatus: "Any status",
  apply: "Apply",
  clear: "Clear filters",
  export: "Export CSV",
  exportHint:
    "Every row that matches the filters, on all pages; never SSNs, bank names, credit scores or documents.",
  /** The table's caption: "Verifications, newest first". */
  caption: (inbox: string) => `${inbox}, newest first`,
  /** "of more than 1,000" when the count stopped at its cap. */
  showing: (first: number, last: number, total: number, more = false) =>
    `Showing ${first}–${last} of ${more ? `more than ${total.toLocaleString("en-US")}` : total}`,
  empty: "Nothing matches these filters.",
  paginationLabel: "Pages",
  previous: "Previous",
  next: "Next",
  /** Read before each page number: "Page 3". */
  page: "Page",
  /** The link text for a row whose first cell is empty. */
  open: "Open",
};

/** The words of a submission's page in the back office. */
export const submissionPage = {
  back: (inbox: string) => `Back to ${inbox.toLowerCase()}`,
  receivedAt: "Received",
  notGiven: "Not given",
  detailsHeading: "Submission",
  documentsHeading: "Documents",
  download: "Download",
  documentLabels: {
    front: "Driver's licence (front)",
    back: "Driver's licence (back)",
    resume: "Resume",
  },
  /** A claim file's size: "2.4 MB". */
  fileSize: (bytes: number) =>
    bytes >= 1_000_000
      ? `${(bytes / 1_000_000).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1000))} KB`,
  noDocuments: "No documents were attached.",
  status: {
    heading: "Status",
    current: "Current status",
    labels: { status: "New status" },
    submitLabel: "Change status",
    submittingLabel: "Saving...",
    claimantNotified:
      "The claimant is emailed the new stage of the claim (reference and stage only).",
  },
  history: {
    heading: "Status history",
    empty: "The status has not been changed since the submission arrived.",
    change: (from: string, to: string) => `${from} → ${to}`,
    by: (name: string | null) =>
      name ? `by ${name}` : "by a former member of staff",
  },
  notes: {
    heading: "Internal notes",
    labels: { body: "Add a note" },
    hints: {
      body: "Seen by staff only, never by the person who sent the submission.",
    },
    submitLabel: "Add note",
    submittingLabel: "Adding...",
    empty: "No notes yet.",
    by: (name: string | null) => name ?? "A former member of staff",
  },
  sensitive: {
    heading: "Sensitive information",
    ssn: "Social Security Number",
    bankName: "Bank name",
    creditScore: "Credit score",
    hidden: "Hidden",
    explanation:
      "The full SSN, bank name and credit score are shown only on request. Each request is recorded in the audit log with your name.",
    reveal: "Reveal sensitive information",
    revealing: "Revealing...",
    revealed:
      "Shown for this page only: it is not kept in the browser and disappears when you leave or reload the page.",
  },
};

/** The labels of each submission's fields that no public form names. */
export const submissionFieldLabels = {
  name: "Name",
  phone: "Phone",
  phoneCarrier: "Phone carrier",
  interest: "Interest",
  additionalInfo: "Additional information",
  role: "Role",
  positions: "Positions of interest",
  otherPosition: "Other position",
  userAccount: "Submitted from",
  userAccountValue: {
    signedIn: "A customer account",
    public: "The public form",
  },
  claimType: "Claim type",
};

/** Toasts and messages of the back office's forms. */
export const staffMessages = {
  statusChanged: (status: string) =>
    ({
      type: "success",
      title: "Status changed",
      description: `The status is now ${status}.`,
    }) as const,
  statusUnchanged: {
    type: "info",
    title: "Status unchanged",
    description: "That is already its status.",
  } as const,
  statusConflict: {
    type: "error",
    title: "Someone else changed this status",
    description:
      "The status changed while you were looking at it. The page now shows the current status: check it and choose again if needed.",
  } as const,
  invalidStatus: "Please choose one of this inbox's statuses",
  noteAdded: {
    type: "success",
    title: "Note added",
  } as const,
  noteRequired: "Please write a note",
  noteTooLong: (max: number) => `Please shorten the note to ${max} characters`,
  notFound: {
    type: "error",
    title: "Submission not found",
    description: "It may have been deleted by the retention schedule.",
  } as const,
  failed: {
    type: "error",
    title: "That did not work",
    description: "Please try again in a moment.",
  } as const,
};

/** What each role is called on the staff pages. */
export const roleLabels: Readonly<Record<AccountRole, string>> = {
  customer: "Customer (no back office)",
  staff: "Staff",
  admin: "Admin",
};

/** Roles as a select's options. */
export const roleOptions = (roles: readonly AccountRole[]) =>
  roles.map((role) => ({ value: role, label: roleLabels[role] }));

/** The audit log's actions as the audit page names them (keys: server/staff/audit.ts). */
export const auditActionLabels: Readonly<Record<string, string>> = {
  "verification.viewed": "Verification viewed",
  "verification.ssn_revealed": "SSN revealed",
  "document.downloaded": "Document downloaded",
  "inbox.exported": "Inbox exported",
  "submission.status_changed": "Status changed",
  "submission.note_added": "Note added",
  "conversation.viewed": "Conversation viewed",
  "conversation.message_sent": "Message sent",
  "saved_reply.changed": "Saved reply changed",
  "retention.purged": "Data deleted (retention)",
  "staff.created": "Staff account created (command line)",
  "staff.invited": "Staff member invited",
  "staff.role_changed": "Role changed",
  "staff.disabled": "Account disabled",
  "staff.enabled": "Account enabled",
  "staff.signed_out_everywhere": "Signed out everywhere",
};

/** Messages of the two-step sign-in and its enrolment. */
export const twoFactorMessages = {
  codeRequired: "Please enter the code from your authenticator app",
  codeFormat:
    "Enter the 6 digits your app shows, or one of your backup codes (like abcde-12345)",
  enrolCodeFormat: "Enter the 6 digits your app shows",
  passwordRequired: "Please enter your password",
  wrongCode:
    "That code is not right. Enter the code your app shows now (it changes every 30 seconds).",
  wrongBackupCode: "That backup code is not right, or it was used before.",
  tooManyCodes:
    "Too many wrong codes for this sign-in. Please sign in again with your password.",
  codesLocked:
    "Too many wrong codes for this account. Please wait 15 minutes, then sign in again.",
  challengeExpired:
    "Your sign-in has timed out. Please sign in again with your password.",
  wrongPassword: "That password is not right.",
  alreadyEnrolled: "An authenticator app is already set up for this account.",
  notStarted:
    "Your set-up key has expired or was replaced. Please start again with your password.",
};

export const twoFactorToasts = {
  codeFailed: errorToast("Code Not Accepted"),
  enrolFailed: errorToast("Set-Up Not Finished"),
  enrolled: {
    type: "success",
    title: "Two-Step Sign-In Is On",
    description: "Save your backup codes now: they are shown only once.",
  },
} as const satisfies Toasts;

/** /login/two-factor: the second step of signing in. */
export const twoFactorSignInPage = {
  title: "Two-Step Sign-In",
  intro:
    "Your account is protected by an authenticator app. Enter the code it shows for Harborline Insurance.",
  labels: { code: "Authentication code" },
  hints: {
    code: "The 6-digit code from your authenticator app, or one of your backup codes (like abcde-12345).",
  },
  submitLabel: "Verify Code",
  submittingLabel: "Verifying...",
  signInAgain: "Sign in again",
  note: "Lost your phone? Use one of the backup codes you saved when you set up the app, or ask an administrator.",
};

/** /admin/two-factor: enrolling an authenticator app before any staff page opens. */
export const twoFactorEnrolPage = {
  title: "Set Up Two-Step Sign-In",
  intro:
    "Staff accounts sign in with a password and a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password). Set it up once, now.",
  password: {
    heading: "Step 1: confirm it is you",
    text: "Enter your password to create your own set-up key.",
    labels: { password: "Password" },
    submitLabel: "Continue",
    submittingLabel: "Checking...",
  },
  scan: {
    heading: "Step 2: add Harborline to your authenticator app",
    text: "In your authenticator app, add an account and scan this QR code.",
    qrLabel: "QR code with your set-up key for an authenticator app",
    keyHeading: "Cannot scan it? Enter this key instead",
    keyHint:
      "Choose a time-based key; the app then shows a new 6-digit code every 30 seconds.",
    labels: { code: "6-digit code from your app" },
    hints: {
      code: "Enter the code your app shows now, to prove it is set up.",
    },
    submitLabel: "Turn On Two-Step Sign-In",
    submittingLabel: "Verifying...",
    startAgain: "Start again with a new key",
  },
  done: {
    heading: "Step 3: save your backup codes",
    text: "If you lose your phone, each of these codes signs you in once instead of an app code.",
    warning:
      "They are shown only now. Print them or keep them in your password manager before you continue; nobody, not even an administrator, can show them to you again.",
    listLabel: "Your backup codes",
    continue: "I have saved them: continue to the back office",
  },
  enrolled: {
    heading: "Your authenticator app is set up",
    text: "Every sign-in to your account now asks for a code from it.",
    continue: "Continue to the back office",
  },
};

/** /admin/staff: the staff accounts (admins only). */
export const staffAccountsPage = {
  title: "Staff accounts",
  intro:
    "Who can use the back office. An invited member of staff gets an email with a link to choose a password, and sets up an authenticator app at their first sign-in.",
  listHeading: "Accounts",
  empty: "There are no staff accounts yet.",
  facts: {
    email: "Email",
    role: "Role",
    twoFactor: "Authenticator app",
    status: "Status",
  },
  twoFactor: { yes: "Set up", no: "Not set up yet" },
  status: { active: "Active", disabled: "Disabled" },
  you: "(you)",
  invite: {
    heading: "Invite a member of staff",
    labels: { name: "Full name", email: "Email", role: "Role" },
    hints: {
      email:
        "We send this address a link to choose a password (it works for 3 days).",
    },
    submitLabel: "Send Invitation",
    submittingLabel: "Sending...",
  },
  changeRole: {
    labels: { role: "Role" },
    submitLabel: "Change Role",
    submittingLabel: "Changing...",
  },
  disable: { submitLabel: "Disable Account", submittingLabel: "Disabling..." },
  enable: { submitLabel: "Enable Account", submittingLabel: "Enabling..." },
  signOut: {
    submitLabel: "Sign Out Everywhere",
    submittingLabel: "Signing Out...",
  },
};

export const staffAccountMessages = {
  nameRequired: "Please enter the person's full name",
  nameTooLong: "Please shorten the name to 100 characters",
  emailRequired: "Please enter an email address",
  invalidEmail: "Please enter a valid email address",
  roleRequired: "Please choose a role",
  accountMissing: "This account does not exist any more. Reload the page.",
  emailTaken:
    "An account with this email address already exists. If it is a customer's, change its role with the admin:create command.",
  lastAdmin:
    "This is the only active admin account. Make someone else an admin first.",
  notYourself: "You cannot disable your own account.",
  notStaff: "This account is not a staff account.",
};

export const staffAccountToasts = {
  invited: (email: string): ToastMessage => ({
    type: "success",
    title: "Invitation Sent",
    description: `We emailed ${email} a link to choose a password.`,
  }),
  roleChanged: (name: string, role: string): ToastMessage => ({
    type: "success",
    title: "Role Changed",
    description: `${name} is now: ${role}.`,
  }),
  roleUnchanged: (name: string, role: string): ToastMessage => ({
    type: "info",
    title: "Nothing Changed",
    description: `${name} already has the role: ${role}.`,
  }),
  disabled: (name: string): ToastMessage => ({
    type: "success",
    title: "Account Disabled",
    description: `${name} can no longer sign in, and every session of the account has ended.`,
  }),
  enabled: (name: string): ToastMessage => ({
    type: "success",
    title: "Account Enabled",
    description: `${name} can sign in again.`,
  }),
  signedOut: (name: string): ToastMessage => ({
    type: "success",
    title: "Signed Out Everywhere",
    description: `Every session of ${name} has ended.`,
  }),
  failed: errorToast("Not Changed"),
  required: {
    type: "error",
    title: "Required Fields",
    description: "Please fill in all fields.",
  },
} as const satisfies Toasts;

/** /admin/audit: the audit log (admins only). */
export const auditLogPage = {
  title: "Audit log",
  intro:
    "Every view of sensitive data, download, export, status change and change to a staff account, newest first. Client addresses are kept only as keyed hashes of their network.",
  filter: {
    heading: "Filter",
    labels: {
      action: "Action",
      actor: "Person",
      from: "From (date, UTC)",
      to: "To (date, UTC)",
    },
    anyAction: "All actions",
    anyActor: "Everyone",
    submit: "Apply Filters",
    clear: "Clear filters",
    invalidDate: "Please enter a date as YYYY-MM-DD",
  },
  tableCaption: (from: number, to: number, total: number) =>
    total === 0
      ? "No entries"
      : `Entries ${from} to ${to} of ${total}, newest first`,
  columns: {
    time: "Time (UTC)",
    actor: "Person",
    action: "Action",
    subject: "Subject",
    details: "Details",
    client: "Client hash",
  },
  system: "System (command line or scheduled job)",
  unknownActor: "Deleted account",
  empty: "No entries match these filters.",
  pagination: {
    label: "Audit log pages",
    previous: "Newer entries",
    next: "Older entries",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
};
