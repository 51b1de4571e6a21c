import type { Transaction } from "kysely";

import { startingClock, type ClockTimes } from "#app/lib/staff/promises.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import type { DB } from "#server/db/schema.ts";
import { enqueueMail, type QueuedMail } from "#server/mail/outbox.ts";
import { assignInTurn } from "#server/staff/round-robin.ts";
import type { SubmissionServices } from "./submit-once.ts";

/** The columns a record's arrival sets: when it came, and its promise clock started then. */
export interface ArrivalColumns extends ClockTimes {
  created_at: string;
}

export interface ReceivedRecord {
  /** Inserts the record's row with the caller's id and `arrival` among its values. */
  insert: (arrival: ArrivalColumns) => Promise<unknown>;
  /** Rows that belong to the record (a claim's files), written once it has its owner. */
  belongings?: (arrival: ArrivalColumns) => Promise<unknown>;
  /** The emails it sets off (the person's acknowledgement, the note to staff), queued in this order. */
  mail: readonly QueuedMail[];
}

/**
 * Stores a new inbox record and what its arrival sets off, in the
 * submission's transaction (`submitOnce`), so that none of it exists unless
 * all of it does: the row with its promise clock started, its owner by
 * round-robin, then its emails in the outbox. Resolves to the emails' outbox
 * ids, in the order given, for a caller that tries delivery at once.
 */
export async function receiveRecord(
  trx: Transaction<DB>,
  services: Pick<SubmissionServices, "database" | "secrets">,
  kind: InboxKind,
  id: string,
  record: ReceivedRecord,
): Promise<string[]> {
  const received = new Date();
  const arrival: ArrivalColumns = {
    created_at: received.toISOString(),
    ...startingClock(kind, received),
  };
  await record.insert(arrival);
  // After the insert, never before: on SQLite the insert's write lock is what
  // keeps two submissions from reading the same round-robin counts.
  await assignInTurn(trx, services, kind, id);
  await record.belongings?.(arrival);
  const queued: string[] = [];
  for (const message of record.mail)
    queued.push(
      await enqueueMail(trx, services.secrets.dataEncryptionKey, message),
    );
  return queued;
}
