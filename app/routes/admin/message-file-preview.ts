import { data } from "react-router";

import { inboxOfSegment } from "#app/lib/staff/inboxes.ts";
import { requireStaff } from "#server/staff/access.ts";
import { previewDocument } from "#server/staff/documents.ts";
import { withStaffCookies } from "#server/staff/responses.ts";
import type { Route } from "./+types/message-file-preview";

/** A photo a person sent in a record's conversation, for its `<img>`: staff only, only under its own record, audited each time. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, actor, headers } = await requireStaff(request, context);
  const kind = inboxOfSegment(params.inbox);
  const response = kind
    ? await previewDocument(
        services,
        { kind, id: params.id, messageFileId: params.fileId },
        actor,
      )
    : null;
  if (!response) throw data(null, { status: 404, headers });
  return withStaffCookies(response, headers);
}
