/**
 * A record's outcome, for the kinds that declare one (app/lib/kinds/
 * `outcome`): whether one given is whole, how it is kept on its row, and
 * how it is read back. What an outcome holds beyond its value is the
 * kind's own: a claim's amount and sealed reason (decision 0076), a
 * complaint's day of final response (decision 0097).
 */
import type { Transaction } from "kysely";

import { workflowStatuses } from "#app/lib/staff/workflow.ts";
import {
  MAX_PAID_CENTS,
  OUTCOME_REASON_MAX_LENGTH,
  type ClaimOutcomeView,
} from "#app/lib/staff/claim-outcome.ts";
import {
  isOutcomeOf,
  outcomeOf,
  type ComplaintOutcome,
  type OutcomeKind,
  type RecordOutcome,
} from "#app/lib/staff/outcomes.ts";
import {
  columnContext,
  decryptText,
  encryptText,
  type KeyRing,
} from "#server/crypto.ts";
import type { DB } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";

type OutcomeServices = Pick<Services, "secrets">;

/** Whether `outcome` is one of `kind`'s, with what it needs (a claim's amount or reason). */
export function validOutcome(
  kind: OutcomeKind,
  outcome: RecordOutcome | undefined,
): outcome is RecordOutcome {
  if (!outcome || !isOutcomeOf(kind, outcome.outcome)) return false;
  switch (outcome.outcome) {
    case "paid":
      return (
        Number.isSafeInteger(outcome.amountCents) &&
        outcome.amountCents > 0 &&
        outcome.amountCents <= MAX_PAID_CENTS
      );
    case "denied":
      return (
        outcome.reason.trim() !== "" &&
        outcome.reason.length <= OUTCOME_REASON_MAX_LENGTH
      );
    default:
      return true;
  }
}

/**
 * Whether a move to `to` clears the outcome: a move back before the status
 * that gave it. A claim's Resolved is its last status, so any move away
 * clears it; a complaint keeps its outcome when it is closed after it.
 */
export function clearsOutcome(kind: OutcomeKind, to: string): boolean {
  const statuses = workflowStatuses[kind] as readonly string[];
  const at = outcomeOf(kind)?.at ?? "";
  return statuses.indexOf(to) < statuses.indexOf(at);
}

/** How each kind keeps its outcome (undefined: cleared), in the move's transaction. */
const outcomeStores: {
  [K in OutcomeKind]: (
    trx: Transaction<DB>,
    services: OutcomeServices,
    move: { id: string; outcome: RecordOutcome | undefined; at: string },
  ) => Promise<unknown>;
} = {
  claim: (trx, services, { id, outcome }) =>
    trx
      .updateTable("claims")
      .set(claimColumns(services, id, outcome as ClaimOutcomeView | undefined))
      .where("id", "=", id)
      .execute(),
  // The move to Resolved is when the final response went to the person.
  complaint: (trx, _services, { id, outcome, at }) =>
    trx
      .updateTable("complaints")
      .set({
        outcome: outcome?.outcome ?? null,
        final_response_at: outcome ? at : null,
      })
      .where("id", "=", id)
      .execute(),
};

/** Keeps (or, with none, clears) a record's outcome on its row. */
export const storeOutcome = (
  trx: Transaction<DB>,
  services: OutcomeServices,
  kind: OutcomeKind,
  move: { id: string; outcome: RecordOutcome | undefined; at: string },
) => outcomeStores[kind](trx, services, move);

/** A claim's outcome as stored; all null when it is not resolved. */
function claimColumns(
  services: OutcomeServices,
  id: string,
  outcome: ClaimOutcomeView | undefined,
) {
  return {
    outcome: outcome?.outcome ?? null,
    outcome_amount_cents:
      outcome?.outcome === "paid" ? outcome.amountCents : null,
    outcome_reason:
      outcome?.outcome === "denied"
        ? encryptText(
            outcome.reason.trim(),
            services.secrets.dataEncryptionKey,
            columnContext("claims", "outcome_reason", id),
          )
        : null,
  };
}

/** A claim's outcome read back, or null when it has none (open, or resolved before outcomes). */
export function readClaimOutcome(
  row: {
    id: string;
    outcome: string | null;
    outcome_amount_cents: number | null;
    outcome_reason: string | null;
  },
  keys: KeyRing,
): ClaimOutcomeView | null {
  switch (row.outcome) {
    case "paid":
      return { outcome: "paid", amountCents: Number(row.outcome_amount_cents) };
    case "denied":
      return {
        outcome: "denied",
        reason: row.outcome_reason
          ? decryptText(
              row.outcome_reason,
              keys,
              columnContext("claims", "outcome_reason", row.id),
            )
          : "",
      };
    case "withdrawn":
      return { outcome: "withdrawn" };
    default:
      return null;
  }
}

/** A complaint's outcome read back, or null while it has none. */
export const readComplaintOutcome = (row: {
  outcome: string | null;
}): { outcome: ComplaintOutcome } | null =>
  isOutcomeOf("complaint", row.outcome)
    ? { outcome: row.outcome as ComplaintOutcome }
    : null;
