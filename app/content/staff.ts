import type { Locale } from "#app/lib/locale.ts";
import type { AccountRole } from "#app/lib/staff/roles.ts";
import { SAVED_SEARCH_DAYS } from "#app/lib/schemas/staff-limits.ts";
import {
  inboxKinds,
  type InboxKind,
  type WorkflowStatus,
} from "#app/lib/staff/workflow.ts";
import { inboxPath } from "#app/lib/staff/inboxes.ts";
import type { OutcomeKind, OutcomeValue } from "#app/lib/staff/outcomes.ts";
import type { EmailingKind } from "#app/lib/staff/promises.ts";
import type { ComplaintArea } from "#app/lib/staff/complaint-register.ts";
import type { ProductLine } from "./shared.ts";
import {
  errorToast,
  type ToastMessage,
  type Toasts,
} from "#app/lib/toast-message.ts";

import { managerPage } from "./manager.ts";
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
  waiting_on_customer: "Waiting on customer",
  received: "Received",
  acknowledged: "Acknowledged",
  investigating: "Investigating",
};

/** A stored status as staff read it; a value no inbox knows any more is shown as stored. */
export const statusLabel = (status: string): string =>
  statusLabels[status as WorkflowStatus] ?? status;

/**
 * The language a person used (issue 25), as staff read it on a record, in
 * its list and in the emails that tell them of it: they answer in it.
 */
export const personLanguage = {
  label: "Language",
  names: { en: "English", es: "Spanish" } satisfies Record<Locale, string>,
};

/**
 * The mark on a record whose person wrote since staff last did (issue 36).
 * "Replied", not "Answered": the promise clock's "Answered in 5 h" is
 * staff's answer.
 */
export const personReplied = {
  mark: "Replied",
  /** Read by screen readers in place of the mark: who replied. */
  markLabel: "The person replied",
};

/** The five inboxes, as the back office names them. */
export const inboxTitles: Record<InboxKind, string> = {
  contact: "Contact messages",
  application: "Job applications",
  verification: "Verifications",
  claim: "Claims",
  quote: "Quotes",
  complaint: "Complaints",
};

/**
 * The back office's navigation; `adminOnly` entries are shown to admins
 * alone, and an `inbox` entry shows that inbox's counts beside its name.
 */
export const adminNavigation: ReadonlyArray<{
  href: string;
  label: string;
  adminOnly?: boolean;
  inbox?: InboxKind;
}> = [
  { href: "/admin", label: "Overview" },
  ...inboxKinds.map((kind) => ({
    href: inboxPath(kind),
    label: inboxTitles[kind],
    inbox: kind,
  })),
  { href: "/admin/replies", label: savedRepliesPage.title },
  { href: "/admin/staff", label: "Staff accounts", adminOnly: true },
  { href: "/admin/audit", label: "Audit log", adminOnly: true },
  { href: "/admin/manager", label: managerPage.title, adminOnly: true },
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

/**
 * What a link to the back office from another site (webmail, a chat, a
 * page anywhere) meets instead of the page (decision 0005, amended;
 * server/http/same-origin.ts): one click from here opens it.
 */
export const staffLinkPage = {
  title: "Open this back office page?",
  text: "You followed a link to the back office from another site or app. So that no other site can open records, download exports or act in your name, back office pages open only from links of our own site. If you expected this link, continue.",
  continue: "Continue to",
  overview: "Go to the back office overview instead",
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
  // A message sent before migration 0013 has no reference: its link reads inboxList.open.
  contact: [...referenced, { key: "message", label: "Message" }, ...standing],
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
  complaint: [...referenced, { key: "about", label: "About" }, ...standing],
} as const satisfies Record<InboxKind, readonly InboxColumn[]>;

/** The search and filter form above every inbox, its table and its pages. */
export const inboxList = {
  filtersHeading: "Search and filter",
  labels: {
    q: "Search",
    status: "Status",
    from: "Received from",
    to: "Received until",
    sort: "Order",
    atRisk: "At risk or overdue only",
  },
  sortOptions: { received: "Newest first", due: "Soonest due first" },
  hints: {
    q: (withReference: boolean) =>
      withReference
        ? "Part of a name, email address or reference."
        : "Part of a name or email address.",
    dates: "Dates are days in Eastern Time, both included.",
    atRisk:
      "Records whose promise has a quarter or less left, or has run out, and is not paused.",
  },
  anyStatus: "Any status",
  apply: "Apply",
  clear: "Clear filters",
  export: "Export CSV",
  exportHint:
    "Every row that matches the filters, on all pages; never SSNs, bank names, credit scores or documents.",
  /** The table's caption: "Verifications, newest first". */
  caption: (inbox: string, byDue = false) =>
    `${inbox}, ${byDue ? "soonest due first" : "newest first"}`,
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
  /**
   * The bar the filters and saved filters fold into (a disclosure, closed
   * until a filter is in force): "Filters", or what is in force and how
   * many, "Filters: status Submitted, assigned to me (2)".
   */
  filterBar: {
    summary: "Filters",
    inForce: (parts: readonly string[]) =>
      `Filters: ${parts.join(", ")} (${parts.length})`,
    parts: {
      q: (text: string) => `search "${text}"`,
      status: (label: string) => `status ${label}`,
      from: (day: string) => `received from ${day}`,
      to: (day: string) => `received until ${day}`,
      /** The views, by their value (inboxViews). */
      mine: "assigned to me",
      unassigned: "unassigned",
      replied: "the person replied",
      atRisk: "at risk or overdue only",
      due: "soonest due first",
    },
  },
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
  /** A photo's preview, named by its file (its content cannot be described for it). */
  previewAlt: (fileName: string) => `Photo sent by the person: ${fileName}`,
  status: {
    heading: "Status",
    current: "Current status",
    labels: {
      status: "New status",
      outcome: "Outcome",
      amount: "Amount paid (US dollars)",
      reason: "Reason for the denial",
    },
    hints: {
      amount: "For example 12,500.00",
      reason:
        "Shown to the claimant in Check a claim (not in the email), with how to appeal. Write it to them.",
    },
    submitLabel: "Change status",
    submittingLabel: "Saving...",
    /** Under the status of a kind whose changes email the person, what they are told. */
    personNotified: {
      claim:
        "The claimant is emailed the new stage of the claim (reference and stage only; when resolved, the outcome).",
      complaint:
        "The person is emailed when the complaint is acknowledged and when it is resolved (the outcome, and a link to the final response in their conversation: write it there first).",
    } satisfies Partial<Record<InboxKind, string>>,
    /** The outcome's fields, asked for when the record is resolved. */
    outcomeLegend: {
      claim: "How the claim ended (needed to resolve it)",
      complaint: "The complaint's outcome (needed to resolve it)",
    } satisfies Record<OutcomeKind, string>,
    chooseOutcome: "Choose an outcome",
    outcomeLabels: {
      paid: "Paid",
      denied: "Denied",
      withdrawn: "Withdrawn",
      upheld: "Upheld",
      partly_upheld: "Partly upheld",
      not_upheld: "Not upheld",
    } satisfies Record<OutcomeValue, string>,
    /** The recorded outcome beside the current status. */
    outcome: "Outcome",
    outcomeView: {
      paid: (amount: string) => `Paid ${amount}`,
      denied: "Denied",
      withdrawn: "Withdrawn",
      upheld: "Upheld",
      partly_upheld: "Partly upheld",
      not_upheld: "Not upheld",
    },
    outcomeReason: "Reason given",
  },
  history: {
    heading: "Status history",
    empty: "The status has not been changed since the submission arrived.",
    change: (from: string, to: string) => `${from} → ${to}`,
    by: (name: string | null) =>
      name ? `by ${name}` : "by a former member of staff",
    /** A record that waited on the person, moved back to its status before by their answer. */
    byAnswer: "when the person answered",
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
      "Each value is shown on request, one at a time, for a minute. Each request is recorded in the audit log with your name and your reason.",
    labels: {
      field: "Show",
      reason: "Reason",
      otherReason: "Other reason",
    },
    hints: {
      otherReason:
        "Needed when the reason is Other. Do not write the value here.",
    },
    chooseField: "Choose a value",
    chooseReason: "Choose a reason",
    /** Why a member of staff opens a value; kept (as its key) in the audit row. */
    reasons: {
      identity: "Checking the applicant's identity",
      payroll: "Setting up payroll or direct deposit",
      screening: "A background or credit check the role requires",
      applicant: "The applicant asked about it",
      other: "Other",
    },
    submitLabel: "Reveal",
    submittingLabel: "Revealing...",
    /** Said once the value is on screen: it will be hidden again. */
    shownFor: (label: string, seconds: number) =>
      `${label} shown. It will be hidden again in ${seconds} seconds, or when you leave this page.`,
    countdown: (seconds: number) => `Hidden again in ${seconds} seconds.`,
    hiddenAgain: (label: string) => `${label} is hidden again.`,
    hide: "Hide now",
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

/**
 * A complaint's register details and final answer on its page, the words
 * of the register's CSV and its audit entries (issue 33; decision 0097).
 */
export const complaintRegister = {
  heading: "Complaint register",
  finalAnswer: {
    label: "Final answer due",
    /** The due day came from the regulator's deadline, earlier than ours. */
    byRegulator: "the regulator's deadline",
    ours: (days: number) => `${days} days after it was received`,
    overdue: "Overdue",
    answered: (day: string) => `Final response sent on ${day}`,
  },
  namedRecord: {
    label: "The record it names",
    /** A quote's reference names the saved estimate: every request about it is listed. */
    quoteRequests: (reference: string) => `Quote requests for ${reference}`,
    none: "No record of ours has this reference now.",
  },
  notSet: "Not set",
  yes: "Yes",
  no: "No",
  labels: {
    forwarded: "Forwarded by a regulator",
    regulatorName: "Regulator",
    regulatorDueOn: "Regulator's deadline",
    lineOfBusiness: "Line of business",
    area: "Area",
  },
  hints: {
    regulatorName:
      "For example Michigan DIFS. Needed when forwarded by a regulator.",
    regulatorDueOn:
      "The day the regulator expects our answer. The final answer is due on it when it is earlier than ours.",
  },
  chooseLine: "Not set yet",
  chooseArea: "Not set yet",
  lines: {
    home: "Home",
    auto: "Auto",
    health: "Health",
    life: "Life",
    business: "Business",
    travel: "Travel",
  } satisfies Record<ProductLine, string>,
  areas: {
    claims: "Claims",
    underwriting: "Underwriting",
    marketing: "Marketing",
    service: "Service",
  } satisfies Record<ComplaintArea, string>,
  submitLabel: "Save register details",
  submittingLabel: "Saving...",
  messages: {
    regulatorNameRequired: "Please name the regulator that forwarded it",
    regulatorNameTooLong: (max: number) =>
      `Please shorten the regulator's name to ${max} characters`,
    regulatorDueOnRequired:
      "Please enter the regulator's deadline as a date, for example 2026-12-31",
    lineInvalid: "Please choose one of the lines of business",
    areaInvalid: "Please choose one of the areas",
  },
  saved: { type: "success", title: "Register details saved" } as const,
  /** The register's download on the Complaints inbox page. */
  download: {
    heading: "Complaints register",
    text: "Every complaint received in a year, one a row, as the register a regulator may ask for (CSV).",
    link: (year: number) => `Register for ${year} (CSV)`,
  },
  /** The register's columns, the zone of its days named where they are. */
  columns: (zone: string) => [
    "Reference",
    `Date received (${zone})`,
    "Line of business",
    "Area",
    "Reason",
    "Outcome",
    `Date closed (${zone})`,
    "Days open",
    "Forwarded by a regulator",
    "Regulator",
    `Regulator's deadline (${zone})`,
  ],
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
  /** A move to resolved without the kind's outcome. */
  outcomeRequired: {
    claim: "Please choose how the claim ended: paid, denied or withdrawn",
    complaint:
      "Please choose the complaint's outcome: upheld, partly upheld or not upheld",
  } satisfies Record<OutcomeKind, string>,
  amountRequired:
    "Please enter the amount paid in dollars and cents, for example 12,500.00",
  reasonRequired: "Please give the reason for the denial",
  reasonTooLong: (max: number) =>
    `Please shorten the reason to ${max} characters`,
  revealFieldRequired: "Please choose which value to show",
  revealReasonRequired: "Please choose why you need to see it",
  revealOtherRequired: "Please write why you need to see it",
  revealOtherTooLong: (max: number) =>
    `Please shorten the reason to ${max} characters`,
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
  "contact.viewed": "Contact message opened",
  "application.viewed": "Job application opened",
  "verification.viewed": "Verification opened",
  "claim.viewed": "Claim opened",
  "quote.viewed": "Quote request opened",
  "complaint.viewed": "Complaint opened",
  "complaint.register_changed": "Complaint register details changed",
  "verification.ssn_revealed": "Sensitive value shown",
  "document.downloaded": "Document downloaded",
  "document.previewed": "Document previewed",
  "inbox.exported": "Inbox exported",
  "audit.exported": "Audit log downloaded",
  "submission.status_changed": "Status changed",
  "submission.note_added": "Note added",
  "submission.assignee_changed": "Assignee changed",
  "round_robin.changed": "Round-robin changed",
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
  "auth.signed_in": "Signed in",
  "auth.sign_in_failed": "Sign-in refused",
  "auth.two_factor_enrolled": "Authenticator app set up",
};

/** Messages of the two-step sign-in and its enrolment. */
export const twoFactorMessages = {
  codeRequired: "Please enter the code from your authenticator app",
  codeFormat:
    "Enter the 6 digits your app shows, or one of your backup codes (like ABCDE-FGH23)",
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
    copy: "Copy all codes",
    copied:
      "All 10 backup codes are copied. Paste them into your password manager.",
    copyFailed:
      "The codes could not be copied here. Download them, or select and copy them by hand.",
    download: "Download as a text file",
    /** The downloaded file's name and its first lines. */
    fileName: "harborline-backup-codes.txt",
    fileHeading:
      "Harborline Insurance back office: your backup codes.\nEach code signs you in once instead of a code from your app. Keep this file somewhere safe.",
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
    "Every opening of a record, view of sensitive data, download, export, status change, sign-in and change to a staff account, newest first, in Eastern time. Client addresses are kept only as keyed hashes of their network.",
  filter: {
    heading: "Filter",
    labels: {
      action: "Action",
      actor: "Person",
      from: "From (date, Eastern time)",
      to: "To (date, Eastern time)",
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
    time: "Time (Eastern)",
    actor: "Person",
    action: "Action",
    subject: "Record",
    details: "Details",
    client: "Client hash",
  },
  /** The CSV's columns: its times say their zone. */
  csvColumns: {
    timeUtc: "Time (UTC, ISO 8601)",
    timeEastern: "Time (US Eastern, America/New_York)",
    actor: "Person",
    action: "Action",
    subject: "Record",
    link: "Record link",
    details: "Details",
    client: "Client hash",
  },
  download: "Download as CSV",
  system: "System (command line or scheduled job)",
  anonymous: "Someone not signed in",
  unknownActor: "A deleted account",
  empty: "No entries match these filters.",
  pagination: {
    label: "Audit log pages",
    previous: "Newer entries",
    next: "Older entries",
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
};

/** Who owns a record: the views of a list, its assignee column, the record's assignee panel (issue 23). */
export const ownership = {
  views: {
    all: "All",
    mine: "Mine",
    unassigned: "Unassigned",
    replied: "Replied",
  },
  viewsLabel: "Views",
  column: "Assignee",
  unassigned: "Unassigned",
  assignToMe: "Assign to me",
  /** Read after "Assign to me" in a row: which record. */
  rowContext: (record: string) => `(${record})`,
  assigningToMe: "Assigning...",
  panel: {
    heading: "Assignee",
    current: "Assigned to",
    labels: { assignee: "Assign to" },
    submitLabel: "Change assignee",
    submittingLabel: "Saving...",
  },
  history: {
    heading: "Assignment history",
    empty: "Nobody has been assigned yet.",
    change: (from: string | null, to: string | null) =>
      `${from ?? "Unassigned"} → ${to ?? "Unassigned"}`,
    by: (via: string, name: string | null) =>
      via === "round_robin"
        ? "by round-robin"
        : via === "account_disabled"
          ? `released when the account was disabled${name ? `, by ${name}` : ""}`
          : name
            ? `by ${name}`
            : "by a former member of staff",
  },
  messages: {
    assigned: (name: string | null) =>
      ({
        type: "success",
        title: name ? `Assigned to ${name}` : "Unassigned",
      }) as const,
    assignedToYou: { type: "success", title: "Assigned to you" } as const,
    unchanged: {
      type: "info",
      title: "Assignee unchanged",
      description: "It was already assigned that way.",
    } as const,
    conflict: {
      type: "error",
      title: "Someone else changed the assignee",
      description:
        "The record was assigned while you were looking at it. The page now shows who has it: check and choose again if needed.",
    } as const,
    notAssignable: "Please choose an active member of staff",
  },
  /** The list's status line after "Assign to me" on a row: "CL1234567: Assigned to you". */
  rowOutcome: (record: string, outcome: string) => `${record}: ${outcome}`,
  /** Added when the row is no longer in the view shown (Unassigned). */
  leftView: "It is no longer in this view.",
};

/** Changing many records of a list at once (issue 23). */
export const bulkActions = {
  heading: "Change selected records",
  intro:
    "Tick records in the table, then choose a new status, a new assignee or both. Each record gets its own history and audit entry, and its person any email its new status sends.",
  selectRow: (record: string) => `Select ${record}`,
  selectColumn: "Select",
  selectAll: "Select all on this page",
  // Not "New status" nor "Apply...": the list's filters and each record's page use those words.
  labels: { status: "Move to", assignee: "Assign to" },
  leave: "Leave as is",
  /**
   * Under the status choice of a list whose statuses email people
   * (app/lib/kinds/ `emailsOnStatus`): who is told, of the statuses offered.
   */
  peopleNotified: {
    claim:
      "Each claimant is emailed the new stage of their claim (reference and stage only).",
    complaint:
      "Each person is emailed that their complaint is acknowledged, with its reference and when to expect our final answer.",
  } satisfies Record<EmailingKind, string>,
  /**
   * Beside it, for a kind with an outcome: why the status that asks for it
   * is not offered (decisions 0076 and 0097).
   */
  outcomeOnOwnPage: {
    claim: "Resolved is set on a claim's own page, where its outcome is asked.",
    complaint:
      "Resolved is set on a complaint's own page, where its outcome is asked.",
  } satisfies Record<OutcomeKind, string>,
  me: "Me",
  nobody: "Unassigned",
  submitLabel: "Change selected",
  submittingLabel: "Changing...",
  nothingSelected: "Please tick at least one record",
  nothingChosen: "Please choose a new status or a new assignee",
  outcomeTitle: (changed: number) =>
    changed === 1 ? "1 record changed" : `${changed} records changed`,
  skipped: (count: number) =>
    count === 1 ? "1 record skipped:" : `${count} records skipped:`,
  skipReasons: {
    unchanged: "already that way",
    not_found: "no longer exists (deleted by the retention schedule)",
    conflict: "changed by someone else meanwhile",
    invalid_status: "not a status of this inbox",
    not_assignable: "that person cannot own records",
    /** Only a kind with an outcome skips a record for it. */
    outcome_required: {
      claim: "a claim is resolved on its own page, where its outcome is asked",
      complaint:
        "a complaint is resolved on its own page, where its outcome is asked",
    } satisfies Record<OutcomeKind, string>,
  },
  skipLine: (count: number, reason: string) => `${count}: ${reason}`,
  /** Said as boxes are ticked (with JavaScript), and by the server when it asks. */
  selectedCount: (count: number) =>
    count === 1 ? "1 record selected" : `${count} records selected`,
  /**
   * A change that emails the people of the records (a claim's new stage,
   * a complaint acknowledged) is
   * asked about first: the server answers the first post with this, and
   * the second, confirming, post makes the change.
   */
  confirm: {
    question: (emails: number) =>
      `This will email ${emails === 1 ? "1 person" : `${emails} people`}. Change and email them?`,
    hint: "To change nothing, untick the records or leave the status as is.",
    submitLabel: "Change and email them",
  },
};

/** A person's saved filters beside a list's filters (issue 23). */
export const savedFilters = {
  heading: "Saved filters",
  empty:
    "None yet. Save the filters in force to come back to them in one click.",
  listLabel: "Your saved filters",
  labels: { name: "Name for the current filters" },
  hints: {
    name: `Only you see your saved filters. One with a search text is kept for ${SAVED_SEARCH_DAYS} days after you save it.`,
  },
  submitLabel: "Save filters",
  submittingLabel: "Saving...",
  remove: "Delete",
  removing: "Deleting...",
  /** Read after "Delete": which saved filter. */
  removeContext: (name: string) => `(${name})`,
  nameRequired: "Please name the filters",
  nameTooLong: (max: number) => `Please keep the name to ${max} characters`,
  tooMany: (max: number) =>
    `You can keep ${max} saved filters per inbox; delete one first`,
  saved: (name: string) =>
    ({ type: "success", title: `Filters saved as "${name}"` }) as const,
  removed: { type: "success", title: "Saved filters deleted" } as const,
};

/** The staff page's round-robin settings, one form per inbox (admins only). */
export const roundRobinTexts = {
  heading: "Round-robin",
  intro:
    "New records of an inbox can be assigned in turn among chosen staff, each up to a cap of open (not closed or resolved) records. When everyone is at the cap, new records stay unassigned.",
  inboxHeading: (inbox: string) => `${inbox}`,
  labels: {
    enabled: "Assign new records in turn",
    cap: "Most open records per person",
    members: "Staff taking turns",
  },
  hints: { cap: "From 1 to 1000." },
  noStaff: "There are no active staff accounts yet.",
  submitLabel: "Save round-robin",
  submittingLabel: "Saving...",
  capInvalid: "Please enter a whole number from 1 to 1000",
  saved: (inbox: string) =>
    ({ type: "success", title: `Round-robin saved for ${inbox}` }) as const,
  status: (enabled: boolean, members: number) =>
    enabled ? `On, among ${members}` : "Off",
};
