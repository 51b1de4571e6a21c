/**
 * What a kind of record is, declared once per kind (issue 33): the files
 * beside this one, gathered in kinds.ts. This half holds what the browser
 * may know too (its inbox's path, its statuses, its promise, how a reply
 * reaches the person); how the kind is stored (table, columns, retention,
 * audit) extends it in server/kinds/. Machine values only: what people read
 * is in app/content (staff.ts, promises.ts, conversations.ts and their
 * Spanish twins), keyed by kind.
 */
import type { ReferencePrefix } from "#app/lib/references.ts";

/**
 * The promise the site makes a kind of record, as a clock
 * (app/content/promises.ts has it in words; docs/decisions/0067): how long,
 * measured how, and which events stop it.
 *
 * - `measure`: "calendar" hours as a person reads "within 24 hours", or
 *   "business" time on the company calendar (app/lib/staff/business-calendar.ts);
 *   a business day is 9 hours, so "3 business days" is 27 business hours.
 * - `stopsOnReply`: the first message from staff stops it.
 * - `stopsAt`: moving to one of these statuses stops it.
 */
export interface PromiseClock<Status extends string = string> {
  measure: "calendar" | "business";
  lengthMs: number;
  stopsOnReply: boolean;
  stopsAt: readonly Status[];
}

/**
 * A status that closes a record's matter with an outcome (decision 0076 for
 * claims, 0097 for complaints): the move to `at` is refused without one of
 * `values`, which is stored in the table's `outcome` column and cleared when
 * the record moves on again. Machine values: the words are in
 * app/content/staff.ts (`submissionPage.status.outcomeLabels`).
 */
export interface OutcomeDeclaration<Status extends string = string> {
  at: Status;
  values: readonly string[];
}

/** One hour, for the promises' lengths. */
export const HOUR_MS = 3_600_000;

export interface KindDeclaration<Status extends string = string> {
  /** Its inbox under /admin: plural where the inbox holds things people count ("applications"). */
  segment: string;
  /** The prefix of the reference its person is given (decision 0019). */
  referencePrefix: ReferencePrefix;
  /**
   * The statuses a record moves through, in order. "waiting_on_customer"
   * pauses the promise clock (app/lib/staff/promises.ts).
   */
  statuses: readonly Status[];
  /** Where every new record starts; the inbox counts these as new. */
  initialStatus: Status;
  /** The status that ends a record's life: every other counts as open. */
  finalStatus: Status;
  promise: PromiseClock<Status>;
  /** Statuses whose change emails the person (server/staff/workflow.ts). */
  emailsOnStatus: readonly Status[];
  /**
   * Statuses that answer the person as the manager's report counts a first
   * response (decision 0069) beside those that email them: a status the
   * person sees, or one recording that staff reached them.
   */
  answersOnStatus: readonly Status[];
  /**
   * Whether staff messages travel in full by email (personal data, not
   * sensitive: decision 0060); otherwise the email only says there is a
   * message and links to it (decision 0053).
   */
  repliesInFull: boolean;
  /** Whether staff may ask for documents, which the person sends on the conversation page. */
  takesDocuments: boolean;
  /**
   * Whether a signed-in customer finds these records' conversations on
   * their account (those sent with the account's confirmed address).
   */
  onCustomerAccount: boolean;
  /** Whether a status needs an outcome, and which (none: no status does). */
  outcome?: OutcomeDeclaration<Status>;
}
