import type { InboxKind } from "#app/lib/staff/workflow.ts";

/** The most one message may hold, from staff or from the person (server/conversations). */
export const MESSAGE_MAX_LENGTH = 5000;

/** The most documents one staff message may ask for, and the longest name of one. */
export const DOCUMENT_REQUESTS_MAX = 5;
export const DOCUMENT_LABEL_MAX_LENGTH = 80;

/**
 * Records whose messages travel in full by email: a contact message is a
 * general question, and a request for an agent asks for exactly that, a
 * quote by email (personal data, not sensitive: decision 0060). Every other
 * kind holds sensitive data, so its emails only say there is a message and
 * link to it (decision 0053).
 */
export const emailedInFull = (kind: InboxKind) =>
  kind === "contact" || kind === "quote";

/** Records on which staff ask for documents, which the person sends on the conversation page. */
export const documentKinds = [
  "claim",
  "verification",
] as const satisfies readonly InboxKind[];
export const takesDocuments = (kind: InboxKind) =>
  (documentKinds as readonly InboxKind[]).includes(kind);
