/**
 * Every kind of record the back office works, one declaration each (the
 * files beside this one; docs/architecture.md says where the rest of a kind
 * lives). A kind is added here, in its declaration, in server/kinds/ and in
 * the words of app/content that are keyed by kind: TypeScript names every
 * place that is still missing it.
 */
import { application } from "./application.ts";
import { claim } from "./claim.ts";
import { complaint } from "./complaint.ts";
import { contact } from "./contact.ts";
import { quote } from "./quote.ts";
import { verification } from "./verification.ts";

/** In the order the back office lists its inboxes. */
export const kinds = {
  contact,
  application,
  verification,
  claim,
  quote,
  complaint,
};

export type Kinds = typeof kinds;
export type InboxKind = keyof Kinds;

export const inboxKinds = Object.keys(kinds) as [InboxKind, ...InboxKind[]];

/** One fact of every kind, read from its declaration: `byKind((kind) => kinds[kind].segment)`. */
export const byKind = <T>(read: (kind: InboxKind) => T): Record<InboxKind, T> =>
  Object.fromEntries(inboxKinds.map((kind) => [kind, read(kind)])) as Record<
    InboxKind,
    T
  >;
