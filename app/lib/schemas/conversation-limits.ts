import { kinds, type InboxKind } from "#app/lib/kinds/kinds.ts";

/** The most one message may hold, from staff or from the person (server/conversations). */
export const MESSAGE_MAX_LENGTH = 5000;

/** The most documents one staff message may ask for, and the longest name of one. */
export const DOCUMENT_REQUESTS_MAX = 5;
export const DOCUMENT_LABEL_MAX_LENGTH = 80;

/**
 * Records whose messages travel in full by email, as their kind declares
 * (decision 0060); every other kind holds sensitive data, so its emails
 * only say there is a message and link to it (decision 0053).
 */
export const emailedInFull = (kind: InboxKind) => kinds[kind].repliesInFull;

/** Records on which staff ask for documents, which the person sends on the conversation page. */
export const takesDocuments = (kind: InboxKind) => kinds[kind].takesDocuments;
