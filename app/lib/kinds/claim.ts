import { HOUR_MS, type KindDeclaration } from "./declaration.ts";

const statuses = [
  "submitted",
  "in_review",
  "waiting_on_customer",
  "assessment",
  "resolved",
] as const;
type Status = (typeof statuses)[number];

/**
 * A claim, through the stages the claim page's What Happens Next describes;
 * its files are many per claim (claim_files).
 */
export const claim = {
  segment: "claims",
  referencePrefix: "CL",
  statuses,
  initialStatus: "submitted",
  finalStatus: "resolved",
  // "within 24-48 hours": the outer bound is the breach a claimant reads.
  // Stopped by the move to review (or past it).
  promise: {
    measure: "calendar",
    lengthMs: 48 * HOUR_MS,
    stopsOnReply: false,
    stopsAt: ["in_review", "assessment", "resolved"],
  },
  // A claimant is told every change of stage.
  emailsOnStatus: statuses,
  answersOnStatus: [],
  repliesInFull: false,
  takesDocuments: true,
  onCustomerAccount: true,
  // Resolved says how it ended (decision 0076): a payment takes its amount,
  // a denial its reason (app/lib/staff/claim-outcome.ts).
  outcome: { at: "resolved", values: ["paid", "denied", "withdrawn"] },
} as const satisfies KindDeclaration<Status>;
