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
