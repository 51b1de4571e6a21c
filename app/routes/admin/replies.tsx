import { SavedRepliesPage } from "#app/components/staff/saved-replies-page.tsx";
import { savedRepliesPage as texts } from "#app/content/staff-conversation.ts";
import { staffPageMeta } from "#app/lib/staff/meta.ts";

import { formAction } from "#server/forms/handle-form.ts";
import {
  savedRepliesLoader,
  savedReplyPageForms,
} from "#server/staff/saved-reply-actions.ts";
import type { Route } from "./+types/replies";

export const meta = () => staffPageMeta(texts.title);

/** Every member of staff: the shared replies and their own (server/staff/saved-reply-actions.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return savedRepliesLoader(request, context);
}

/** Add, change or delete a saved reply, named by the form's intent; who may change which is checked per reply. */
export const action = formAction(savedReplyPageForms);

export default function SavedReplies({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <SavedRepliesPage {...loaderData} answer={actionData} />;
}
