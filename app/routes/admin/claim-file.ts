import { data } from "react-router";

import { requireStaff } from "#server/staff/access.ts";
import { downloadDocument } from "#server/staff/documents.ts";
import { withStaffCookies } from "#server/staff/responses.ts";
import type { Route } from "./+types/claim-file";

/** One file of a claim, for staff, audited. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, actor, headers } = await requireStaff(request, context);
  const response = await downloadDocument(
    services,
    { kind: "claim", id: params.id, fileId: params.fileId },
    actor,
  );
  if (!response) throw data(null, { status: 404, headers });
  return withStaffCookies(response, headers);
}
