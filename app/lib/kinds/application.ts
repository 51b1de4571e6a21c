import { HOUR_MS, type KindDeclaration } from "./declaration.ts";

const statuses = ["new", "in_review", "closed"] as const;
type Status = (typeof statuses)[number];

/** An application for one of the open roles, with its resume. */
export const application = {
  segment: "applications",
  referencePrefix: "APP-",
  statuses,
  initialStatus: "new",
  finalStatus: "closed",
  // "within 5 business days": a reply from staff, or the decision.
  promise: {
    measure: "business",
    lengthMs: 45 * HOUR_MS,
    stopsOnReply: true,
    stopsAt: ["closed"],
  },
  emailsOnStatus: [],
  answersOnStatus: [],
  repliesInFull: false,
  takesDocuments: false,
  onCustomerAccount: true,
} as const satisfies KindDeclaration<Status>;
