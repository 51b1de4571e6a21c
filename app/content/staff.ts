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
