import { HOUR_MS, type KindDeclaration } from "./declaration.ts";

const statuses = [
  "received",
  "acknowledged",
  "investigating",
  "waiting_on_customer",
  "resolved",
  "closed",
] as const;
type Status = (typeof statuses)[number];

/**
 * A complaint about us (issue 33; decision 0097): received, acknowledged
 * within one business day, investigated, resolved with an outcome and a
 * final response to the person, then closed. Its final answer has a clock
 * of its own (COMPLAINT_FINAL_ANSWER_DAYS, or a regulator's deadline).
 */
export const complaint = {
  segment: "complaints",
  referencePrefix: "CP-",
  statuses,
  initialStatus: "received",
  finalStatus: "closed",
  // "acknowledged within one business day": a reply from staff, or the
  // move to Acknowledged (or past it).
  promise: {
    measure: "business",
    lengthMs: 9 * HOUR_MS,
    stopsOnReply: true,
    stopsAt: ["acknowledged", "investigating", "resolved", "closed"],
  },
  // The person is told when it is acknowledged and when it is resolved
  // (the final response, with its outcome).
  emailsOnStatus: ["acknowledged", "resolved"],
  answersOnStatus: [],
  // What a complaint says may be sensitive: the email links to the page.
  repliesInFull: false,
  takesDocuments: true,
  onCustomerAccount: true,
  // The final response says whether we agreed (the register's outcome).
  outcome: {
    at: "resolved",
    values: ["upheld", "partly_upheld", "not_upheld"],
  },
} as const satisfies KindDeclaration<Status>;
