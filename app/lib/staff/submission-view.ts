import type { FormResult } from "#app/lib/forms/form-result.ts";
import type { Locale } from "#app/lib/locale.ts";

import type { ClockView } from "./clock-view.ts";
import type { OutcomeValue, RecordOutcome } from "./outcomes.ts";
import type { InboxKind } from "./workflow.ts";

/**
 * What a submission's page in the back office receives from the server
 * (server/staff/submissions.ts): plain data, formatted there.
 */

export interface SubmissionField {
  label: string;
  value: string;
  /** Free text a person wrote: shown with its line breaks. */
  long?: boolean;
  /** A calendar day ("2026-11-26"), when the value is one: `value` is it formatted, this its <time dateTime>. */
  date?: string;
}

export interface SubmissionDocument {
  label: string;
  /** The staff-only download route; never a storage URL. */
  href: string;
  /** Size or original name, to tell documents apart. */
  detail?: string;
  /** A photo (PNG or JPEG by its bytes): shown in the page from this staff-only, audited route. */
  preview?: { src: string; alt: string };
}

/** A submission as its page in the back office shows it: never an SSN beyond its last four digits. */
export interface SubmissionView {
  kind: InboxKind;
  id: string;
  /** The person's name: the page's heading. */
  title: string;
  reference: string | null;
  /** The language of the page the person used: staff answer in it (issue 25). */
  locale: Locale;
  /** The machine status value (app/lib/staff/workflow.ts). */
  status: string;
  receivedAt: string;
  receivedAtIso: string;
  /** The promise clock as of the moment the page was read. */
  clock: ClockView;
  /** When the promise runs out, while its clock runs. */
  dueAt: { text: string; iso: string } | null;
  fields: SubmissionField[];
  /** Null for an inbox whose submissions carry no documents (contact). */
  documents: SubmissionDocument[] | null;
  /** Verifications only: the SSN as `•••-••-1234`. */
  maskedSsn?: string;
  /** Kinds that declare an outcome: how a resolved record ended; null while open or for a claim resolved before outcomes. */
  outcome?: RecordOutcome | null;
  /** Complaints only: the register's details and the final answer's due day. */
  register?: ComplaintRegisterView;
  /** Said under the heading before anything else (a quote request without consent: "May not be called or texted: email only"). */
  notice?: string;
}

/** A complaint's register details as its page shows them (issue 33; decision 0097). */
export interface ComplaintRegisterView {
  forwarded: boolean;
  regulatorName: string | null;
  /** The regulator's deadline, a day ("2026-12-20"), and as read. */
  regulatorDueOn: { day: string; text: string } | null;
  lineOfBusiness: string | null;
  area: string | null;
  outcome: OutcomeValue<"complaint"> | null;
  /** The final answer's due day: ours, or the regulator's when earlier. */
  finalAnswer: {
    day: string;
    text: string;
    byRegulator: boolean;
    /** Past due with no final response yet. */
    overdue: boolean;
    /** When the final response went (the move to Resolved). */
    answered: { iso: string; text: string } | null;
  };
  /**
   * The record its `our_reference` names: a link to it (or, for a quote's
   * reference, to the requests about it); null when no record of ours has
   * it now; absent when the person gave none.
   */
  namedRecord?: { href: string; label: string } | null;
}

/** The verification's values shown only on request, one at a time (decision 0077). */
export const sensitiveFields = ["ssn", "bankName", "creditScore"] as const;

export type SensitiveField = (typeof sensitiveFields)[number];

/** Why a value is shown: the keys of the reasons' words (app/content/staff.ts). */
export const revealReasons = [
  "identity",
  "payroll",
  "screening",
  "applicant",
  "other",
] as const;

export type RevealReason = (typeof revealReasons)[number];

/** The most an "other" reason holds. */
export const REVEAL_REASON_MAX_LENGTH = 200;

/** How long a revealed value stays on screen before it is masked again. */
export const REVEAL_SECONDS = 60;

/** What Reveal shows: one value, for one response to one member of staff. */
export interface RevealedDetails {
  field: SensitiveField;
  value: string;
}

/** A status change or a note as the page shows it: the time formatted, and kept as ISO for `<time>`. */
export interface StatusChangeView {
  at: string;
  atIso: string;
  from: string;
  to: string;
  by: string | null;
  /** "reply" when the person's answer moved it back from waiting on them (decision 0093). */
  via: "staff" | "reply";
}

/** A record's owner, the staff it may be given to, and its changes of assignee (issue 23). */
export interface OwnershipView {
  assignee: { id: string; name: string } | null;
  staff: ReadonlyArray<{ id: string; name: string }>;
  /** The member of staff looking: "Assign to me" gives the record to them. */
  me: string;
  history: ReadonlyArray<{
    at: string;
    atIso: string;
    /** Names; null for nobody. */
    from: string | null;
    to: string | null;
    by: string | null;
    via: string;
  }>;
}

export interface NoteView {
  id: string;
  at: string;
  atIso: string;
  body: string;
  by: string | null;
}

/** What the page's action answers: a form's result, and for Reveal the values shown once. */
export type SubmissionResult = FormResult & { revealed?: RevealedDetails };

/** One message of a record's conversation as the back office shows it (server/staff/conversations.ts). */
export interface ConversationMessageView {
  id: string;
  author: "staff" | "person";
  /** The staff member's name (or "A former member of staff"), or the person's name. */
  by: string;
  /** How it travelled, in words: "emailed in full", "on our website"... */
  channel: string;
  at: string;
  atIso: string;
  body: string;
  /** The person's files, each a staff-only download. */
  files: SubmissionDocument[];
  /** The documents this message asked for (staff messages). */
  requests: string[];
}

/** A document asked for, and whether it arrived. */
export interface DocumentRequestView {
  id: string;
  label: string;
  askedAt: string;
  askedAtIso: string;
  receivedAt: string | null;
  receivedAtIso: string | null;
}

export interface ConversationView {
  messages: ConversationMessageView[];
  requests: DocumentRequestView[];
}
