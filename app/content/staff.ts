import type { InboxKind, WorkflowStatus } from "#app/lib/staff/workflow.ts";

/** What staff (and, for claims, claimants) read for each workflow status. */
export const statusLabels: Record<WorkflowStatus, string> = {
  new: "New",
  in_review: "In review",
  closed: "Closed",
  submitted: "Submitted",
  assessment: "Assessment",
  resolved: "Resolved",
};

/** The four inboxes, as the back office names them. */
export const inboxTitles: Record<InboxKind, string> = {
  contact: "Contact messages",
  application: "Job applications",
  verification: "Verifications",
  claim: "Claims",
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

/**
 * The columns of each inbox's list, in order. The first column links to the
 * submission; the server fills a cell for every key (server/staff/inboxes.ts).
 */
export const inboxColumns = {
  contact: [
    { key: "name", label: "Name" },
    { key: "email", label: "Email" },
    { key: "message", label: "Message" },
    { key: "receivedAt", label: "Received" },
    { key: "status", label: "Status" },
  ],
  application: [
    { key: "reference", label: "Reference" },
    { key: "name", label: "Name" },
    { key: "email", label: "Email" },
    { key: "role", label: "Role" },
    { key: "receivedAt", label: "Received" },
    { key: "status", label: "Status" },
  ],
  verification: [
    { key: "reference", label: "Reference" },
    { key: "name", label: "Name" },
    { key: "email", label: "Email" },
    { key: "state", label: "State" },
    { key: "receivedAt", label: "Received" },
    { key: "status", label: "Status" },
  ],
  claim: [
    { key: "reference", label: "Reference" },
    { key: "name", label: "Claimant" },
    { key: "email", label: "Email" },
    { key: "claimType", label: "Claim type" },
    { key: "receivedAt", label: "Received" },
    { key: "status", label: "Status" },
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
  showing: (first: number, last: number, total: number) =>
    `Showing ${first}–${last} of ${total}`,
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
    label: "New status",
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
    hint: "Seen by staff only, never by the person who sent the submission.",
    label: "Add a note",
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
