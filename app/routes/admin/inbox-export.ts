import { data } from "react-router";

import { readInboxFilter } from "#app/lib/schemas/staff.ts";
import { inboxOfSegment } from "#app/lib/staff/inboxes.ts";

import { requireStaff } from "#server/staff/access.ts";
import { exportInbox } from "#server/staff/export.ts";
import { inboxFilter } from "#server/staff/inboxes.ts";
import { withStaffCookies } from "#server/staff/responses.ts";
import type { Route } from "./+types/inbox-export";

/** /admin/<inbox>/export.csv: the list's current filter, every page, as CSV (audited). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, actor, headers } = await requireStaff(request, context);
  const kind = inboxOfSegment(params.inbox);
  if (!kind) throw data(null, { status: 404, headers });
  const filter = inboxFilter(
    kind,
    readInboxFilter(new URL(request.url).searchParams),
    actor.id,
  );
  return withStaffCookies(
    await exportInbox(services, kind, filter, actor),
    headers,
  );
}
