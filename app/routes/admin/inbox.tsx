import { data } from "react-router";

import { InboxList } from "#app/components/staff/inbox-list.tsx";
import { inboxTitles } from "#app/content/staff.ts";
import { readInboxFilter } from "#app/lib/schemas/staff.ts";
import { registerYears } from "#app/lib/staff/complaint-register.ts";
import { inboxOfSegment } from "#app/lib/staff/inboxes.ts";
import { staffPageMeta } from "#app/lib/staff/meta.ts";

import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import { formAction, pageForms } from "#server/forms/handle-form.ts";
import { requireStaff } from "#server/staff/access.ts";
import { assignableStaff } from "#server/staff/assignment.ts";
import { inboxListForms } from "#server/staff/inbox-actions.ts";
import { hasReference, inboxFilter, listInbox } from "#server/staff/inboxes.ts";
import { savedFiltersOf } from "#server/staff/saved-filters.ts";
import type { Route } from "./+types/inbox";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  staffPageMeta(loaderData ? inboxTitles[loaderData.kind] : "");

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/**
 * One inbox (/admin/contact, /applications, /verifications, /claims,
 * /quotes): a page of its submissions, newest first, as its GET form's
 * query string filters them (`view=mine|unassigned`, else all), with the
 * person's saved filters and the staff a record may be given to.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, actor, headers } = await requireStaff(request, context);
  const kind = inboxOfSegment(params.inbox);
  if (!kind) throw data(null, { status: 404, headers });
  const input = readInboxFilter(new URL(request.url).searchParams);
  const { viewerId: _viewer, ...filter } = inboxFilter(kind, input, actor.id);
  const db = services.database.db;
  const [page, staff, savedFilters] = await Promise.all([
    listInbox(db, kind, { ...filter, viewerId: actor.id }, input.page),
    assignableStaff(db),
    savedFiltersOf(db, actor.id, kind),
  ]);
  return data(
    {
      kind,
      filter,
      page,
      searchesReferences: hasReference(kind),
      me: actor.id,
      staff,
      savedFilters,
      // Complaints keep a register (issue 33): its years' downloads.
      registerYears: kind === "complaint" ? registerYears() : null,
      forms: pageForms(inboxListForms),
    },
    { headers },
  );
}

/** Assign a row to me, change the ticked rows, save or delete a saved filter, named by the form's intent. Staff only. */
export const action = formAction(inboxListForms);

export default function Inbox({
  loaderData,
  actionData,
}: Route.ComponentProps) {
  return <InboxList {...loaderData} answer={actionData} />;
}
