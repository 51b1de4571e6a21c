import { HOUR_MS, type KindDeclaration } from "./declaration.ts";

const statuses = ["new", "in_review", "waiting_on_customer", "closed"] as const;
type Status = (typeof statuses)[number];

/** A message from the contact page: a general question (decision 0065). */
export const contact = {
  segment: "contact",
  referencePrefix: "CT-",
  statuses,
  initialStatus: "new",
  finalStatus: "closed",
  // "within 24 hours": stopped by the first reply; closing without one
  // (spam, a duplicate) is the handler's answer too.
  promise: {
    measure: "calendar",
    lengthMs: 24 * HOUR_MS,
    stopsOnReply: true,
    stopsAt: ["closed"],
  },
  emailsOnStatus: [],
  answersOnStatus: [],
  repliesInFull: true,
  takesDocuments: false,
  // Its answers travel in full by email, and the account keeps them too (issue 35).
  onCustomerAccount: true,
} as const satisfies KindDeclaration<Status>;
