import { HOUR_MS, type KindDeclaration } from "./declaration.ts";

const statuses = ["new", "contacted", "quoted", "closed"] as const;
type Status = (typeof statuses)[number];

/** A request for an agent about a saved estimate (issue 24). */
export const quote = {
  segment: "quotes",
  // The saved estimate's reference, shared by every request about it.
  referencePrefix: "Q-",
  // Waiting, the person contacted, a quote sent, done.
  statuses,
  initialStatus: "new",
  finalStatus: "closed",
  // "within one business day" (the request-for-an-agent page): the first
  // contact, by a message here or as recorded by the status.
  promise: {
    measure: "business",
    lengthMs: 9 * HOUR_MS,
    stopsOnReply: true,
    stopsAt: ["contacted", "quoted", "closed"],
  },
  emailsOnStatus: [],
  // Contacted and Quote sent record that an agent reached the person.
  answersOnStatus: ["contacted", "quoted"],
  // A request for an agent asks for exactly that, a quote by email.
  repliesInFull: true,
  takesDocuments: false,
  onCustomerAccount: true,
} as const satisfies KindDeclaration<Status>;
