import { data, type RouterContextProvider } from "react-router";

import { savedReplyMessages as messages } from "#app/content/staff-conversation.ts";
import {
  SavedReplyChangeSchema,
  SavedReplyDeleteSchema,
  SavedReplySchema,
} from "#app/lib/schemas/staff.ts";
import {
  savedReplyIntents as intents,
  savedReplyShape,
} from "#app/lib/schemas/staff-forms.ts";
import {
  defineForm,
  refusal,
  type FormRequest,
  type FormResponse,
  type PostedFields,
} from "#server/forms/form-definition.ts";
import { pageForms } from "#server/forms/handle-form.ts";
import { requireStaff } from "./access.ts";
import { staffFormPage } from "./staff-form-page.ts";
import {
  createSavedReply,
  deleteSavedReply,
  savedRepliesOf,
  updateSavedReply,
  type ReplyEditor,
  type SavedReplyOutcome,
} from "./saved-replies.ts";

/** /admin/replies's loader: the shared replies and the viewer's own, and whether they may add shared ones. */
export async function savedRepliesLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const { staff, services, headers } = await requireStaff(request, context);
  const replies = await savedRepliesOf(services.database.db, staff);
  return data(
    {
      replies,
      isAdmin: staff.role === "admin",
      forms: pageForms(savedReplyPageForms),
    },
    { headers },
  );
}

/** Any member of staff posts here; what each may change is checked per reply (saved-replies.ts). */
async function editorAccess({ request, context }: FormRequest) {
  const { staff, actor, services, headers } = await requireStaff(
    request,
    context,
  );
  const editor: ReplyEditor = { ...actor, role: staff.role };
  return { editor, services, headers };
}

const replyPage = staffFormPage(
  "/admin/replies",
  editorAccess,
  messages.failed,
);

/** A reply's own forms are one per reply: their responses name it. */
const replyOf = (fields: PostedFields) => fields.get("id")?.[0] ?? "";

function answer(
  outcome: SavedReplyOutcome,
  success: typeof messages.created,
  sharedField?: string,
): FormResponse {
  if (outcome.ok) return { status: 200, result: { ok: true, toast: success } };
  const forbidden = outcome.reason === "forbidden";
  return refusal(forbidden ? 403 : 404, {
    ok: false,
    fieldErrors:
      forbidden && sharedField
        ? { [sharedField]: messages.sharedAdminsOnly }
        : {},
    toast: forbidden ? messages.forbidden : messages.notFound,
  });
}

/** Add a saved reply: one's own, or (admins) a shared one (the page's first form). */
export const createReplyForm = defineForm({
  name: intents.create,
  ...replyPage,
  schema: SavedReplySchema,
  shape: savedReplyShape,
  submit: async ({ input, scope: { services, editor } }) =>
    answer(
      await createSavedReply(services, editor, input),
      messages.created,
      "shared",
    ),
});

export const changeReplyForm = defineForm({
  name: intents.change,
  ...replyPage,
  instance: replyOf,
  schema: SavedReplyChangeSchema,
  submit: async ({ input, scope: { services, editor } }) =>
    answer(await updateSavedReply(services, editor, input), messages.updated),
});

export const deleteReplyForm = defineForm({
  name: intents.remove,
  ...replyPage,
  instance: replyOf,
  schema: SavedReplyDeleteSchema,
  submit: async ({ input, scope: { services, editor } }) =>
    answer(
      await deleteSavedReply(services, editor, input.id),
      messages.deleted,
    ),
});

/** The forms of /admin/replies, the new reply first. */
export const savedReplyPageForms = [
  createReplyForm,
  changeReplyForm,
  deleteReplyForm,
];
