/**
 * The back office's inboxes and the statuses a submission moves through in
 * each, as their kinds declare them (app/lib/kinds/). Machine values only;
 * what staff and claimants read is in app/content/staff.ts.
 */
import {
  inboxKinds,
  kinds,
  type InboxKind,
  type Kinds,
} from "#app/lib/kinds/kinds.ts";

export { inboxKinds, type InboxKind };

export const workflowStatuses = Object.fromEntries(
  inboxKinds.map((kind) => [kind, kinds[kind].statuses]),
) as { [K in InboxKind]: Kinds[K]["statuses"] };

export type WorkflowStatus = Kinds[InboxKind]["statuses"][number];

/** The status every new submission of the kind starts in; the inbox counts these as new. */
export const initialStatus = Object.fromEntries(
  inboxKinds.map((kind) => [kind, kinds[kind].initialStatus]),
) as { [K in InboxKind]: Kinds[K]["initialStatus"] };

export function isStatusOf(kind: InboxKind, value: unknown): boolean {
  return (workflowStatuses[kind] as readonly unknown[]).includes(value);
}

/**
 * The status that ends a record's life in each inbox: every other status
 * counts as open (the workspace's navigation counts, round-robin caps, the
 * manager's report).
 */
export const finalStatus = Object.fromEntries(
  inboxKinds.map((kind) => [kind, kinds[kind].finalStatus]),
) as { [K in InboxKind]: Kinds[K]["finalStatus"] };

/** The statuses of an inbox's open records. */
export const openStatuses = (kind: InboxKind): readonly WorkflowStatus[] =>
  workflowStatuses[kind].filter((status) => status !== finalStatus[kind]);
