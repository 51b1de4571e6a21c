import type { Kysely, Transaction } from "kysely";

import {
  finalStatus,
  initialStatus,
  isStatusOf,
  type InboxKind,
} from "#app/lib/staff/workflow.ts";
import { NOTE_MAX_LENGTH } from "#app/lib/schemas/staff-limits.ts";
import {
  asksOutcome,
  isOutcomeKind,
  type RecordOutcome,
} from "#app/lib/staff/outcomes.ts";
import type { DB, StatusChangeVia } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";
import { auditActions, recordAudit } from "./audit.ts";
import { inboxTables, storedKinds } from "#server/kinds/stored-kinds.ts";
import { statusEmailsPerson, WAITING_STATUS } from "#app/lib/staff/promises.ts";
import { clockAfterStatusChange, resumeClock } from "./promise-clock.ts";
import { clearPersonReplied, personAnsweredSince } from "./person-replied.ts";
import {
  clearsOutcome,
  readClaimOutcome,
  storeOutcome,
  validOutcome,
} from "./record-outcomes.ts";
import { CHECK_A_CLAIM_PATH, queueStatusMail } from "./status-mail.ts";

/** The table behind each inbox (server/kinds/stored-kinds.ts). */
export { inboxTables };

/** Where a claimant checks a claim (the status email links here), and a claim's outcome read back. */
export { CHECK_A_CLAIM_PATH, readClaimOutcome };

/** The staff member acting, and from where (audited as a keyed hash). */
export interface StaffActor {
  id: string;
  clientIp: string;
}

type WorkflowServices = Pick<Services, "database" | "secrets" | "config"> & {
  outbox: Pick<Services["outbox"], "kick">;
};

export type StatusChangeResult =
  | { ok: true; changed: boolean; from: string; to: string }
  | {
      ok: false;
      reason: "not_found" | "invalid_status" | "conflict" | "outcome_required";
    };

/**
 * A move to "Waiting on customer" held back because the person's latest
 * message is newer than staff's (decision 0093, amended): staff read it
 * first, and confirm to move anyway.
 */
export interface AnsweredRefusal {
  ok: false;
  reason: "answered";
  /** When the person's unanswered message came, as an ISO timestamp. */
  answeredAt: string;
}

/**
 * The inboxes whose retention counts from the record's closing (decision
 * 0075), as their kinds declare it (server/kinds/ `retention.from`):
 * `closed_at` is set on the move to its final status and cleared on a move
 * away from it.
 */
type ClosingKind = {
  [
    K in InboxKind
  ]: (typeof storedKinds)[K]["retention"]["from"] extends "closed_at"
    ? K
    : never;
}[InboxKind];
const hasClosing = (kind: InboxKind): kind is ClosingKind =>
  storedKinds[kind].retention.from === "closed_at";

/** What a status change is asked to do. */
export interface StatusMove {
  kind: InboxKind;
  id: string;
  to: string;
  expected?: string;
  actor: StaffActor;
  /**
   * How the record ended: required for the status its kind declares needs
   * one (a claim's or a complaint's Resolved), ignored otherwise.
   */
  outcome?: RecordOutcome;
  /**
   * Refuse a move to "Waiting on customer" while the person's latest
   * message is newer than staff's (`answered`), unless staff confirmed.
   * Left out, the move is made (bulk changes, tests of other things).
   */
  askIfAnswered?: boolean;
}

/**
 * Moves a submission to another status of its inbox, in one transaction with
 * its `status_changes` row (who, when, from, to) and its audit row; a move
 * to a status its kind emails on tells the person (status-mail.ts: a
 * claim's new stage, a complaint acknowledged or resolved). `expected` is
 * the status the staff member saw: if someone else moved it meanwhile,
 * nothing changes and the answer is a conflict, so no change is lost. A
 * status whose kind declares it needs an outcome (a claim's Resolved,
 * decision 0076; a complaint's, 0097) is reached only with one, stored with
 * it (record-outcomes.ts: a denial's reason sealed with the data key, a
 * complaint's time of final response) and cleared by a move back before it.
 */
export async function changeStatus(
  services: WorkflowServices,
  input: StatusMove & { askIfAnswered: boolean },
): Promise<StatusChangeResult | AnsweredRefusal>;
/** A move that does not ask (bulk changes): never refused for an answer. */
export async function changeStatus(
  services: WorkflowServices,
  input: Omit<StatusMove, "askIfAnswered">,
): Promise<StatusChangeResult>;
export async function changeStatus(
  services: WorkflowServices,
  input: StatusMove,
): Promise<StatusChangeResult | AnsweredRefusal> {
  if (!isStatusOf(input.kind, input.to))
    return { ok: false, reason: "invalid_status" };
  const result = await services.database.db
    .transaction()
    .execute((trx) => moveStatus(trx, services, input));
  if (result.ok && result.changed && statusEmailsPerson(input.kind, input.to))
    services.outbox.kick();
  return result;
}

/**
 * changeStatus's move in the caller's transaction, for a move that rides
 * another act (a staff message that asks for documents and sets the wait).
 * `tellClaimant: false` leaves out the claim's status email, where the
 * act's own email already tells the claimant what is asked of them; the
 * caller kicks the outbox.
 */
export async function moveStatus(
  trx: Transaction<DB>,
  services: Pick<WorkflowServices, "secrets" | "config">,
  input: StatusMove,
  { tellClaimant = true }: { tellClaimant?: boolean } = {},
): Promise<StatusChangeResult | AnsweredRefusal> {
  const { kind, id, to, actor } = input;
  if (!isStatusOf(kind, to)) return { ok: false, reason: "invalid_status" };
  const needsOutcome = isOutcomeKind(kind) && asksOutcome(kind, to);
  const outcome = needsOutcome ? input.outcome : undefined;
  if (needsOutcome && !validOutcome(kind, outcome))
    return { ok: false, reason: "outcome_required" };
  const table = inboxTables[kind];
  const row = await trx
    .selectFrom(table)
    .select("status")
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "not_found" };
  const from = row.status;
  if (input.expected !== undefined && input.expected !== from)
    return { ok: false, reason: "conflict" };
  if (from === to) return { ok: true, changed: false, from, to };
  if (input.askIfAnswered && to === WAITING_STATUS) {
    const answeredAt = await personAnsweredSince(trx, kind, id);
    if (answeredAt) return { ok: false, reason: "answered", answeredAt };
  }

  const updated = await trx
    .updateTable(table)
    .set({ status: to })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1)
    return { ok: false, reason: "conflict" };

  const at = new Date();
  const now = at.toISOString();
  await clockAfterStatusChange(trx, kind, id, { from, to, at, by: actor.id });
  if (hasClosing(kind))
    await trx
      .updateTable(inboxTables[kind])
      .set({ closed_at: to === finalStatus[kind] ? now : null })
      .where("id", "=", id)
      .execute();
  // A closed record waits for nothing: the person's reply, if one was
  // marked, is dealt with (decision 0055, amended 2026-11-29).
  if (to === finalStatus[kind]) await clearPersonReplied(trx, kind, id);
  // An outcome is kept with the move that needs it, and cleared by a move
  // back before it (reopened); a complaint closed after it keeps it.
  if (isOutcomeKind(kind) && (needsOutcome || clearsOutcome(kind, to)))
    await storeOutcome(trx, services, kind, { id, outcome, at: now });
  await trx
    .insertInto("status_changes")
    .values({
      id: crypto.randomUUID(),
      created_at: now,
      subject_type: kind,
      subject_id: id,
      actor_id: actor.id,
      from_status: from,
      to_status: to,
    })
    .execute();
  await recordAudit(trx, services.secrets.authSecret, {
    actor: actor.id,
    action: auditActions.statusChanged,
    subjectType: kind,
    subjectId: id,
    // The outcome and amount, never the reason (it may hold health details).
    details: {
      from,
      to,
      ...(outcome ? { outcome: outcome.outcome } : {}),
      ...(outcome?.outcome === "paid"
        ? { amountCents: outcome.amountCents }
        : {}),
    },
    clientIp: actor.clientIp,
  });
  if (statusEmailsPerson(kind, to) && tellClaimant)
    await queueStatusMail(trx, services, kind, { id, status: to, outcome, at });
  return { ok: true, changed: true, from, to };
}

/** The most a note may hold: the form's schema holds it to the same limit. */
export { NOTE_MAX_LENGTH };

/** Adds an internal note (audited as added, without its text). */
export async function addNote(
  services: Pick<Services, "database" | "secrets">,
  input: { kind: InboxKind; id: string; body: string; actor: StaffActor },
): Promise<{ ok: true } | { ok: false; reason: "not_found" | "empty" }> {
  const body = input.body.trim();
  if (body === "" || body.length > NOTE_MAX_LENGTH)
    return { ok: false, reason: "empty" };
  return services.database.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom(inboxTables[input.kind])
      .select("id")
      .where("id", "=", input.id)
      .executeTakeFirst();
    if (!found) return { ok: false, reason: "not_found" } as const;
    await trx
      .insertInto("submission_notes")
      .values({
        id: crypto.randomUUID(),
        created_at: new Date().toISOString(),
        subject_type: input.kind,
        subject_id: input.id,
        author_id: input.actor.id,
        body,
      })
      .execute();
    await recordAudit(trx, services.secrets.authSecret, {
      actor: input.actor.id,
      action: auditActions.noteAdded,
      subjectType: input.kind,
      subjectId: input.id,
      clientIp: input.actor.clientIp,
    });
    return { ok: true } as const;
  });
}

export interface StatusChange {
  at: string;
  from: string;
  to: string;
  /** The staff member's name; null once their account is gone, or when the person's answer moved it. */
  by: string | null;
  via: StatusChangeVia;
}

/**
 * The person answered a record (a message on its conversation page or by
 * email), in the caller's transaction: a record that waited on them goes
 * back to the status it had before it waited, with a history line saying
 * their answer moved it, and its clock runs again (decision 0093). So a
 * claim that waited before anyone reviewed it is still owed its review on
 * the same promise. A record in any other status keeps it; a clock paused
 * by a request for documents alone resumes all the same. No email to the
 * person: they have just written, and a claimant reads the stage at Check a
 * claim. Answers the status it went back to, for the staff's notice.
 */
export async function answerReceived(
  trx: Transaction<DB>,
  kind: InboxKind,
  id: string,
  at: Date,
): Promise<{ backTo: string } | null> {
  const before = await trx
    .selectFrom("status_changes")
    .select("from_status")
    .where("subject_type", "=", kind)
    .where("subject_id", "=", id)
    .where("to_status", "=", WAITING_STATUS)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  const to = before?.from_status ?? initialStatus[kind];
  const moved = await trx
    .updateTable(inboxTables[kind])
    .set({ status: to })
    .where("id", "=", id)
    .where("status", "=", WAITING_STATUS)
    .executeTakeFirst();
  const back = Number(moved.numUpdatedRows) === 1;
  if (back)
    await trx
      .insertInto("status_changes")
      .values({
        id: crypto.randomUUID(),
        created_at: at.toISOString(),
        subject_type: kind,
        subject_id: id,
        actor_id: null,
        via: "reply",
        from_status: WAITING_STATUS,
        to_status: to,
      })
      .execute();
  await resumeClock(trx, kind, id, at);
  return back ? { backTo: to } : null;
}

/** A submission's status changes, oldest first. */
export async function statusHistory(
  db: Kysely<DB>,
  kind: InboxKind,
  id: string,
): Promise<StatusChange[]> {
  return db
    .selectFrom("status_changes")
    .leftJoin("user", "user.id", "status_changes.actor_id")
    .select([
      "status_changes.created_at as at",
      "status_changes.from_status as from",
      "status_changes.to_status as to",
      "user.name as by",
      "status_changes.via",
    ])
    .where("subject_type", "=", kind)
    .where("subject_id", "=", id)
    .orderBy("status_changes.created_at", "asc")
    .execute();
}

export interface Note {
  id: string;
  at: string;
  body: string;
  by: string | null;
}

/** A submission's internal notes, newest first. */
export async function notesOf(
  db: Kysely<DB>,
  kind: InboxKind,
  id: string,
): Promise<Note[]> {
  return db
    .selectFrom("submission_notes")
    .leftJoin("user", "user.id", "submission_notes.author_id")
    .select([
      "submission_notes.id",
      "submission_notes.created_at as at",
      "submission_notes.body",
      "user.name as by",
    ])
    .where("subject_type", "=", kind)
    .where("subject_id", "=", id)
    .orderBy("submission_notes.created_at", "desc")
    .execute();
}
