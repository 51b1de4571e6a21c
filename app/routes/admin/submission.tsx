import { data } from "react-router";

import { SubmissionPage } from "#app/components/staff/submission-page.tsx";
import { keepDataAfter } from "#app/lib/forms/revalidate.ts";
import { submissionIntents } from "#app/lib/schemas/staff-forms.ts";
import { inboxOfSegment } from "#app/lib/staff/inboxes.ts";
import { staffPageMeta } from "#app/lib/staff/meta.ts";

import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import { requireStaff } from "#server/staff/access.ts";
import { submissionPageForms } from "#server/staff/submission-actions.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import { loadSubmissionPage } from "#server/staff/submission-page.ts";
import { recordListContext } from "#server/staff/record-neighbours.ts";
import type { Route } from "./+types/submission";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  staffPageMeta(loaderData?.submission.title ?? "");

/**
 * Never cached; after a Reveal posted without JavaScript, the action's
 * Refresh loads the page again (masked) when the value's time is up.
 */
export const headers = ({ actionHeaders }: Route.HeadersArgs) => {
  const refresh = actionHeaders.get("Refresh");
  return {
    "Cache-Control": PRIVATE_NO_STORE,
    ...(refresh ? { Refresh: refresh } : {}),
  };
};

/**
 * One submission of an inbox: its fields, documents, conversation, status
 * with its history, and internal notes. Every opening audits the view of
 * the record and its conversation; the page read again because of the
 * staff member's own post on it, with JavaScript or without, is no new
 * opening (server/staff/reload-after-action.ts); `?reply=`
 * names a saved reply to start the message with. The rest of the query is
 * the filter of the list it was opened from, which its Back, Previous and
 * Next links keep.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, actor, headers } = await requireStaff(request, context);
  const kind = inboxOfSegment(params.inbox);
  const query = new URL(request.url).searchParams;
  const page = kind
    ? await loadSubmissionPage(
        services,
        { kind, id: params.id },
        actor,
        query.get("reply"),
      )
    : null;
  if (!kind || !page) throw data(null, { status: 404, headers });
  const list = await recordListContext(
    services.database.db,
    kind,
    params.id,
    query,
    actor.id,
  );
  return data(
    { ...page, list, forms: pageForms(submissionPageForms) },
    { headers },
  );
}

/**
 * Change its status, add a note, write to the person, or (a verification's)
 * reveal its SSN, bank name or credit score, named by the form's intent.
 * Staff only.
 */
export const action = formAction(submissionPageForms);

/**
 * Reveal answers with the values themselves: reloading the page's data
 * after it would show nothing new.
 */
export const shouldRevalidate = keepDataAfter(submissionIntents.reveal);

export default function Submission({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <SubmissionPage {...loaderData} answer={actionData} />;
}
