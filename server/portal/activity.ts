/**
 * A signed-in customer's activity (issue 35; decision 0098): every record
 * of every kind on the customer's account (app/lib/kinds/ `onCustomerAccount`)
 * sent with the account's confirmed address, newest first, with where it
 * stands, its promise, its outcome, its messages (those unread) and the
 * documents still asked for; and one record's page summary with its
 * status timeline. Machine values only: the page words them.
 */
import { sql, type Kysely, type RawBuilder } from "kysely";

import {
  customerKinds,
  type CustomerKind,
} from "#app/lib/conversation-view.ts";
import {
  ACTIVITY_PAGE_SIZE,
  type ActivityItem,
  type ActivityPage,
  dated,
  type PersonOutcome,
  type PersonPromise,
  type RecordSummary,
} from "#app/lib/portal/activity.ts";
import { WAITING_STATUS } from "#app/lib/staff/promises.ts";
import {
  isOutcomeKind,
  isOutcomeOf,
  type OutcomeKind,
  type OutcomeValue,
} from "#app/lib/staff/outcomes.ts";
import {
  finalStatus,
  initialStatus,
  type WorkflowStatus,
} from "#app/lib/staff/workflow.ts";
import { confirmedEmailOf } from "#server/conversations/customer.ts";
import type { ConversationSubject } from "#server/conversations/tokens.ts";
import type { DB } from "#server/db/schema.ts";
import { personSql } from "#server/kinds/person.ts";
import { storedKinds } from "#server/kinds/stored-kinds.ts";

/**
 * The columns of each outcome kind that its person may read: a claim's
 * amount paid, never a denial's sealed reason (the claim check shows that
 * behind the policy number); a complaint's value alone.
 */
const personOutcomeColumns: {
  [K in OutcomeKind]: { amount?: string };
} = {
  claim: { amount: "outcome_amount_cents" },
  complaint: {},
};

interface Row {
  id: string;
  reference: string;
  status: WorkflowStatus;
  created_at: string;
  due_at: string | null;
  responded_at: string | null;
  outcome: string | null;
  outcome_amount: number | string | null;
  messages: number | string;
  latest_at: string | null;
  unread: number | string;
  open_requests: number | string;
}

const column = (name: string) => sql.ref(`r.${name}`);

function outcomeSelect(kind: CustomerKind): RawBuilder<unknown> {
  if (!isOutcomeKind(kind)) return sql`null as outcome, null as outcome_amount`;
  const { amount } = personOutcomeColumns[kind];
  return sql`${column("outcome")} as outcome, ${
    amount ? column(amount) : sql`null`
  } as outcome_amount`;
}

/**
 * A kind's newest `limit` records under the address (lower case), in no
 * order (the caller merges the kinds and sorts); or the one record `id`.
 * The address is `lower(column)`, as migrations 0010, 0023 and 0024 index
 * it; the counts are correlated reads of the conversation's indexes by
 * subject, made for the page's rows alone.
 */
function rowsOfKind(
  db: Kysely<DB>,
  kind: CustomerKind,
  address: string,
  userId: string,
  only: { limit: number } | { id: string },
) {
  const ofRecord = sql`m.subject_type = ${kind} and m.subject_id = r.id`;
  const table = sql.table(storedKinds[kind].table);
  const email = personSql(kind).email;
  // The page's rows first, the counts for those alone: SQLite would work
  // out every select-list subquery of every row under the address before
  // its sort kept the page.
  const records =
    "id" in only
      ? sql`select * from ${table} where lower(${email}) = ${address} and id = ${only.id}`
      : sql`select * from ${table} where lower(${email}) = ${address}
          order by created_at desc, id desc limit ${only.limit}`;
  return sql<Row>`
    select r.id, r.reference, r.status, r.created_at, r.due_at,
      r.responded_at, ${outcomeSelect(kind)},
      (select count(*) from conversation_messages m where ${ofRecord}) as messages,
      (select max(m.created_at) from conversation_messages m where ${ofRecord}) as latest_at,
      (select count(*) from conversation_messages m where ${ofRecord}
        and m.author = 'staff'
        and not exists (
          select 1 from customer_reads c
          where c.user_id = ${userId} and c.subject_type = ${kind}
            and c.subject_id = r.id and c.seen_at >= m.created_at
        )) as unread,
      (select count(*) from document_requests d
        where d.subject_type = ${kind} and d.subject_id = r.id
          and d.fulfilled_at is null) as open_requests
    from (${records}) r`
    .execute(db)
    .then((result) => result.rows);
}

function promiseOf(kind: CustomerKind, row: Row): PersonPromise {
  if (row.status === WAITING_STATUS) return { state: "waiting" };
  if (row.responded_at)
    return { state: "answered", answered: dated(row.responded_at) };
  if (!row.due_at || row.status === finalStatus[kind]) return { state: "none" };
  return { state: "due", due: dated(row.due_at) };
}

function outcomeOfRow(kind: CustomerKind, row: Row): PersonOutcome | undefined {
  if (!isOutcomeKind(kind) || !isOutcomeOf(kind, row.outcome)) return undefined;
  return {
    outcome: row.outcome as OutcomeValue,
    ...(row.outcome_amount !== null
      ? { amountCents: Number(row.outcome_amount) }
      : {}),
  };
}

function itemOf(kind: CustomerKind, row: Row): ActivityItem {
  const outcome = outcomeOfRow(kind, row);
  return {
    kind,
    id: row.id,
    reference: row.reference,
    sent: dated(row.created_at),
    status: row.status,
    ...(outcome ? { outcome } : {}),
    promise: promiseOf(kind, row),
    messages: Number(row.messages),
    unread: Number(row.unread),
    openRequests: Number(row.open_requests),
    ...(row.latest_at ? { latest: dated(row.latest_at) } : {}),
  };
}

const newestFirst = (a: ActivityItem, b: ActivityItem) =>
  Date.parse(b.sent.at) - Date.parse(a.sent.at) ||
  a.kind.localeCompare(b.kind) ||
  b.id.localeCompare(a.id);

/**
 * Page `page` (from 1) of the account's records, newest first; undefined
 * while its address is not confirmed (an address nobody proved is theirs
 * opens nothing). Each kind gives its newest `page × size` rows and the
 * page is cut from them merged, so a later page reads more rows: page 50
 * of an agency's 10,000 records reads 6,000. Counts are one indexed count
 * per kind.
 */
export async function customerActivity(
  db: Kysely<DB>,
  userId: string,
  page = 1,
): Promise<ActivityPage | undefined> {
  const email = await confirmedEmailOf(db, userId);
  if (email === undefined) return undefined;
  const limit = page * ACTIVITY_PAGE_SIZE;
  const perKind = await Promise.all(
    customerKinds.map(async (kind) => {
      const [rows, count] = await Promise.all([
        rowsOfKind(db, kind, email, userId, { limit }),
        sql<{ total: number | string }>`
          select count(*) as total from ${sql.table(storedKinds[kind].table)}
          where lower(${personSql(kind).email}) = ${email}`.execute(db),
      ]);
      return {
        items: rows.map((row) => itemOf(kind, row)),
        total: Number(count.rows[0]?.total ?? 0),
      };
    }),
  );
  const total = perKind.reduce((sum, kind) => sum + kind.total, 0);
  const pages = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));
  return {
    items: perKind
      .flatMap((kind) => kind.items)
      .sort(newestFirst)
      .slice(limit - ACTIVITY_PAGE_SIZE, limit),
    total,
    page,
    pages,
  };
}

/**
 * The record page's summary of a record the account may open (the caller
 * checked: server/conversations/customer.ts `customerSubject`): where it
 * stands, and its timeline oldest first, without who on our side moved it.
 */
export async function recordSummary(
  db: Kysely<DB>,
  userId: string,
  subject: ConversationSubject & { kind: CustomerKind },
): Promise<RecordSummary | undefined> {
  const email = await confirmedEmailOf(db, userId);
  if (email === undefined) return undefined;
  const [row] = await rowsOfKind(db, subject.kind, email, userId, {
    id: subject.id,
  });
  if (!row) return undefined;
  const changes = await db
    .selectFrom("status_changes")
    .select(["created_at", "to_status"])
    .where("subject_type", "=", subject.kind)
    .where("subject_id", "=", subject.id)
    .orderBy("created_at", "asc")
    .execute();
  return {
    item: itemOf(subject.kind, row),
    timeline: [
      { status: initialStatus[subject.kind], at: dated(row.created_at) },
      ...changes.map((change) => ({
        status: change.to_status as WorkflowStatus,
        at: dated(change.created_at),
      })),
    ],
  };
}

/** The account opened the record's page now: our messages until now are read. */
export async function markSeen(
  db: Kysely<DB>,
  userId: string,
  subject: ConversationSubject,
  at = new Date().toISOString(),
): Promise<void> {
  await db
    .insertInto("customer_reads")
    .values({
      user_id: userId,
      subject_type: subject.kind,
      subject_id: subject.id,
      seen_at: at,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["user_id", "subject_type", "subject_id"])
        .doUpdateSet({ seen_at: at }),
    )
    .execute();
}
