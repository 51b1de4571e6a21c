import type { InboxKind } from "#app/lib/staff/workflow.ts";

/**
 * What the site promises each kind of record, as a phrase that ends "We
 * will get back to you …": the saved replies' `{promised_time}`. Contact,
 * claim and verification repeat what their pages already say (the spec's
 * section 5); job applications have no promise on the site yet, so the one
 * here is our choice until the promise-clocks issue (23) fixes it and its
 * clock.
 */
export const promisedTimes: Readonly<Record<InboxKind, string>> = {
  contact: "within 24 hours",
  claim: "within 24-48 hours",
  verification: "within 2-3 business days",
  // Not promised anywhere on the site yet: issue 23 confirms or replaces it.
  application: "within 5 business days",
  // The request-for-an-agent page promises this (app/content/quote-requests.ts).
  quote: "within one business day",
  // The complaints page promises an acknowledgement this soon (decision 0097).
  complaint: "within one business day",
};

/**
 * How the back office words a record's promise clock
 * (app/lib/staff/clock-view.ts): the time left or overdue, and how the
 * clock stopped. Durations come in as text ("3 h 20 min").
 */
export const clockWords = {
  /** The list's column and the record page's label. */
  heading: "Promise",
  left: (duration: string) => `${duration} left`,
  atRisk: (duration: string) => `At risk: ${duration} left`,
  overdue: (duration: string) => `Overdue by ${duration}`,
  paused: "Paused: waiting on customer",
  /** What stopped each inbox's clock, as a verb before "in 5 h". */
  stopped: {
    contact: "Answered",
    application: "Answered",
    verification: "Decided",
    claim: "Reviewed",
    quote: "Contacted",
    complaint: "Acknowledged",
  } satisfies Record<InboxKind, string>,
  kept: (stopped: string, duration: string) => `${stopped} in ${duration}`,
  missed: (stopped: string, duration: string, late: string) =>
    `${stopped} in ${duration}, ${late} late`,
  /** A record closed before clocks were kept, with no event to date it. */
  none: "No clock",
  due: (when: string) => `Due ${when}`,
  promised: (phrase: string) => `Promised: ${phrase}`,
  units: {
    minutes: (n: number) => `${n} min`,
    hours: (n: number) => `${n} h`,
    days: (n: number) => `${n} d`,
  },
};
