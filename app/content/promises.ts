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
};
