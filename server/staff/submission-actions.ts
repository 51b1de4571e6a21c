import {
  complaintRegister,
  ownership,
  staffMessages,
  statusLabels,
} from "#app/content/staff.ts";
import {
  answeredBeforeWait,
  staffConversationMessages as messageTexts,
} from "#app/content/staff-conversation.ts";
import type { FieldErrors } from "#app/lib/forms/form-result.ts";
import { emailedInFull } from "#app/lib/schemas/conversation-limits.ts";
import {
  AssignSchema,
  ComplaintRegisterSchema,
  NoteSchema,
  RevealSchema,
  StaffMessageSchema,
  StatusChangeSchema,
} from "#app/lib/schemas/staff.ts";
import {
  complaintRegisterShape,
  CONFIRM_ANSWERED,
  staffMessageShape,
  submissionIntents,
} from "#app/lib/schemas/staff-forms.ts";
import { formatStaffDateTime } from "#app/lib/staff/dates.ts";
import { mentionsSsn } from "#app/lib/ssn-shape.ts";
import {
  REVEAL_SECONDS,
  type RevealReason,
  type SensitiveField,
  type SubmissionResult,
} from "#app/lib/staff/submission-view.ts";
import { submissionPath } from "#app/lib/staff/inboxes.ts";
import type { WorkflowStatus } from "#app/lib/staff/workflow.ts";
import { dollarsToCents } from "#app/lib/staff/claim-outcome.ts";
import {
  isOutcomeKind,
  isOutcomeOf,
  type RecordOutcome,
} from "#app/lib/staff/outcomes.ts";
import type { InboxKind } from "#app/lib/staff/workflow.ts";
import { sendStaffMessage } from "#server/conversations/conversation.ts";
import {
  defineForm,
  refusal,
  type FormRequest,
} from "#server/forms/form-definition.ts";
import { assignRecord } from "./assignment.ts";
import { setComplaintRegister } from "./complaint-register.ts";
import { listAccess } from "./inbox-actions.ts";
import { staffFormPage } from "./staff-form-page.ts";
import { revealVerification } from "./submissions.ts";
import { addNote, changeStatus } from "./workflow.ts";

/**
 * Who may post a submission's forms: staff, on the page of a submission of
 * one of the five inboxes (else 404), as a list's forms (inbox-actions.ts).
 */
async function submissionAccess(request: FormRequest) {
  return { ...(await listAccess(request)), id: request.params?.id ?? "" };
}

/**
 * What a submission's forms share: staff only, never cached, their failures
 * told in staff's words. Each is named by its intent.
 */
const submissionPage = staffFormPage(
  "/admin/:inbox/:id",
  submissionAccess,
  staffMessages.failed,
);

const notFound = refusal(404, {
  ok: false,
  fieldErrors: {},
  toast: staffMessages.notFound,
});

/**
 * A move to waiting held back because the person answered last: the
 * question, and the time it names, for the form to ask (decision 0093).
 */
const answeredFirst = (answeredAt: string) =>
  refusal(409, {
    ok: false,
    fieldErrors: {},
    toast: answeredBeforeWait.refused,
    answered: { at: formatStaffDateTime(answeredAt), atIso: answeredAt },
  });

/** Change the submission's status (the page's first form). */
export const statusForm = defineForm({
  name: submissionIntents.status,
  ...submissionPage,
  schema: StatusChangeSchema,
  submit: async ({
    input: { status, expected, confirm, ...given },
    scope: { services, kind, id, actor },
  }) => {
    const recordOutcome = outcomeOf(kind, given);
    const outcome = await changeStatus(services, {
      kind,
      id,
      to: status,
      expected: expected || undefined,
      actor,
      askIfAnswered: confirm !== CONFIRM_ANSWERED,
      ...(recordOutcome ? { outcome: recordOutcome } : {}),
    });
    if (outcome.ok)
      return {
        ok: true,
        toast: outcome.changed
          ? staffMessages.statusChanged(
              statusLabels[outcome.to as WorkflowStatus],
            )
          : staffMessages.statusUnchanged,
      };
    switch (outcome.reason) {
      case "conflict":
        return refusal(409, {
          ok: false,
          fieldErrors: {},
          toast: staffMessages.statusConflict,
        });
      case "invalid_status":
        return refusal(400, {
          ok: false,
          fieldErrors: { status: staffMessages.invalidStatus },
        });
      case "outcome_required":
        return refusal(400, {
          ok: false,
          fieldErrors: {
            outcome: isOutcomeKind(kind)
              ? staffMessages.outcomeRequired[kind]
              : staffMessages.invalidStatus,
          },
        });
      case "answered":
        return answeredFirst(outcome.answeredAt);
      case "not_found":
        return notFound;
    }
  },
});

/**
 * The outcome fields as changeStatus takes them; the schema has already
 * required what the chosen outcome needs with a status that needs one.
 * changeStatus checks the outcome belongs to the record's kind.
 */
function outcomeOf(
  kind: InboxKind,
  form: {
    outcome: string;
    amount: string;
    reason: string;
  },
): RecordOutcome | undefined {
  switch (form.outcome) {
    case "paid": {
      const amountCents = dollarsToCents(form.amount);
      return amountCents === undefined
        ? undefined
        : { outcome: "paid", amountCents };
    }
    case "denied":
      return { outcome: "denied", reason: form.reason };
    case "withdrawn":
      return { outcome: "withdrawn" };
    default:
      // Another kind's outcome is its value alone (a complaint's).
      return isOutcomeOf(kind, form.outcome)
        ? ({ outcome: form.outcome } as RecordOutcome)
        : undefined;
  }
}

export const noteForm = defineForm({
  name: submissionIntents.note,
  ...submissionPage,
  schema: NoteSchema,
  submit: async ({ input: { body }, scope: { services, kind, id, actor } }) => {
    const outcome = await addNote(services, { kind, id, body, actor });
    if (outcome.ok) return { ok: true, toast: staffMessages.noteAdded };
    if (outcome.reason === "not_found") return notFound;
    return refusal(400, {
      ok: false,
      fieldErrors: { body: staffMessages.noteRequired },
    });
  },
});

/**
 * One of a verification's sensitive values, revealed with the reason given
 * (decision 0077): it rides this one response (never cached, never in a
 * URL) and is not stored anywhere. The page answered without JavaScript
 * asks the browser to load it again when the value's time is up (Refresh),
 * which shows it masked. Only verifications hold them.
 */
export const revealForm = defineForm({
  name: submissionIntents.reveal,
  ...submissionPage,
  schema: RevealSchema,
  submit: async ({
    input: { field, reason, otherReason },
    scope: { services, kind, id, actor },
  }) => {
    if (kind !== "verification") return notFound;
    const revealed = await revealVerification(
      services,
      {
        id,
        field: field as SensitiveField,
        reason: reason as RevealReason,
        ...(reason === "other" ? { otherReason } : {}),
      },
      actor,
    );
    if (!revealed) return notFound;
    const result: SubmissionResult = { ok: true, revealed };
    return {
      status: 200,
      result,
      headers: {
        Refresh: `${REVEAL_SECONDS}; url=${submissionPath(kind, id)}#sensitive`,
      },
    };
  },
});

/** A message that was not sent, and why, under its field. */
const unsent = (fieldErrors: FieldErrors) =>
  refusal(400, { ok: false, fieldErrors, toast: messageTexts.notSent });

/**
 * A message to the person behind the record (sendStaffMessage: kept on the
 * record, emailed in full for a contact message, else a link by email),
 * with the documents it asks for on a claim or a verification. Its text and
 * documents were checked by the schema; what this record allows is checked
 * here and in sendStaffMessage. A contact reply travels in full by email,
 * so one that holds something shaped like an SSN is refused, with the
 * reason under the message.
 */
export const messageForm = defineForm({
  name: submissionIntents.message,
  ...submissionPage,
  schema: StaffMessageSchema,
  shape: staffMessageShape,
  submit: async ({ input: message, scope: { services, kind, id, actor } }) => {
    const inFull = emailedInFull(kind);
    if (inFull && mentionsSsn(message.body))
      return unsent({ body: messageTexts.ssnInFullEmail });
    const outcome = await sendStaffMessage(services, {
      subject: { kind, id },
      message,
      actor,
    });
    if (outcome.ok)
      return { ok: true, toast: messageTexts.sent(inFull, outcome.waiting) };
    switch (outcome.reason) {
      case "not_found":
        return notFound;
      case "requests_not_allowed":
        return unsent({ requests: messageTexts.requestsNotTaken });
    }
  },
});

/**
 * Give the record to a member of staff, or to nobody ("Assign to me" posts
 * the same form with the person's own id), with the assignee shown, so a
 * change someone made meanwhile is refused, not overwritten.
 */
export const assignForm = defineForm({
  name: submissionIntents.assign,
  ...submissionPage,
  schema: AssignSchema,
  submit: async ({
    input: { assignee, expected },
    scope: { services, kind, id, actor },
  }) => {
    const outcome = await assignRecord(services, {
      kind,
      id,
      to: assignee || null,
      expected: expected || null,
      actor,
    });
    if (outcome.ok) {
      if (!outcome.changed)
        return { ok: true, toast: ownership.messages.unchanged };
      const name =
        outcome.to === null
          ? null
          : outcome.to === actor.id
            ? undefined
            : await services.database.db
                .selectFrom("user")
                .select("name")
                .where("id", "=", outcome.to)
                .executeTakeFirst()
                .then((row) => row?.name ?? null);
      return {
        ok: true,
        toast:
          name === undefined
            ? ownership.messages.assignedToYou
            : ownership.messages.assigned(name),
      };
    }
    switch (outcome.reason) {
      case "conflict":
        return refusal(409, {
          ok: false,
          fieldErrors: {},
          toast: ownership.messages.conflict,
        });
      case "not_assignable":
        return refusal(400, {
          ok: false,
          fieldErrors: { assignee: ownership.messages.notAssignable },
        });
      case "not_found":
        return notFound;
    }
  },
});

/**
 * A complaint's register details (issue 33): the regulator's mark and
 * deadline, the line of business and area. Only complaints have them.
 */
export const registerForm = defineForm({
  name: submissionIntents.register,
  ...submissionPage,
  schema: ComplaintRegisterSchema,
  shape: complaintRegisterShape,
  submit: async ({ input, scope: { services, kind, id, actor } }) => {
    if (kind !== "complaint") return notFound;
    const saved = await setComplaintRegister(services, { id, input, actor });
    return saved ? { ok: true, toast: complaintRegister.saved } : notFound;
  },
});

/** The forms of a submission's page, the status change first. */
export const submissionPageForms = [
  statusForm,
  noteForm,
  revealForm,
  messageForm,
  assignForm,
  registerForm,
];
