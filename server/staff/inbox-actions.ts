import { data } from "react-router";

import {
  bulkActions,
  ownership,
  savedFilters as filterTexts,
  staffMessages,
} from "#app/content/staff.ts";
import {
  AssignRowSchema,
  BulkChangeSchema,
  SavedFilterDeleteSchema,
  SavedFilterSchema,
} from "#app/lib/schemas/staff.ts";
import {
  bulkChangeShape,
  inboxListIntents,
} from "#app/lib/schemas/staff-forms.ts";
import { SAVED_FILTERS_MAX } from "#app/lib/schemas/staff-limits.ts";
import {
  BULK_ASSIGNEE_ME,
  BULK_ASSIGNEE_NOBODY,
  type InboxListResult,
} from "#app/lib/staff/bulk.ts";
import { inboxOfSegment } from "#app/lib/staff/inboxes.ts";
import { isStatusOf } from "#app/lib/staff/workflow.ts";
import {
  defineForm,
  refusal,
  type FormRequest,
} from "#server/forms/form-definition.ts";
import { requireStaff } from "./access.ts";
import { staffFormPage } from "./staff-form-page.ts";
import { assignRecord } from "./assignment.ts";
import { bulkChange, bulkEmailCount } from "./bulk.ts";
import { deleteSavedFilter, saveFilter } from "./saved-filters.ts";

/** Who may post a list's forms: staff, on one of the five inboxes (else 404). */
export async function listAccess({ request, context, params }: FormRequest) {
  const kind = inboxOfSegment(params?.inbox);
  if (!kind) throw data(null, { status: 404 });
  const { actor, services, headers } = await requireStaff(request, context);
  return { kind, actor, services, headers };
}

/** What a list's forms share: staff only, never cached, failures in staff's words. */
const listPage = staffFormPage(
  "/admin/:inbox",
  listAccess,
  staffMessages.failed,
);

/**
 * "Assign to me" on a row, sent with the assignee the row showed: a record
 * someone else took meanwhile is not taken from them.
 */
export const assignRowForm = defineForm({
  name: inboxListIntents.assignRow,
  ...listPage,
  // Answered as "assign-row:<id>", so the list shows the answer in that row.
  instance: (fields) => fields.get("id")?.[0] ?? "",
  schema: AssignRowSchema,
  submit: async ({ input, scope: { services, kind, actor } }) => {
    const outcome = await assignRecord(services, {
      kind,
      id: input.id,
      to: actor.id,
      expected: input.expected || null,
      actor,
    });
    if (outcome.ok)
      return {
        ok: true,
        toast: outcome.changed
          ? ownership.messages.assignedToYou
          : ownership.messages.unchanged,
      };
    if (outcome.reason === "not_found")
      return refusal(404, {
        ok: false,
        fieldErrors: {},
        toast: staffMessages.notFound,
      });
    return refusal(409, {
      ok: false,
      fieldErrors: {},
      toast: ownership.messages.conflict,
    });
  },
});

/**
 * Many records at once (bulkChange): the ticked rows, or the page's rows
 * with "select all on this page", to a new status, assignee or both. The
 * answer says how many changed and why the others were skipped. A status
 * that emails the records' people is asked about first: the answer says
 * how many records are selected and how many emails it would send, and
 * nothing changes until a post confirms that number of emails.
 */
export const bulkForm = defineForm({
  name: inboxListIntents.bulk,
  ...listPage,
  schema: BulkChangeSchema,
  shape: bulkChangeShape,
  submit: async ({ input, scope: { services, kind, actor } }) => {
    if (input.status !== "" && !isStatusOf(kind, input.status))
      return refusal(400, {
        ok: false,
        fieldErrors: { status: staffMessages.invalidStatus },
      });
    const assignee =
      input.assignee === ""
        ? undefined
        : input.assignee === BULK_ASSIGNEE_ME
          ? actor.id
          : input.assignee === BULK_ASSIGNEE_NOBODY
            ? null
            : input.assignee;
    const ids = input.all ? input.pageIds : input.ids;
    const emails = await bulkEmailCount(services.database.db, {
      kind,
      ids,
      status: input.status,
    });
    // Asked again when the number changed since (other ticks, another status, records moved meanwhile).
    if (emails > 0 && input.confirm !== emails) {
      const question: InboxListResult = {
        ok: false,
        fieldErrors: {},
        values: {},
        confirm: { selected: new Set(ids).size, emails },
      };
      return { status: 200, result: question };
    }
    const bulk = await bulkChange(services, {
      kind,
      ids,
      status: input.status || undefined,
      assignee,
      actor,
    });
    const result: InboxListResult = {
      ok: true,
      toast: {
        type: bulk.changed > 0 ? "success" : "info",
        title: bulkActions.outcomeTitle(bulk.changed),
      },
      bulk,
    };
    return result;
  },
});

/** The filters in force saved under a name, for the person posting only. */
export const saveFilterForm = defineForm({
  name: inboxListIntents.saveFilter,
  ...listPage,
  schema: SavedFilterSchema,
  submit: async ({ input, scope: { services, kind, actor } }) => {
    const saved = await saveFilter(services.database.db, {
      userId: actor.id,
      kind,
      name: input.name,
      query: input.query,
    });
    if (saved.ok) return { ok: true, toast: filterTexts.saved(input.name) };
    return refusal(400, {
      ok: false,
      fieldErrors: { name: filterTexts.tooMany(SAVED_FILTERS_MAX) },
    });
  },
});

/** One of the person's saved filters deleted; each has its own form. */
export const deleteFilterForm = defineForm({
  name: inboxListIntents.deleteFilter,
  ...listPage,
  instance: (fields) => fields.get("id")?.[0] ?? "",
  schema: SavedFilterDeleteSchema,
  submit: async ({ input, scope: { services, actor } }) => {
    await deleteSavedFilter(services.database.db, {
      userId: actor.id,
      id: input.id,
    });
    // Already gone is gone: the list shows what is left either way.
    return { ok: true, toast: filterTexts.removed };
  },
});

/** The forms of an inbox's list, the bulk change first. */
export const inboxListForms = [
  bulkForm,
  assignRowForm,
  saveFilterForm,
  deleteFilterForm,
];
