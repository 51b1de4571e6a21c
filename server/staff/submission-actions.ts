import { data, type RouterContextProvider } from "react-router";
import { z } from "#app/lib/zod.ts";

import { staffMessages, statusLabels } from "#app/content/staff.ts";
import type { FormResult } from "#app/lib/forms/form-result.ts";
import { INTENT_FIELD } from "#app/lib/forms/guards.ts";
import {
  NoteSchema,
  StatusChangeSchema,
  type NoteInput,
  type StatusChangeInput,
} from "#app/lib/schemas/staff.ts";
import { submissionIntents } from "#app/lib/schemas/staff-forms.ts";
import type {
  RevealedDetails,
  SubmissionAnswer,
} from "#app/lib/staff/submission-view.ts";
import type { InboxKind, WorkflowStatus } from "#app/lib/staff/workflow.ts";
import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import {
  handleForm,
  type FormAnswer,
  type FormHandler,
} from "#server/forms/handle-form.ts";
import { requireStaff } from "./access.ts";
import { revealVerification } from "./submissions.ts";
import { addNote, changeStatus, type StaffActor } from "./workflow.ts";

type Context = Readonly<RouterContextProvider>;

/** What every staff form shares: never cached, its failures told in staff's words. */
function staffForm<T>(
  form: string,
  schema: z.ZodMiniType<T>,
  submit: (input: T) => Promise<FormResult | FormAnswer>,
): FormHandler<T> {
  return {
    form,
    schema,
    headers: { "Cache-Control": PRIVATE_NO_STORE },
    failureToast: () => staffMessages.failed,
    submit: (_services, input) => submit(input),
  };
}

const refusal = (
  status: number,
  result: Omit<Extract<FormResult, { ok: false }>, "values">,
): FormAnswer => ({ status, result: { ...result, values: {} } });

const notFound = refusal(404, {
  ok: false,
  fieldErrors: {},
  toast: staffMessages.notFound,
});

function statusForm(
  services: Parameters<typeof changeStatus>[0],
  kind: InboxKind,
  id: string,
  actor: StaffActor,
) {
  return staffForm<StatusChangeInput>(
    submissionIntents.status,
    StatusChangeSchema,
    async ({ status, expected }) => {
      const outcome = await changeStatus(services, {
        kind,
        id,
        to: status,
        expected: expected || undefined,
        actor,
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
        case "not_found":
          return notFound;
      }
    },
  );
}

function noteForm(
  services: Parameters<typeof addNote>[0],
  kind: InboxKind,
  id: string,
  actor: StaffActor,
) {
  return staffForm<NoteInput>(
    submissionIntents.note,
    NoteSchema,
    async ({ body }) => {
      const outcome = await addNote(services, { kind, id, body, actor });
      if (outcome.ok) return { ok: true, toast: staffMessages.noteAdded };
      if (outcome.reason === "not_found") return notFound;
      return refusal(400, {
        ok: false,
        fieldErrors: { body: staffMessages.noteRequired },
      });
    },
  );
}

/**
 * The action of a submission's page: change its status, add a note, or (a
 * verification's) reveal its SSN, bank name and credit score, each a form
 * on the forms' pipeline (server/forms/handle-form.ts), named by its
 * intent. Staff only. Revealed values ride this one answer (never cached,
 * never in a URL) and are not stored anywhere.
 */
export async function submissionAction(
  request: Request,
  context: Context,
  kind: InboxKind,
  id: string,
) {
  const { actor, services, headers } = await requireStaff(request, context);
  let revealed: RevealedDetails | undefined;
  const answer = await handleForm<unknown>(request, context, (fields) => {
    const intent = fields.get(INTENT_FIELD)?.[0];
    if (intent === submissionIntents.note)
      return noteForm(services, kind, id, actor);
    if (intent === submissionIntents.reveal && kind === "verification")
      return staffForm(submissionIntents.reveal, z.object({}), async () => {
        const details = await revealVerification(services, id, actor);
        if (!details) return notFound;
        revealed = details;
        return { ok: true };
      });
    return statusForm(services, kind, id, actor);
  });
  for (const [name, value] of Object.entries(answer.headers ?? {}))
    headers.set(name, value);
  const result: SubmissionAnswer = revealed
    ? { ...answer.result, revealed }
    : answer.result;
  return data(result, { status: answer.status, headers });
}
