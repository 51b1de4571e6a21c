import { data } from "react-router";

import { requireStaff } from "#server/staff/access.ts";
import { previewDocument } from "#server/staff/documents.ts";
import { withStaffCookies } from "#server/staff/responses.ts";
import type { Route } from "./+types/claim-file-preview";

/** A photo of a claim, for the `<img>` of its page: staff only, audited each time it is shown. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, actor, headers } = await requireStaff(request, context);
  const response = await previewDocument(
    services,
    { kind: "claim", id: params.id, fileId: params.fileId },
    actor,
  );
  if (!response) throw data(null, { status: 404, headers });
  return withStaffCookies(response, headers);
}
