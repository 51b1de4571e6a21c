import { addBusinessTime, businessTimeBetween } from "./business-calendar.ts";
import { isStatusOf, type InboxKind, type WorkflowStatus } from "./workflow.ts";

const HOUR = 3_600_000;

/**
 * The promise the site makes each kind of record, as a clock
 * (app/content/promises.ts has it in words; docs/decisions/0067): how long,
 * measured how, and which events stop it.
 *
 * - `measure`: "calendar" hours as a person reads "within 24 hours", or
 *   "business" time on the company calendar (app/lib/staff/business-calendar.ts);
 *   a business day is 9 hours, so "3 business days" is 27 business hours.
 * - `stopsOnReply`: the first message from staff stops it.
 * - `stopsAt`: moving to one of these statuses stops it.
 */
export interface PromiseClock {
  measure: "calendar" | "business";
  lengthMs: number;
  stopsOnReply: boolean;
  stopsAt: readonly WorkflowStatus[];
}

export const promises: Readonly<Record<InboxKind, PromiseClock>> = {
  // "within 24 hours": stopped by the first reply; closing without one
  // (spam, a duplicate) is the handler's answer too.
  contact: {
    measure: "calendar",
    lengthMs: 24 * HOUR,
    stopsOnReply: true,
    stopsAt: ["closed"],
  },
  // "within 24-48 hours": the outer bound is the breach a claimant reads.
  // Stopped by the move to review (or past it).
  claim: {
    measure: "calendar",
    lengthMs: 48 * HOUR,
    stopsOnReply: false,
    stopsAt: ["in_review", "assessment", "resolved"],
  },
  // "within 2-3 business days": the outer bound again, stopped by the decision.
  verification: {
    measure: "business",
    lengthMs: 27 * HOUR,
    stopsOnReply: false,
    stopsAt: ["closed"],
  },
  // "within 5 business days": a reply from staff, or the decision.
  application: {
    measure: "business",
    lengthMs: 45 * HOUR,
    stopsOnReply: true,
    stopsAt: ["closed"],
  },
  // "within one business day" (the request-for-an-agent page): the first
  // contact, by a message here or as recorded by the status.
  quote: {
    measure: "business",
    lengthMs: 9 * HOUR,
    stopsOnReply: true,
    stopsAt: ["contacted", "quoted", "closed"],
  },
};

/** The status that pauses a clock while the record waits on the person. */
export const WAITING_STATUS = "waiting_on_customer" satisfies WorkflowStatus;

/** Whether the kind's records can wait on the person (its workflow has the waiting status). */
export const canWait = (kind: InboxKind): boolean =>
  isStatusOf(kind, WAITING_STATUS);

/**
 * Whether moving a record of `kind` to `status` emails its person: a
 * claimant is told every change of stage (server/staff/workflow.ts,
 * changeStatus); no other inbox emails on a status.
 */
export const statusEmailsPerson = (kind: InboxKind, _status: string): boolean =>
  kind === "claim";

/**
 * Whether moving a record of `kind` to `status` answers the person, as the
 * manager's report counts a first response (decision 0069): the person sees
 * it. A status that emails them does; a quote marked Contacted or Quote sent
 * records that an agent reached them. Other inboxes' statuses are staff's
 * own filing: only a message answers.
 */
export function statusAnswersPerson(kind: InboxKind, status: string): boolean {
  if (statusEmailsPerson(kind, status)) return true;
  return kind === "quote" && (status === "contacted" || status === "quoted");
}

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
