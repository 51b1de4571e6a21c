import { HOUR_MS, type KindDeclaration } from "./declaration.ts";

const statuses = ["new", "in_review", "waiting_on_customer", "closed"] as const;
type Status = (typeof statuses)[number];

/** An employment verification: identity, SSN and a driver's licence. */
export const verification = {
  segment: "verifications",
  referencePrefix: "VER-",
  statuses,
  initialStatus: "new",
  finalStatus: "closed",
  // "within 2-3 business days": the outer bound, stopped by the decision.
  promise: {
    measure: "business",
    lengthMs: 27 * HOUR_MS,
    stopsOnReply: false,
    stopsAt: ["closed"],
  },
  emailsOnStatus: [],
  answersOnStatus: [],
  repliesInFull: false,
  takesDocuments: true,
  onCustomerAccount: true,
} as const satisfies KindDeclaration<Status>;
