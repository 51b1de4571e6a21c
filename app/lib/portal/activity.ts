/**
 * What a signed-in customer's account shows of the records sent with its
 * confirmed address (issue 35; decision 0098): machine values made on the
 * server (server/portal/activity.ts), put in words by the page
 * (app/content/portal.ts `activityWords`). Dates come with their text in
 * the company's zone, formatted on the server so hydration agrees.
 */
import type { CustomerKind } from "#app/lib/conversation-view.ts";
import { formatCompanyDateTime } from "#app/lib/staff/dates.ts";
import type { WorkflowStatus } from "#app/lib/staff/workflow.ts";
import type { OutcomeValue } from "#app/lib/staff/outcomes.ts";

/** An instant, as `<time dateTime>` takes it and as the page prints it. */
export interface Dated {
  at: string;
  text: string;
}

/** An ISO instant with its text in the company's zone (the portal is English so far). */
export const dated = (at: string): Dated => ({
  at,
  text: formatCompanyDateTime(at, "en"),
});

/** A recorded outcome as its person may read it: a claim's payment, never a denial's reason. */
export interface PersonOutcome {
  outcome: OutcomeValue;
  amountCents?: number;
}

/**
 * Where the promise made to the person stands: due (with when), answered
 * (when staff first did what the promise said), waiting on the person, or
 * none to speak of (closed before clocks were kept).
 */
export type PersonPromise =
  | { state: "due"; due: Dated }
  | { state: "answered"; answered: Dated }
  | { state: "waiting" }
  | { state: "none" };

/** One record on the account's list. */
export interface ActivityItem {
  kind: CustomerKind;
  id: string;
  reference: string;
  sent: Dated;
  status: WorkflowStatus;
  outcome?: PersonOutcome;
  promise: PersonPromise;
  messages: number;
  /** Our messages written since the person last opened the record's page. */
  unread: number;
  /** Documents asked for and not sent yet. */
  openRequests: number;
  latest?: Dated;
}

/** A page of the account's list, newest first. */
export interface ActivityPage {
  items: ActivityItem[];
  /** Every record under the address, on all pages. */
  total: number;
  /** 1-based. */
  page: number;
  pages: number;
}

/** One step of a record's life as its person reads it: where it went, and when. */
export interface TimelineStep {
  status: WorkflowStatus;
  at: Dated;
}

/** The record page's summary above its conversation. */
export interface RecordSummary {
  item: ActivityItem;
  /** Oldest first: sent, then each change of status. */
  timeline: TimelineStep[];
}

/** How many records a page of the list holds. */
export const ACTIVITY_PAGE_SIZE = 20;

/** The account's list at a page (1: the dashboard itself). */
export const activityPagePath = (page: number) =>
  page <= 1 ? "/dashboard#activity" : `/dashboard?page=${page}#activity`;
