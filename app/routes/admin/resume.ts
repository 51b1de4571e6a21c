import { data } from "react-router";

import { requireStaff } from "#server/staff/access.ts";
import { downloadDocument } from "#server/staff/documents.ts";
import { withStaffCookies } from "#server/staff/responses.ts";
import type { Route } from "./+types/resume";

/** A job application's resume, for staff, audited (docs/decisions/0008). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services, actor, headers } = await requireStaff(request, context);
  const response = await downloadDocument(
    services,
    { kind: "application", id: params.id },
    actor,
  );
  if (!response) throw data(null, { status: 404, headers });
  return withStaffCookies(response, headers);
}
