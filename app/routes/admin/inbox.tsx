import { data } from "react-router";

import { InboxList } from "#app/components/staff/inbox-list.tsx";
import { inboxTitles } from "#app/content/staff.ts";
import { readInboxFilter } from "#app/lib/schemas/staff.ts";
import { inboxOfSegment } from "#app/lib/staff/inboxes.ts";
import { staffPageMeta } from "#app/lib/staff/meta.ts";

import { PRIVATE_NO_STORE } from "#server/auth/session.ts";
import { requireStaff } from "#server/staff/access.ts";
import { hasReference, inboxFilter, listInbox } from "#server/staff/inboxes.ts";
import type { Route } from "./+types/inbox";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  staffPageMeta(loaderData ? inboxTitles[loaderData.kind] : "");

export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE });

/**
 * One inbox (/admin/contact, /applications, /verifications, /claims): a
 * page of its submissions, newest first, as its GET form's query string
 * filters them.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, headers } = await requireStaff(request, context);
  const kind = inboxOfSegment(params.inbox);
  if (!kind) throw data(null, { status: 404, headers });
  const input = readInboxFilter(new URL(request.url).searchParams);
  const filter = inboxFilter(kind, input);
  const page = await listInbox(services.database.db, kind, filter, input.page);
  return data(
    { kind, filter, page, searchesReferences: hasReference(kind) },
    { headers },
  );
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return <InboxList {...loaderData} />;
}
