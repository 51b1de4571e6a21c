/**
 * How each kind of record is kept, one file each beside this one, in the
 * order of app/lib/kinds/kinds.ts. A kind missing here fails the build.
 */
import { byKind, inboxKinds, type InboxKind } from "#app/lib/kinds/kinds.ts";
import { application } from "./application.ts";
import { claim } from "./claim.ts";
import { complaint } from "./complaint.ts";
import { contact } from "./contact.ts";
import { quote } from "./quote.ts";
import type { AnyStoredKind } from "./stored-kind.ts";
import { verification } from "./verification.ts";

export const storedKinds = {
  contact,
  application,
  verification,
  claim,
  quote,
  complaint,
} as const satisfies Record<InboxKind, AnyStoredKind>;

export type StoredKinds = typeof storedKinds;

/** The table behind each inbox. */
export const inboxTables = byKind((kind) => storedKinds[kind].table) as {
  [K in InboxKind]: StoredKinds[K]["table"];
};

export { inboxKinds };
