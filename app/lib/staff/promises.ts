import { addBusinessTime, businessTimeBetween } from "./business-calendar.ts";
import type { PromiseClock } from "#app/lib/kinds/declaration.ts";
import { byKind, kinds, type Kinds } from "#app/lib/kinds/kinds.ts";
import { isStatusOf, type InboxKind, type WorkflowStatus } from "./workflow.ts";

export type { PromiseClock };

/** Each kind's promise, as its declaration makes it (app/lib/kinds/). */
export const promises: Readonly<
  Record<InboxKind, PromiseClock<WorkflowStatus>>
> = byKind((kind) => kinds[kind].promise);

/** The status that pauses a clock while the record waits on the person. */
export const WAITING_STATUS = "waiting_on_customer" satisfies WorkflowStatus;

/** Whether the kind's records can wait on the person (its workflow has the waiting status). */
export const canWait = (kind: InboxKind): boolean =>
  isStatusOf(kind, WAITING_STATUS);

/** The kinds with at least one status that emails the person. */
export type EmailingKind = {
  [K in InboxKind]: Kinds[K]["emailsOnStatus"] extends readonly [] ? never : K;
}[InboxKind];

export const isEmailingKind = (kind: InboxKind): kind is EmailingKind =>
  kinds[kind].emailsOnStatus.length > 0;

/**
 * Whether moving a record of `kind` to `status` emails its person
 * (server/staff/workflow.ts, changeStatus): a claimant is told every change
 * of stage.
 */
export const statusEmailsPerson = (kind: InboxKind, status: string): boolean =>
  (kinds[kind].emailsOnStatus as readonly string[]).includes(status);

/**
 * Whether moving a record of `kind` to `status` answers the person, as the
 * manager's report counts a first response (decision 0069): the person sees
 * it. A status that emails them does, and those its kind declares as
 * recording that staff reached them; other statuses are staff's own
 * filing: only a message answers.
 */
export const statusAnswersPerson = (kind: InboxKind, status: string): boolean =>
  statusEmailsPerson(kind, status) ||
  (kinds[kind].answersOnStatus as readonly string[]).includes(status);

/** Whether moving a record of `kind` to `status` stops its clock. */
export const stopsClock = (kind: InboxKind, status: string) =>
  (promises[kind].stopsAt as readonly string[]).includes(status);

/** The end of `leftMs` of the promise's own measure counted from `from`. */
function after(kind: InboxKind, from: number, leftMs: number): number {
  return promises[kind].measure === "business"
    ? addBusinessTime(from, leftMs)
    : from + leftMs;
}

/** What is left of the promise at `now`, in its own measure (negative once overdue). */
export function promiseLeft(kind: InboxKind, dueAt: number, now: number) {
  return promises[kind].measure === "business"
    ? businessTimeBetween(now, dueAt)
    : dueAt - now;
}

/** A running clock's two instants, ISO. */
export interface ClockTimes {
  due_at: string;
  at_risk_at: string;
}

/**
 * The clock of a record with `leftMs` of its promise still to run from
 * `from`: due when that is spent, at risk when a quarter of the whole
 * promise is left (at once when less is). A clock resumed while overdue
 * (`leftMs` negative) stays overdue by as much, in calendar time.
 */
export function clockFrom(
  kind: InboxKind,
  from: number,
  leftMs: number,
): ClockTimes {
  const quarter = promises[kind].lengthMs / 4;
  const due = leftMs <= 0 ? from + leftMs : after(kind, from, leftMs);
  const atRisk =
    leftMs > quarter
      ? after(kind, from, leftMs - quarter)
      : Math.min(from, due);
  return {
    due_at: new Date(due).toISOString(),
    at_risk_at: new Date(atRisk).toISOString(),
  };
}

/** The clock of a record received at `receivedAt`: the whole promise ahead. */
export const startingClock = (kind: InboxKind, receivedAt: Date) =>
  clockFrom(kind, receivedAt.getTime(), promises[kind].lengthMs);
