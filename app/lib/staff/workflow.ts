/**
 * The back office's five inboxes and the statuses a submission moves through
 * in each (issue 10; quotes: issue 24). Machine values only; what staff and claimants read is
 * in app/content/staff.ts. Claims follow the stages the claim page's What
 * Happens Next describes.
 */
export const inboxKinds = [
  "contact",
  "application",
  "verification",
  "claim",
  "quote",
] as const;

export type InboxKind = (typeof inboxKinds)[number];

// "waiting_on_customer" pauses the record's promise clock
// (app/lib/staff/promises.ts) where a record can wait on the person.
export const workflowStatuses = {
  contact: ["new", "in_review", "waiting_on_customer", "closed"],
  application: ["new", "in_review", "closed"],
  verification: ["new", "in_review", "waiting_on_customer", "closed"],
  claim: [
    "submitted",
    "in_review",
    "waiting_on_customer",
    "assessment",
    "resolved",
  ],
  // A request for an agent: waiting, the person contacted, a quote sent, done.
  quote: ["new", "contacted", "quoted", "closed"],
} as const satisfies Record<InboxKind, readonly string[]>;

export type WorkflowStatus = (typeof workflowStatuses)[InboxKind][number];

/** The status every new submission of the kind starts in; the inbox counts these as new. */
export const initialStatus = {
  contact: "new",
  application: "new",
  verification: "new",
  claim: "submitted",
  quote: "new",
} as const satisfies { [K in InboxKind]: (typeof workflowStatuses)[K][number] };

export function isStatusOf(kind: InboxKind, value: unknown): boolean {
  return (workflowStatuses[kind] as readonly unknown[]).includes(value);
}

/**
 * The status that ends a record's life in each inbox: every other status
 * counts as open (the workspace's navigation counts, round-robin caps, the
 * manager's report).
 */
export const finalStatus = {
  contact: "closed",
  application: "closed",
  verification: "closed",
  claim: "resolved",
  quote: "closed",
} as const satisfies { [K in InboxKind]: (typeof workflowStatuses)[K][number] };

/** The statuses of an inbox's open records. */
export const openStatuses = (kind: InboxKind): readonly WorkflowStatus[] =>
  workflowStatuses[kind].filter((status) => status !== finalStatus[kind]);
