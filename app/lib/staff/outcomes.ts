/**
 * The outcomes kinds declare (app/lib/kinds/declaration.ts `outcome`): which
 * status of a kind needs one, and which values it takes. Read by the status
 * form's schema (browser and server), the status panel and the workflow.
 */
import { inboxKinds, kinds, type Kinds } from "#app/lib/kinds/kinds.ts";
import type { OutcomeDeclaration } from "#app/lib/kinds/declaration.ts";

import type { ClaimOutcomeView } from "./claim-outcome.ts";
import type { InboxKind } from "./workflow.ts";

/** The kinds whose declaration names an outcome. */
export type OutcomeKind = {
  [K in InboxKind]: Kinds[K] extends { outcome: OutcomeDeclaration }
    ? K
    : never;
}[InboxKind];

/** An outcome value of one kind (or of any, left out). */
export type OutcomeValue<K extends OutcomeKind = OutcomeKind> =
  Kinds[K]["outcome"]["values"][number];

/** A complaint's outcome (the register's): upheld, partly upheld, not upheld. */
export type ComplaintOutcome = OutcomeValue<"complaint">;

/**
 * An outcome as it is recorded: a claim's with what its outcome needs (an
 * amount, a reason), any other kind's by its value alone.
 */
export type RecordOutcome =
  | ClaimOutcomeView
  | { outcome: Exclude<OutcomeValue, ClaimOutcomeView["outcome"]> };

/** A kind's outcome declaration, or undefined when it asks for none. */
export const outcomeOf = (kind: InboxKind): OutcomeDeclaration | undefined =>
  (kinds[kind] as { outcome?: OutcomeDeclaration }).outcome;

export const isOutcomeKind = (kind: InboxKind): kind is OutcomeKind =>
  outcomeOf(kind) !== undefined;

/** The kinds that declare an outcome, in the order of kinds.ts. */
export const outcomeKinds = inboxKinds.filter(isOutcomeKind);

/** Whether moving a record of `kind` to `status` needs an outcome. */
export const asksOutcome = (kind: InboxKind, status: string): boolean =>
  outcomeOf(kind)?.at === status;

/** Whether `value` is one of the outcomes `kind` declares. */
export const isOutcomeOf = (kind: InboxKind, value: unknown): boolean =>
  (outcomeOf(kind)?.values as readonly unknown[] | undefined)?.includes(
    value,
  ) ?? false;

/** The kinds that need an outcome to move to `status`, in the order of kinds.ts. */
export const kindsAskingOutcomeAt = (status: string): OutcomeKind[] =>
  outcomeKinds.filter((kind) => asksOutcome(kind, status));
