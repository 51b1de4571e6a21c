import { z } from "#app/lib/zod.ts";

import {
  bulkActions,
  complaintRegister as registerTexts,
  roundRobinTexts,
  savedFilters as savedFilterTexts,
  staffMessages,
  staffAccountMessages as accountMessages,
  twoFactorMessages as codeMessages,
} from "#app/content/staff.ts";
import { locales } from "#app/lib/locale.ts";
import { currentPassword } from "#app/lib/schemas/portal.ts";
import {
  savedReplyMessages as replyMessages,
  staffConversationMessages as messageMessages,
} from "#app/content/staff-conversation.ts";
import { inboxViews } from "#app/lib/staff/inboxes.ts";
import { inboxKinds } from "#app/lib/staff/workflow.ts";
import {
  dollarsToCents,
  OUTCOME_REASON_MAX_LENGTH,
} from "#app/lib/staff/claim-outcome.ts";
import {
  isComplaintArea,
  isComplaintLine,
  REGULATOR_NAME_MAX_LENGTH,
} from "#app/lib/staff/complaint-register.ts";
import { isOutcomeOf, kindsAskingOutcomeAt } from "#app/lib/staff/outcomes.ts";
import { accountRoles, staffRoles } from "#app/lib/staff/roles.ts";
import {
  REVEAL_REASON_MAX_LENGTH,
  revealReasons,
  sensitiveFields,
} from "#app/lib/staff/submission-view.ts";

import {
  DOCUMENT_LABEL_MAX_LENGTH,
  DOCUMENT_REQUESTS_MAX,
  MESSAGE_MAX_LENGTH,
} from "./conversation-limits.ts";
import {
  BULK_MAX_RECORDS,
  NOTE_MAX_LENGTH,
  ROUND_ROBIN_CAP_MAX,
  SAVED_FILTER_NAME_MAX_LENGTH,
  SAVED_REPLY_TITLE_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
} from "./staff-limits.ts";

const isoDay = z.iso.date();

/** A value the filter cannot use is dropped (the list shows everything), never an error page. */
const optionalDay = z.catch(
  z.optional(z.pipe(z.string().check(z.trim()), isoDay)),
  undefined,
);

/**
 * An inbox's filters as they arrive in the query string of its GET form.
 * Lenient: a link that was edited by hand shows a list, not an error. The
 * status is checked against the inbox's own statuses by the server.
 */
export const InboxFilterSchema = z.object({
  q: z.catch(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((value: string) => value.slice(0, SEARCH_MAX_LENGTH)),
    ),
    "",
  ),
  status: z.catch(z.string().check(z.trim()), ""),
  from: optionalDay,
  to: optionalDay,
  view: z.catch(z.enum(inboxViews), "all"),
  page: z.catch(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
    1,
  ),
  /** "1": only records whose running clock is at risk or overdue. */
  at_risk: z.catch(z.optional(z.literal("1")), undefined),
  /** "due": soonest due first, instead of newest first. */
  sort: z.catch(z.optional(z.literal("due")), undefined),
});

export type InboxFilterInput = z.infer<typeof InboxFilterSchema>;

/** The filter's fields read from a query string; missing ones take their defaults. */
export function readInboxFilter(params: URLSearchParams): InboxFilterInput {
  return InboxFilterSchema.parse({
    q: params.get("q") ?? "",
    status: params.get("status") ?? "",
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
    view: params.get("view") ?? "all",
    page: params.get("page") ?? 1,
    at_risk: params.get("at_risk") ?? undefined,
    sort: params.get("sort") ?? undefined,
  });
}

/**
 * Changing a submission's status: the new status, and the one the staff
 * member saw (`expected`), so a change made meanwhile by someone else is
 * refused rather than overwritten.
 */
const statusFields = z.object({
  status: z.prefault(
    z.string().check(z.trim(), z.minLength(1, staffMessages.invalidStatus)),
    "",
  ),
  expected: z.prefault(z.string().check(z.trim()), ""),
  /**
   * The record's kind, as the page that drew the form names it: it picks
   * the outcomes and words asked for when two kinds need an outcome at the
   * same status. The server's own check is against the kind of the record
   * posted to (server/staff/workflow.ts), whatever this says.
   */
  kind: z.prefault(z.string().check(z.trim(), z.maxLength(40)), ""),
  // How it ended: asked for (and read) only with a status that needs it.
  outcome: z.prefault(z.string().check(z.trim()), ""),
  amount: z.prefault(z.string().check(z.trim()), ""),
  reason: z.prefault(z.string().check(z.trim()), ""),
  /**
   * "answered": staff move to waiting although the person's latest message
   * is newer than staff's, once the server has asked (decision 0093).
   */
  confirm: z.prefault(z.string().check(z.trim()), ""),
});

/**
 * Changing a submission's status. A status whose kind declares it needs an
 * outcome (app/lib/kinds/ `outcome`) asks for one of that kind's values:
 * resolving a claim (decision 0076) paid with an amount, denied with a
 * reason, or withdrawn; resolving a complaint (decision 0097) upheld,
 * partly upheld or not upheld. Each missing part is an error at its own
 * field. A form that names no kind (or another) is read as the first kind
 * that asks at that status, claims before complaints (kinds.ts's order).
 */
export const StatusChangeSchema = statusFields.check(
  z.superRefine((form: z.output<typeof statusFields>, ctx) => {
    const asking = kindsAskingOutcomeAt(form.status);
    const kind = asking.find((each) => each === form.kind) ?? asking[0];
    if (!kind) return;
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (!isOutcomeOf(kind, form.outcome))
      return issue("outcome", staffMessages.outcomeRequired[kind]);
    if (form.outcome === "paid" && dollarsToCents(form.amount) === undefined)
      issue("amount", staffMessages.amountRequired);
    if (form.outcome === "denied") {
      if (form.reason === "") issue("reason", staffMessages.reasonRequired);
      else if (form.reason.length > OUTCOME_REASON_MAX_LENGTH)
        issue("reason", staffMessages.reasonTooLong(OUTCOME_REASON_MAX_LENGTH));
    }
  }),
);

const registerFields = z.object({
  /** A checkbox: forwarded to us by a regulator. */
  forwarded: z._default(z.boolean(), false),
  regulatorName: z.prefault(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          REGULATOR_NAME_MAX_LENGTH,
          registerTexts.messages.regulatorNameTooLong(
            REGULATOR_NAME_MAX_LENGTH,
          ),
        ),
      ),
    "",
  ),
  regulatorDueOn: z.prefault(z.string().check(z.trim()), ""),
  lineOfBusiness: z.prefault(z.string().check(z.trim()), ""),
  area: z.prefault(z.string().check(z.trim()), ""),
});

/**
 * A complaint's register details (issue 33; decision 0097): forwarded by a
 * regulator, with its name and deadline (both needed when ticked, dropped
 * when not), and the register's classification (either may stay unset
 * while the complaint is investigated).
 */
export const ComplaintRegisterSchema = registerFields.check(
  z.superRefine((form: z.output<typeof registerFields>, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (form.forwarded) {
      if (form.regulatorName === "")
        issue("regulatorName", registerTexts.messages.regulatorNameRequired);
      if (!isoDay.safeParse(form.regulatorDueOn).success)
        issue("regulatorDueOn", registerTexts.messages.regulatorDueOnRequired);
    }
    if (form.lineOfBusiness !== "" && !isComplaintLine(form.lineOfBusiness))
      issue("lineOfBusiness", registerTexts.messages.lineInvalid);
    if (form.area !== "" && !isComplaintArea(form.area))
      issue("area", registerTexts.messages.areaInvalid);
  }),
);

export type ComplaintRegisterInput = z.output<typeof ComplaintRegisterSchema>;

/** A trimmed text that may not be empty, of at most `max` characters. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z.prefault(
    z
      .string()
      .check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong)),
    "",
  );

export const NoteSchema = z.object({
  body: requiredText(
    staffMessages.noteRequired,
    NOTE_MAX_LENGTH,
    staffMessages.noteTooLong(NOTE_MAX_LENGTH),
  ),
});

// A field a form did not send at all counts as empty (prefault), so it gets
// the same message as one left blank.

/** The document names staff typed, trimmed, blanks and repeats dropped. */
function documentNames(labels: string[]): string[] {
  const seen = new Set<string>();
  return labels
    .map((label) => label.trim().replace(/\s+/g, " "))
    .filter((label) => {
      const key = label.toLowerCase();
      if (label === "" || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * A message to the person behind a record, and the documents it asks for
 * (boxes left empty are dropped). This is the one place its text and
 * documents are checked: the parsed value is a `StaffMessage`, which
 * sendStaffMessage (server/conversations/conversation.ts) takes as it is.
 * What depends on the record (whether it takes documents, whether the text
 * may travel by email) the server decides from the record
 * (server/staff/submission-actions.ts, conversation.ts).
 */
export const StaffMessageSchema = z
  .object({
    body: requiredText(
      messageMessages.bodyRequired,
      MESSAGE_MAX_LENGTH,
      messageMessages.bodyTooLong(MESSAGE_MAX_LENGTH),
    ),
    requests: z._default(
      z.pipe(
        z
          .array(
            z
              .string()
              .check(
                z.trim(),
                z.maxLength(
                  DOCUMENT_LABEL_MAX_LENGTH,
                  messageMessages.requestTooLong(DOCUMENT_LABEL_MAX_LENGTH),
                ),
              ),
          )
          .check(
            z.maxLength(
              DOCUMENT_REQUESTS_MAX,
              messageMessages.tooManyRequests(DOCUMENT_REQUESTS_MAX),
            ),
          ),
        // Cleaning only shortens names and drops some, so the limits above still hold.
        z.transform(documentNames),
      ),
      [],
    ),
    /**
     * With documents asked for, on records that can wait on the person: set
     * the record to "Waiting on customer" in the same step (ticked by default).
     */
    wait: z._default(z.boolean(), false),
  })
  .brand<"StaffMessage">();

/** A staff message as StaffMessageSchema parsed it: its text and documents within their limits. */
export type StaffMessage = z.output<typeof StaffMessageSchema>;

const revealFields = z.object({
  field: z.prefault(z.string().check(z.trim()), ""),
  reason: z.prefault(z.string().check(z.trim()), ""),
  otherReason: z.prefault(z.string().check(z.trim()), ""),
});

/**
 * Reveal one of a verification's sensitive values (decision 0077): which
 * one, and why; "other" needs the reason written out.
 */
export const RevealSchema = revealFields.check(
  z.superRefine((form: z.output<typeof revealFields>, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (!(sensitiveFields as readonly string[]).includes(form.field))
      issue("field", staffMessages.revealFieldRequired);
    if (!(revealReasons as readonly string[]).includes(form.reason))
      issue("reason", staffMessages.revealReasonRequired);
    else if (form.reason === "other") {
      if (form.otherReason === "")
        issue("otherReason", staffMessages.revealOtherRequired);
      else if (form.otherReason.length > REVEAL_REASON_MAX_LENGTH)
        issue(
          "otherReason",
          staffMessages.revealOtherTooLong(REVEAL_REASON_MAX_LENGTH),
        );
    }
  }),
);

const replyText = {
  title: requiredText(
    replyMessages.titleRequired,
    SAVED_REPLY_TITLE_MAX_LENGTH,
    replyMessages.titleTooLong(SAVED_REPLY_TITLE_MAX_LENGTH),
  ),
  body: requiredText(
    replyMessages.bodyRequired,
    MESSAGE_MAX_LENGTH,
    replyMessages.bodyTooLong(MESSAGE_MAX_LENGTH),
  ),
};

/** The language a saved reply is written in (issue 25): English unless chosen. */
const replyLocale = z.enum(locales, replyMessages.localeRequired);

/** A new saved reply; `shared` (admins only) makes it everyone's. */
export const SavedReplySchema = z.object({
  ...replyText,
  locale: z._default(replyLocale, "en"),
  shared: z._default(z.boolean(), false),
});

const replyId = z.prefault(
  z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  "",
);

/** A saved reply changed: which one, and its new title, text and (when sent) language. */
export const SavedReplyChangeSchema = z.object({
  id: replyId,
  ...replyText,
  locale: z.optional(replyLocale),
});

/** A saved reply deleted: which one. */
export const SavedReplyDeleteSchema = z.object({ id: replyId });

/** A TOTP code as people type it: spaces and dashes between the digits are fine. */
const SIX_DIGITS = /^\d{6}$/;
/** A backup code as the two-factor plugin makes them: ten letters and digits, a dash after five. */
const BACKUP_CODE = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;

/**
 * A typed code: required, at most 32 characters (else `formatMessage`), then
 * rid of what people type between its characters (`normalise`) and held to
 * its format (`format`, which says `formatMessage` too).
 */
const codeField = (
  formatMessage: string,
  normalise: (code: string) => string,
  format: z.core.$ZodCheck<string>,
) =>
  z.prefault(
    z.pipe(
      z.pipe(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, codeMessages.codeRequired),
            z.maxLength(32, formatMessage),
          ),
        z.transform(normalise),
      ),
      z.string().check(format),
    ),
    "",
  );

/** The code of the sign-in's second step: six digits from the app, or a backup code. */
export const TwoFactorCodeSchema = z.object({
  code: codeField(
    codeMessages.codeFormat,
    (code) => (/^[\d\s-]+$/.test(code) ? code.replace(/\D/g, "") : code),
    z.refine(
      (code) => SIX_DIGITS.test(code) || BACKUP_CODE.test(code),
      codeMessages.codeFormat,
    ),
  ),
});

/** Whether a code from TwoFactorCodeSchema is one from the app (else a backup code). */
export const isAppCode = (code: string): boolean => SIX_DIGITS.test(code);

/** Enrolment, step 2: the first code from the newly added app. */
export const EnrolmentCodeSchema = z.object({
  code: codeField(
    codeMessages.enrolCodeFormat,
    (code) => code.replace(/[\s-]/g, ""),
    z.regex(SIX_DIGITS, codeMessages.enrolCodeFormat),
  ),
});

/** Enrolment, step 1: the password again (Better Auth asks for it). */
export const EnrolmentPasswordSchema = z.object({
  password: currentPassword(
    codeMessages.passwordRequired,
    codeMessages.wrongPassword,
  ),
});

const userId = z.prefault(
  z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  "",
);

/** Invite a member of staff: the account is made now, the password chosen from the email. */
export const InviteStaffSchema = z.object({
  name: requiredText(
    accountMessages.nameRequired,
    100,
    accountMessages.nameTooLong,
  ),
  email: z.prefault(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1, accountMessages.emailRequired)),
      z.email(accountMessages.invalidEmail),
    ),
    "",
  ),
  role: z.enum(staffRoles, accountMessages.roleRequired),
});

/** Change an account's role; "customer" takes the back office away. */
export const ChangeRoleSchema = z.object({
  userId,
  role: z.enum(accountRoles, accountMessages.roleRequired),
});

/** Disable, enable, sign out everywhere: which account. */
export const StaffAccountSchema = z.object({ userId });

/** An id as a form posts it: a row's or an account's, never longer than 100. */
const postedId = z.string().check(z.trim(), z.maxLength(100));
const optionalId = z.prefault(postedId, "");

/**
 * A record's new assignee (a `user` id; empty: unassigned) and the one the
 * staff member saw (`expected`, empty: unassigned), so a record someone
 * else took meanwhile is refused rather than taken from them.
 */
export const AssignSchema = z.object({
  assignee: optionalId,
  expected: optionalId,
});

/** "Assign to me" on a list's row: which record, and the assignee shown. */
export const AssignRowSchema = z.object({
  id: z.prefault(postedId.check(z.minLength(1)), ""),
  expected: optionalId,
});

const idList = z._default(
  z.array(postedId).check(z.maxLength(BULK_MAX_RECORDS)),
  [],
);

/**
 * Many records at once: the ticked rows (`ids`), or, with "select all on
 * this page" ticked (`all`), the page's rows as it was drawn (`pageIds`);
 * a new status, a new assignee, or both (empty: leave as is); and, once
 * the server asked, how many emails the person agreed to (`confirm`).
 */
export const BulkChangeSchema = z
  .object({
    ids: idList,
    all: z._default(z.boolean(), false),
    pageIds: idList,
    status: z.prefault(z.string().check(z.trim()), ""),
    assignee: optionalId,
    /**
     * The number of emails the person agreed to send (the server's
     * question, BulkConfirmation); absent on a first post. Anything else
     * is no agreement, so the server asks.
     */
    confirm: z.catch(
      z.optional(
        z.coerce.number().check(z.int(), z.gte(1), z.lte(BULK_MAX_RECORDS)),
      ),
      undefined,
    ),
  })
  .check(
    z.refine((input) => (input.all ? input.pageIds : input.ids).length > 0, {
      message: bulkActions.nothingSelected,
      path: ["ids"],
    }),
    z.refine((input) => input.status !== "" || input.assignee !== "", {
      message: bulkActions.nothingChosen,
      path: ["status"],
    }),
  );

/** The current list filters saved under a name. */
export const SavedFilterSchema = z.object({
  name: requiredText(
    savedFilterTexts.nameRequired,
    SAVED_FILTER_NAME_MAX_LENGTH,
    savedFilterTexts.nameTooLong(SAVED_FILTER_NAME_MAX_LENGTH),
  ),
  query: z.prefault(z.string().check(z.maxLength(1000)), ""),
});

/** A saved filter deleted: which one. */
export const SavedFilterDeleteSchema = z.object({ id: replyId });

/** An inbox's round-robin, as the staff page's form for it posts it. */
export const RoundRobinSchema = z
  .object({
    inbox: z.enum(inboxKinds),
    enabled: z._default(z.boolean(), false),
    cap: z.catch(
      z.coerce.number().check(z.int(), z.gte(1), z.lte(ROUND_ROBIN_CAP_MAX)),
      0,
    ),
    members: z._default(z.array(postedId).check(z.maxLength(500)), []),
  })
  .check(
    z.refine((input) => input.cap >= 1, {
      message: roundRobinTexts.capInvalid,
      path: ["cap"],
    }),
  );
